import ArgumentParser
import Foundation
import TodoCore
import TodoTerminal

/// `todo import FILE [--format json|todotxt|ics] [--list NAME]`: all or nothing.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add the todos of a file: all of them, or none if any entry is wrong.",
    discussion: HelpExamples.importing.discussion(
      after: """
        The format defaults to todotxt for a .txt file, ics for a .ics file (any case), json \
        otherwise. From iCalendar every VTODO is read and other components are skipped and \
        counted; a todo whose UID the store already has is skipped (import never overwrites).
        """))

  @Argument(help: "The file, or - for standard input.")
  var file: String

  @Option(name: .long, help: "json, todotxt or ics.")
  var format: InterchangeFormat?

  @OptionGroup var listOption: ListOption<Self>

  @OptionGroup var storeOption: StoreOption

  func validate() throws {
    _ = try listOption.name()
  }

  func run() throws {
    let data: Data
    do {
      data =
        file == "-"
        ? try StandardStreams.readInput()
        : try Data(contentsOf: URL(fileURLWithPath: file))
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(message: "\(file): cannot read the file")
    }
    let format = format ?? InterchangeFormat(fileName: file)
    let contents: ImportedFile
    // Reading a large file counts nothing (a million todos take seconds): say so meanwhile.
    let reading = data.count > 1_000_000 ? ProgressMeter.onStandardError(verb: "reading") : nil
    reading?.note("reading \(file) (\(ProgressText.count(data.count / 1_000_000)) MB)…")
    do {
      defer { reading?.finish() }
      contents = try format.read(data, timeZone: Composition.timeZone)
    } catch {
      throw Failure(message: "\(file): \(error); nothing was imported")
    }
    let meter = ProgressMeter.onStandardError(verb: "importing")
    let count: Int
    let lists: (before: [ListCount], after: [ListCount])
    do {
      defer { meter?.finish() }
      let store = try Composition.store(
        at: Composition.storePath(option: storeOption.store), for: .create)
      try store.prepareForImport(of: contents.todos.count)
      // Nothing undoes a command's change once it exits: no undo record is made.
      let environment = Composition.environment(store: store, history: ChangeHistory(keeping: 0))
      let before = try environment.useCases.lists()
      count = try environment.useCases.add(
        imported: contents.todos, intoList: try listOption.name(),
        progress: meter.map { meter in { meter.report($0) } })
      lists = (before, try environment.useCases.lists())
    }
    ListsMade.report(before: lists.before, after: lists.after)
    var summary = "imported \(count) todo\(count == 1 ? "" : "s")"
    let known = contents.todos.count - count
    if known > 0 { summary += ", skipped \(known) already in the store" }
    if let skipped = contents.skippedSummary { summary += ", skipped \(skipped)" }
    if contents.keptOverrides > 0 {
      let count = contents.keptOverrides
      summary +=
        ", kept \(count) changed occurrence\(count == 1 ? "" : "s") of repeating todos with"
        + " their series (not shown)"
    }
    if !contents.keptCategories.isEmpty {
      let names = Set(contents.keptCategories).sorted()
      let shown = names.prefix(3).map { "\"\(DisplayWidth.visible($0))\"" }.joined(separator: ", ")
      summary +=
        ", kept \(names.count) categor\(names.count == 1 ? "y" : "ies") with spaces as"
        + " \(names.count == 1 ? "it was" : "they were") (not tags: \(shown)\(names.count > 3 ? ", …" : ""))"
    }
    try ItemFormatter.write(summary + "\n")
  }
}

extension Import: ListOptionWording {
  /// `--list`.
  static let help = ArgumentHelp(
    "Put every todo in this list (made when there is none of that name), whatever list the file"
      + " names; else each in the list the file names (JSON's \"list\"), or the default list.",
    valueName: "name")
}
