import ArgumentParser
import TodoCore

/// `todo done ID`: a todo already done is printed as it is; completing a repeating todo prints
/// the next one of its series on a second line.
struct Done: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Mark a todo done.", usage: Usage.line("todo done <id>", [StoreOption.self]),
    discussion: HelpExamples.done.discussion())

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try idArgument.id() }

  func run() throws {
    let id = try idArgument.id()
    let useCases = try storeOption.useCases(for: .change)
    let outcome = try existing(id) { try useCases.markDone(id) }
    // A repeating todo's completion made the next one: its line follows.
    try ItemFormatter.write(
      ItemFormatter.lines(for: [outcome.item] + (outcome.next.map { [$0] } ?? [])))
    if outcome.seriesEnded {
      StandardStreams.writeError(
        "todo: the series of \(id) ends: its next one would be due after \(Recurrence.lastDay)\n")
    }
  }
}
