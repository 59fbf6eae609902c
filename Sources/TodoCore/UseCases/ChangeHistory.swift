/// One change this app made, as undo and redo need it.
public enum TodoChange: Equatable, Sendable {
  /// An item was added.
  case added(TodoItem)
  /// Title or content changed.
  case edited(before: TodoItem, after: TodoItem)
  /// Done was flipped.
  case toggled(before: TodoItem, after: TodoItem)
  /// An item was deleted.
  case deleted(TodoItem)

  /// The item the change is about, as it is after the change (or was, for a delete).
  public var item: TodoItem {
    switch self {
    case .added(let item), .deleted(let item): item
    case .edited(_, let after), .toggled(_, let after): after
    }
  }

  /// The fields the change touched: all of them for an add or delete, the ones that differ
  /// for an edit, `done` for a toggle. Undo and redo compare and write only these, so a
  /// change another instance made to another field survives them.
  public var touched: Set<TodoField> {
    switch self {
    case .added, .deleted: Set(TodoField.allCases)
    case .edited(let before, let after):
      Set(TodoField.allCases.filter { !before.same([$0], as: after) })
    case .toggled: [.done]
    }
  }

  /// The item's title once `step` has acted: an undone edit shows the old title again.
  public func title(after step: HistoryStep) -> String {
    switch (self, step) {
    case (.edited(let before, _), .undo), (.toggled(let before, _), .undo): before.title
    default: item.title
    }
  }

  /// `add`, `edit`, `mark done`, `mark open`, `delete`: for status lines.
  public var verb: String {
    switch self {
    case .added: "add"
    case .edited: "edit"
    case .toggled(_, let after): after.done ? "mark done" : "mark open"
    case .deleted: "delete"
    }
  }
}

/// Undo or redo.
public enum HistoryStep: Equatable, Sendable {
  case undo, redo
}

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

  /// The title of the todo concerned.
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
