import TodoTerminal

/// What a key on the Lists screen asks for.
public enum ListsAction: ScreenKeyAction {
  /// A move, undo or redo, or help.
  case shared(SharedAction)
  case back, choose

  /// Every action of the Lists screen, in the order a configuration's messages name them.
  public static let allCases: [Self] = [
    .back, .choose, .down, .up, .pageDown, .pageUp, .first, .last, .undo, .redo, .help,
  ]

  /// The name a configuration file binds keys to.
  public var rawValue: String {
    switch self {
    case .shared(let action): action.rawValue
    case .back: "back"
    case .choose: "choose"
    }
  }
}

extension ListsAction: ModuleKeyAction {
  /// The Lists screen's keys, with their help and footer hints.
  public static let defaultKeys = KeyMap<ListsAction>(
    title: "Lists",
    [
      KeyBinding([.enter], "show the list", .choose),
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
      KeyHint(.choose, word: "show", priority: 1), KeyHint(.back, word: "back", priority: 1),
      KeyHint(.down, .up, word: "move", priority: 2),
      KeyHint(.undo, word: "undo", priority: 3), KeyHint(.help, word: "help", priority: 0),
    ])
}

extension KeyMaps {
  /// The Lists screen.
  public var lists: KeyMap<ListsAction> {
    get { self[ListsAction.self] }
    set { self[ListsAction.self] = newValue }
  }
}

extension KeyMaps.Module {
  /// The Lists screen: `[keys.lists]` in a configuration file.
  public static let lists = KeyMaps.Module("lists", \.lists)
}
