/// Failures every store reports the same way.
public enum TodoStoreError: Error, Equatable, CustomStringConvertible {
  /// No item has this id (another instance may have deleted it).
  case notFound(TodoID)
  /// A todo was put under itself (SPEC §16).
  case ownParent(TodoID)
  /// A todo was put under one of its own subtasks: the todo, then the would-be parent
  /// (SPEC §16: a move that would make a cycle is refused).
  case parentInSubtree(TodoID, parent: TodoID)
  /// A todo was put under a todo the store does not have (its UID; deleted meanwhile).
  case parentNotFound(String)

  /// A sentence for the status line.
  public var description: String {
    switch self {
    case .notFound(let id): "todo \(id) no longer exists"
    case .ownParent(let id): "todo \(id) cannot be a subtask of itself"
    case .parentInSubtree(let id, let parent):
      "todo \(id) cannot be a subtask of todo \(parent), which is one of its own subtasks"
    case .parentNotFound: "the todo it was to go under no longer exists"
    }
  }
}
