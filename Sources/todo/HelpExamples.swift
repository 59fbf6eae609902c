/// The examples `--help` and the man page show under each command (SPEC §13): what a person
/// types, each after a line saying what it does. Written once here, so `todo CMD --help`,
/// `todo.1` and the test that runs every example (CommandExamplesTests) read the same lines.
struct HelpExamples {
  /// One example: what it does, and the command line.
  struct Example {
    let what: String
    let command: String
  }

  let examples: [Example]

  /// The examples, each `(what it does, command line)`.
  init(_ examples: KeyValuePairs<String, String>) {
    self.examples = examples.map { Example(what: $0.key, command: $0.value) }
  }

  /// `about`, then the examples under `Examples:`. Each line of an example starts with
  /// spaces: ArgumentParser prints it as it is, and in the man page a line that starts with a
  /// space starts a new line, so neither fills the examples into one paragraph.
  func discussion(after about: String = "") -> String {
    let lines = examples.map { "  # \($0.what)\n  \($0.command)" }
    return (about.isEmpty ? "" : about + "\n\n") + "Examples:\n" + lines.joined(separator: "\n")
  }
}

extension HelpExamples {
  /// `todo` itself: the app.
  static let app = HelpExamples([
    "Open the app on your list (press ? in it for every key)": "todo",
    "Open it on another list": "todo --store ~/work-todo.sqlite",
    "A command for scripts, and its own help": "todo list --help",
  ])

  /// `todo list`.
  static let list = HelpExamples([
    "The open todos": "todo list",
    "Every todo, done ones too, whose title or content has \"milk\"": "todo list --all milk",
    "The done todos as JSON, for jq and friends": "todo list --done --json",
  ])

  /// `todo add`.
  static let add = HelpExamples([
    "A todo": "todo add 'Buy milk'",
    "Due Friday at five, high priority, tagged work":
      "todo add 'Send the report' --due 'fri 17:00' --priority H --tag work",
    "Every week from its due date": "todo add 'Water the plants' --due sat --recur +1w",
    "A subtask of todo 1": "todo add 'Pack books' --parent 1",
    "In the list Work (made when there is none)": "todo add 'Book the venue' --list Work",
  ])

  /// `todo edit`.
  static let edit = HelpExamples([
    "Give todo 1 a new due date and another tag": "todo edit 1 --due tomorrow --tag home",
    "Take its due date and a tag away": "todo edit 1 --no-due --untag home",
    "Make todo 2 a subtask of todo 3, then put it back at the top level":
      "todo edit 2 --parent 3; todo edit 2 --no-parent",
    "Move todo 1 and its subtasks to the list Home": "todo edit 1 --list Home",
  ])

  /// `todo done`.
  static let done = HelpExamples([
    "Mark todo 2 done (a repeating todo prints its next one too)": "todo done 2"
  ])

  /// `todo rm`.
  static let remove = HelpExamples([
    "Delete todo 3": "todo rm 3"
  ])

  /// `todo import`.
  static let importing = HelpExamples([
    "Add the todos of a JSON file": "todo import todos.json",
    "From a todo.txt file, or an iCalendar file of another app":
      "todo import todo.txt; todo import calendar.ics",
    "From standard input": "todo import --format todotxt - < todo.txt",
  ])

  /// `todo export`.
  static let export = HelpExamples([
    "A JSON copy of every todo": "todo export backup.json",
    "For another calendar app": "todo export tasks.ics",
    "As todo.txt, to standard output": "todo export --format todotxt",
  ])

  /// `todo tags`.
  static let tags = HelpExamples([
    "Every tag with its open and done counts": "todo tags",
    "The tags with open todos, most first": "todo tags | sort -t \"$(printf '\\t')\" -k2nr",
  ])

  /// `todo lists`.
  static let lists = HelpExamples([
    "Every list with its open and done counts": "todo lists",
    "The names alone": "todo lists | cut -f1",
  ])

  /// `todo sync`.
  static let sync = HelpExamples([
    "Sync once with the server of config.toml": "todo sync",
    "Sync another store with it": "todo sync --store ~/work-todo.sqlite",
  ])

  /// `todo config`.
  static let config = HelpExamples([
    "Check the configuration file as the app will read it": "todo config",
    "Every screen's keys, as the file writes them, to copy and change": "todo config --keys",
  ])

  /// `todo replay`.
  static let replay = HelpExamples([
    "Run a key script and print the screen it ends on": "todo replay demo.keys",
    "At another size, keys from standard input":
      "printf 'aBuy milk<Enter>' | todo replay --size 60x12 -",
  ])
}
