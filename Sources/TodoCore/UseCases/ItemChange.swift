/// One todo before and after a change: no `before` for a todo the change added, no `after`
/// for one it deleted. Undo and redo compare and write only the fields it touched.
public struct ItemChange: Equatable, Sendable {
  /// The todo as it was; nil when the change added it.
  public let before: TodoItem?
  /// The todo as the change left it; nil when the change deleted it.
  public let after: TodoItem?
  /// The fields the change touched: all of them for an add or a delete, those that differ
  /// otherwise. Undo and redo compare and write only these, so a change another instance
  /// made to another field survives them.
  public let touched: Set<TodoField>
  /// The todo, as the change left it (or as it was, for a delete).
  public let item: TodoItem

  private init(before: TodoItem?, after: TodoItem, touched: Set<TodoField>) {
    self.before = before
    self.after = after
    self.touched = touched
    item = after
  }

  private init(deleted item: TodoItem) {
    before = item
    after = nil
    touched = Set(TodoField.allCases)
    self.item = item
  }

  /// `item` was added.
  public static func added(_ item: TodoItem) -> ItemChange {
    ItemChange(before: nil, after: item, touched: Set(TodoField.allCases))
  }

  /// `item` was deleted.
  public static func deleted(_ item: TodoItem) -> ItemChange {
    ItemChange(deleted: item)
  }

  /// `item` changed only its place in the manual order: no field was touched.
  public static func moved(_ item: TodoItem) -> ItemChange {
    ItemChange(before: item, after: item, touched: [])
  }

  /// A todo's fields changed from `before` to `after`.
  public static func changed(before: TodoItem, after: TodoItem) -> ItemChange {
    ItemChange(before: before, after: after, touched: after.fields.differences(from: before.fields))
  }

  /// The todo as it is once `step` has acted: `before` after an undo, `after` after a redo;
  /// nil when the step leaves no todo.
  public func state(after step: HistoryStep) -> TodoItem? {
    step == .undo ? before : after
  }
}
