/// A field of a todo that a person changes (not its id, and not its times, which the app
/// stamps): what a change touched, and so what undo compares and writes back.
public enum TodoField: CaseIterable, Hashable, Sendable {
  case title, content, done
}

extension TodoItem {
  /// Whether `fields` hold the same values here as in `other` (times are never compared).
  public func same(_ fields: Set<TodoField>, as other: TodoItem) -> Bool {
    fields.allSatisfy { field in
      switch field {
      case .title: title == other.title
      case .content: content == other.content
      case .done: done == other.done
      }
    }
  }

  /// Copies `fields` from `other`, leaving every other field as it is.
  public mutating func take(_ fields: Set<TodoField>, from other: TodoItem) {
    for field in fields {
      switch field {
      case .title: title = other.title
      case .content: content = other.content
      case .done: done = other.done
      }
    }
  }
}
