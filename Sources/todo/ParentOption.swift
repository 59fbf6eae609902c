import ArgumentParser
import TodoCore

/// `--parent ID` of `add` and `edit` (SPEC §16): the todo it goes under, by the id `todo list`
/// prints. Taken as typed and checked here, so `--parent -1` is an id to refuse rather than a
/// missing value.
struct ParentOption: ParsableArguments {
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp("Make it a subtask of the todo with this id.", valueName: "id"))
  var parent: String?

  /// The parent's id when one was given, or a usage error saying what is wrong with it.
  func id() throws -> TodoID? {
    guard let parent else { return nil }
    guard parent.utf8.allSatisfy({ (48...57).contains($0) }), let id = TodoID(parent), id > 0
    else {
      throw ValidationError(
        "the id of --parent must be a positive number, as `todo list` prints it (got '\(parent)')")
    }
    return id
  }
}
