/// What marking a todo done or open did: the todo as it is now, and the next todo of its
/// series when completing a repeating todo made one (in the same transaction and change).
public struct ToggleOutcome: Equatable, Sendable {
  /// The todo toggled, as the store holds it now.
  public let item: TodoItem
  /// The next todo of the series, added by this completion; nil otherwise.
  public let next: TodoItem?

  /// The outcome for `item`, with the `next` todo it made, if any.
  public init(_ item: TodoItem, next: TodoItem? = nil) {
    self.item = item
    self.next = next
  }
}
