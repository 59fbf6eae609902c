import TodoTerminal

extension KeyMaps {
  /// A module that has a screen of its own: its maps, in help's order, each under the name a
  /// configuration file gives it (`[keys.list]`). The list and detail modules are declared
  /// here; every other module in its own keys file (`KeyMaps+Tags.swift`).
  public struct Module: Hashable, Sendable {
    /// The module's name: its first map's.
    public let name: String
    /// Its maps.
    let maps: [Place]

    /// A module whose screen has one map, at `keys`, called `name` in a configuration file.
    public init<Action>(
      _ name: String, _ keys: WritableKeyPath<KeyMaps, KeyMap<Action>> & Sendable
    ) {
      self.init([Place(name, keys)])
    }

    /// A module with several maps (the list and its filter prompt).
    init(_ maps: [Place]) {
      name = maps.first?.name ?? ""
      self.maps = maps
    }

    public static func == (left: Module, right: Module) -> Bool {
      left.name == right.name
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
    }

    /// The list screen and its filter prompt.
    public static let list = Module([Place("list", \.list), Place("filter", \.filter)])
    /// The detail screen.
    public static let detail = Module("detail", \.detail)
  }

  /// Where one map of `KeyMaps` is and what a configuration calls it, whatever its actions:
  /// what help, `todo config --keys` and a `[keys.NAME]` line read and write through.
  struct Place: Sendable {
    /// The name in `[keys.NAME]`.
    let name: String
    /// The map as a help section.
    let help: @Sendable (KeyMaps) -> HelpSection
    /// The map's keys under `name`.
    let configurable: @Sendable (KeyMaps) -> ConfigurableKeys
    /// Binds keys to the action of the given name.
    let rebind: @Sendable (inout KeyMaps, String, [InputEvent]) throws(KeyMapProblem) -> Void

    init<Action>(_ name: String, _ keys: WritableKeyPath<KeyMaps, KeyMap<Action>> & Sendable) {
      self.name = name
      help = { $0[keyPath: keys].help }
      configurable = { ConfigurableKeys(name, $0[keyPath: keys]) }
      rebind = { maps, action, inputs throws(KeyMapProblem) in
        maps[keyPath: keys] = try maps[keyPath: keys].rebinding(
          named: action, on: name, to: inputs)
      }
    }
  }

  /// The dialogs' and fields' maps, and the keys that work anywhere, as help lists them after
  /// every screen's.
  static let dialogPlaces = [
    Place("dialog", \.editor), Place("field", \.textField), Place("notes", \.textArea),
    Place("confirm", \.confirmation), Place("help", \.help), Place("anywhere", \.app),
  ]

  /// Every map a configuration file can change, in help's order.
  static var configurablePlaces: [Place] {
    listedInHelp.flatMap(\.maps) + dialogPlaces
  }

  /// The keys of the module screen whose actions are `Action`: as a configuration changed
  /// them, else its defaults.
  public subscript<Action: ModuleKeyAction>(_ actions: Action.Type) -> KeyMap<Action> {
    get { moduleMaps[ObjectIdentifier(actions)]?.map as? KeyMap<Action> ?? Action.defaultKeys }
    set {
      moduleMaps[ObjectIdentifier(actions)] =
        newValue == Action.defaultKeys ? nil : ModuleKeyMap(newValue)
    }
  }
}
