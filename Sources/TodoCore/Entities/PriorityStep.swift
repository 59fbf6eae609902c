/// Which way `+` and `-` move a priority: one class up or down (none → L → M → H).
public enum PriorityStep: Equatable, Hashable, Sendable {
  case raise, lower

  /// `priority` moved one class this way; at that end (H for a raise, none for a lower) it
  /// stays as it is.
  public func applied(to priority: Priority) -> Priority {
    switch self {
    case .raise: priority.raised
    case .lower: priority.lowered
    }
  }
}
