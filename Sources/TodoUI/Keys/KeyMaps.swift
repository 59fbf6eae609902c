import TodoTerminal

/// Every key map of the app, one per screen and dialog: built once at start-up (the
/// defaults, with the configuration file's `[keys.SCREEN]` lines applied) and handed to
/// every module through `TodoEnvironment`. Views decode keys with their map, presenters
/// make footer hints and key names from it, and the help dialog lists them all, so a
/// remapped key shows everywhere at once.
///
/// `make module NAME=Foo` adds a module's lines at the five `make module` marks below (a
/// case, its map, its help sections, its configurable keys and rebinding); its action enum and default map are in
/// `KeyMaps+Foo.swift`, so the initializer and `defaults` do not change.
public struct KeyMaps: Equatable, Sendable {
  /// The modules that have screens of their own, for ordering help.
  public enum Module: CaseIterable, Sendable {
    case list, detail
    case tags
    // make module: a generated module's case goes above this line.
  }

  /// The screens every help lists after the one it is opened on: those the app reaches. A
  /// generated module's help lists these after its own keys; it joins them once the app pushes
  /// it (so generating a module changes no other screen).
  public static let listedInHelp: [Module] = [.list, .detail, .tags]

  /// The list screen.
  public var list: KeyMap<TodoListAction>
  /// The list's filter prompt.
  public var filter: KeyMap<FilterPromptAction>
  /// The detail screen.
  public var detail: KeyMap<TodoDetailAction>
  /// The Add/Edit dialog.
  public var editor: KeyMap<EditorDialogAction>
  /// Text fields (the dialog's fields and the filter prompt).
  public var textField: KeyMap<TextFieldAction>
  /// Fields of several lines (the dialogs' Notes), beyond the text fields' keys.
  public var textArea: KeyMap<TextAreaAction>
  /// `y/N` questions.
  public var confirmation: KeyMap<ConfirmationAction>
  /// The help dialog.
  public var help: KeyMap<HelpDialogAction>
  /// Keys that work anywhere.
  public var app: KeyMap<AppAction>
  /// The Tags screen (its defaults are in `KeyMaps+Tags.swift`).
  public var tags = KeyMaps.tagsDefaults
  // make module: a generated module's map goes above this line.

  /// Bundles the maps.
  public init(
    list: KeyMap<TodoListAction>, filter: KeyMap<FilterPromptAction>,
    detail: KeyMap<TodoDetailAction>, editor: KeyMap<EditorDialogAction>,
    textField: KeyMap<TextFieldAction>, textArea: KeyMap<TextAreaAction>,
    confirmation: KeyMap<ConfirmationAction>, help: KeyMap<HelpDialogAction>,
    app: KeyMap<AppAction>
  ) {
    self.list = list
    self.filter = filter
    self.detail = detail
    self.editor = editor
    self.textField = textField
    self.textArea = textArea
    self.confirmation = confirmation
    self.help = help
    self.app = app
  }

  /// The help sections of `module`'s screen (its own keys first, as the person wants
  /// them), then the other modules' screens, then the dialogs' and fields' keys, then keys
  /// that work anywhere. A router names only its own module.
  public func helpSections(for module: Module) -> [HelpSection] {
    let others = Self.listedInHelp.filter { $0 != module }
    return ([module] + others).flatMap(sections(of:)) + [
      editor.help, textField.help, textArea.help, confirmation.help, help.help, app.help,
    ]
  }

  /// Every screen's keys under the name a configuration gives them (`[keys.list]`), in help's
  /// order: what `todo config --keys` prints and the check for a key bound twice reads.
  public var configurable: [ConfigurableKeys] {
    [
      ConfigurableKeys("list", list), ConfigurableKeys("filter", filter),
      ConfigurableKeys("detail", detail), ConfigurableKeys("tags", tags),
      // make module: a generated module's configurable keys go above this line.
      ConfigurableKeys("dialog", editor), ConfigurableKeys("field", textField),
      ConfigurableKeys("notes", textArea), ConfigurableKeys("confirm", confirmation),
      ConfigurableKeys("help", help), ConfigurableKeys("anywhere", app),
    ]
  }

  /// Binds `keys` to the action named `action` of the screen a configuration calls `screen`.
  mutating func rebind(
    screen: String, action: String, to keys: [InputEvent]
  )
    throws(KeyMapProblem)
  {
    switch screen {
    case "list": list = try list.rebinding(named: action, on: screen, to: keys)
    case "filter": filter = try filter.rebinding(named: action, on: screen, to: keys)
    case "detail": detail = try detail.rebinding(named: action, on: screen, to: keys)
    case "tags": tags = try tags.rebinding(named: action, on: screen, to: keys)
    // make module: a generated module's rebinding goes above this line.
    case "dialog": editor = try editor.rebinding(named: action, on: screen, to: keys)
    case "field": textField = try textField.rebinding(named: action, on: screen, to: keys)
    case "notes": textArea = try textArea.rebinding(named: action, on: screen, to: keys)
    case "confirm": confirmation = try confirmation.rebinding(named: action, on: screen, to: keys)
    case "help": help = try help.rebinding(named: action, on: screen, to: keys)
    case "anywhere": app = try app.rebinding(named: action, on: screen, to: keys)
    default:
      throw KeyMapProblem(
        description: "unknown screen [keys.\(screen)] (there are "
          + configurable.map { "[keys.\($0.name)]" }.joined(separator: ", ") + ")")
    }
  }

  /// The help sections of one module's screen.
  private func sections(of module: Module) -> [HelpSection] {
    switch module {
    case .list: [list.help, filter.help]
    case .detail: [detail.help]
    case .tags: [tags.help]
    // make module: a generated module's help sections go above this line.
    }
  }
}
