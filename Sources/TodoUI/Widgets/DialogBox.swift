import TodoTerminal

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
  /// Left column.
  public var x: Int
  /// Top row.
  public var y: Int
  /// Columns.
  public var width: Int
  /// Rows.
  public var height: Int
}

/// Draws the centred, bordered box every dialog sits in.
public enum DialogBox {
  /// Clears a centred box of about `width` by `height` (shrunk to fit the frame), draws its
  /// border with `title` in the top edge, and returns the area inside the border.
  public static func draw(
    in frame: inout ScreenBuffer, width: Int, height: Int, title: String
  )
    -> Rect
  {
    let width = min(width, frame.size.columns - 2)
    let height = min(height, frame.size.rows)
    let left = (frame.size.columns - width) / 2
    let top = (frame.size.rows - height) / 2
    let border = Style(color: .accent)
    for row in top..<(top + height) {
      frame.fill(x: left, y: row, width: width)
    }
    let horizontal = String(repeating: "─", count: max(0, width - 2))
    frame.write("┌" + horizontal + "┐", x: left, y: top, style: border)
    frame.write("└" + horizontal + "┘", x: left, y: top + height - 1, style: border)
    for row in (top + 1)..<(top + height - 1) {
      frame.write("│", x: left, y: row, style: border)
      frame.write("│", x: left + width - 1, y: row, style: border)
    }
    let heading = DisplayWidth.truncate(" \(title) ", to: width - 4)
    frame.write(heading, x: left + 2, y: top, style: Style(.bold, color: .accent))
    return Rect(x: left + 2, y: top + 1, width: width - 4, height: height - 2)
  }

  /// Writes a hint line centred in `area` on row `y`.
  public static func centre(
    _ text: String, in area: Rect, y: Int, style: Style, into frame: inout ScreenBuffer
  ) {
    let cut = DisplayWidth.truncate(text, to: area.width)
    frame.write(cut, x: area.x + (area.width - DisplayWidth.of(cut)) / 2, y: y, style: style)
  }
}
