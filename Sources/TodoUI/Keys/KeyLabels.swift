import TodoTerminal

extension Key {
  /// How the key is written in help and footers.
  public var label: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Del"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    }
  }
}

extension MouseEvent {
  /// How the mouse event is written in help: `click 3,4` (1-based column and row, as key
  /// scripts will write them).
  public var label: String {
    let place = "\(position.x + 1),\(position.y + 1)"
    return switch kind {
    case .click: "click \(place)"
    case .doubleClick: "double-click \(place)"
    case .wheelUp: "wheel up"
    case .wheelDown: "wheel down"
    }
  }
}

extension InputEvent {
  /// How the input is written in help and footers: `Alt-` before an Alt key's name.
  public var label: String {
    switch self {
    case .key(let key): key.label
    case .alt(let key): "Alt-" + key.label
    case .paste: "paste"
    case .resize(let size): "resize \(size)"
    case .mouse(let mouse): mouse.label
    }
  }
}
