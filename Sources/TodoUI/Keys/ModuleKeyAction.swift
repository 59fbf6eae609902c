/// The actions of a module's screen whose keys the module's own keys file adds to `KeyMaps`
/// (`KeyMaps+Tags.swift`): the default map, a `KeyMaps` property reading `self[Action.self]`,
/// and a `KeyMaps.Module`. Nothing else names the module's keys, so a new module is new files.
public protocol ModuleKeyAction: KeyAction {
  /// The screen's keys before a configuration changes them, with their help and footer hints.
  static var defaultKeys: KeyMap<Self> { get }
}

/// A module screen's key map with its action type hidden, so `KeyMaps` can hold the maps of
/// modules it does not name.
struct ModuleKeyMap: Equatable, Sendable {
  /// The `KeyMap<Action>`.
  let map: any Sendable
  private let isEqual: @Sendable (any Sendable) -> Bool

  init<Action: KeyAction>(_ map: KeyMap<Action>) {
    self.map = map
    isEqual = { ($0 as? KeyMap<Action>) == map }
  }

  static func == (left: ModuleKeyMap, right: ModuleKeyMap) -> Bool {
    left.isEqual(right.map)
  }
}
