/// Why a change could not be undone or redone.
public enum HistoryError: Error, Equatable, CustomStringConvertible {
  /// A field the change touched is no longer as this app left it: another instance changed
  /// it. The change is dropped from the stack (kept, it would block every older step), and
  /// the sentence says so.
  case changedElsewhere(HistoryStep, TodoChange)

  /// The sentence, whole title and all (the screens cut the title to fit: `StatusText`).
  public var description: String {
    "\(verb) \"\(subject)\" \(reason)"
  }

  /// `Cannot undo edit:`, what the sentence starts with.
  public var verb: String {
    switch self {
    case .changedElsewhere(let step, let change):
      "Cannot \(step == .undo ? "undo" : "redo") \(change.verb):"
    }
  }

  /// The title of the todo the change is about.
  public var subject: String {
    switch self {
    case .changedElsewhere(_, let change): change.item.title
    }
  }

  /// What the sentence ends with, after the title.
  public var reason: String {
    switch self {
    case .changedElsewhere(let step, _):
      "changed elsewhere · dropped from \(step == .undo ? "undo" : "redo")"
    }
  }
}
