import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Key tables: lookup, help rows, and how keys are written.
@Suite struct KeyMapTests {
  /// What the test table maps keys to.
  enum Action: String, KeyAction { case one, two }

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
    let maps = KeyMaps.defaults
    // The notes' keys are taken with the text fields' (both edit the notes).
    let notesKeys: [InputEvent] = maps.textArea.bindings.flatMap(\.keys)
    let fieldKeys: [InputEvent] = maps.textField.bindings.flatMap(\.keys)
    for keys in [
      maps.list.bindings.flatMap(\.keys), maps.filter.bindings.flatMap(\.keys),
      maps.detail.bindings.flatMap(\.keys), maps.editor.bindings.flatMap(\.keys),
      maps.help.bindings.flatMap(\.keys), fieldKeys + notesKeys,
      maps.confirmation.bindings.flatMap(\.keys), maps.app.bindings.flatMap(\.keys),
    ] {
      #expect(Set(keys).count == keys.count)
    }
  }

  @Test func ctrlJIsEnterWhereTheMapDoesNotBindIt() {
    #expect(map.action(for: .control("j")) == .one)
    #expect(map.rebinding(.two, to: [.key(.control("j"))]).action(for: .control("j")) == .two)
    let noEnter = map.rebinding(.one, to: [.key(.character("a"))])
    #expect(noEnter.action(for: .control("j")) == .two)
    #expect(noEnter.rebinding(.two, to: [.key(.control("x"))]).action(for: .control("j")) == nil)
    #expect(map.action(for: .alt(.control("j"))) == nil)
    let maps = KeyMaps.defaults
    #expect(maps.editor.action(for: .control("j")) == .save)
    #expect(maps.list.action(for: .control("j")) == .open)
    #expect(maps.filter.action(for: .control("j")) == .keep)
    #expect(maps.textArea.action(for: .control("j")) == .newLine)
  }

  @Test func keysAndLabelsOfAnAction() {
    #expect(map.keys(for: .one) == [.key(.character("a")), .key(.enter)])
    #expect(map.label(of: .one) == "a")
    #expect(map.label(of: .two) == "Ctrl-X")
    let unbound = map.rebinding(.two, to: [])
    #expect(unbound.label(of: .two) == nil)
    #expect(unbound.action(for: .control("x")) == nil)
  }

  @Test func rebindingChangesOnlyThatActionsKeys() {
    let remapped = map.rebinding(.one, to: [.key(.character("n"))])
    #expect(remapped.action(for: .character("n")) == .one)
    #expect(remapped.action(for: .character("a")) == nil)
    // Enter was the first binding's too; now only the second's.
    #expect(remapped.action(for: .enter) == .two)
    #expect(
      remapped.help.rows == [HelpRow(keys: "n", "first"), HelpRow(keys: "Ctrl-X Enter", "second")])
    #expect(remapped.title == map.title)
  }

  @Test func hintsNameEachActionsFirstKey() {
    let hinted = KeyMap<Action>(
      title: "Hints",
      [
        KeyBinding([.character("j"), .down], "down", .one),
        KeyBinding([.character("k"), .up], "up", .two),
      ],
      hints: [
        KeyHint(.one, word: "first", priority: 2), KeyHint(.one, .two, word: "move", priority: 1),
        KeyHint(groups: [[.one], [.two]], word: "apart"),
      ])
    #expect(hinted.footerHints.map(\.text) == ["j first", "j/k move", "j k apart"])
    #expect(hinted.footerHints.map(\.priority) == [2, 1, 0])
    #expect(hinted.hintLine == "j first · j/k move · j k apart")
    // An action without a key drops out of its hint; a hint with no key at all goes.
    let half = hinted.rebinding(.two, to: [])
    #expect(half.hintLine == "j first · j move · j apart")
    #expect(half.rebinding(.one, to: []).hintLine.isEmpty)
  }

  @Test func aBindingWithoutSummaryWorksButIsNotListed() {
    let quiet = KeyMap<Action>(
      title: "Quiet",
      [KeyBinding([.character("y")], "yes", .one), KeyBinding([.character("n")], nil, .two)],
      notes: [HelpRow(keys: "any other key", "no")])
    #expect(quiet.action(for: .character("n")) == .two)
    #expect(quiet.help.rows == [HelpRow(keys: "y", "yes"), HelpRow(keys: "any other key", "no")])
  }

  @Test(
    "a y/N answer is a letter in either case, and nothing else",
    arguments: [
      (InputEvent.key(.character("y")), ConfirmationAction?.some(.yes)),
      (.key(.character("Y")), .yes), (.key(.character("n")), .no), (.key(.character("N")), .no),
      (.key(.character("x")), nil), (.key(.enter), nil), (.alt(.character("y")), nil),
      (.paste("y"), nil),
    ])
  func answers(input: InputEvent, answer: ConfirmationAction?) {
    #expect(KeyMaps.defaults.confirmation.answer(to: input) == answer)
  }
}
