/// A terminal size in character cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  public var columns: Int
  /// Rows.
  public var rows: Int

  /// Makes a size of `columns` by `rows`.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// `COLSxROWS`, as the command line and key scripts write it.
  public var description: String { "\(columns)x\(rows)" }

  /// Parses `COLSxROWS` (both at least 1); nil when it is not of that form.
  public init?(parsing text: some StringProtocol) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...10_000).contains(columns), (1...10_000).contains(rows)
    else { return nil }
    self.init(columns: columns, rows: rows)
  }
}

/// One key press (or a resize), as every driver and the key-script parser produce it.
public enum Key: Hashable, Sendable {
  /// Printable text: one grapheme, space included.
  case character(Character)
  /// Control with a letter, `a`…`z`, other than those with a name below (Enter, Tab, Backspace).
  case control(Character)
  case enter, escape, tab, backTab, backspace, delete
  case up, down, left, right, home, end, pageUp, pageDown
  /// F1…F12.
  case function(Int)
  /// The terminal now has this size.
  case resize(Size)
}
