/// The triggers that fire for every row an import adds, taken down for a bulk write (`todo
/// import` of many todos) and made again after it, in the same transaction, with what they
/// would have done applied once over the added rows. Fired row by row they were half of the
/// adding's time in SQLite: each tag rewrote its whole todo row to move the revision.
///
/// A bulk write only adds todos (nothing else asks for one), so only `AFTER INSERT` triggers
/// are taken down, and what they keep is put right after the adding:
/// - `todo_tally_on_insert`, `todo_roots_on_insert`: the open and done counts, of every todo
///   and of the top-level ones, are counted again;
/// - `todo_list_tally_on_insert`, `todo_list_roots_on_insert`: the same counts by list, counted
///   again (the top level's in its index by list; every todo's in a pass over the table, 0.34 s
///   at a million todos, as no index has every todo by list);
/// - `sync_tombstone_taken_back`: an added todo whose UID has a tombstone (deleted here, the
///   server not told yet) takes the tombstone's server record back, as one added alone does;
/// - `todo_revision_follows_added_tag`: nothing to put right. A todo's revision counts its
///   changes after it is added; an added todo is not synced whatever its revision, so one
///   added in bulk starts at 0 with its tags, where one added alone counts each tag.
///
/// `todo_tree_on_insert` and `todo_list_follows_parent_on_insert` stay up: they fire only for
/// a subtask, whose parent's counts they move or whose list they follow, as each is added.
struct BulkTriggers {
  /// The triggers taken down.
  static let names = [
    "todo_tally_on_insert", "todo_roots_on_insert", "sync_tombstone_taken_back",
    "todo_revision_follows_added_tag", "todo_list_tally_on_insert", "todo_list_roots_on_insert",
  ]

  /// The `CREATE TRIGGER` statements, as `sqlite_master` keeps them.
  private let statements: [String]
  /// The largest todo id before the write: every todo added has a larger one (AUTOINCREMENT).
  private let lastIDBefore: Int64

  /// Drops the triggers (those the store has: every migrated store has them all) and keeps
  /// how to make them again.
  static func drop(in table: TodoTable) throws -> BulkTriggers {
    let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
    let triggers = try table.prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (\(marks))"
    ).rows(names.map { .text($0) }) { (name: $0.text(0), sql: $0.text(1)) }
    let last =
      try table.prepare("SELECT coalesce(max(id), 0) FROM todo").rows([]) {
        $0.integer(0)
      }.first ?? 0
    for trigger in triggers {
      try table.prepare("DROP TRIGGER \"\(trigger.name)\"").run([])
    }
    return BulkTriggers(statements: triggers.map(\.sql), lastIDBefore: last)
  }

  /// Puts right what the triggers would have done for the todos added, then makes them again.
  func make(in table: TodoTable) throws {
    try table.prepare(
      """
      INSERT OR REPLACE INTO sync_item (todo_id, href, etag, base)
        SELECT todo.id, href, etag, base FROM sync_tombstone JOIN todo ON todo.uid = sync_tombstone.uid
        WHERE todo.id > ?
      """
    ).run([.integer(lastIDBefore)])
    try table.prepare(
      """
      DELETE FROM sync_tombstone
      WHERE EXISTS (SELECT 1 FROM todo WHERE todo.uid = sync_tombstone.uid AND todo.id > ?)
      """
    ).run([.integer(lastIDBefore)])
    // Counted after the indexes are made again: the counts read the indexes on `done` and
    // on `(parent, done)`.
    try table.prepare(
      """
      UPDATE todo_tally SET count = CASE done WHEN 0 THEN open ELSE total - open END
      FROM (SELECT (SELECT count(*) FROM todo WHERE done = 0) AS open,
                   (SELECT count(*) FROM todo) AS total)
      """
    ).run([])
    try table.prepare(
      """
      UPDATE todo_roots SET count = (SELECT count(*) FROM todo
        WHERE parent = 0 AND done = todo_roots.done)
      """
    ).run([])
    // Every list's rows to 0 first: a list's count the adding left at 0 has no group below.
    for counts in ["todo_list_tally", "todo_list_roots"] {
      try table.prepare("UPDATE \(counts) SET count = 0").run([])
    }
    try table.prepare(
      """
      INSERT OR REPLACE INTO todo_list_tally (list, done, count)
        SELECT list, done, count(*) FROM todo GROUP BY list, done
      """
    ).run([])
    // The top level's in its index by list, already in groups (0.05 s at a million todos;
    // SQLite's own choice, the tree's index, then sorting, took 0.34 s).
    try table.prepare(
      """
      INSERT OR REPLACE INTO todo_list_roots (list, done, count)
        SELECT list, done, count(*) FROM todo INDEXED BY todo_list_top_in_created_order
        WHERE parent = 0 GROUP BY list, done
      """
    ).run([])
    for statement in statements { try table.prepare(statement).run([]) }
  }
}
