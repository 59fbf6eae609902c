/// What marking a todo done or open did: the todo as it is now, the next todo of its series
/// when completing a repeating one made one (in the same transaction and change), and what
/// the completion did to its subtasks.
public struct ToggleOutcome: Equatable, Sendable {
  /// The todo toggled, as the store holds it now.
  public let item: TodoItem
  /// The next todo of the series, added by this completion; nil otherwise.
  public let next: TodoItem?
  /// The open subtasks marked done with it (`y` to `x` on a parent), as they are now.
  public let alsoDone: [TodoItem]
  /// How many open copies of its subtasks the next todo of the series got.
  public let copies: Int
  /// Whether this completion ended its series: the next todo would have been due after
  /// 9999-12-31, the last day a date can be written in, so none was made.
  public let seriesEnded: Bool

  /// The outcome for `item`, with the `next` todo it made, if any, or saying its series ended.
  public init(
    _ item: TodoItem, next: TodoItem? = nil, alsoDone: [TodoItem] = [], copies: Int = 0,
    seriesEnded: Bool = false
  ) {
    self.item = item
    self.next = next
    self.alsoDone = alsoDone
    self.copies = copies
    self.seriesEnded = seriesEnded
  }
}
