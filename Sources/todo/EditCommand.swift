import ArgumentParser
import TodoCore

/// `todo edit ID [--title T] [--content TEXT] [--due WHEN | --no-due] [--priority H|M|L|none]
/// [--tag WORD]... [--untag WORD]... [--recur RULE | --no-recur] [--parent ID | --no-parent]
/// [--list NAME]`: one change, written over the todo as it is now.
struct Edit: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Change a todo's fields (one change) and print it.",
    usage: Usage.line("todo edit <id>", [EditOptions.self, StoreOption.self]),
    discussion: HelpExamples.edit.discussion())

  @OptionGroup var idArgument: IDArgument

  @OptionGroup var options: EditOptions

  @OptionGroup var storeOption: StoreOption

  func validate() throws {
    _ = try idArgument.id()
    try options.check()
  }

  func run() throws {
    let id = try idArgument.id()
    let fields = options.fields
    let form = options.form
    let (added, removed) = try rejecting {
      // Checked before the store is opened, like `add`.
      _ = try form.patch(setting: fields, dueDates: Composition.dueDates())
      return (try TodoForm.tags(options.fieldOptions.tag), try TodoForm.tags(options.untag))
    }
    let place = try options.place
    let list = try options.listOption.name()
    let useCases = try storeOption.useCases(for: .change)
    let before = list == nil ? [] : try useCases.lists()
    let item = try existing(id) {
      try placing(under: place?.parent) {
        try rejecting {
          try useCases.update(
            id, setting: fields, from: form, addingTags: added, removingTags: removed,
            placing: place, inList: list)
        }
      }
    }
    if list != nil { ListsMade.report(before: before, after: try useCases.lists()) }
    try ItemFormatter.write(ItemFormatter.line(for: item))
  }

  /// The help of the field and list options, for new values.
  enum Wording: FieldOptionsWording, ListOptionWording {
    static let help = ArgumentHelp(
      "Move it, with its subtasks, to this list (made when there is none of that name); a "
        + "subtask moved alone leaves its parent.",
      valueName: "name")
    static let content = ArgumentHelp("The new content (free text).")
    static let priority = ArgumentHelp("H, M, L or none.")
    static let tag = ArgumentHelp("Add a tag (one word, like work or @phone); repeat for more.")
  }
}

/// What `todo edit` changes: the title, the field options `add` takes too, and the options that
/// take a field away. Its own group, so the usage line is written from it.
struct EditOptions: ParsableArguments {
  @Option(name: .long, parsing: .unconditional, help: "The new title.")
  var title: String?

  @OptionGroup var fieldOptions: FieldOptions<Edit.Wording>

  @Flag(name: .customLong("no-due"), help: "Remove the due date.")
  var noDue = false

  @Option(
    name: .long, parsing: .unconditionalSingleValue,
    help: "Remove a tag; repeat for more.")
  var untag: [String] = []

  @Flag(name: .customLong("no-recur"), help: "Stop repeating.")
  var noRecur = false

  @OptionGroup var parentOption: ParentOption

  @Flag(name: .customLong("no-parent"), help: "Move it to the top level (no longer a subtask).")
  var noParent = false

  @OptionGroup var listOption: ListOption<Edit.Wording>

  /// Refuses options that contradict each other, and no option at all. Not `validate()`, which
  /// the parser would run before the id is checked: a bad id is said first.
  func check() throws {
    if fieldOptions.due != nil && noDue {
      throw ValidationError("--due and --no-due cannot be used together")
    }
    if fieldOptions.recur != nil && noRecur {
      throw ValidationError("--recur and --no-recur cannot be used together")
    }
    if parentOption.parent != nil && noParent {
      throw ValidationError("--parent and --no-parent cannot be used together")
    }
    if parentOption.parent != nil && listOption.list != nil {
      throw ValidationError(
        "--parent and --list cannot be used together: a subtask is in its parent's list")
    }
    _ = try parentOption.id()
    _ = try listOption.name()
    if try fields.isEmpty && fieldOptions.tag.isEmpty && untag.isEmpty && place == nil
      && listOption.list == nil
    {
      throw ValidationError(
        "nothing to change: give --title, --content, --due, --no-due, --priority, --tag, --untag,"
          + " --recur, --no-recur, --parent, --no-parent or --list")
    }
  }

  /// Where the options put the todo in the tree; nil when they leave it where it is.
  var place: TreePlace? {
    get throws {
      if noParent { return .topLevel }
      return try parentOption.id().map(TreePlace.under)
    }
  }

  /// The form of the options given.
  var form: TodoForm {
    fieldOptions.form(title: title ?? "")
  }

  /// The fields the options set (tags aside: those are added and removed one by one).
  var fields: Set<TodoField> {
    var fields = fieldOptions.fields
    if title != nil { fields.insert(.title) }
    if noDue { fields.insert(.due) }
    if noRecur { fields.insert(.recur) }
    return fields
  }
}
