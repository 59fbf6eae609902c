import Foundation
import GRDB
import GRDBSQLite
import TodoCore

/// The SQL of the `todo` and `todo_search` tables, every statement run as an
/// `ExactStatement`, so titles, contents and the search text are bound and read whole. Works
/// on a GRDB connection (cached statements, inside GRDB's transactions) and on the store's
/// own read-only connection alike.
struct TodoTable {
  /// Prepares (or finds in a cache) the statement for some SQL.
  let prepare: (String) throws -> ExactStatement

  /// The table on a GRDB connection, using its statement cache.
  init(_ db: Database) {
    prepare = { sql in
      let statement = try db.cachedStatement(sql: sql)
      guard let connection = db.sqliteConnection else {
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
      }
      return ExactStatement(handle: statement.sqliteStatement, connection: connection)
    }
  }

  /// The table on the store's own read-only connection.
  init(_ connection: ReadConnection) {
    prepare = connection.prepare
  }

  /// The columns of an item, in the order `item(from:)` reads them.
  private static let columns = "id, title, content, done, created, updated"

  /// A time as the store keeps it: seconds since 1970 as a double.
  static func stored(_ date: Date) -> Double { date.timeIntervalSince1970 }

  /// A stored time as a date.
  static func date(_ stored: Double) -> Date { Date(timeIntervalSince1970: stored) }

  /// `date` exactly as it comes back from the store.
  static func roundTripped(_ date: Date) -> Date { self.date(stored(date)) }

  private static func item(from row: ExactStatement) -> TodoItem {
    TodoItem(
      id: row.integer(0),
      title: row.text(1),
      content: row.text(2),
      done: row.integer(3) != 0,
      created: date(row.real(4)),
      updated: date(row.real(5))
    )
  }

  // MARK: - Reading

  /// Every item, oldest first.
  func allItems() throws -> [TodoItem] {
    try prepare("SELECT \(Self.columns) FROM todo ORDER BY id").rows([], Self.item)
  }

  /// The items with these ids, oldest first.
  func items(ids: [TodoID]) throws -> [TodoItem] {
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
    // One cached statement per number of ids: at most a screenful of them.
    return try prepare("SELECT \(Self.columns) FROM todo WHERE id IN (\(marks)) ORDER BY id")
      .rows(ids.map(SQLValue.integer), Self.item)
  }

  /// One item, or nil.
  func item(id: TodoID) throws -> TodoItem? {
    try prepare("SELECT \(Self.columns) FROM todo WHERE id = ?").rows([.integer(id)], Self.item)
      .first
  }

  /// How many items there are.
  func count() throws -> Int {
    Int(try prepare("SELECT count(*) FROM todo").rows([]) { $0.integer(0) }.first ?? 0)
  }

  /// The index of every item, or of those whose title or content contains `query` as
  /// `FilterText` compares them: two integers a row, read straight from SQLite (at 100,000 rows a
  /// GRDB `Row` per row is most of the cost of starting the list). The filter scans the narrow
  /// `todo_search` table with `instr`, which compares bytes with their lengths, so it finds
  /// text after a NUL too.
  func index(matching query: String) throws -> [TodoListEntry] {
    let needle = FilterText.folded(query)
    let read = { (row: ExactStatement) in
      TodoListEntry(id: row.integer(0), done: row.integer(1) != 0)
    }
    if needle.isEmpty {
      return try prepare("SELECT id, done FROM todo ORDER BY id").rows([], read)
    }
    return try prepare(
      "SELECT id, done FROM todo_search WHERE instr(search, ?) > 0 ORDER BY id"
    ).rows([.text(needle)], read)
  }

  // MARK: - Writing (inside the caller's transaction)

  /// Inserts a new item and returns its id.
  func insert(
    title: String, content: String, done: Bool, created: Date, updated: Date
  ) throws
    -> TodoID
  {
    let statement = try prepare(
      "INSERT INTO todo (title, content, done, created, updated) VALUES (?, ?, ?, ?, ?)")
    try statement.run([
      .text(title), .text(content), .integer(done ? 1 : 0), .real(Self.stored(created)),
      .real(Self.stored(updated)),
    ])
    let id = statement.lastInsertedRowID
    try writeSearch(id: id, done: done, title: title, content: content)
    return id
  }

  /// Puts `item` in with its own id, replacing any row with that id.
  func replace(_ item: TodoItem) throws {
    try prepare(
      """
      INSERT OR REPLACE INTO todo (id, title, content, done, created, updated)
      VALUES (?, ?, ?, ?, ?, ?)
      """
    ).run([
      .integer(item.id), .text(item.title), .text(item.content), .integer(item.done ? 1 : 0),
      .real(Self.stored(item.created)), .real(Self.stored(item.updated)),
    ])
    try writeSearch(id: item.id, done: item.done, title: item.title, content: item.content)
  }

  /// Writes an item's title, content, done flag and update time; false when no row has its id.
  func update(_ item: TodoItem) throws -> Bool {
    let statement = try prepare(
      "UPDATE todo SET title = ?, content = ?, done = ?, updated = ? WHERE id = ?")
    try statement.run([
      .text(item.title), .text(item.content), .integer(item.done ? 1 : 0),
      .real(Self.stored(item.updated)), .integer(item.id),
    ])
    guard statement.changes > 0 else { return false }
    try writeSearch(id: item.id, done: item.done, title: item.title, content: item.content)
    return true
  }

  /// Deletes an item; false when no row has its id.
  func delete(id: TodoID) throws -> Bool {
    let statement = try prepare("DELETE FROM todo WHERE id = ?")
    try statement.run([.integer(id)])
    guard statement.changes > 0 else { return false }
    try prepare("DELETE FROM todo_search WHERE id = ?").run([.integer(id)])
    return true
  }

  /// Rebuilds the search row of every item (the migration that made `todo_search`).
  func rebuildSearch() throws {
    for item in try allItems() {
      try writeSearch(id: item.id, done: item.done, title: item.title, content: item.content)
    }
  }

  /// What the filter searches: title and content folded as `FilterText` says, apart so a
  /// match cannot span both.
  static func search(_ title: String, _ content: String) -> String {
    FilterText.folded(title) + "\u{1}" + FilterText.folded(content)
  }

  /// Keeps an item's row of `todo_search` in step with it.
  private func writeSearch(id: TodoID, done: Bool, title: String, content: String) throws {
    try prepare("INSERT OR REPLACE INTO todo_search (id, done, search) VALUES (?, ?, ?)").run([
      .integer(id), .integer(done ? 1 : 0), .text(Self.search(title, content)),
    ])
  }
}
