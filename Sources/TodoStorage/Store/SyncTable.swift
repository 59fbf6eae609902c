import Foundation
import TodoCore

/// The sync ledger on the store's tables (migration "v9: sync state"): `sync_item`,
/// `sync_tombstone`, `sync_setting` and the `revision` columns of `todo` that triggers keep.
/// Works inside the caller's transaction, through the same cached statements as `TodoTable`.
struct SyncTable: SyncLedger {
  /// The todos, whose transaction and statements the ledger shares.
  let table: TodoTable

  /// Prepares (or finds in a cache) the statement for some SQL.
  private var prepare: (String) throws -> ExactStatement { table.prepare }

  // MARK: - The collection

  /// The collection the state belongs to.
  func collection() throws -> String? { try setting("collection") }

  /// Forgets every record, tombstone and token, and keeps `collection` as the state's owner.
  func reset(collection: String) throws {
    try prepare("DELETE FROM sync_item").run([])
    try prepare("DELETE FROM sync_tombstone").run([])
    try prepare("DELETE FROM sync_setting").run([])
    try prepare("UPDATE todo SET synced_revision = NULL WHERE synced_revision IS NOT NULL")
      .run([])
    try save("collection", collection)
  }

  /// The token the next pull asks with.
  func syncToken() throws -> String? { try setting("token") }

  /// Keeps the token the next pull asks with.
  func saveSyncToken(_ token: String?) throws { try save("token", token) }

  private func setting(_ name: String) throws -> String? {
    try prepare("SELECT value FROM sync_setting WHERE name = ?").rows([.text(name)]) {
      $0.text(0)
    }.first
  }

  private func save(_ name: String, _ value: String?) throws {
    guard let value else {
      try prepare("DELETE FROM sync_setting WHERE name = ?").run([.text(name)])
      return
    }
    try prepare("INSERT OR REPLACE INTO sync_setting (name, value) VALUES (?, ?)")
      .run([.text(name), .text(value)])
  }

  // MARK: - Records

  /// The todo whose record has `href`.
  func local(href: String) throws -> LocalTodo? {
    try locals(where: "sync_item.href = ?", [.text(href)]).first
  }

  /// Todo `id` as sync sees it.
  func local(id: TodoID) throws -> LocalTodo? {
    try locals(where: "todo.id = ?", [.integer(id)]).first
  }

  /// Every record's href.
  func recordedHrefs() throws -> [String] {
    try prepare("SELECT href FROM sync_item").rows([]) { $0.text(0) }
  }

  /// Whether anything waits to be sent: through the partial index `todo_unsynced`.
  func hasLocalChanges() throws -> Bool {
    let sql = """
      SELECT EXISTS (SELECT 1 FROM todo WHERE synced_revision IS NOT revision)
        OR EXISTS (SELECT 1 FROM sync_tombstone)
      """
    return try prepare(sql).rows([]) { $0.integer(0) != 0 }.first ?? false
  }

  /// Counted through the partial index `todo_unsynced`, as the pages are read.
  func unsyncedCount() throws -> Int {
    let sql = "SELECT COUNT(*) FROM todo WHERE synced_revision IS NOT revision"
    return try prepare(sql).rows([]) { Int($0.integer(0)) }.first ?? 0
  }

  /// A page of the todos changed here, read through the partial index `todo_unsynced`.
  func unsynced(after: TodoID, limit: Int) throws -> [LocalTodo] {
    try locals(
      where: "todo.synced_revision IS NOT todo.revision AND todo.id > ? ORDER BY todo.id LIMIT ?",
      [.integer(after), .integer(Int64(limit))])
  }

  /// The todos (with their records) `condition` selects; it may end in an order and a limit.
  private func locals(where condition: String, _ values: [SQLValue]) throws -> [LocalTodo] {
    let sql = """
      SELECT \(TodoColumn.selectList), todo.revision,
        todo.synced_revision IS NOT todo.revision,
        sync_item.href, sync_item.etag, sync_item.base
      FROM todo LEFT JOIN sync_item ON sync_item.todo_id = todo.id
      WHERE \(condition)
      """
    let first = Int32(TodoColumn.read.count)
    return try prepare(sql).rows(values) { row in
      LocalTodo(
        item: TodoColumn.item(from: row), revision: row.integer(first),
        record: row.isNull(first + 2) ? nil : Self.record(row, at: first + 2),
        changedHere: row.integer(first + 1) != 0)
    }
  }

  /// Keeps the record and marks `revision` synced.
  func markSynced(_ id: TodoID, uid: String, record: SyncRecord, revision: Int64) throws {
    guard try table.item(id: id) != nil else {
      try prepare(
        "INSERT OR REPLACE INTO sync_tombstone (uid, href, etag, base) VALUES (?, ?, ?, ?)"
      ).run(Self.values(record, first: .text(uid)))
      return
    }
    try keepRecord(record, of: id)
    try prepare("UPDATE todo SET synced_revision = ? WHERE id = ?")
      .run([.integer(revision), .integer(id)])
  }

  /// Keeps the record, the todo left unsynced.
  func keepRecord(_ record: SyncRecord, of id: TodoID) throws {
    try prepare(
      "INSERT OR REPLACE INTO sync_item (todo_id, href, etag, base) VALUES (?, ?, ?, ?)"
    ).run(Self.values(record, first: .integer(id)))
  }

  /// Forgets the record; the todo counts as never synced.
  func forgetRecord(of id: TodoID) throws {
    try prepare("DELETE FROM sync_item WHERE todo_id = ?").run([.integer(id)])
    try prepare("UPDATE todo SET synced_revision = NULL WHERE id = ?").run([.integer(id)])
  }

  /// Deletes the todo without a tombstone: its record goes first, so the delete trigger
  /// finds none to keep.
  func deleteSynced(_ id: TodoID) throws {
    try prepare("DELETE FROM sync_item WHERE todo_id = ?").run([.integer(id)])
    try table.delete(id: id)
  }

  // MARK: - Tombstones

  /// Every tombstone.
  func tombstones() throws -> [SyncTombstone] {
    try prepare("SELECT uid, href, etag, base FROM sync_tombstone ORDER BY uid").rows([]) {
      SyncTombstone(uid: $0.text(0), record: Self.record($0, at: 1))
    }
  }

  /// Drops a tombstone.
  func dropTombstone(uid: String) throws {
    try prepare("DELETE FROM sync_tombstone WHERE uid = ?").run([.text(uid)])
  }

  /// The tombstone at `href`.
  func tombstone(href: String) throws -> SyncTombstone? {
    try prepare("SELECT uid, href, etag, base FROM sync_tombstone WHERE href = ?").rows([
      .text(href)
    ]) { SyncTombstone(uid: $0.text(0), record: Self.record($0, at: 1)) }.first
  }

  /// `first`, then the record's href, ETag and base, as statements bind them.
  private static func values(_ record: SyncRecord, first: SQLValue) -> [SQLValue] {
    [first, .text(record.href), record.etag.map(SQLValue.text) ?? .null, .text(record.base)]
  }

  /// A record from three columns (href, etag, base) starting at `column`.
  private static func record(_ row: ExactStatement, at column: Int32) -> SyncRecord {
    SyncRecord(
      href: row.text(column), etag: row.isNull(column + 1) ? nil : row.text(column + 1),
      base: row.text(column + 2))
  }
}
