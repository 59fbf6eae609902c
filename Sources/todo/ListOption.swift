import ArgumentParser
import TodoCore
import TodoTerminal

/// How a command words the help of `--list`: `add` and `import` put todos in a list, `edit`
/// moves one there, `list` and `export` read one list.
protocol ListOptionWording {
  /// `--list`.
  static var help: ArgumentHelp { get }
}

/// `--list NAME` (SPEC §17), declared once for every command that takes it: the name as
/// `ListName` reads it, checked here so a name that cannot be one is a usage error said before
/// the store is opened.
struct ListOption<Wording: ListOptionWording>: ParsableArguments {
  @Option(name: .long, parsing: .unconditional, help: Wording.help)
  var list: String?

  /// The list's name when one was given, or a usage error saying what is wrong with it.
  func name() throws -> String? {
    guard let list else { return nil }
    guard let name = ListName.checked(list) else {
      throw ValidationError("--list: \(ListName.rule) (got '\(list)')")
    }
    return name
  }
}

extension ListOption {
  /// The list's name when one was given, or a failure when the store has no list of that
  /// name: a command that reads one list says so rather than print nothing for a typo.
  func existingName(in useCases: TodoUseCases) throws -> String? {
    guard let name = try name() else { return nil }
    guard try useCases.hasList(named: name) else {
      throw Failure(
        message: "no list is named \"\(DisplayWidth.visible(name))\" (todo lists prints them)")
    }
    return name
  }
}

/// The lists a command made by naming them (`todo add --list NEW`), said on standard error
/// so a typo that made a list is seen at once, and the output stays the command's own.
enum ListsMade {
  /// Says `todo: made the list "NAME"` for each list of `after` that `before` did not have.
  static func report(before: [ListCount], after: [ListCount]) {
    for list in after where !before.contains(where: { $0.name == list.name }) {
      StandardStreams.writeError(
        "todo: made the list \"\(DisplayWidth.visible(list.name))\"\n")
    }
  }
}
