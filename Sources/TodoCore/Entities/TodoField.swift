/// A field of a todo that a person changes (not its id, and not its times, which the app
/// stamps): what a change touched, and so what a patch writes and undo compares and writes
/// back. The two switches below are the only places that go from a name to a field's value.
public enum TodoField: CaseIterable, Hashable, Sendable {
  case title, content, done, due, priority, tags, recur, parent, list
}

extension TodoFields {
  /// Whether `fields` hold the same values here as in `other`.
  public func same(_ fields: Set<TodoField>, as other: TodoFields) -> Bool {
    fields.allSatisfy { field in
      switch field {
      case .title: title == other.title
      case .content: content == other.content
      case .done: done == other.done
      case .due: due == other.due
      case .priority: priority == other.priority
      case .tags: tags == other.tags
      case .recur: recur == other.recur
      case .parent: parent == other.parent
      case .list: list == other.list
      }
    }
  }

  /// Copies `fields` from `other`, leaving every other field as it is.
  public mutating func take(_ fields: Set<TodoField>, from other: TodoFields) {
    for field in fields {
      switch field {
      case .title: title = other.title
      case .content: content = other.content
      case .done: done = other.done
      case .due: due = other.due
      case .priority: priority = other.priority
      case .tags: tags = other.tags
      case .recur: recur = other.recur
      case .parent: parent = other.parent
      case .list: list = other.list
      }
    }
  }

  /// The fields whose values differ between here and `other`.
  public func differences(from other: TodoFields) -> Set<TodoField> {
    Set(TodoField.allCases.filter { !same([$0], as: other) })
  }
}
