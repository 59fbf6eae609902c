import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Key tables: lookup, help rows, and how keys are written.
@Suite struct KeyMapTests {
  /// What the test table maps keys to.
  enum Action: Equatable, Sendable { case one, two }

  let map = KeyMap<Action>(
    title: "Test",
    [
      KeyBinding([.character("a"), .enter], "first", .one),
      KeyBinding([.control("x"), .enter], "second", .two),
    ])

  @Test func firstBindingWins() {
    #expect(map.action(for: .character("a")) == .one)
    #expect(map.action(for: .enter) == .one)
    #expect(map.action(for: .control("x")) == .two)
    #expect(map.action(for: .character("b")) == nil)
  }

  @Test func helpListsBindingsInOrder() {
    #expect(
      map.help
        == HelpSection(
          title: "Test",
          rows: [HelpRow(keys: "a Enter", "first"), HelpRow(keys: "Ctrl-X Enter", "second")]))
  }

  @Test(
    "key labels",
    arguments: [
      (Key.character(" "), "Space"), (.character("日"), "日"), (.control("w"), "Ctrl-W"),
      (.enter, "Enter"), (.escape, "Esc"), (.tab, "Tab"), (.backTab, "Shift-Tab"),
      (.backspace, "Backspace"), (.delete, "Del"), (.up, "↑"), (.down, "↓"), (.left, "←"),
      (.right, "→"), (.home, "Home"), (.end, "End"), (.pageUp, "PgUp"), (.pageDown, "PgDn"),
      (.function(7), "F7"),
    ])
  func label(key: Key, label: String) {
    #expect(key.label == label)
  }

  @Test(
    "Alt keys are labelled Alt-, the paste as paste, resizes and the mouse by what they did",
    arguments: [
      (InputEvent.alt(.character("b")), "Alt-b"), (.alt(.backspace), "Alt-Backspace"),
      (.alt(.left), "Alt-←"), (.key(.enter), "Enter"), (.paste("x\ny"), "paste"),
      (.resize(Size(columns: 40, rows: 12)), "resize 40x12"),
      (.mouse(MouseEvent(.click, at: Point(x: 2, y: 3))), "click 3,4"),
      (.mouse(MouseEvent(.doubleClick, at: Point(x: 0, y: 0))), "double-click 1,1"),
      (.mouse(MouseEvent(.wheelUp, at: Point(x: 0, y: 0))), "wheel up"),
      (.mouse(MouseEvent(.wheelDown, at: Point(x: 5, y: 5))), "wheel down"),
    ])
  func inputLabel(input: InputEvent, label: String) {
    #expect(input.label == label)
  }

  @Test func altKeysAreBoundApartFromPlainKeys() {
    let map = KeyMap<Action>(
      title: "Alt",
      [
        KeyBinding([.character("b")], "plain", .one),
        KeyBinding(inputs: [.alt(.character("b")), .key(.enter)], "alt", .two),
      ])
    #expect(map.action(for: .character("b")) == .one)
    #expect(map.action(for: .key(.character("b"))) == .one)
    #expect(map.action(for: .alt(.character("b"))) == .two)
    #expect(map.action(for: .enter) == .two)
    #expect(map.action(for: .alt(.enter)) == nil)
    #expect(map.action(for: .paste("b")) == nil)
    #expect(map.help.rows == [HelpRow(keys: "b", "plain"), HelpRow(keys: "Alt-b Enter", "alt")])
  }

  @Test func noKeyIsBoundTwiceOnAScreen() {
    for keys in [
      TodoListView.keyMap.bindings.flatMap(\.keys),
      TodoDetailView.keyMap.bindings.flatMap(\.keys),
      EditorDialog.keyMap.bindings.flatMap(\.keys),
      HelpDialog.keyMap.bindings.flatMap(\.keys),
      TextField.keyMap.bindings.flatMap(\.keys),
    ] {
      #expect(Set(keys).count == keys.count)
    }
  }
}
