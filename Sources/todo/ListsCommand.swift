import ArgumentParser
import Foundation
import TodoCore

/// `todo lists`: every list with how many open and done todos it holds, one list a line, as
/// the Lists screen shows them (SPEC §17).
struct Lists: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print every list with its open and done counts: name, open, done, tab-separated.",
    discussion: HelpExamples.lists.discussion(
      after: """
        One line per list, in the Lists screen's order, the three fields separated by tabs (a \
        list's name holds none), no heading: for scripts. Subtasks are counted with their \
        list. A store always has at least one list.
        """))

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let lists = try storeOption.useCases(for: .read).lists()
    try ItemFormatter.write(lists.map { "\($0.name)\t\($0.open)\t\($0.done)\n" }.joined())
  }
}
