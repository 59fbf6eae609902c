import ArgumentParser
import TodoCore

/// The id argument of `edit`, `done` and `rm`, taken as it was typed so that `-1` is an id to
/// refuse rather than an unknown option.
struct IDArgument: ParsableArguments {
  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("The id, as `todo list` prints it.", valueName: "id"))
  var words: [String] = []

  /// The one id given, or a usage error saying what is wrong with it.
  func id() throws -> TodoID {
    if let option = words.first(where: { $0.hasPrefix("--") }) {
      throw ValidationError("unknown option '\(option)'")
    }
    guard words.count == 1, let word = words.first else {
      throw ValidationError(
        words.isEmpty
          ? "give the id of the todo, as `todo list` prints it"
          : "give one id (got \(words.count): \(words.joined(separator: " ")))")
    }
    guard word.utf8.allSatisfy({ (48...57).contains($0) }), let id = TodoID(word), id > 0 else {
      throw ValidationError(
        "the id must be a positive number, as `todo list` prints it (got '\(word)')")
    }
    return id
  }
}
