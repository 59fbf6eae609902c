import TodoTerminal

/// What a key on the Tags screen asks for.
public enum TagsAction: String, KeyAction {
  case back, down, up
  case pageDown = "page_down"
  case pageUp = "page_up"
  case first, last, undo, redo, help
}

extension KeyMaps {
  /// The Tags screen's keys, with their help and footer hints.
  static let tagsDefaults = KeyMap<TagsAction>(
    title: "Tags",
    [
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
      KeyHint(.back, word: "back", priority: 1), KeyHint(.down, .up, word: "move", priority: 2),
      KeyHint(.undo, word: "undo", priority: 3), KeyHint(.help, word: "help", priority: 0),
    ])
}
