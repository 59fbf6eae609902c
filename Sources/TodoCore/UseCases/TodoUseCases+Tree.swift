import Foundation

/// The moves in the tree of subtasks (SPEC §16): `>` and `<`, `todo edit --parent`, and
/// folding, which is kept like the view, not a change to undo.
extension TodoUseCases {
  /// Puts `id` under `parent` (nil: at the top level), as `todo edit --parent` does: one
  /// edit, undone in one step. Refused (`TodoStoreError`) when the parent is gone, is the
  /// todo itself or one of its subtasks.
  public func reparent(_ id: TodoID, under parent: TodoID?) throws -> TodoItem {
    try update(id, applying: TodoPatch([.parent], from: TodoFields(parent: try uid(of: parent))))
  }

  /// `>`: makes `id` a subtask of the todo above it at its level in `query`'s list (its
  /// sibling before it), the last of that todo's subtasks in the manual order, so in that
  /// order it stays where it was on screen; a folded new parent is unfolded so it still
  /// shows. One change, undone in one step (the unfolding is kept, as folds are); nil when
  /// no todo is above it at its level.
  public func indent(_ id: TodoID, in query: TodoQuery) throws -> TreeMove? {
    try moveInTree(id) { transaction, _ in
      guard let above = try transaction.sibling(of: id, .up, in: query),
        let parent = try transaction.item(id: above.id)
      else { return nil }
      return (
        parent,
        {
          try transaction.setFolded(parent.id, false)
          return [try transaction.placeLast(id)]
        }
      )
    }
  }

  /// `<`: moves `id` one level out, to just after its parent among the parent's siblings in
  /// the manual order. One change, undone in one step; nil at the top level.
  public func outdent(_ id: TodoID) throws -> TreeMove? {
    try moveInTree(id) { transaction, item in
      let ancestry = try transaction.ancestry(of: id)
      guard let parentID = ancestry.first, let parent = try transaction.item(id: parentID) else {
        return nil
      }
      let grandparent = ancestry.dropFirst().first
      return (
        try grandparent.flatMap { try transaction.item(id: $0) },
        {
          // Beside the old parent only in its done group; elsewhere where it was.
          item.done == parent.done ? try transaction.move(id, .down, past: parentID) : []
        }
      )
    }
  }

  /// Folds (`z`) or unfolds one todo's subtree, for every instance and the next start, and
  /// returns the todo as the same write read it; nil, and nothing written, when it is gone.
  @discardableResult
  public func setFolded(_ id: TodoID, _ folded: Bool) throws -> TodoItem? {
    try store.write { transaction in
      guard let item = try transaction.item(id: id) else { return nil }
      try transaction.setFolded(id, folded)
      return item
    }
  }

  /// `Z`: folds every subtree, or unfolds them all when `Z` folded them and none was unfolded
  /// since; returns whether they are folded now.
  public func toggleFoldAll() throws -> Bool {
    try store.write { transaction in
      let folded = !(try transaction.foldsAll())
      try transaction.setFoldAll(folded)
      return folded
    }
  }

  /// Moves `id` under the parent `destination` finds (nil for the top level), which also
  /// gives what to do in the manual order once it is there; nothing when it finds none (the
  /// outer nil). Checked by the tree's rule, stamped now, recorded as one edit with the
  /// positions it wrote.
  private func moveInTree(
    _ id: TodoID,
    _ destination: (any TodoWriting, TodoItem) throws -> (
      parent: TodoItem?, place: () throws -> [PositionChange]
    )?
  ) throws -> TreeMove? {
    var changes: [ItemChange] = []
    var positions: [PositionChange] = []
    let move: TreeMove? = try store.write { transaction in
      guard let before = try transaction.item(id: id) else { throw TodoStoreError.notFound(id) }
      guard let (parent, place) = try destination(transaction, before) else { return nil }
      var stamp: Date?
      let after = try write(before, in: transaction, stamp: &stamp, into: &changes) {
        $0.parent = parent?.calendar.uid
      }
      positions = try place()
      return TreeMove(item: after, parent: parent)
    }
    if !changes.isEmpty { history.record(TodoChange(.edit, changes, positions: positions)) }
    return move
  }
}

/// Where `>` or `<` put a todo: the todo as it is now and its new parent (nil: the top
/// level).
public struct TreeMove: Equatable, Sendable {
  /// The todo moved, as the store holds it now.
  public let item: TodoItem
  /// Its parent now; nil at the top level.
  public let parent: TodoItem?
}

extension TodoUseCases {
  /// The todos around `id` in the tree, as its detail screen shows them (SPEC §16): its
  /// ancestors for the breadcrumb's path and its subtasks under the notes. Two short reads
  /// in one transaction, as long as the path and the children.
  public func family(of id: TodoID) throws -> TodoFamily {
    try store.read { transaction in
      TodoFamily(
        ancestors: try transaction.inOrder(transaction.ancestry(of: id).reversed()),
        subtasks: try transaction.inOrder(transaction.children(of: id)))
    }
  }
}

/// A todo's ancestors and subtasks, as its detail screen shows them.
public struct TodoFamily: Equatable, Sendable {
  /// Its ancestors, the one at the top level first, its parent last.
  public let ancestors: [TodoItem]
  /// Its children: the open ones, then the done ones, each in the order added.
  public let subtasks: [TodoItem]

  /// A todo with `ancestors` above it and `subtasks` under it (by default neither).
  public init(ancestors: [TodoItem] = [], subtasks: [TodoItem] = []) {
    self.ancestors = ancestors
    self.subtasks = subtasks
  }
}
