import TodoTerminal

/// What a key on the Tags screen asks for.
public enum TagsAction: ScreenKeyAction {
  /// A move, undo or redo, or help.
  case shared(SharedAction)
  case back, choose, rename, remove

  /// Every action of the Tags screen, in the order a configuration's messages name them.
  public static let allCases: [Self] = [
    .back, .choose, .rename, .remove, .down, .up, .pageDown, .pageUp, .first, .last, .undo,
    .redo, .help,
  ]

  /// The name a configuration file binds keys to.
  public var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .back: "back"
    case .choose: "choose"
    case .rename: "rename"
    case .remove: "remove"
    }
  }
}

extension TagsAction: ModuleKeyAction {
  /// The Tags screen's keys, with their help and footer hints.
  public static let defaultKeys = KeyMap<TagsAction>(
    title: "Tags",
    [
      KeyBinding([.enter], "show the todos with the tag", .choose),
      KeyBinding([.character("r")], "rename the tag on every todo", .rename),
      KeyBinding([.character("d"), .delete], "remove the tag from every todo", .remove),
      KeyBinding([.escape, .character("q")], "back", .back),
      KeyBinding([.character("j"), .down], "move down", .down),
      KeyBinding([.character("k"), .up], "move up", .up),
      KeyBinding([.pageDown, .control("f")], "page down", .pageDown),
      KeyBinding([.pageUp, .control("b")], "page up", .pageUp),
      KeyBinding([.character("g"), .home], "first row", .first),
      KeyBinding([.character("G"), .end], "last row", .last),
      KeyBinding([.character("u")], "undo the last change", .undo),
      KeyBinding([.control("r")], "redo", .redo),
      KeyBinding([.character("?")], "help", .help),
    ],
    // Most important kept when narrow.
    hints: [
      KeyHint(.choose, word: "show", priority: 2), KeyHint(.rename, word: "rename", priority: 3),
      KeyHint(.remove, word: "remove", priority: 4), KeyHint(.undo, word: "undo", priority: 5),
      KeyHint(.back, word: "back", priority: 1), KeyHint(.help, word: "help", priority: 0),
    ])
}

extension KeyMaps {
  /// The Tags screen.
  public var tags: KeyMap<TagsAction> {
    get { self[TagsAction.self] }
    set { self[TagsAction.self] = newValue }
  }
}

extension KeyMaps.Module {
  /// The Tags screen, `[keys.tags]` in a configuration file.
  public static let tags = KeyMaps.Module("tags", \.tags)
}
