/// What background work tells the app loop, through its mailbox, from any thread.
public enum AppMessage: Equatable, Sendable {
  /// The background sync reported a new status; whatever it fetched is in the store by then
  /// (written through a connection of its own, as another instance would). The screens look
  /// for the change and show the status now rather than at the next tick.
  case syncReported
}
