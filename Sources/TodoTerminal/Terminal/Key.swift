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

  /// The largest size a terminal can be: a screen's memory and drawing time grow with its
  /// cells, so `--size` and `<Resize …>` stop here.
  public static let largest = Size(columns: 1000, rows: 1000)

  /// What `--size` and `<Resize …>` accept, for messages: `COLSxROWS, from 1x1 to 1000x1000`.
  public static let accepted = "COLSxROWS, from 1x1 to \(largest)"

  /// Parses `COLSxROWS` (each from 1 to `largest`'s); nil when it is not of that form.
  public init?(parsing text: some StringProtocol) {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let columns = Int(parts[0]), let rows = Int(parts[1]),
      (1...Self.largest.columns).contains(columns), (1...Self.largest.rows).contains(rows)
    else { return nil }
    self.init(columns: columns, rows: rows)
  }
}

/// One key press, as every driver and the key-script parser produce it.
public enum Key: Hashable, Sendable {
  /// Printable text: one grapheme, space included.
  case character(Character)
  /// Control with a letter, `a`…`z`, other than those with a name below (Enter is Ctrl-M,
  /// Tab Ctrl-I, Backspace Ctrl-H). Ctrl-J (line feed) is its own key: a line break in a
  /// field of several lines, and Enter everywhere else (see `KeyMap.action(for:)`).
  case control(Character)
  case enter, escape, tab, backTab, backspace, delete
  case up, down, left, right, home, end, pageUp, pageDown
  /// F1…F12.
  case function(Int)
}
