import TodoCore

// What the footer says of an action on the todo in focus, the same on every screen.
extension StatusText {
  /// The sentence for `outcome`; `before` is the todo as shown before the action (an edit
  /// that changed nothing says so) and `dueText` words a series' next due date. Nil for notes
  /// that could not be saved: the Add dialog they go to says why.
  static func outcome(
    _ outcome: TodoActionOutcome, before: TodoItem?, dueText: @autoclosure () -> DueText,
    width: Int
  ) -> String? {
    switch outcome {
    case .added(let item, let cleared): added(item, clearingFilter: cleared, width: width)
    case .updated(let item, hiddenByFilter: true): savedOutOfFilter(item, width: width)
    case .updated(let item, hiddenByFilter: false): saved(item, before: before, width: width)
    case .toggled(let toggle): toggled(toggle, dueText: dueText(), width: width)
    case .deleted(let item, let subtasks): deleted(item, subtasks: subtasks, width: width)
    case .notesSaved(let item, let hidden): notesSaved(item, hiddenByFilter: hidden, width: width)
    case .notesUnsaved: nil
    case .priorityStepped(let item, let previous, let step):
      priorityStepped(item, from: previous, step, width: width)
    }
  }

  /// What a screen that did not see `outcome` happen (the list, of the detail screen's) says
  /// when it is back on top, worded for its width then: a delete, and a series' next todo;
  /// nil for the rest, which its rows show.
  static func onReturn(
    _ outcome: TodoActionOutcome, dueText: DueTextSource
  ) -> ((Int) -> String)? {
    switch outcome {
    case .deleted(let item, let subtasks): { deleted(item, subtasks: subtasks, width: $0) }
    case .toggled(let toggle) where toggle.next != nil:
      { toggled(toggle, dueText: dueText.current(), width: $0) }
    case .added, .updated, .toggled, .notesSaved, .notesUnsaved, .priorityStepped: nil
    }
  }
}
