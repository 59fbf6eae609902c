/// What marking a todo done or open did: the todo as it is now, and the next todo of its
/// series when completing a repeating todo made one (in the same transaction and change).
public struct ToggleOutcome: Equatable, Sendable {
  /// The todo toggled, as the store holds it now.
  public let item: TodoItem
  /// The next todo of the series, added by this completion; nil otherwise.
  public let next: TodoItem?
  /// Whether this completion ended its series: the next todo would have been due after
  /// 9999-12-31, the last day a date can be written in, so none was made.
  public let seriesEnded: Bool

  /// The outcome for `item`, with the `next` todo it made, if any, or saying its series ended.
  public init(_ item: TodoItem, next: TodoItem? = nil, seriesEnded: Bool = false) {
    self.item = item
    self.next = next
    self.seriesEnded = seriesEnded
  }
}
