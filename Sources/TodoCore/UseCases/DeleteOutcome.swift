/// What a delete removed: the todo, and how many of its subtasks went with it.
public struct DeleteOutcome: Equatable, Sendable {
  /// The todo deleted, as it was.
  public let item: TodoItem
  /// How many subtasks (at every depth) were deleted with it.
  public let subtasks: Int

  /// `item` deleted, with `subtasks` of its subtasks.
  public init(item: TodoItem, subtasks: Int = 0) {
    self.item = item
    self.subtasks = subtasks
  }
}
