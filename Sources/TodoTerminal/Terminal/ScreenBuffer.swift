/// How a cell looks, independent of any terminal's escape sequences.
public struct Style: Hashable, Sendable {
  /// Text attributes.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let reverse = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    /// The selected row: reverse video, or the palette's selection colour behind it.
    public static let selected = Attributes(rawValue: 1 << 4)
  }

  /// What a colour means; the driver picks the actual colour, or none.
  public enum Color: UInt8, Hashable, Sendable, CaseIterable {
    case normal, accent, muted, success, danger
  }

  /// Bold, dim, reverse, underline.
  public var attributes: Attributes
  /// The foreground colour's role.
  public var color: Color

  /// Makes a style.
  public init(_ attributes: Attributes = [], color: Color = .normal) {
    self.attributes = attributes
    self.color = color
  }

  /// No attributes, default colour.
  public static let plain = Style()
}

/// One cell of the grid.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown here; empty in the second cell of a wide glyph.
  public var text: String
  /// 1 for an ordinary cell, 2 for the first cell of a wide glyph, 0 for its continuation.
  public var width: UInt8
  /// How it looks.
  public var style: Style

  /// A blank cell.
  public static let blank = Cell(text: " ", width: 1, style: .plain)
}

/// A grid of cells that views draw into and drivers put on the screen. Text is made
/// visible (no control characters) and clipped here, so nothing drawn can escape the grid.
public struct ScreenBuffer: Equatable, Sendable {
  /// The grid's size.
  public let size: Size
  /// Row-major cells.
  public private(set) var cells: [Cell]
  /// Where the terminal cursor should stand, or nil to hide it.
  public var cursor: Point?

  /// A blank grid.
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank, count: max(0, size.columns) * max(0, size.rows))
  }

  /// The cell at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> Cell {
    cells[y * size.columns + x]
  }

  /// Writes `text` from column `x` of row `y`, clipped at column `x + width` (default: the
  /// row's end). A wide glyph that does not fit is replaced by a space. Returns the column
  /// after the last one written.
  @discardableResult
  public mutating func write(
    _ text: String,
    x: Int,
    y: Int,
    width: Int? = nil,
    style: Style = .plain
  ) -> Int {
    guard y >= 0, y < size.rows else { return x }
    let limit = min(size.columns, x + (width ?? size.columns))
    var column = x
    for character in DisplayWidth.visible(text) {
      let w = DisplayWidth.of(character)
      if w == 0 { continue }  // nothing to show; `visible` leaves none but be safe
      if column >= limit { break }
      if column < 0 {
        column += w
        continue
      }
      if column + w > limit {
        while column < limit {
          put(Cell(text: " ", width: 1, style: style), at: column, y)
          column += 1
        }
        break
      }
      for cell in DisplayWidth.cells(of: character) where cell.width > 0 {
        put(Cell(text: cell.text, width: UInt8(cell.width), style: style), at: column, y)
        if cell.width == 2 { put(Cell(text: "", width: 0, style: style), at: column + 1, y) }
        column += cell.width
      }
    }
    return column
  }

  /// Fills `width` cells of row `y` from column `x` with spaces in `style`.
  public mutating func fill(x: Int, y: Int, width: Int, style: Style = .plain) {
    guard y >= 0, y < size.rows else { return }
    for column in max(0, x)..<max(max(0, x), min(size.columns, x + width)) {
      put(Cell(text: " ", width: 1, style: style), at: column, y)
    }
  }

  /// Gives the cells of row `y` from `x` on, `width` of them, a new style; the text stays.
  public mutating func restyle(x: Int, y: Int, width: Int, style: Style) {
    guard y >= 0, y < size.rows else { return }
    for column in max(0, x)..<max(max(0, x), min(size.columns, x + width)) {
      cells[y * size.columns + column].style = style
    }
  }

  /// The screen as plain text: one line per row, continuation cells skipped, trailing
  /// spaces trimmed.
  public var text: String {
    (0..<size.rows).map(rowText).joined(separator: "\n")
  }

  /// One row as plain text, trailing spaces trimmed.
  public func rowText(_ y: Int) -> String {
    var line = ""
    for x in 0..<size.columns {
      let cell = self[x, y]
      if cell.width > 0 { line += cell.text }
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  private mutating func put(_ cell: Cell, at x: Int, _ y: Int) {
    let index = y * size.columns + x
    // Never leave half of a wide glyph behind.
    if cells[index].width == 0, x > 0, cell.width != 0 {
      cells[index - 1] = Cell(text: " ", width: 1, style: cells[index - 1].style)
    }
    if cells[index].width == 2, x + 1 < size.columns, cell.width != 2 {
      cells[index + 1] = Cell(text: " ", width: 1, style: cells[index + 1].style)
    }
    cells[index] = cell
  }
}
