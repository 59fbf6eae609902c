import Testing
import TodoConfig
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The Add/Edit dialog: focus, typing into the focused field, submit, cancel, refusals.
/// (Every field, the notes, the Due reading and small terminals: EditorDialogFieldsTests.)
@Suite struct EditorDialogTests {
  let delegate = MockEditorDelegate()
  let dialog: EditorDialog

  init() {
    dialog = EditorDialog(
      heading: "Edit todo", form: TodoForm(title: "Milk", content: "2 l"), keys: .defaults,
      dueReader: Fixture.dueReader, delegate: delegate)
  }

  private func press(_ keys: Key...) {
    for key in keys { dialog.handle(key) }
  }

  private func type(_ text: String) {
    for character in text { dialog.handle(.character(character)) }
  }

  private func rendered(_ size: Size = Size(columns: 80, rows: 24)) -> ScreenBuffer {
    var frame = ScreenBuffer(size: size)
    dialog.render(into: &frame)
    return frame
  }

  @Test func startsFilledOnTitle() {
    #expect(dialog.heading == "Edit todo")
    #expect(dialog.form == TodoForm(title: "Milk", content: "2 l"))
    #expect(dialog.focus == .title)
    #expect(dialog.error == nil)
  }

  @Test(
    "Tab and ↓ move to the next field in the order of the form, wrapping",
    arguments: [Key.tab, .down])
  func nextField(key: Key) {
    var seen: [TodoForm.Entry] = []
    for _ in TodoForm.Entry.allCases {
      press(key)
      seen.append(dialog.focus)
    }
    #expect(seen == [.due, .priority, .tags, .recur, .content, .title])
  }

  @Test(
    "Shift-Tab and ↑ move to the previous field, wrapping", arguments: [Key.backTab, .up])
  func previousField(key: Key) {
    var seen: [TodoForm.Entry] = []
    for _ in TodoForm.Entry.allCases {
      press(key)
      seen.append(dialog.focus)
    }
    #expect(seen == [.content, .recur, .tags, .priority, .due, .title])
  }

  @Test func typingEditsFocusedField() {
    type(" and eggs")
    press(.backTab, .control("u"))
    type("one box")
    #expect(dialog.form == TodoForm(title: "Milk and eggs", content: "one box"))
    #expect(delegate.events.isEmpty)
  }

  @Test func enterSubmitsCurrentForm() {
    press(.backspace, .backspace, .backspace, .backspace)
    type("Bread")
    press(.up)
    type("!")
    press(.enter)
    #expect(delegate.events == [.submitted(TodoForm(title: "Bread", content: "2 l!"))])
  }

  // MARK: Esc asks before throwing changes away

  @Test func escapeOnUnchangedFieldsCancelsAtOnce() {
    press(.tab, .escape)
    #expect(delegate.events == [.cancelled])
  }

  @Test func escapeAfterChangesThatWereUndoneCancelsAtOnce() {
    type("zzz")
    press(.backspace, .backspace, .backspace, .escape)
    #expect(delegate.events == [.cancelled])
  }

  @Test func escapeOnChangedFieldsAsksFirst() {
    type("zzz")
    press(.escape)
    #expect(delegate.events.isEmpty)
    #expect(dialog.isAskingToDiscard)
    let frame = rendered()
    #expect(frame.text.contains("Discard changes? y/N"))
    #expect(frame.text.contains("Title    Milkzzz"))
    #expect(frame.cursor == nil)
  }

  @Test("y at the question discards", arguments: [Key.character("y"), .character("Y")])
  func yesDiscards(key: Key) {
    type("zzz")
    press(.escape, key)
    #expect(delegate.events == [.cancelled])
  }

  @Test(
    "n or Esc at the question go back to editing, the text kept",
    arguments: [Key.character("n"), .character("N"), .escape])
  func noKeepsEditing(key: Key) throws {
    type("zzz")
    press(.escape, key)
    #expect(delegate.events.isEmpty)
    #expect(!dialog.isAskingToDiscard)
    #expect(dialog.form == TodoForm(title: "Milkzzz", content: "2 l"))
    let frame = rendered()
    #expect(!frame.text.contains("Discard changes?"))
    #expect(frame.text.contains("Enter save · Esc cancel"))
    let cursor = try #require(frame.cursor)
    #expect(frame.rowText(cursor.y).contains("Title    Milkzzz"))
    press(.escape)
    #expect(dialog.isAskingToDiscard)
  }

  @Test(
    "any other input at the question goes back to editing and does what it does there",
    arguments: [
      (
        InputEvent.key(.enter),
        [MockEditorDelegate.Event.submitted(TodoForm(title: "Milkzzz", content: "2 l"))],
        TodoForm(title: "Milkzzz", content: "2 l"), TodoForm.Entry.title
      ),
      (.key(.character("x")), [], TodoForm(title: "Milkzzzx", content: "2 l"), .title),
      (.key(.backspace), [], TodoForm(title: "Milkzz", content: "2 l"), .title),
      (.key(.tab), [], TodoForm(title: "Milkzzz", content: "2 l"), .due),
      (.paste("y"), [], TodoForm(title: "Milkzzzy", content: "2 l"), .title),
      (.alt(.character("y")), [], TodoForm(title: "Milkzzz", content: "2 l"), .title),
      (.alt(.backspace), [], TodoForm(title: "", content: "2 l"), .title),
    ])
  func otherInputKeepsEditing(
    input: InputEvent, events: [MockEditorDelegate.Event], form: TodoForm,
    focus: TodoForm.Entry
  ) {
    type("zzz")
    press(.escape)
    dialog.handle(input)
    #expect(delegate.events == events)
    #expect(!dialog.isAskingToDiscard)
    #expect(dialog.form == form)
    #expect(dialog.focus == focus)
  }

  @Test func questionHintSaysTheAnswers() {
    type("zzz")
    press(.escape)
    #expect(rendered().text.contains("y discard · n keep editing · Enter save"))
  }

  /// The question and its hint name the keys as configured, each key once: `no` on `x` is
  /// asked as `o/X` (a capital answers as its letter), and the `N` the default question shows is
  /// no answer any more, so it is not named.
  @Test func questionAndHintNameTheConfiguredKeys() throws {
    let maps = try KeyMaps.defaults.configured(
      by: Configuration.parse(
        "[keys.confirm]\nyes = \"o\"\nno = \"x\"\n[keys.dialog]\nsave = \"C-s\"\n"
      ).keys)
    let dialog = EditorDialog(
      heading: "Edit todo", form: TodoForm(title: "Milk"), keys: maps,
      dueReader: Fixture.dueReader, delegate: delegate)
    for character in "zzz" { dialog.handle(.character(character)) }
    dialog.handle(.escape)
    var frame = ScreenBuffer(size: Size(columns: 80, rows: 24))
    dialog.render(into: &frame)
    #expect(frame.text.contains("Discard changes? o/X"), "\(frame.text)")
    #expect(frame.text.contains("o discard · x keep editing · Ctrl-S save"), "\(frame.text)")
    dialog.handle(.character("X"))
    #expect(!dialog.isAskingToDiscard)
    #expect(dialog.form.title == "Milkzzz", "X answers no, as the question says")
  }

  // MARK: Pastes and Alt keys

  @Test func pasteGoesIntoAOneLineFieldAsOneLine() {
    press(.tab, .tab, .tab)
    dialog.handle(.paste("call bob\rgdy"))
    #expect(dialog.form == TodoForm(title: "Milk", content: "2 l", tags: "call bob gdy"))
    #expect(delegate.events.isEmpty)
    #expect(dialog.focus == .tags)
  }

  @Test func pasteGoesIntoTheNotesWithItsLineBreaks() {
    press(.backTab)
    dialog.handle(.paste("\ncall bob\r\ngdy"))
    #expect(dialog.form == TodoForm(title: "Milk", content: "2 l\ncall bob\ngdy"))
    #expect(delegate.events.isEmpty)
    #expect(dialog.focus == .content)
  }

  @Test func pasteClearsTheError() {
    dialog.showError("Title must not be empty")
    dialog.handle(.paste("x"))
    #expect(dialog.error == nil)
  }

  @Test func altWordKeysEditAndKeepTheDialogOpen() {
    type(" and eggs")
    dialog.handle(.alt(.character("b")))
    dialog.handle(.alt(.backspace))
    dialog.handle(.alt(.character("f")))
    #expect(delegate.events.isEmpty)
    #expect(dialog.form.title == "Milk eggs")
    #expect(fieldCursor() == 9)
  }

  @Test(
    "other Alt keys neither type, cancel, save nor move focus",
    arguments: [
      InputEvent.alt(.character("x")), .alt(.escape), .alt(.enter), .alt(.tab),
      .alt(.character("q")),
    ])
  func otherAltKeys(input: InputEvent) {
    dialog.handle(input)
    #expect(delegate.events.isEmpty)
    #expect(dialog.form == TodoForm(title: "Milk", content: "2 l"))
    #expect(dialog.focus == .title)
    #expect(!dialog.isAskingToDiscard)
  }

  private func fieldCursor() -> Int {
    dialog.fields[0].cursor
  }

  @Test func errorShowsUntilNextEdit() {
    dialog.showError("Title must not be empty")
    #expect(dialog.error == "Title must not be empty")
    #expect(rendered().text.contains("Title must not be empty"))
    press(.tab)
    #expect(dialog.error != nil)
    type("x")
    #expect(dialog.error == nil)
    #expect(!rendered().text.contains("Title must not be empty"))
  }

  @Test func rendersHeadingFieldsAndHint() {
    let text = rendered().text
    #expect(text.contains(" Edit todo "))
    #expect(text.contains("Title    Milk"))
    #expect(text.contains("Notes    2 l"))
    #expect(text.contains("Enter save · Esc cancel · Tab next field"))
    #expect(text.contains("┌"))
    #expect(text.contains("┘"))
  }

  @Test func cursorStandsInFocusedField() throws {
    let onTitle = try #require(rendered().cursor)
    press(.backTab)
    let onContent = try #require(rendered().cursor)
    #expect(onContent.y == onTitle.y + 5)
    let frame = rendered()
    #expect(frame.rowText(onTitle.y).contains("Title"))
    #expect(frame.rowText(onContent.y).contains("Notes"))
    // The cursor stands just after "2 l".
    #expect(frame[onContent.x - 1, onContent.y].text == "l")
  }

  @Test func holdsDelegateWeakly() {
    weak var probe: MockEditorDelegate?
    let dialog: EditorDialog
    do {
      let delegate = MockEditorDelegate()
      probe = delegate
      dialog = EditorDialog(
        heading: "Add todo", form: TodoForm(), keys: .defaults, dueReader: Fixture.dueReader,
        delegate: delegate)
    }
    #expect(probe == nil)
    dialog.handle(.enter)
  }
}
