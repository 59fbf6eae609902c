import ArgumentParser

/// The title argument of `add`, taken as it was typed so that a title starting with `-` and a
/// digit (`-5 kg flour`) is a title rather than an unknown option.
struct TitleArgument: ParsableArguments {
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp(
      "The title. One that starts with - and a digit (\"-5 kg flour\") is a title too; after -- "
        + "any word is.",
      valueName: "title"))
  var words: [String] = []

  /// The one title given, or a usage error saying what is wrong. Before a `--`, a word that
  /// starts with `-` and then anything but a digit is an option, refused as unknown (the
  /// command's own options never get here).
  func title() throws -> String {
    let end = words.firstIndex(of: "--") ?? words.endIndex
    /// `-x` and `--x` are options; `-`, `-5` and `-5 kg` are text.
    func isOption(_ word: String) -> Bool {
      guard word.hasPrefix("-"), let next = word.dropFirst().first else { return false }
      return !("0"..."9").contains(next)
    }
    if let option = words[..<end].first(where: isOption) {
      throw ValidationError("unknown option '\(option)'")
    }
    let titles = Array(words[..<end]) + words[min(end + 1, words.endIndex)...]
    guard titles.count == 1, let title = titles.first else {
      throw ValidationError(
        titles.isEmpty
          ? "give the title of the todo"
          : "give one title, in quotes if it has spaces (got \(titles.count): "
            + "\(titles.joined(separator: " ")))")
    }
    return title
  }
}
