import TodoCore

/// The tree of subtasks (SPEC §16) as the store keeps it: a todo's ancestry and children, and
/// where a todo stands, derived from its link when it is written. The counts of children and descendants
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
    try prepare("SELECT id FROM todo WHERE \(QuerySQL.parentIsBound) ORDER BY done, id")
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

  /// Puts `item`, just written, where its link says: under the todo with its parent's UID
  /// when the store has it and the link makes no cycle, else at the top level, the link held
  /// (a parent not synced yet, deleted, or a cycle another program wrote). Returns the id it
  /// stands under, 0 at the top level. One look-up by UID and one by id; the triggers move
  /// the counts when the place changes. A todo just added (`isNew`) stands at the top level
  /// already.
  func place(_ item: TodoItem, isNew: Bool = false) throws -> TodoID {
    guard item.parent != nil || !isNew else { return 0 }
    var parent: TodoID = 0
    if let uid = item.parent, let holder = try id(uid: uid), holder != item.id,
      !(try lineage(of: holder).contains(item.id))
    {
      parent = holder
    }
    try prepare("UPDATE todo SET parent = ? WHERE id = ? AND parent != ?")
      .run([.integer(parent), .integer(item.id), .integer(parent)])
    return parent
  }

  /// Takes in the todos that hold a link to `item` and stand at the top level: subtasks that
  /// came before their parent (sync, import), or whose parent was deleted and is put back
  /// (undo). A todo that would close a cycle stays where it is.
  func adoptSubtasks(of item: TodoItem) throws {
    guard !item.calendar.uid.isEmpty else { return }
    let waiting = try prepare(Self.waitingSQL)
      .rows([.text(item.calendar.uid)]) { $0.integer(0) }
    guard !waiting.isEmpty else { return }
    let lineage = try lineage(of: item.id)
    let move = try prepare("UPDATE todo SET parent = ? WHERE id = ?")
    for child in waiting where !lineage.contains(child) {
      try move.run([.integer(item.id), .integer(child)])
    }
  }

  /// The todos at the top level whose link names a UID: read through the few links
  /// (`todo_waiting_for_parent`; `+parent` keeps SQLite off the tree's indexes, where
  /// `parent = 0` is every todo at the top level, which made an import of many todos square).
  static let waitingSQL = "SELECT id FROM todo WHERE parent_uid = ? AND +parent = 0"

  /// The id of the todo with `uid`, through the UID's unique index.
  private func id(uid: String) throws -> TodoID? {
    try prepare("SELECT id FROM todo WHERE uid = ?").rows([.text(uid)]) { $0.integer(0) }.first
  }
}
