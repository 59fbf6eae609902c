import TodoTerminal

/// The parts every screen draws the same way: the header bar across the top and the footer
/// line at the bottom.
enum ScreenChrome {
  /// The header bar: `title` in bold at the left, then ` · detail` (the list's order, say)
  /// in the room the trailing part leaves (cut, or left out when fewer than three columns of
  /// it fit), and `trailing` (counts, say) at the right, cut to leave the title room.
  static func drawHeader(
    _ title: String, detail: String = "", trailing: String? = nil,
    into frame: inout ScreenBuffer
  ) {
    let columns = frame.size.columns
    let bar = Style(.reverse)
    frame.fill(x: 0, y: 0, width: columns, style: bar)
    let end = frame.write(" " + title, x: 0, y: 0, style: Style([.reverse, .bold]))
    let cut = trailing.map { DisplayWidth.truncate($0, to: max(0, columns - 8)) } ?? ""
    if !detail.isEmpty {
      let room = columns - DisplayWidth.of(cut) - 2 - end - 3
      if room >= min(3, DisplayWidth.of(detail)) {
        frame.write(
          " · " + DisplayWidth.truncate(detail, to: room), x: end, y: 0,
          style: Style([.reverse, .bold]))
      }
    }
    guard trailing != nil else { return }
    frame.write(cut, x: columns - DisplayWidth.of(cut) - 1, y: 0, style: bar)
  }

  /// A message in the middle of an empty screen (`No todos yet…`), wrapped to the width and
  /// centred line by line, just above the middle row.
  static func drawMessage(_ message: String, into frame: inout ScreenBuffer) {
    let size = frame.size
    let lines = DisplayWidth.wrap(message, to: size.columns - 2)
    for (offset, line) in lines.enumerated() {
      let x = max(1, (size.columns - DisplayWidth.of(line)) / 2)
      frame.write(line, x: x, y: max(1, size.rows / 2 - 1) + offset)
    }
  }

  /// The footer line: the hints or a message (an error in the danger colour), and
  /// `trailing` (where the view is, say) at the right, muted. A trailing part, even an empty
  /// one, takes its width and two columns more from the text: a blank column on either side.
  static func drawFooter(
    _ footer: StatusLine, trailing: String? = nil, into frame: inout ScreenBuffer
  ) {
    let columns = frame.size.columns
    let y = frame.size.rows - 1
    let reserved = trailing.map { DisplayWidth.of($0) + 2 } ?? 0
    frame.write(
      DisplayWidth.truncate(footer.text, to: columns - 1 - reserved),
      x: 1,
      y: y,
      style: footer.isError ? Style(.bold, color: .danger) : Style(color: .muted)
    )
    guard let trailing else { return }
    frame.write(
      trailing, x: columns - DisplayWidth.of(trailing) - 1, y: y, style: Style(color: .muted))
  }
}
