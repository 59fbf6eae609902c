import TodoCore

/// Which way `>` and `<` move a todo in the tree (SPEC §16).
public enum TreeStep: Equatable, Sendable {
  /// `>`: under the todo above it at its level.
  case under
  /// `<`: one level out.
  case out
}

/// What came of a key that moves or folds todos in the list (`J`/`K`, `>`/`<`, `z`/`Z`):
/// the interactor's word to the presenter, which says it in the footer and loads the list.
public enum TodoListTreeChange: Equatable, Sendable {
  /// `J`/`K` moved the todo one place in the manual order; `switched` when the list was in
  /// another order and is manual now.
  case moved(TodoItem, MoveDirection, switched: Bool)
  /// `>` or `<` moved the todo (`TreeMove`).
  case movedInTree(TreeMove)
  /// `>` or `<` found nowhere to put the todo.
  case notMovedInTree(TreeStep)
  /// `J`/`K` found no sibling of the todo's kind to move past: `sibling` is the one beside it
  /// that way (nil for none).
  case notMoved(MoveDirection, TodoListEntry, sibling: TodoListEntry?)
  /// `z` folded (or unfolded) `item`'s subtree; `entry` is its row as it was before.
  case folded(TodoListEntry, TodoItem)
  /// `z` on a todo without subtasks.
  case nothingToFold
  /// `z` or `Z` while a filter is in force: its matches show whatever is folded.
  case noFoldingWhileFiltering
  /// `Z` folded (true) or unfolded every subtree; `showing` is the todo that takes the cursor
  /// (the selected todo's top-level ancestor, when the fold hid it).
  case foldedAll(Bool, showing: TodoID?)

  /// Where the load after the change puts the cursor, when not simply on the selected todo:
  /// on a todo moved, on the root that takes it when `Z` hid it, or (`z`, which changes only
  /// the rows below it) on the selected todo at the row it has.
  var placement: TodoListPaging.Placement? {
    switch self {
    case .moved(let item, _, _): .todo(item.id)
    case .movedInTree(let move): .todo(move.item.id)
    case .foldedAll(_, let root?): .todo(root)
    case .folded: .selectedTodoAtItsRow
    default: nil
    }
  }

  /// Whether the rows changed, so the list is loaded again.
  var changesRows: Bool {
    switch self {
    case .moved, .movedInTree, .folded, .foldedAll: true
    case .notMovedInTree, .notMoved, .nothingToFold, .noFoldingWhileFiltering: false
    }
  }
}
