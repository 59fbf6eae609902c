import TodoTerminal

/// The help dialog: every key binding, from the same maps the views decode keys with.
public final class HelpDialog: Dialog {
  /// The sections shown, in order.
  public let sections: [HelpSection]
  /// How far the list is scrolled; its height is known once the dialog is drawn.
  private var scrolling: ScrollPosition
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
    scrolling = ScrollPosition(lineCount: sections.reduce(0) { $0 + $1.rows.count + 2 } - 1)
  }

  /// The first line shown.
  public var offset: Int { scrolling.offset }

  private var lineCount: Int { scrolling.lineCount }

  /// Scrolls or closes.
  public func handle(_ key: Key) {
    switch keys.action(for: key) {
    case .shared(let action):
      if case .move(let move) = ScreenCommand(action) { scrolling.apply(move) }
    case .close: onClose()
    case nil: break
    }
  }

  /// The wheel scrolls; clicks do nothing.
  public func handle(_ mouse: MouseEvent) {
    if let scroll = ScrollMove(wheel: mouse) { scrolling.apply(scroll) }
  }

  /// Draws the visible part of the key list and a position hint.
  public func render(into frame: inout ScreenBuffer) {
    let area = DialogBox.draw(
      in: &frame,
      width: min(64, frame.size.columns - 4),
      height: frame.size.rows - 2,
      title: "Help: keys"
    )
    scrolling.resize(lineCount: lineCount, height: area.height - 1)
    let keyWidth = min(24, area.width / 2)
    var lines: [(keys: String, summary: String, heading: Bool)] = []
    for section in sections {
      if !lines.isEmpty { lines.append(("", "", false)) }
      lines.append((section.title, "", true))
      lines += section.rows.map { ("  " + $0.keys, $0.summary, false) }
    }
    for (row, line) in lines[scrolling.visible].enumerated() {
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
    let shown = "\(scrolling.visible.lowerBound + 1)–\(scrolling.visible.upperBound)"
    DialogBox.centre(
      "\(shown) of \(lineCount) · \(keys.hintLine)",
      in: area,
      y: area.y + area.height - 1,
      style: Style(color: .muted),
      into: &frame
    )
  }
}
