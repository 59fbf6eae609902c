/// The indexes of `todo` and `todo_tag` that adding todos does not read and fills at random
/// places (the title, due, priority and tag orders), taken down before a bulk write (`todo
/// import` of many todos) and made again after it, in the same transaction: SQLite then
/// builds each in one sorted pass over the table, where otherwise every added todo
/// is inserted at a random place of each (at 100,000 todos, 4.9 s an import with them, 3.6 s
/// without, 0.3 s to make them after). Each is made again from the SQL that made it, as
/// `sqlite_master` keeps it, so this knows no index's columns; a failure rolls back the whole
/// transaction, indexes included.
struct SecondaryIndexes {
  /// Indexes kept up while adding:
  /// - those the adding reads: the UID's (is a todo already in the store? which todo is its
  ///   parent?), the links waiting for a parent (does a subtask wait for it?) and the manual
  ///   order's (where does a new todo go?). Without them each todo added would scan the table;
  /// - those an added todo goes at the end of, its id being the largest (the created order's,
  ///   the unsynced todos'), or seldom goes in at all (the repeating todos'): kept up for less
  ///   than a pass over the table each (at a million todos, 2 s less an import).
  static let keptUp: Set<String> = [
    "todo_by_uid", "todo_waiting_for_parent", "todo_in_manual_order", "todo_in_created_order",
    "todo_unsynced",
    "todo_repeating",
  ]

  /// The `CREATE INDEX` statements of the indexes taken down.
  private let statements: [String]

  /// Drops the indexes of `todo` and `todo_tag` not in `keptUp` (nor those SQLite makes for a
  /// key, which have no SQL) and keeps how to make them again.
  static func drop(in table: TodoTable) throws -> SecondaryIndexes {
    let indexes = try table.prepare(
      """
      SELECT name, sql FROM sqlite_master
      WHERE type = 'index' AND tbl_name IN ('todo', 'todo_tag') AND sql IS NOT NULL
      """
    ).rows([]) { (name: $0.text(0), sql: $0.text(1)) }
      .filter { !keptUp.contains($0.name) }
    for index in indexes {
      try table.prepare("DROP INDEX \"\(index.name)\"").run([])
    }
    return SecondaryIndexes(statements: indexes.map(\.sql))
  }

  /// Makes the indexes again, over every row.
  func make(in table: TodoTable) throws {
    for statement in statements { try table.prepare(statement).run([]) }
  }
}
