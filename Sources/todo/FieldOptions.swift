import ArgumentParser
import TodoCore

/// How a command words the help of the field options it takes: `add` sets a new todo's
/// fields, `edit` gives one new values.
protocol FieldOptionsWording {
  /// `--content`.
  static var content: ArgumentHelp { get }
  /// `--priority`.
  static var priority: ArgumentHelp { get }
  /// `--tag`.
  static var tag: ArgumentHelp { get }
}

/// The options that set a todo's fields, declared once for `add` and `edit` (each adds its
/// own: `edit` the title and the options that take a field away). A new field is one more
/// option here, and one more text in `form(title:tags:)`.
struct FieldOptions<Wording: FieldOptionsWording>: ParsableArguments {
  // Unconditional, like every value option here, so `--content "-5 kg"` is content.
  @Option(name: .long, parsing: .unconditional, help: Wording.content)
  var content: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: "When it is due: 2026-12-01, 12-01, today, tomorrow, fri, 3d, 2w, eow, … [17:00].")
  var due: String?

  @Option(name: .long, parsing: .unconditional, help: Wording.priority)
  var priority: String?

  @Option(name: .long, parsing: .unconditionalSingleValue, help: Wording.tag)
  var tag: [String] = []

  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Repeat: every N days, weeks, months or years after it is done (1w), or from its due "
        + "date (+1w); needs a due date.",
      valueName: "rule"))
  var recur: String?

  /// The fields these options set (tags aside: `edit` adds and removes them one by one).
  var fields: Set<TodoField> {
    var fields: Set<TodoField> = []
    if content != nil { fields.insert(.content) }
    if due != nil { fields.insert(.due) }
    if priority != nil { fields.insert(.priority) }
    if recur != nil { fields.insert(.recur) }
    return fields
  }

  /// The form these options fill, with `title` and `tags` (the words of the tags field); a
  /// field not given is empty.
  func form(title: String, tags: String = "") -> TodoForm {
    TodoForm(
      title: title, content: content ?? "", due: due ?? "", priority: priority ?? "", tags: tags,
      recur: recur ?? "")
  }
}
