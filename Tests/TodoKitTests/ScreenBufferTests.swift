import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The grid of cells views draw into: wide glyphs, clipping, and no raw control characters.
@Suite struct ScreenBufferTests {
  private func buffer(_ columns: Int = 10, _ rows: Int = 3) -> ScreenBuffer {
    ScreenBuffer(size: Size(columns: columns, rows: rows))
  }

  /// The first cell that is half a glyph: a width-0 cell not right of a wide glyph, or a
  /// wide glyph without its continuation. Nil when every wide glyph is whole.
  private func halfGlyph(in frame: ScreenBuffer) -> Point? {
    for y in 0..<frame.size.rows {
      for x in 0..<frame.size.columns {
        let cell = frame[x, y]
        if cell.width == 0, x == 0 || frame[x - 1, y].width != 2 { return Point(x: x, y: y) }
        if cell.width == 2, x + 1 >= frame.size.columns || frame[x + 1, y].width != 0 {
          return Point(x: x, y: y)
        }
      }
    }
    return nil
  }

  @Test func newBufferIsBlank() {
    let frame = buffer(4, 2)
    #expect(frame.cells.count == 8)
    #expect(frame.cells.allSatisfy { $0 == .blank })
    #expect(frame.text == "\n")
    #expect(frame.cursor == nil)
  }

  @Test func writeFillsCellsAndReturnsNextColumn() {
    var frame = buffer()
    let end = frame.write("abc", x: 2, y: 1, style: Style(.bold))
    #expect(end == 5)
    #expect(frame[2, 1] == Cell(text: "a", width: 1, style: Style(.bold)))
    #expect(frame[4, 1].text == "c")
    #expect(frame[5, 1] == .blank)
    #expect(frame.rowText(1) == "  abc")
  }

  @Test func wideGlyphTakesACellAndAContinuation() {
    var frame = buffer()
    let end = frame.write("日本x", x: 0, y: 0)
    #expect(end == 5)
    #expect(frame[0, 0] == Cell(text: "日", width: 2, style: .plain))
    #expect(frame[1, 0] == Cell(text: "", width: 0, style: .plain))
    #expect(frame[2, 0].text == "本")
    #expect(frame[4, 0].text == "x")
    #expect(frame.rowText(0) == "日本x")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func emojiAndCombiningMarks() {
    var frame = buffer()
    frame.write("😀e\u{301}👨‍👩‍👧", x: 0, y: 0)
    #expect(frame[0, 0].width == 2)
    #expect(frame[2, 0] == Cell(text: "e\u{301}", width: 1, style: .plain))
    // One cell per spacing code point, joiners riding along: 👨‍ 👩‍ 👧, each 2 wide.
    #expect(frame[3, 0] == Cell(text: "👨\u{200D}", width: 2, style: .plain))
    #expect(frame[5, 0] == Cell(text: "👩\u{200D}", width: 2, style: .plain))
    #expect(frame[7, 0] == Cell(text: "👧", width: 2, style: .plain))
    #expect(frame.rowText(0) == "😀e\u{301}👨‍👩‍👧")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func wideGlyphThatDoesNotFitBecomesSpace() {
    var frame = buffer(4, 1)
    frame.write("abc日", x: 0, y: 0)
    #expect(frame[3, 0] == Cell(text: " ", width: 1, style: .plain))
    #expect(frame.rowText(0) == "abc")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func wideGlyphAtClipWidthBecomesSpace() {
    var frame = buffer()
    frame.write("xxxxxxxxxx", x: 0, y: 0)
    let end = frame.write("a日z", x: 1, y: 0, width: 2)
    #expect(end == 3)
    #expect(frame.rowText(0) == "xa xxxxxxx")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func overwritingLeftHalfBlanksRightHalf() {
    var frame = buffer()
    frame.write("日本", x: 0, y: 0)
    frame.write("a", x: 0, y: 0)
    #expect(frame[1, 0] == Cell(text: " ", width: 1, style: .plain))
    #expect(frame.rowText(0) == "a 本")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func overwritingRightHalfBlanksLeftHalf() {
    var frame = buffer()
    frame.write("日本", x: 0, y: 0)
    frame.write("b", x: 3, y: 0)
    #expect(frame[2, 0] == Cell(text: " ", width: 1, style: .plain))
    #expect(frame.rowText(0) == "日 b")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func wideOverStaggeredWideKeepsNoHalves() {
    var frame = buffer()
    frame.write("日本語", x: 0, y: 0)
    frame.write("中", x: 1, y: 0)
    #expect(frame.rowText(0) == " 中 語")
    let half = halfGlyph(in: frame)
    #expect(half == nil)
  }

  @Test func fillOverHalfAWideGlyphKeepsNoHalves() {
    var frame = buffer()
    frame.write("日本", x: 0, y: 0)
    frame.fill(x: 1, y: 0, width: 2, style: Style(.reverse))
    let half = halfGlyph(in: frame)
    #expect(half == nil)
    #expect(frame[1, 0].style == Style(.reverse))
    #expect(frame.rowText(0).isEmpty)
  }

  @Test func clipsAtRightEdge() {
    var frame = buffer(5, 1)
    let end = frame.write("abcdefgh", x: 2, y: 0)
    #expect(end == 5)
    #expect(frame.rowText(0) == "  abc")
  }

  @Test func clipsAtGivenWidth() {
    var frame = buffer()
    frame.write("abcdef", x: 1, y: 0, width: 3)
    #expect(frame.rowText(0) == " abc")
  }

  @Test func startsLeftOfTheEdge() {
    var frame = buffer()
    frame.write("abcd", x: -2, y: 0)
    #expect(frame.rowText(0) == "cd")
    frame.write("日xy", x: -1, y: 1)
    #expect(frame[0, 1] == .blank)
    #expect(frame.rowText(1) == " xy")
  }

  @Test func rowsOutsideAreIgnored() {
    var frame = buffer(4, 2)
    #expect(frame.write("abc", x: 0, y: -1) == 0)
    frame.write("abc", x: 0, y: 2)
    frame.fill(x: 0, y: 5, width: 4, style: Style(.bold))
    frame.restyle(x: 0, y: -3, width: 4, style: Style(.bold))
    #expect(frame.cells.allSatisfy { $0 == .blank })
  }

  @Test func textTrimsTrailingSpacesAndJoinsRows() {
    var frame = buffer(6, 3)
    frame.write("ab  ", x: 0, y: 0)
    frame.fill(x: 0, y: 1, width: 6, style: Style(.reverse))
    frame.write("c", x: 5, y: 2)
    #expect(frame.text == "ab\n\n     c")
  }

  @Test func controlCharactersAreNeverStoredRaw() {
    var frame = buffer(30, 1)
    frame.write("a\u{1B}[31mb\n\u{7}\u{7F}\u{9B}\u{202E}\t", x: 0, y: 0)
    let scalars = frame.cells.flatMap { Array($0.text.unicodeScalars) }
    #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    #expect(!scalars.contains { (0x202A...0x202E).contains($0.value) })
    #expect(frame.rowText(0) == "a␛[31mb␊␇␡\u{FFFD}\u{FFFD}␉")
  }

  @Test func zeroWidthCharactersLeaveNoStrayCells() {
    var middle = buffer()
    middle.write("a\u{200B}b", x: 0, y: 0)
    var end = buffer()
    end.write("ab\u{200B}", x: 0, y: 0)
    // Zero-width format characters (ZWSP) have nothing to show: they take no cell at all.
    #expect(middle.rowText(0) == "ab")
    #expect(middle.cells.allSatisfy { !$0.text.unicodeScalars.contains("\u{200B}") })
    #expect(end.rowText(0) == "ab")
    #expect(halfGlyph(in: end) == nil)
  }

  @Test func fillAndRestyle() {
    var frame = buffer(6, 1)
    frame.write("abcdef", x: 0, y: 0)
    frame.restyle(x: 1, y: 0, width: 2, style: Style(.underline, color: .accent))
    #expect(frame[1, 0] == Cell(text: "b", width: 1, style: Style(.underline, color: .accent)))
    #expect(frame[3, 0].style == .plain)
    frame.fill(x: 4, y: 0, width: 10, style: Style(.dim))
    #expect(frame.rowText(0) == "abcd")
    #expect(frame[5, 0] == Cell(text: " ", width: 1, style: Style(.dim)))
  }
}
