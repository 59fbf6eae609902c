import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The one-line text field: every editing key of SPEC section 4, and scrolling to the cursor.
@Suite struct TextFieldTests {
  /// A field holding `text` with the cursor `fromEnd` graphemes before its end.
  private func field(_ text: String, cursorFromEnd: Int = 0) -> TextField {
    var field = TextField(text: text, keys: KeyMaps.defaults.textField)
    for _ in 0..<cursorFromEnd { _ = field.handle(.left) }
    return field
  }

  /// Hands `input` to `field`, returning whether it edited (`#expect` cannot call a
  /// mutating method itself).
  private static func apply(_ input: InputEvent, to field: inout TextField) -> Bool {
    field.handle(input)
  }

  private func type(_ keys: [Key], into field: inout TextField) {
    for key in keys {
      let edited = field.handle(key)
      #expect(edited, "\(key) should edit")
    }
  }

  @Test func startsWithCursorAtEnd() {
    let field = TextField(text: "héllo 日本", keys: KeyMaps.defaults.textField)
    #expect(field.text == "héllo 日本")
    #expect(field.cursor == 8)
    #expect(TextField(keys: KeyMaps.defaults.textField).text.isEmpty)
    #expect(TextField(keys: KeyMaps.defaults.textField).cursor == 0)
  }

  @Test func typingInsertsAtCursor() {
    var field = field("ac", cursorFromEnd: 1)
    type([.character("b"), .character(" ")], into: &field)
    #expect(field.text == "ab c")
    #expect(field.cursor == 3)
  }

  @Test func insertsWholeGraphemes() {
    var field = TextField(keys: KeyMaps.defaults.textField)
    type([.character("日"), .character("e\u{301}"), .character("👍🏽")], into: &field)
    #expect(field.characters == ["日", "e\u{301}", "👍🏽"])
    type([.backspace], into: &field)
    #expect(field.text == "日e\u{301}")
    type([.left, .backspace], into: &field)
    #expect(field.text == "e\u{301}")
    #expect(field.cursor == 0)
  }

  @Test func leftAndRightStopAtEnds() {
    var field = field("ab")
    type([.left, .left, .left], into: &field)
    #expect(field.cursor == 0)
    type([.right], into: &field)
    #expect(field.cursor == 1)
    type([.right, .right, .right], into: &field)
    #expect(field.cursor == 2)
  }

  @Test("Home and Ctrl-A go to the start", arguments: [Key.home, .control("a")])
  func home(key: Key) {
    var field = field("hello", cursorFromEnd: 2)
    type([key], into: &field)
    #expect(field.cursor == 0)
    type([.character(">")], into: &field)
    #expect(field.text == ">hello")
  }

  @Test("End and Ctrl-E go to the end", arguments: [Key.end, .control("e")])
  func end(key: Key) {
    var field = field("hello", cursorFromEnd: 4)
    type([key], into: &field)
    #expect(field.cursor == 5)
    type([.character("!")], into: &field)
    #expect(field.text == "hello!")
  }

  @Test func backspaceDeletesBeforeCursor() {
    var field = field("abc", cursorFromEnd: 1)
    type([.backspace], into: &field)
    #expect(field.text == "ac")
    #expect(field.cursor == 1)
    type([.backspace, .backspace], into: &field)
    #expect(field.text == "c")
    #expect(field.cursor == 0)
  }

  @Test("Del and Ctrl-D delete under the cursor", arguments: [Key.delete, .control("d")])
  func deleteForward(key: Key) {
    var field = field("abc", cursorFromEnd: 2)
    type([key], into: &field)
    #expect(field.text == "ac")
    #expect(field.cursor == 1)
    type([key, key], into: &field)
    #expect(field.text == "a")
    #expect(field.cursor == 1)
  }

  @Test func ctrlUKillsToStart() {
    var field = field("hello world", cursorFromEnd: 5)
    type([.control("u")], into: &field)
    #expect(field.text == "world")
    #expect(field.cursor == 0)
  }

  @Test func ctrlKKillsToEnd() {
    var field = field("hello world", cursorFromEnd: 5)
    type([.control("k")], into: &field)
    #expect(field.text == "hello ")
    #expect(field.cursor == 6)
  }

  @Test(
    "Ctrl-W deletes the word before the cursor",
    arguments: [
      ("hello big world", 0, "hello big ", 10),
      ("hello big  ", 0, "hello ", 6),
      ("hello world", 3, "hello rld", 6),
      ("one", 0, "", 0),
      ("  ", 0, "", 0),
      ("one two", 7, "one two", 0),
      ("日本 語", 0, "日本 ", 3),
    ])
  func ctrlW(text: String, cursorFromEnd: Int, result: String, cursor: Int) {
    var field = field(text, cursorFromEnd: cursorFromEnd)
    type([.control("w")], into: &field)
    #expect(field.text == result)
    #expect(field.cursor == cursor)
  }

  @Test(
    "keys that do not edit are left for the dialog",
    arguments: [
      Key.enter, .escape, .tab, .backTab, .up, .down, .pageUp, .pageDown, .function(1),
      .control("c"),
    ])
  func nonEditingKeys(key: Key) {
    var field = field("abc", cursorFromEnd: 1)
    let edited = field.handle(key)
    #expect(!edited)
    #expect(field.text == "abc")
    #expect(field.cursor == 2)
  }
  @Test func aResizeOrAClickIsNoEdit() {
    var field = field("abc", cursorFromEnd: 1)
    for input: InputEvent in [
      .resize(Size(columns: 80, rows: 24)), .mouse(MouseEvent(.click, at: Point(x: 1, y: 1))),
    ] {
      let edited = field.handle(input)
      #expect(!edited)
    }
    #expect(field.text == "abc")
    #expect(field.cursor == 2)
  }

  // MARK: - Alt word keys (readline's)

  @Test(
    "Alt-b and Alt-← go to the start of the word before",
    arguments: [InputEvent.alt(.character("b")), .alt(.left)])
  func wordLeft(input: InputEvent) {
    var field = field("call bob, now")
    #expect(Self.apply(input, to: &field))
    #expect(field.cursor == 10)
    #expect(Self.apply(input, to: &field))
    #expect(field.cursor == 5)
    #expect(Self.apply(input, to: &field))
    #expect(Self.apply(input, to: &field))
    #expect(field.cursor == 0)
    #expect(field.text == "call bob, now")
  }

  @Test(
    "Alt-f and Alt-→ go to the end of the word after",
    arguments: [InputEvent.alt(.character("f")), .alt(.right)])
  func wordRight(input: InputEvent) {
    var field = field("call bob, now")
    _ = field.handle(.home)
    #expect(Self.apply(input, to: &field))
    #expect(field.cursor == 4)
    #expect(Self.apply(input, to: &field))
    #expect(field.cursor == 8)
    #expect(Self.apply(input, to: &field))
    #expect(Self.apply(input, to: &field))
    #expect(field.cursor == 13)
  }

  @Test(
    "Alt-Backspace deletes the word before the cursor",
    arguments: [
      ("call bob", 0, "call ", 5), ("call bob, ", 0, "call ", 5), ("call bob", 2, "call ob", 5),
      ("日本 語", 0, "日本 ", 3), ("", 0, "", 0), ("word", 4, "word", 0),
    ])
  func altBackspace(text: String, cursorFromEnd: Int, result: String, cursor: Int) {
    var field = field(text, cursorFromEnd: cursorFromEnd)
    #expect(Self.apply(.alt(.backspace), to: &field))
    #expect(field.text == result)
    #expect(field.cursor == cursor)
  }

  @Test func altDDeletesTheWordAfterTheCursor() {
    var field = field("call bob, now", cursorFromEnd: 9)
    #expect(Self.apply(.alt(.character("d")), to: &field))
    #expect(field.text == "call, now")
    #expect(field.cursor == 4)
    #expect(Self.apply(.alt(.character("d")), to: &field))
    #expect(field.text == "call")
    #expect(Self.apply(.alt(.character("d")), to: &field))
    #expect(field.text == "call")
  }

  @Test(
    "other Alt keys do not edit and are never typed",
    arguments: [
      InputEvent.alt(.character("x")), .alt(.character("B")), .alt(.escape), .alt(.enter),
      .alt(.control("a")), .alt(.home),
    ])
  func otherAltKeys(input: InputEvent) {
    var field = field("abc", cursorFromEnd: 1)
    #expect(!Self.apply(input, to: &field))
    #expect(field.text == "abc")
    #expect(field.cursor == 2)
  }

  // MARK: - Pastes

  @Test(
    "a paste is inserted whole at the cursor, line breaks and tabs as spaces",
    arguments: [
      ("call bob\rgdy", "call bob gdy"), ("milk\neggs\nbread\ndy", "milk eggs bread dy"),
      ("a\r\nb", "a b"), ("a\tb", "a b"), ("x\u{2028}y", "x y"), ("日本😀", "日本😀"),
      ("", ""),
    ])
  func paste(text: String, inserted: String) {
    var field = field("<>", cursorFromEnd: 1)
    #expect(Self.apply(.paste(text), to: &field))
    #expect(field.text == "<" + inserted + ">")
    #expect(field.cursor == 1 + inserted.count)
  }

  @Test func longPasteIsOneInsertion() {
    var field = TextField(keys: KeyMaps.defaults.textField)
    let text = String(repeating: "abcdefghi\n", count: 1_000)
    #expect(Self.apply(.paste(text), to: &field))
    #expect(field.characters.count == 10_000)
    #expect(field.cursor == 10_000)
    #expect(!field.text.contains("\n"))
  }

  // MARK: - Rendering

  private func render(_ field: TextField, width: Int) -> (text: String, cursor: Int) {
    var frame = ScreenBuffer(size: Size(columns: 20, rows: 1))
    let cursor = field.render(into: &frame, x: 2, y: 0, width: width, style: Style(.underline))
    return (frame.rowText(0), cursor)
  }

  @Test func shortTextIsShownWhole() {
    let shown = render(field("abc", cursorFromEnd: 1), width: 8)
    #expect(shown.text == "  abc")
    #expect(shown.cursor == 4)
  }

  @Test func fieldAreaIsStyled() {
    var frame = ScreenBuffer(size: Size(columns: 10, rows: 1))
    TextField(text: "ab", keys: KeyMaps.defaults.textField).render(
      into: &frame, x: 1, y: 0, width: 5, style: Style(.underline))
    #expect((1...5).allSatisfy { frame[$0, 0].style == Style(.underline) })
    #expect(frame[0, 0].style == .plain)
    #expect(frame[6, 0].style == .plain)
  }

  @Test func longTextScrollsToCursorAtEnd() {
    let shown = render(field("abcdefghij"), width: 5)
    #expect(shown.text == "  ghij")
    #expect(shown.cursor == 6)
  }

  @Test func longTextShowsStartWhenCursorIsHome() {
    var field = field("abcdefghij")
    _ = field.handle(.home)
    let shown = render(field, width: 5)
    #expect(shown.text == "  abcde")
    #expect(shown.cursor == 2)
  }

  @Test func cursorStaysInsideWhileMoving() {
    var field = field("abcdefghijklmnop")
    for _ in 0..<16 {
      _ = field.handle(.left)
      let shown = render(field, width: 6)
      #expect((2..<8).contains(shown.cursor))
      #expect(DisplayWidth.of(shown.text) <= 8)
    }
  }

  @Test func wideTextScrollsByWholeGlyphs() {
    let shown = render(field("日本語テキスト"), width: 6)
    #expect(shown.text == "  スト")
    #expect(shown.cursor == 6)
  }

  @Test func controlCharactersAreShownVisibly() {
    let shown = render(field("a\u{1B}b"), width: 8)
    #expect(shown.text == "  a␛b")
    #expect(shown.cursor == 5)
  }

  @Test func zeroWidthDrawsNothing() {
    var frame = ScreenBuffer(size: Size(columns: 5, rows: 1))
    let cursor = TextField(text: "abc", keys: KeyMaps.defaults.textField).render(
      into: &frame, x: 1, y: 0, width: 0, style: .plain)
    #expect(cursor == 1)
    #expect(frame.rowText(0).isEmpty)
  }
}
