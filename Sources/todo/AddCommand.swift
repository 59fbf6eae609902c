import ArgumentParser
import TodoCore

/// `todo add TITLE [--content TEXT] [--due WHEN] [--priority H|M|L] [--tag WORD]...
/// [--recur RULE] [--parent ID | --list NAME]`.
struct Add: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Add a todo and print it with its id.",
    usage: Usage.line(
      "todo add <title>",
      [
        FieldOptions<Wording>.self, ParentOption.self, ListOption<Wording>.self,
        StoreOption.self,
      ]),
    discussion: HelpExamples.add.discussion())

  @OptionGroup var titleArgument: TitleArgument

  @OptionGroup var fieldOptions: FieldOptions<Wording>

  @OptionGroup var parentOption: ParentOption

  @OptionGroup var listOption: ListOption<Wording>

  @OptionGroup var storeOption: StoreOption

  func validate() throws {
    _ = try titleArgument.title()
    _ = try parentOption.id()
    _ = try listOption.name()
    if parentOption.parent != nil && listOption.list != nil {
      throw ValidationError(
        "--parent and --list cannot be used together: a subtask is in its parent's list")
    }
  }

  func run() throws {
    let title = try titleArgument.title()
    let form = try rejecting {
      let form = fieldOptions.form(
        title: title, tags: try TodoForm.tags(fieldOptions.tag).words.joined(separator: " "))
      // Checked before the store is opened, so a refused form makes no store.
      _ = try form.validated(dueDates: Composition.dueDates())
      return form
    }
    let parent = try parentOption.id()
    // A parent is looked for in a store that exists: `--parent` never makes one.
    let useCases = try storeOption.useCases(for: parent == nil ? .create : .change)
    let list = try listOption.name()
    let before = list == nil ? [] : try useCases.lists()
    let item = try placing(under: parent) {
      try rejecting { try useCases.add(form, under: parent, inList: list ?? "") }
    }
    if list != nil { ListsMade.report(before: before, after: try useCases.lists()) }
    try ItemFormatter.write(ItemFormatter.line(for: item))
  }

  /// The help of the field and list options, for a new todo.
  enum Wording: FieldOptionsWording, ListOptionWording {
    static let help = ArgumentHelp(
      "Put it in this list (made when there is none of that name); else the default list.",
      valueName: "name")
    static let content = ArgumentHelp("The content (free text).")
    static let priority = ArgumentHelp("H, M or L.")
    static let tag = ArgumentHelp("A tag (one word, like work or @phone); repeat for more.")
  }
}
