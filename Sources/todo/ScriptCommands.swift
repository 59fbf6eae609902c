import ArgumentParser
import Foundation
import TodoCore
import TodoStorage
import TodoTerminal

/// `--store PATH`, shared by every command that opens the store.
struct StoreOption: ParsableArguments {
  @Option(name: .long, help: "The store file (default: $TODO_STORE, else the XDG data folder).")
  var store: String?

  /// The use cases over the store this option names, opened for `access`.
  func useCases(for access: StoreAccess) throws -> TodoUseCases {
    try Composition.useCases(storeOption: store, for: access)
  }
}

/// The id argument of `done` and `rm`, taken as it was typed so that `-1` is an id to refuse
/// rather than an unknown option.
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

extension InterchangeFormat: ExpressibleByArgument {}

/// `todo list [--all | --done] [FILTER...]`: the open todos by default. Only the options the
/// command defines are options: any other word, `-report` too, is a filter word.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print the open todos: id, [ ] or [x], priority, title, tags, due date, repeat rule.",
    usage: "todo list [--all | --done] [--json] [<filter> ...] [--store <store>]",
    discussion: HelpExamples.list.discussion(
      after: """
        The filter words are joined with spaces and found in titles and content, ignoring case \
        (a word that starts with - is a filter word too, never an option).
        """))

  @Flag(name: .long, help: "Print done todos too.")
  var all = false

  @Flag(name: .long, help: "Print only done todos.")
  var done = false

  @Flag(
    name: .long,
    help:
      "Print a JSON array of {id, title, content, done, created, updated, due, priority, tags, recur}."
  )
  var json = false

  @OptionGroup var storeOption: StoreOption

  @Argument(
    parsing: .allUnrecognized,
    help: ArgumentHelp("Text the title or content must contain.", valueName: "filter"))
  var words: [String] = []

  func validate() throws {
    if all && done { throw ValidationError("--all and --done cannot be used together") }
    if let option = filterWords.first(where: { $0.hasPrefix("--") }) {
      throw ValidationError("unknown option '\(option)'")
    }
  }

  /// The words of the filter (after a `--`, if one was given, every word is one).
  private var filterWords: [String] {
    guard let end = words.firstIndex(of: "--") else { return words }
    return Array(words[..<end])
  }

  func run() throws {
    let words = self.words.filter { $0 != "--" }
    let useCases = try storeOption.useCases(for: .read)
    // The order the app shows (`s`, kept in the store), done todos below open ones; which
    // todos are listed is the options' choice, not the app's `H`.
    let query = TodoQuery(
      filter: useCases.filter(words.joined(separator: " ")),
      sort: try useCases.viewSettings().sort, showDone: all || done, showOpen: !done,
      doneLast: true)
    let items = try useCases.items(query)
    if json {
      try Output.standard.write(try InterchangeFormat.json.encode(items))
    } else {
      try ItemFormatter.write(ItemFormatter.lines(for: items))
    }
  }
}

/// `todo add TITLE [--content TEXT] [--due WHEN] [--priority H|M|L] [--tag WORD]...
/// [--recur RULE]`.
struct Add: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add a todo and print it with its id.",
    usage: """
      todo add <title> [--content <content>] [--due <due>] [--priority <priority>] \
      [--tag <tag> ...] [--recur <rule>] [--store <store>]
      """,
    discussion: HelpExamples.add.discussion())

  @OptionGroup var titleArgument: TitleArgument

  // Unconditional, like every value option here, so `--content "-5 kg"` is content.
  @Option(name: .long, parsing: .unconditional, help: "The content (free text).")
  var content: String = ""

  @Option(
    name: .long, parsing: .unconditional,
    help: FieldHelp.due)
  var due: String?

  @Option(name: .long, parsing: .unconditional, help: "H, M or L.")
  var priority: String?

  @Option(
    name: .long, parsing: .unconditionalSingleValue,
    help: "A tag (one word, like work or @phone); repeat for more.")
  var tag: [String] = []

  @Option(
    name: .long, parsing: .unconditional,
    help: FieldHelp.recur)
  var recur: String?

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try titleArgument.title() }

  func run() throws {
    let title = try titleArgument.title()
    let form = try rejecting {
      let form = TodoForm(
        title: title, content: content, due: due ?? "", priority: priority ?? "",
        tags: try TodoForm.tags(tag).words.joined(separator: " "), recur: recur ?? "")
      // Checked before the store is opened, so a refused form makes no store.
      _ = try form.validated(dueDates: Composition.dueDates())
      return form
    }
    let useCases = try storeOption.useCases(for: .create)
    try ItemFormatter.write(ItemFormatter.line(for: try rejecting { try useCases.add(form) }))
  }
}

/// `todo edit ID [--title T] [--content TEXT] [--due WHEN | --no-due] [--priority H|M|L|none]
/// [--tag WORD]... [--untag WORD]... [--recur RULE | --no-recur]`: one change, written over the
/// todo as it is now.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Change a todo's fields (one change) and print it.",
    usage: """
      todo edit <id> [--title <title>] [--content <text>] [--due <when> | --no-due]
                [--priority H|M|L|none] [--tag <word> ...] [--untag <word> ...]
                [--recur <rule> | --no-recur] [--store <store>]
      """,
    discussion: HelpExamples.edit.discussion())

  @OptionGroup var idArgument: IDArgument

  @Option(name: .long, parsing: .unconditional, help: "The new title.")
  var title: String?

  @Option(name: .long, parsing: .unconditional, help: "The new content (free text).")
  var content: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: FieldHelp.due)
  var due: String?

  @Flag(name: .customLong("no-due"), help: "Remove the due date.")
  var noDue = false

  @Option(name: .long, parsing: .unconditional, help: "H, M, L or none.")
  var priority: String?

  @Option(
    name: .long, parsing: .unconditionalSingleValue,
    help: "Add a tag (one word, like work or @phone); repeat for more.")
  var tag: [String] = []

  @Option(
    name: .long, parsing: .unconditionalSingleValue,
    help: "Remove a tag; repeat for more.")
  var untag: [String] = []

  @Option(
    name: .long, parsing: .unconditional,
    help: FieldHelp.recur)
  var recur: String?

  @Flag(name: .customLong("no-recur"), help: "Stop repeating.")
  var noRecur = false

  @OptionGroup var storeOption: StoreOption

  func validate() throws {
    _ = try idArgument.id()
    if due != nil && noDue { throw ValidationError("--due and --no-due cannot be used together") }
    if recur != nil && noRecur {
      throw ValidationError("--recur and --no-recur cannot be used together")
    }
    if fields.isEmpty && tag.isEmpty && untag.isEmpty {
      throw ValidationError(
        "nothing to change: give --title, --content, --due, --no-due, --priority, --tag, --untag,"
          + " --recur or --no-recur")
    }
  }

  /// The form of the options given, and the fields they set.
  private var form: TodoForm {
    TodoForm(
      title: title ?? "", content: content ?? "", due: due ?? "", priority: priority ?? "",
      recur: recur ?? "")
  }

  /// The fields the options set (tags aside: those are added and removed one by one).
  private var fields: Set<TodoField> {
    var fields: Set<TodoField> = []
    if title != nil { fields.insert(.title) }
    if content != nil { fields.insert(.content) }
    if due != nil || noDue { fields.insert(.due) }
    if priority != nil { fields.insert(.priority) }
    if recur != nil || noRecur { fields.insert(.recur) }
    return fields
  }

  func run() throws {
    let id = try idArgument.id()
    let (added, removed) = try rejecting {
      // Checked before the store is opened, like `add`.
      _ = try form.patch(setting: fields, dueDates: Composition.dueDates())
      return (try TodoForm.tags(tag), try TodoForm.tags(untag))
    }
    let useCases = try storeOption.useCases(for: .change)
    let item = try existing(id) {
      try rejecting {
        try useCases.update(
          id, setting: fields, from: form, addingTags: added, removingTags: removed)
      }
    }
    try ItemFormatter.write(ItemFormatter.line(for: item))
  }
}

/// Runs `body`, turning a refused form into the dialogs' sentence in lower case, like every
/// other message here (`todo: title must not be empty`, exit 1) — but for an unreadable due
/// date, which SPEC §8 words exactly as the dialog does: `todo: Cannot read due date "…"`.
private func rejecting<T>(_ body: () throws -> T) throws -> T {
  do {
    return try body()
  } catch let rejection as FormRejection {
    let message = rejection.message
    if case .unreadableDue = rejection { throw Failure(message: message) }
    throw Failure(message: message.prefix(1).lowercased() + message.dropFirst())
  }
}

/// `todo done ID`: a todo already done is printed as it is; completing a repeating todo prints
/// the next one of its series on a second line.
struct Done: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Mark a todo done.", usage: "todo done <id> [--store <store>]",
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

/// `todo rm ID`.
struct Remove: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rm", abstract: "Delete a todo.", usage: "todo rm <id> [--store <store>]",
    discussion: HelpExamples.remove.discussion())

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var storeOption: StoreOption

  func validate() throws { _ = try idArgument.id() }

  func run() throws {
    let id = try idArgument.id()
    let useCases = try storeOption.useCases(for: .change)
    let item = try existing(id) { try useCases.delete(id) }
    try ItemFormatter.write("deleted \(ItemFormatter.line(for: item))")
  }
}

/// Runs a use case on the todo `id`, saying `no todo with id N` when there is none.
private func existing<T>(_ id: TodoID, _ useCase: () throws -> T) throws -> T {
  do {
    return try useCase()
  } catch TodoStoreError.notFound {
    throw Failure(message: "no todo with id \(id)")
  }
}

/// `todo import FILE [--format json|todotxt]`: all or nothing.
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

  @OptionGroup var storeOption: StoreOption

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
    do {
      defer { meter?.finish() }
      let store = try Composition.store(
        at: Composition.storePath(option: storeOption.store), for: .create)
      try store.prepareForImport(of: contents.todos.count)
      // Nothing undoes a command's change once it exits: no undo record is made.
      let environment = Composition.environment(store: store, history: ChangeHistory(keeping: 0))
      count = try environment.useCases.add(
        imported: contents.todos, progress: meter.map { meter in { meter.report($0) } })
    }
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

/// `todo export [--format json|todotxt|ics] [FILE]`.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write every todo to standard output, or to FILE.",
    discussion: HelpExamples.export.discussion(
      after: """
        A FILE whose name ends in .ics is written in iCalendar unless --format says. A regular \
        FILE is replaced atomically, keeping its mode; a symbolic link is written through to \
        its target; a FIFO or a device (/dev/fd/3) is written into.
        """))

  @Option(name: .long, help: "json, todotxt or ics (json by default).")
  var format: InterchangeFormat?

  @Argument(help: "The file to write (standard output when absent or -).")
  var file: String?

  @OptionGroup var storeOption: StoreOption

  func run() throws {
    let format = format ?? file.map { InterchangeFormat(fileName: $0) } ?? .json
    let items = try storeOption.useCases(for: .read).items()
    var data: Data
    let meter = ProgressMeter.onStandardError(verb: "exporting")
    do {
      // Erased before anything is written, so the progress line never mixes with the output.
      defer { meter?.finish() }
      data = try format.encode(items, progress: meter.map { meter in { meter.report($0) } })
    } catch {
      throw Failure(message: "export: \(error)")
    }
    if let file, file != "-" {
      try ExportFile.write(data, to: file)
      return
    }
    // A terminal is shown control characters as symbols; files and pipes get the bytes.
    if isatty(STDOUT_FILENO) == 1, let text = String(data: data, encoding: .utf8) {
      data = Data(
        text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { DisplayWidth.visible(String($0)) }.joined(separator: "\n").utf8)
    }
    try Output.standard.write(data)
  }
}

/// The help of the field options `add` and `edit` share, written once.
enum FieldHelp {
  /// `--due`.
  static let due = ArgumentHelp(
    "When it is due: 2026-12-01, 12-01, today, tomorrow, fri, 3d, 2w, eow, … [17:00].")
  /// `--recur`.
  static let recur = ArgumentHelp(
    "Repeat: every N days, weeks, months or years after it is done (1w), or from its due date "
      + "(+1w); needs a due date.",
    valueName: "rule")
}
