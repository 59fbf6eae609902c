import TodoCore

/// The tree of subtasks (SPEC §16) as the store reads it: a todo's ancestry and children, and
/// the tree's rule asked before a parent is written. The counts of children and descendants
/// and of the top-level todos are not written here: the triggers of migration v15 keep them,
/// whoever writes.
extension TodoTable {
  /// How many levels a walk up the tree goes at most: SQLite's limit on nested triggers
  /// (`SQLITE_MAX_TRIGGER_DEPTH`), past which no change to a todo could be written anyway.
  /// A cycle another program wrote then ends the walk instead of running it for ever.
  static let deepest = 1000

  /// The ids of `id`'s ancestors, nearest first.
  func ancestry(of id: TodoID) throws -> [TodoID] {
    Array(try lineage(of: id).dropFirst())
  }

  /// The ids of `id`'s children, open ones first, each part by id: one range of the tree's
  /// index `(parent, done)`, read in its order.
  func children(of id: TodoID) throws -> [TodoID] {
    try prepare("SELECT id FROM todo WHERE parent = ? ORDER BY done, id")
      .rows([.integer(id)]) { $0.integer(0) }
  }

  /// `id`, then its ancestors, nearest first; empty when no todo has that id. One recursive
  /// statement, a look-up by primary key a level.
  func lineage(of id: TodoID) throws -> [TodoID] {
    try prepare(
      """
      WITH RECURSIVE up(id, parent, level) AS (
        SELECT id, parent, 0 FROM todo WHERE id = ?
        UNION ALL
        SELECT todo.id, todo.parent, up.level + 1 FROM up JOIN todo ON todo.id = up.parent
        WHERE up.parent != 0 AND up.level < \(Self.deepest))
      SELECT id FROM up ORDER BY level
      """
    ).rows([.integer(id)]) { $0.integer(0) }
  }

  /// `item` as it may be written, its parent checked against the tree as it is in this
  /// transaction (`TodoItem.checkedParent`); `isNew` for an item not stored yet.
  func placed(_ item: TodoItem, isNew: Bool = false) throws -> TodoItem {
    guard let parent = item.parent else { return item }
    return try item.checkedParent(lineage: try lineage(of: parent), isNew: isNew)
  }
}
