import Testing

@testable import TodoCore
@testable import TodoTerminal
@testable import TodoUI

/// The notes field: line breaks, the text-field keys within a line and across its edges,
/// ↑/↓ by the rows on screen, wrapping at display widths, scrolling to the cursor.
@Suite struct TextAreaTests {
  private static func area(_ text: String) -> TextArea {
    TextArea(
      text: text, lineKeys: KeyMaps.defaults.textField, keys: KeyMaps.defaults.textArea)
  }

  /// Whether `area` took `input` (a mutating call cannot stand inside `#expect`).
  private static func press(_ area: inout TextArea, _ input: InputEvent) -> Bool {
    area.handle(input)
  }

  /// `text` with the keys applied, and the cursor's place shown as `|`.
  private static func edited(_ text: String, _ inputs: [InputEvent], width: Int? = nil) -> String {
    var area = area(text)
    if let width {
      var frame = ScreenBuffer(size: Size(columns: width + 2, rows: 10))
      area.render(into: &frame, x: 0, y: 0, width: width, height: 10, style: Style())
    }
    for input in inputs { _ = area.handle(input) }
    var characters = area.characters
    characters.insert("|", at: area.cursor)
    return String(characters)
  }

  @Test func startsWithTheCursorAtTheEnd() {
    let area = Self.area("one\ntwo")
    #expect(area.text == "one\ntwo")
    #expect(area.cursor == 7)
  }

  @Test(
    "a line break: Alt-Enter and Ctrl-J; Enter is not the field's",
    arguments: [InputEvent.alt(.enter), .key(.control("j"))])
  func lineBreak(input: InputEvent) {
    var area = Self.area("ab")
    #expect(Self.press(&area, .key(.left)))
    #expect(Self.press(&area, input))
    #expect(area.text == "a\nb")
    #expect(area.cursor == 2)
    #expect(!Self.press(&area, .key(.enter)))
    #expect(!Self.press(&area, .key(.tab)))
    #expect(!Self.press(&area, .key(.escape)))
    #expect(!Self.press(&area, .alt(.character("x"))))
    #expect(area.text == "a\nb")
  }

  @Test func pasteKeepsLineBreaksAsLineFeeds() {
    var area = Self.area("")
    #expect(Self.press(&area, .paste("milk\r\neggs\rbread\ntea\tcake")))
    #expect(area.text == "milk\neggs\nbread\ntea\tcake")
    #expect(area.cursor == area.characters.count)
  }

  @Test(
    "the text-field keys work within the cursor's line",
    arguments: [
      ("one\ntwo three\nfour", [InputEvent.key(.up), .key(.home)], "one\n|two three\nfour"),
      (
        "one\ntwo three\nfour", [.key(.up), .key(.control("a")), .key(.end)],
        "one\ntwo three|\nfour"
      ),
      ("one\ntwo three\nfour", [.key(.up), .key(.control("u"))], "one\n|three\nfour"),
      ("one\ntwo three\nfour", [.key(.up), .key(.left), .key(.control("k"))], "one\ntwo|\nfour"),
      (
        "one\ntwo three\nfour", [.key(.up), .key(.right), .key(.right), .key(.control("w"))],
        "one\ntwo |ree\nfour"
      ),
      ("one\ntwo three\nfour", [.key(.up), .alt(.character("f"))], "one\ntwo three|\nfour"),
      ("one\ntwo three\nfour", [.key(.up), .alt(.character("d"))], "one\ntwo |\nfour"),
    ])
  func withinLine(text: String, inputs: [InputEvent], expected: String) {
    #expect(Self.edited(text, inputs) == expected)
  }

  @Test(
    "← → Backspace Del and Ctrl-K cross a line break at the line's edge",
    arguments: [
      ("ab\ncd", [InputEvent.key(.home), .key(.left)], "ab|\ncd"),
      ("ab\ncd", [.key(.up), .key(.right)], "ab\n|cd"),
      ("ab\ncd", [.key(.home), .key(.backspace)], "ab|cd"),
      ("ab\ncd", [.key(.up), .key(.delete)], "ab|cd"),
      ("ab\ncd", [.key(.up), .key(.control("d"))], "ab|cd"),
      ("ab\ncd", [.key(.up), .key(.control("k"))], "ab|cd"),
      ("ab", [.key(.home), .key(.left), .key(.backspace)], "|ab"),
      ("ab", [.key(.right), .key(.delete)], "ab|"),
      // Ctrl-U at a line's start leaves the line before alone.
      ("ab\ncd", [.key(.home), .key(.control("u"))], "ab\n|cd"),
    ])
  func acrossLines(text: String, inputs: [InputEvent], expected: String) {
    #expect(Self.edited(text, inputs) == expected)
  }

  @Test func upAndDownKeepTheColumnTheyAimFor() {
    let text = "a long line\nab\nanother long one"
    #expect(
      Self.edited(text, [.key(.up), .key(.up), .key(.left)])
        == "a long lin|e\nab\nanother long one")
    // Through the short line and back out at the column it started from.
    #expect(
      Self.edited(text, [.key(.up), .key(.up), .key(.left), .key(.down)])
        == "a long line\nab|\nanother long one")
    #expect(
      Self.edited(text, [.key(.up), .key(.up), .key(.left), .key(.down), .key(.down)])
        == "a long line\nab\nanother lo|ng one")
  }

  @Test func upOnTheFirstRowAndDownOnTheLastAreNotTheFields() {
    var area = Self.area("one\ntwo")
    #expect(!Self.press(&area, .key(.down)))
    #expect(Self.press(&area, .key(.up)))
    #expect(!Self.press(&area, .key(.up)))
    #expect(area.cursor == 3)
  }

  @Test func upAndDownMoveByTheRowsOnScreen() {
    // At 11 columns (10 for text, one kept for the cursor) the line wraps after "brown ".
    let text = "the quick brown fox"
    #expect(Self.area(text).lines(width: 11) == ["the quick ", "brown fox"])
    #expect(Self.edited(text, [.key(.up)], width: 11) == "the quick| brown fox")
    #expect(Self.edited(text, [.key(.up), .key(.home)], width: 11) == "|the quick brown fox")
    // The end of a wrapped row is the next row's start: ↑ stops before it, on the row.
    #expect(Self.edited("abc defgh xyz", [.key(.up)], width: 8) == "abc def|gh xyz")
    #expect(Self.edited("abc defgh\nx", [.key(.up), .key(.up)], width: 8) == "a|bc defgh\nx")
  }

  @Test(
    "lines wrap after a space that fits, else at the width; CJK and emoji by their width",
    arguments: [
      ("two words", 6, ["two ", "words"]),
      ("abcdefghij", 5, ["abcd", "efgh", "ij"]),
      ("日本語のテキスト", 7, ["日本語", "のテキ", "スト"]),
      ("a👍b👍c", 4, ["a👍", "b👍", "c"]),
      ("one\n\nthree", 20, ["one", "", "three"]),
      ("", 10, [""]),
      ("trailing\n", 10, ["trailing", ""]),
      ("tab\there", 20, ["tab␉here"]),
    ])
  func wrapping(text: String, width: Int, lines: [String]) {
    #expect(Self.area(text).lines(width: width) == lines)
  }

  @Test func aGraphemeWiderThanTheWidthStillTakesARow() {
    #expect(Self.area("日日").lines(width: 2) == ["日", "日"])
  }

  @Test func drawsItsRowsUnderlinedWithTheCursorAfterTheText() throws {
    var area = Self.area("milk\n日本")
    var frame = ScreenBuffer(size: Size(columns: 12, rows: 4))
    let cursor = try #require(
      area.render(
        into: &frame, x: 1, y: 1, width: 10, height: 3, style: Style(.underline)))
    #expect(frame.rowText(1) == " milk")
    #expect(frame.rowText(2) == " 日本")
    #expect(cursor == Point(x: 5, y: 2))
    #expect(frame[10, 3].style == Style(.underline))
    #expect(frame[11, 3].style != Style(.underline))
    var unfocused = Self.area("milk")
    #expect(
      unfocused.render(
        into: &frame, x: 0, y: 0, width: 5, height: 1, style: Style(), focused: false) == nil)
  }

  @Test func scrollsToKeepTheCursorInViewAndSaysWhatIsHidden() throws {
    var area = Self.area((1...6).map { "line \($0)" }.joined(separator: "\n"))
    var frame = ScreenBuffer(size: Size(columns: 20, rows: 3))
    var cursor = try #require(
      area.render(into: &frame, x: 0, y: 0, width: 20, height: 3, style: Style()))
    #expect(frame.text == "line 4\nline 5\nline 6")
    #expect(cursor.y == 2)
    #expect(area.hiddenRows(height: 3) == (above: true, below: false))
    for _ in 0..<4 { #expect(Self.press(&area, .key(.up))) }
    cursor = try #require(
      area.render(into: &frame, x: 0, y: 0, width: 20, height: 3, style: Style()))
    #expect(frame.text == "line 2\nline 3\nline 4")
    #expect(cursor.y == 0)
    #expect(area.hiddenRows(height: 3) == (above: true, below: true))
  }

  @Test func deletingRowsScrollsBackSoNoRowIsLeftEmptyBelowTheText() throws {
    var area = Self.area("a\nb\nc\nd")
    var frame = ScreenBuffer(size: Size(columns: 10, rows: 2))
    area.render(into: &frame, x: 0, y: 0, width: 10, height: 2, style: Style())
    #expect(area.top == 2)
    for _ in 0..<4 { _ = area.handle(.key(.backspace)) }
    area.render(into: &frame, x: 0, y: 0, width: 10, height: 2, style: Style())
    #expect(area.text == "a\nb")
    #expect(frame.text == "a\nb")
  }
}
