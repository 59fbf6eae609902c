/// The app's undo and redo stacks: one per running app, shared by both modules through the
/// environment, so `u` on the detail screen undoes a change made on the list and back.
public final class ChangeHistory {
  /// How many changes the app keeps for undo.
  public static let limit = 1000

  /// How many changes this history keeps.
  public let keeps: Int

  /// Changes that can be undone, oldest first.
  public private(set) var undoable: [TodoChange] = []
  /// Changes that can be redone, most recently undone last.
  public private(set) var redoable: [TodoChange] = []

  /// Empty stacks that keep the newest `keeps` changes. A command that changes the store once
  /// and exits keeps none (`todo import`: the record of a million todos took 2 s to make, for
  /// an undo that never comes).
  public init(keeping keeps: Int = ChangeHistory.limit) {
    self.keeps = keeps
  }

  /// Records a new change; it can be undone, and nothing can be redone any more. The change is
  /// made only when it is kept.
  public func record(_ change: @autoclosure () -> TodoChange) {
    guard keeps > 0 else { return }
    undoable.append(change())
    if undoable.count > keeps { undoable.removeFirst(undoable.count - keeps) }
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
