/// The app's undo and redo stacks: one per running app, shared by both modules through the
/// environment, so `u` on the detail screen undoes a change made on the list and back.
public final class ChangeHistory {
  /// How many changes are kept for undo.
  public static let limit = 1000

  /// Changes that can be undone, oldest first.
  public private(set) var undoable: [TodoChange] = []
  /// Changes that can be redone, most recently undone last.
  public private(set) var redoable: [TodoChange] = []

  /// Empty stacks.
  public init() {}

  /// Records a new change; it can be undone, and nothing can be redone any more.
  public func record(_ change: TodoChange) {
    undoable.append(change)
    if undoable.count > Self.limit { undoable.removeFirst(undoable.count - Self.limit) }
    redoable.removeAll()
  }

  /// Takes the change `step` would act on next, if any.
  func take(for step: HistoryStep) -> TodoChange? {
    step == .undo ? undoable.popLast() : redoable.popLast()
  }

  /// Files a change that `step` acted on, so the opposite step can act on it.
  func file(_ change: TodoChange, after step: HistoryStep) {
    if step == .undo { redoable.append(change) } else { undoable.append(change) }
  }
}
