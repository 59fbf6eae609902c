/// How far a text that does not fit is scrolled (the detail screen's note, the help dialog):
/// the first line shown, kept between the top and the last full screenful. Written once, so
/// every scrolling screen stops at the same places.
public struct ScrollPosition: Equatable, Sendable {
  /// How many lines the text has.
  public private(set) var lineCount: Int
  /// How many lines fit on screen (at least 1).
  public private(set) var height: Int
  /// The first line shown.
  public private(set) var offset = 0

  /// A text of `lineCount` lines in `height` rows, shown from its top.
  public init(lineCount: Int = 0, height: Int = 1) {
    self.lineCount = max(0, lineCount)
    self.height = max(1, height)
  }

  /// The lines shown.
  public var visible: Range<Int> { offset..<min(lineCount, offset + height) }

  /// The furthest the text scrolls: its last line at the bottom of the screen.
  public var lastOffset: Int { max(0, lineCount - height) }

  /// The text or the screen changed size; the position stays, within the new bounds.
  public mutating func resize(lineCount: Int, height: Int) {
    self.lineCount = max(0, lineCount)
    self.height = max(1, height)
    scroll(to: offset)
  }

  /// Shows from line `line` (clamped).
  public mutating func scroll(to line: Int) {
    offset = max(0, min(line, lastOffset))
  }

  /// Scrolls by `lines` (j/k).
  public mutating func scroll(by lines: Int) { scroll(to: offset + lines) }

  /// Scrolls by `pages` screenfuls less `overlap` lines kept in view (PgDn/PgUp).
  public mutating func page(by pages: Int, overlap: Int = 0) {
    scroll(by: pages * max(1, height - overlap))
  }

  /// Scrolls as little as shows line `line` (a selected row kept in view).
  public mutating func reveal(_ line: Int) {
    if line < offset {
      scroll(to: line)
    } else if line >= offset + height {
      scroll(to: line - height + 1)
    }
  }

  /// The top (g, Home).
  public mutating func scrollToTop() { scroll(to: 0) }

  /// The bottom (G, End).
  public mutating func scrollToBottom() { scroll(to: lastOffset) }
}
