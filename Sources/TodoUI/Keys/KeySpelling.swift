import TodoTerminal

/// How a configuration file writes a key (`[keys.list] add = "n"`): a character as it is
/// typed, or a key's name as key scripts write it (`Enter`, `C-s`, `M-b`, `F5`, `PgDn`,
/// with or without the angle brackets), or as help writes it (`Ctrl-S`, `Alt-b`, `Backspace`,
/// `Shift-Tab`, `↓`). One spelling per key script name, so a file and a script agree.
public enum KeySpelling {
  /// The key `text` names; nil when it names none, or more than one.
  public static func input(_ text: String) -> InputEvent? {
    // A character is the key typing it presses: read alone, not as a script, where `#` would
    // begin a comment and `<` a name. A line break is no key a file binds.
    if text.count == 1, labels[text] == nil, let character = text.first {
      return character.isNewline ? nil : KeyScript.key(typing: character).map(InputEvent.key)
    }
    var name = text
    if name.hasPrefix("<"), name.hasSuffix(">"), name.count > 2 {
      name = String(name.dropFirst().dropLast())
    }
    for (label, written) in prefixes where name.hasPrefix(label) {
      let rest = name.dropFirst(label.count)
      name = written + (written == "C-" ? rest.lowercased() : String(rest))
      break
    }
    name = labels[name] ?? name
    if name.hasPrefix("M-") {
      let rest = String(name.dropFirst(2))
      name = "M-" + (labels[rest] ?? rest)
    }
    guard !name.hasPrefix("Resize") else { return nil }
    return single(try? KeyScript.parse("<\(name)>"))
  }

  /// A key of the keyboard: not a paste, a resize or the mouse.
  private static func single(_ events: [InputEvent]?) -> InputEvent? {
    guard let events, events.count == 1, let event = events.first else { return nil }
    switch event {
    case .key, .alt: return event
    default: return nil
    }
  }

  /// Help's prefixes, as key scripts write them.
  private static let prefixes: KeyValuePairs<String, String> = [
    "Ctrl-": "C-", "ctrl-": "C-", "C-": "C-", "Alt-": "M-", "alt-": "M-",
  ]

  /// Help's names, where key scripts write them differently.
  private static let labels = [
    "Backspace": "BS", "Shift-Tab": "S-Tab", "↑": "Up", "↓": "Down", "←": "Left", "→": "Right",
    "Escape": "Esc", "Delete": "Del", "PageUp": "PgUp", "PageDown": "PgDn",
  ]

  /// How a configuration file writes `input` (`"n"`, `"C-s"`, `"M-b"`, `"PgDn"`), so
  /// `input(spelling(of: key)) == key`; nil for what no file binds (a paste, the mouse, and
  /// the characters `↑` `↓` `←` `→`, which name the arrow keys as help writes them).
  public static func spelling(of input: InputEvent) -> String? {
    switch input {
    case .key(let key): spelling(of: key)
    case .alt(let key): spelling(of: key).map { "M-" + $0 }
    default: nil
    }
  }

  private static func spelling(of key: Key) -> String? {
    switch key {
    case .character(" "): "Space"
    case .character(let character):
      labels[String(character)] == nil ? String(character) : nil
    case .control(let letter): "C-\(letter)"
    case .enter: "Enter"
    case .escape: "Esc"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .backspace: "BS"
    case .delete: "Del"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .function(let number): "F\(number)"
    }
  }

  /// Examples for error messages.
  public static let examples = "\"n\", \"Enter\", \"C-s\", \"M-b\", \"F5\", \"PgDn\", \"Space\""
}
