import TodoTerminal

/// Every key map of the app, one per screen and dialog: built once at start-up (the
/// defaults, with the configuration file's `[keys.SCREEN]` lines applied) and handed to
/// every module through `TodoEnvironment`. Views decode keys with their map, presenters
/// make footer hints and key names from it, and the help dialog lists them all, so a
/// remapped key shows everywhere at once.
///
/// The list's and the detail's maps are stored here; every other module's screen adds its own
/// in its keys file (`KeyMaps+Tags.swift`: its actions' `defaultKeys`, a property reading
/// `self[TagsAction.self]`, and its `KeyMaps.Module`), so a new module changes no file here.
public struct KeyMaps: Equatable, Sendable {
  /// The modules the app reaches, in help's order: every help lists them after the one it is
  /// opened on, and a configuration file can rebind their keys. A generated module's help
  /// lists these after its own keys; it joins them once the app pushes it (so generating a
  /// module changes no other screen).
  public static let listedInHelp: [Module] = [.list, .detail, .tags, .lists]

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
  /// The maps of the modules' screens that their own keys files add, by action type, where
  /// they differ from the defaults (`subscript(_:)`).
  var moduleMaps: [ObjectIdentifier: ModuleKeyMap] = [:]

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
    return (([module] + others).flatMap(\.maps) + Self.dialogPlaces).map { $0.help(self) }
  }

  /// Every screen's keys under the name a configuration gives them (`[keys.list]`), in help's
  /// order: what `todo config --keys` prints and the check for a key bound twice reads.
  public var configurable: [ConfigurableKeys] {
    Self.configurablePlaces.map { $0.configurable(self) }
  }

  /// Binds `keys` to the action named `action` of the screen a configuration calls `screen`.
  mutating func rebind(
    screen: String, action: String, to keys: [InputEvent]
  )
    throws(KeyMapProblem)
  {
    guard let place = Self.configurablePlaces.first(where: { $0.name == screen }) else {
      throw KeyMapProblem(
        description: "unknown screen [keys.\(screen)] (there are "
          + configurable.map { "[keys.\($0.name)]" }.joined(separator: ", ") + ")")
    }
    try place.rebind(&self, action, keys)
  }
}
