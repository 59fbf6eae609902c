import TodoTerminal

/// One row of a key table: the keys, what they do, and the action they stand for.
public struct KeyBinding<Action: Sendable>: Sendable {
  /// Every key (Alt keys included) that triggers the action.
  public let keys: [InputEvent]
  /// What the keys do, for the help dialog.
  public let summary: String
  /// The action a view hands on to its presenter.
  public let action: Action

  /// Makes a binding of plain keys.
  public init(_ keys: [Key], _ summary: String, _ action: Action) {
    self.init(inputs: keys.map(InputEvent.key), summary, action)
  }

  /// Makes a binding of any keys, such as `.alt(.character("b"))`.
  public init(inputs: [InputEvent], _ summary: String, _ action: Action) {
    self.keys = inputs
    self.summary = summary
    self.action = action
  }
}

/// A screen's key table: the view decodes keys with it and the help dialog lists it, so the
/// two cannot drift apart.
public struct KeyMap<Action: Sendable>: Sendable {
  /// The heading in the help dialog.
  public let title: String
  /// The bindings, in the order help lists them.
  public let bindings: [KeyBinding<Action>]

  /// Makes a table.
  public init(title: String, _ bindings: [KeyBinding<Action>]) {
    self.title = title
    self.bindings = bindings
  }

  /// The action bound to `input`, if any.
  public func action(for input: InputEvent) -> Action? {
    bindings.first { $0.keys.contains(input) }?.action
  }

  /// The action bound to the plain key `key`, if any.
  public func action(for key: Key) -> Action? {
    action(for: .key(key))
  }

  /// The table as a help section.
  public var help: HelpSection {
    HelpSection(
      title: title,
      rows: bindings.map { HelpRow(keys: $0.keys.map(\.label).joined(separator: " "), $0.summary) }
    )
  }
}

/// A titled block of the help dialog.
public struct HelpSection: Equatable, Sendable {
  /// Heading.
  public let title: String
  /// Key/summary rows.
  public let rows: [HelpRow]

  /// Makes a section.
  public init(title: String, rows: [HelpRow]) {
    self.title = title
    self.rows = rows
  }
}

/// One line of help: keys, then what they do.
public struct HelpRow: Equatable, Sendable {
  /// The keys as written on the keyboard.
  public let keys: String
  /// What they do.
  public let summary: String

  /// Makes a row.
  public init(keys: String, _ summary: String) {
    self.keys = keys
    self.summary = summary
  }
}

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
