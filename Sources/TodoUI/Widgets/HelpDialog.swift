import TodoTerminal

/// The help dialog: every key binding, from the same maps the views decode keys with.
public final class HelpDialog: Dialog {
  /// The sections shown, in order.
  public let sections: [HelpSection]
  /// The first line shown.
  public private(set) var offset = 0
  private var pageHeight = 1
  private let keys: KeyMap<HelpDialogAction>
  private let onClose: () -> Void

  /// A dialog listing `sections`, scrolled and closed with `keys`; `onClose` is called when
  /// it is closed.
  public init(
    sections: [HelpSection], keys: KeyMap<HelpDialogAction>, onClose: @escaping () -> Void
  ) {
    self.sections = sections
    self.keys = keys
    self.onClose = onClose
  }

  private var lineCount: Int {
    sections.reduce(0) { $0 + $1.rows.count + 2 } - 1
  }

  /// Scrolls or closes.
  public func handle(_ key: Key) {
    guard let action = keys.action(for: key) else { return }
    let last = max(0, lineCount - pageHeight)
    switch action {
    case .down: offset = min(last, offset + 1)
    case .up: offset = max(0, offset - 1)
    case .pageDown: offset = min(last, offset + pageHeight)
    case .pageUp: offset = max(0, offset - pageHeight)
    case .top: offset = 0
    case .bottom: offset = last
    case .close: onClose()
    }
  }

  /// Draws the visible part of the key list and a position hint.
  public func render(into frame: inout ScreenBuffer) {
    let area = DialogBox.draw(
      in: &frame,
      width: min(64, frame.size.columns - 4),
      height: frame.size.rows - 2,
      title: "Help: keys"
    )
    pageHeight = max(1, area.height - 1)
    offset = min(offset, max(0, lineCount - pageHeight))
    let keyWidth = min(24, area.width / 2)
    var lines: [(keys: String, summary: String, heading: Bool)] = []
    for section in sections {
      if !lines.isEmpty { lines.append(("", "", false)) }
      lines.append((section.title, "", true))
      lines += section.rows.map { ("  " + $0.keys, $0.summary, false) }
    }
    for (row, line) in lines.dropFirst(offset).prefix(pageHeight).enumerated() {
      let y = area.y + row
      if line.heading {
        frame.write(line.keys, x: area.x, y: y, width: area.width, style: Style(.bold))
      } else {
        frame.write(DisplayWidth.truncate(line.keys, to: keyWidth - 1), x: area.x, y: y)
        frame.write(
          DisplayWidth.truncate(line.summary, to: area.width - keyWidth),
          x: area.x + keyWidth,
          y: y
        )
      }
    }
    let end = min(lineCount, offset + pageHeight)
    DialogBox.centre(
      "\(offset + 1)–\(end) of \(lineCount) · \(keys.hintLine)",
      in: area,
      y: area.y + area.height - 1,
      style: Style(color: .muted),
      into: &frame
    )
  }
}
