import Foundation

/// What the composition root hands every module builder: the one shared store, created
/// once at start-up, and the injected clock and time zone.
public struct TodoEnvironment {
  /// The shared store.
  public let store: any TodoStore
  /// Where "now" comes from.
  public let clock: any Clock
  /// The zone times are shown in.
  public let timeZone: TimeZone

  /// Bundles the dependencies.
  public init(store: any TodoStore, clock: any Clock, timeZone: TimeZone) {
    self.store = store
    self.clock = clock
    self.timeZone = timeZone
  }
}
