/// What background work tells the app loop, through its mailbox, from any thread.
public enum AppMessage: Equatable, Sendable {
  /// Background work changed the store (through its own connection, as another instance
  /// would): the screens look for the change now rather than at the next tick.
  case storeChanged
}
