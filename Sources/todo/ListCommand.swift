import ArgumentParser
import TodoCore

/// `todo list [--all | --done] [--list NAME] [FILTER...]`: the open todos by default. Only the options the
/// command defines are options: any other word, `-report` too, is a filter word.
struct List: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Print the open todos: id, [ ] or [x], priority, title, tags, due date, repeat rule; "
      + "subtasks under their parent.",
    usage:
      "todo list [--all | --done] [--json] [--list <name>] [<filter> ...] [--store <store>]",
    discussion: HelpExamples.list.discussion(
      after: """
        The filter words are joined with spaces and found in titles and content, ignoring case \
        (a word that starts with - is a filter word too, never an option). A subtask is printed \
        right under its parent, two spaces further in a level; one whose parent is not printed \
        stands at the left.
        """))

  @Flag(name: .long, help: "Print done todos too.")
  var all = false

  @Flag(name: .long, help: "Print only done todos.")
  var done = false

  @Flag(
    name: .long,
    help:
      "Print a JSON array of {id, uid, parent, list, title, content, done, created, updated, due, priority, tags, recur}."
  )
  var json = false

  @OptionGroup var listOption: ListOption<Self>

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
    _ = try listOption.name()
  }

  /// The words of the filter (after a `--`, if one was given, every word is one).
  private var filterWords: [String] {
    guard let end = words.firstIndex(of: "--") else { return words }
    return Array(words[..<end])
  }

  func run() throws {
    let words = self.words.filter { $0 != "--" }
    let useCases = try storeOption.useCases(for: .read)
    var filter = useCases.filter(words.joined(separator: " "))
    if let list = try listOption.existingName(in: useCases) { filter = filter.inList(list) }
    // The order the app shows (`s`, kept in the store), done todos below open ones; which
    // todos are listed is the options' choice, not the app's `H`.
    let query = TodoQuery(
      filter: filter,
      sort: try useCases.viewSettings().sort, showDone: all || done, showOpen: !done,
      doneLast: true)
    let items = try useCases.items(query)
    if json {
      try Output.standard.write(try InterchangeFormat.json.encode(items))
    } else {
      try ItemFormatter.write(ItemFormatter.tree(of: items))
    }
  }
}

extension List: ListOptionWording {
  /// `--list`.
  static let help = ArgumentHelp("Only the todos of this list.", valueName: "name")
}
