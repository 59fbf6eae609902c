/// A change that asks first, saying what it takes along (SPEC §16).
public enum SubtreeQuestion: Equatable, Sendable {
  /// `x` on an open todo with open subtasks: `Also mark its 3 open subtasks done? y/N`.
  case markDone(TodoItem, openSubtasks: Int)
  /// `d`: `Delete "Move" and its 4 subtasks? y/N`, or `Delete "Move"? y/N` without any.
  case delete(TodoItem, subtasks: Int)
}

/// What `x` came to: the todo toggled, or a question first, nothing written.
public enum ToggleStep: Equatable, Sendable {
  /// The todo was toggled.
  case toggled(ToggleOutcome)
  /// The todo has open subtasks: the person says first whether they are marked done too.
  case asks(SubtreeQuestion)
}
