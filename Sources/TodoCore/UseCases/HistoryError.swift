/// Why a change could not be undone or redone.
public enum HistoryError: Error, Equatable, CustomStringConvertible {
  /// A field the change touched is no longer as this app left it: another instance changed
  /// it. The change is dropped from the stack (kept, it would block every older step), and
  /// the sentence says so, naming `culprit`, the todo found changed (as this app left it;
  /// nil: the change's first todo).
  case changedElsewhere(HistoryStep, TodoChange, culprit: TodoItem? = nil)

  /// The sentence, whole title and all (the screens cut the title to fit: `StatusText`).
  public var description: String {
    "\(verb) \"\(subject)\" \(reason)"
  }

  /// `Cannot undo edit:`, what the sentence starts with.
  public var verb: String {
    switch self {
    case .changedElsewhere(let step, let change, _):
      "Cannot \(step == .undo ? "undo" : "redo") \(change.verb):"
    }
  }

  /// The title of the todo found changed elsewhere (of a change of several todos, the one
  /// another instance changed, not the first).
  public var subject: String {
    switch self {
    case .changedElsewhere(_, let change, let culprit): (culprit ?? change.item).title
    }
  }

  /// What the sentence ends with, after the title.
  public var reason: String {
    switch self {
    case .changedElsewhere(let step, _, _):
      "changed elsewhere · dropped from \(step == .undo ? "undo" : "redo")"
    }
  }
}
