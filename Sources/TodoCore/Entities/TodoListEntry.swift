/// One line of the list's index: enough to count, scroll and select without loading the
/// item, so the list's cost per key does not grow with the number of todos.
public struct TodoListEntry: Equatable, Hashable, Sendable, Identifiable {
  /// The item's id.
  public var id: TodoID
  /// Whether it is done.
  public var done: Bool

  /// Makes an entry.
  public init(id: TodoID, done: Bool) {
    self.id = id
    self.done = done
  }

  /// The entry of `item`.
  public init(_ item: TodoItem) {
    self.init(id: item.id, done: item.done)
  }
}
