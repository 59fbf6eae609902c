import TodoConfig
import TodoTerminal

/// Why a configuration's keys cannot be used: the message, and for a key bound twice, the
/// screens and actions involved, so the configuration can name the line that did it.
public struct KeyMapProblem: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  public let description: String
  /// For a key bound twice: each binding's screen and action.
  public let bindings: [KeyMapPlace]

  init(description: String, bindings: [KeyMapPlace] = []) {
    self.description = description
    self.bindings = bindings
  }
}

/// An action of a screen, as a configuration names them (`list`, `add`).
public struct KeyMapPlace: Equatable, Sendable {
  /// The screen's name in `[keys.SCREEN]`.
  public let screen: String
  /// The action's name.
  public let action: String
}

/// One screen's keys as a configuration sees them: its name and, per action, the keys and what
/// help says, whatever the map's action type.
public struct ConfigurableKeys: Sendable {
  /// One action.
  public struct Row: Sendable {
    /// Its name (`add`).
    public let action: String
    /// Its keys, first key first.
    public let keys: [InputEvent]
    /// What help says it does.
    public let summary: String?
  }

  /// The name in `[keys.NAME]`.
  public let name: String
  /// The actions, in help's order.
  public let rows: [Row]

  /// `map`'s keys under `name`.
  public init<Action>(_ name: String, _ map: KeyMap<Action>) {
    self.name = name
    rows = map.bindings.map { Row(action: $0.action.rawValue, keys: $0.keys, summary: $0.summary) }
  }
}

extension KeyMap {
  /// The map with `keys` bound to the action called `name` (of the screen a configuration
  /// calls `screen`, for the message when there is no such action).
  func rebinding(
    named name: String, on screen: String, to keys: [InputEvent]
  )
    throws(KeyMapProblem) -> KeyMap
  {
    guard let action = Action(rawValue: name) else {
      throw KeyMapProblem(
        description: "unknown action \"\(name)\" in [keys.\(screen)] (it has "
          + Action.allCases.map(\.rawValue).joined(separator: ", ") + ")")
    }
    return rebinding(action, to: keys)
  }
}

extension KeyMaps {
  /// The maps with the configuration's `[keys.SCREEN]` lines applied in order, then checked
  /// for a key bound twice; an error names the line at fault in `file`.
  public func configured(
    by settings: [KeySetting], file: String = "config.toml"
  )
    throws(ConfigError) -> KeyMaps
  {
    var maps = self
    for setting in settings {
      do {
        maps = try maps.rebinding(screen: setting.screen, action: setting.action, to: setting.keys)
      } catch {
        throw ConfigError(file: file, line: setting.line, error.description)
      }
    }
    // Ctrl-C quits wherever the app is (SPEC §4): a quit key of the file's is one more.
    let ctrlC = InputEvent.key(.control("c"))
    if !maps.app.keys(for: .quit).contains(ctrlC) {
      maps.app = maps.app.rebinding(.quit, to: maps.app.keys(for: .quit) + [ctrlC])
    }
    do {
      try maps.checkTextFieldKeys()
      try maps.checkNoKeyBoundTwice()
      try maps.checkDiscardQuestion()
    } catch {
      let culprit = settings.last { setting in
        error.bindings.contains { $0.screen == setting.screen && $0.action == setting.action }
      }
      throw ConfigError(file: file, line: culprit?.line, error.description)
    }
    return maps
  }

  /// The maps with `keys` (as a configuration spells them) bound to `action` on `screen`
  /// instead of its own keys (`[keys.list] add = "n"`). Keys bound twice are checked after
  /// the last line, by `checkNoKeyBoundTwice`, so two keys can be swapped.
  public func rebinding(
    screen: String, action: String, to keys: [String]
  ) throws(KeyMapProblem)
    -> KeyMaps
  {
    var inputs: [InputEvent] = []
    for key in keys {
      guard let input = KeySpelling.input(key) else {
        throw KeyMapProblem(
          description: "\"\(key)\" is not a key (write one character, or a name such as "
            + KeySpelling.examples + ")")
      }
      inputs.append(input)
    }
    var maps = self
    try maps.rebind(screen: screen, action: action, to: inputs)
    return maps
  }

  /// Throws when one key does two things on one screen: twice in one map, or in a map and
  /// among the keys that work anywhere (which would take it first). Names the screen and
  /// both actions.
  public func checkNoKeyBoundTwice() throws(KeyMapProblem) {
    let screens = configurable
    let anywhere = screens.first { $0.name == "anywhere" }?.rows ?? []
    for screen in screens {
      var seen: [InputEvent: String] = [:]
      for row in screen.rows {
        for key in row.keys {
          if let other = seen[key], other != row.action {
            throw KeyMapProblem(
              description: "\(key.label) is bound twice in [keys.\(screen.name)]: to \(other) "
                + "and to \(row.action)",
              bindings: [
                KeyMapPlace(screen: screen.name, action: other),
                KeyMapPlace(screen: screen.name, action: row.action),
              ])
          }
          seen[key] = row.action
          guard screen.name != "anywhere",
            let global = anywhere.first(where: { $0.keys.contains(key) })
          else { continue }
          throw KeyMapProblem(
            description: "\(key.label) is bound twice: to \(row.action) in [keys.\(screen.name)] "
              + "and to \(global.action) in [keys.anywhere]",
            bindings: [
              KeyMapPlace(screen: screen.name, action: row.action),
              KeyMapPlace(screen: "anywhere", action: global.action),
            ])
        }
      }
    }
  }

  /// Throws when a key a text field types or edits would be taken from it: a printable
  /// character (a space too) or a key of `[keys.field]`, bound on a screen that has text fields
  /// and reads its own keys first (the dialogs, the filter prompt, the notes, and the keys that
  /// work anywhere), or a printable character bound in `[keys.field]` itself, which the field
  /// would type instead. Names the screen and action, and the field's action for a field key.
  public func checkTextFieldKeys() throws(KeyMapProblem) {
    let field = ConfigurableKeys("field", textField)
    let screens: [(keys: ConfigurableKeys, which: String)] = [
      (ConfigurableKeys("dialog", editor), ", which has text fields"),
      (ConfigurableKeys("filter", filter), ", which is a text field"),
      (ConfigurableKeys("notes", textArea), ", which is a text field"),
      (ConfigurableKeys("anywhere", app), ", which works in text fields too"),
      (field, ""),
    ]
    for (screen, which) in screens {
      for row in screen.rows {
        for key in row.keys {
          let place = KeyMapPlace(screen: screen.name, action: row.action)
          if case .key(.character) = key {
            throw KeyMapProblem(
              description: "\(key.label) types itself in text fields, so it cannot be "
                + "\(row.action) in [keys.\(screen.name)]\(which)",
              bindings: [place])
          }
          guard screen.name != field.name,
            let edit = field.rows.first(where: { $0.keys.contains(key) })
          else { continue }
          throw KeyMapProblem(
            description: "\(key.label) is \(edit.action) in [keys.field], so it cannot be "
              + "\(row.action) in [keys.\(screen.name)]\(which)",
            bindings: [place, KeyMapPlace(screen: field.name, action: edit.action)])
        }
      }
    }
  }

  /// Throws when a key answers the discard question (`Discard changes? y/N`) and is also one
  /// of the Add/Edit dialog's: the question takes it first, so its hint would offer the key
  /// twice (`Enter discard · … · Enter save`) and the key would do what the hint does not say.
  public func checkDiscardQuestion() throws(KeyMapProblem) {
    let dialog = ConfigurableKeys("dialog", editor)
    for row in ConfigurableKeys("confirm", confirmation).rows {
      for key in row.keys {
        guard let other = dialog.rows.first(where: { $0.keys.contains(key) }) else { continue }
        throw KeyMapProblem(
          description: "\(key.label) is bound twice in the discard question: to \(row.action) in "
            + "[keys.confirm] and to \(other.action) in [keys.dialog]",
          bindings: [
            KeyMapPlace(screen: "confirm", action: row.action),
            KeyMapPlace(screen: "dialog", action: other.action),
          ])
      }
    }
  }

  /// Every screen's keys as a configuration file writes them, each action's help as a
  /// comment: what `todo config --keys` prints, to copy into the file and change.
  public var configurationText: String {
    configurable.map { screen in
      "[keys.\(screen.name)]\n"
        + screen.rows.map { row in
          let keys = row.keys.compactMap(KeySpelling.spelling(of:)).map(Self.quoted)
          let value = keys.count == 1 ? keys[0] : "[" + keys.joined(separator: ", ") + "]"
          return "\(row.action) = \(value)" + (row.summary.map { "  # \($0)" } ?? "") + "\n"
        }.joined()
    }.joined(separator: "\n")
  }

  /// `text` as a TOML string in double quotes.
  private static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
