import Foundation
import GRDB
import GRDBSQLite

/// The store could not be opened or used; the message names the path.
public struct StoreError: Error, Equatable, CustomStringConvertible {
  /// The store file.
  public let path: String
  /// What went wrong.
  public let reason: String

  /// `<path>: <reason>`.
  public var description: String { "\(path): \(reason)" }
}

/// The app's store: one SQLite file through GRDB, in WAL mode, each change its own
/// transaction with `synchronous=FULL`, so a change is on disk before the screen shows it.
/// A file that is not a todo store is reported, never repaired or overwritten.
public final class SQLiteTodoStore: TodoStore {
  /// The store file.
  public let path: String
  private let pool: DatabasePool

  /// How long a change waits for another instance's write to finish before giving up.
  private static let busyTimeout: TimeInterval = 5

  /// Opens (creating if absent, folder 0700 and file 0600) the store at `path`.
  public init(path: String) throws {
    self.path = path
    try Self.prepareFile(at: path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(Self.busyTimeout)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    do {
      try Self.inspect(path)
      pool = try DatabasePool(path: path, configuration: configuration)
      // GRDB's WAL set-up lowers the writer to synchronous=NORMAL (no fsync per commit): put
      // it back, so a change is on disk before the screen shows it.
      try pool.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA synchronous = FULL")
      }
      try Self.migrator.migrate(pool)
    } catch let error as StoreError {
      throw error
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }

  /// Looks at the file read-only before anything may write to it (switching to WAL rewrites
  /// the header): it must be an SQLite database holding our `todo` table.
  private static func inspect(_ path: String) throws {
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? queue.close() }
    let tables = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    guard tables.contains("todo") else {
      throw StoreError(path: path, reason: "not a todo store (it holds other tables)")
    }
  }

  /// The schema, created and upgraded in steps.
  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: todo table") { db in
      try db.create(table: "todo") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("title", .text).notNull()
        table.column("content", .text).notNull().defaults(to: "")
        table.column("done", .boolean).notNull().defaults(to: false)
        table.column("created", .double).notNull()
        table.column("updated", .double).notNull()
      }
    }
    migrator.registerMigration("v2: narrow search table for the filter") { db in
      // The filter scans this table, not `todo`: a row is only id, done and the lowercased
      // text, so a scan of 100,000 todos reads a fraction of the pages.
      try db.create(table: "todo_search") { table in
        table.primaryKey("id", .integer)
        table.column("done", .boolean).notNull()
        table.column("search", .text).notNull()
      }
      let rows = try Row.fetchAll(db, sql: "SELECT id, done, title, content FROM todo")
      for row in rows {
        try Self.writeSearch(db, id: row["id"], done: row["done"], row["title"], row["content"])
      }
    }
    return migrator
  }

  /// What the filter searches: title and content lowercased, apart so a match cannot span
  /// both.
  static func search(_ title: String, _ content: String) -> String {
    title.lowercased() + "\u{1}" + content.lowercased()
  }

  /// Keeps an item's row of `todo_search` in step with it, in the caller's transaction.
  private static func writeSearch(
    _ db: Database, id: TodoID, done: Bool, _ title: String, _ content: String
  ) throws {
    try db.cachedStatement(
      sql: "INSERT OR REPLACE INTO todo_search (id, done, search) VALUES (?, ?, ?)"
    ).execute(arguments: [id, done, search(title, content)])
  }

  private static func prepareFile(at path: String) throws {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { throw StoreError(path: path, reason: "is a directory") }
      let size = (try? manager.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      if size == 0 { throw StoreError(path: path, reason: "is an empty file, not a todo store") }
      return
    }
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !manager.fileExists(atPath: folder) {
      do {
        try manager.createDirectory(
          atPath: folder,
          withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700]
        )
      } catch {
        throw StoreError(path: path, reason: "cannot create folder \(folder)")
      }
    }
    // Build the new store under a temporary name and link it into place, so a crash can
    // never leave an empty or half-made file at `path`.
    let temporary = path + ".new-\(getpid())"
    let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError(path: path, reason: String(cString: strerror(errno)))
    }
    close(descriptor)
    defer { unlink(temporary) }
    do {
      let queue = try DatabaseQueue(path: temporary)
      try migrator.migrate(queue)
      try queue.close()
    } catch {
      throw StoreError(path: path, reason: "cannot create the store: \(error)")
    }
    // Another instance may have created it meanwhile: then that one is used.
    if link(temporary, path) != 0, errno != EEXIST {
      throw StoreError(path: path, reason: String(cString: strerror(errno)))
    }
  }

  private static func explain(_ error: DatabaseError) -> String {
    switch error.resultCode {
    case .SQLITE_NOTADB: "not a todo store (not an SQLite database)"
    case .SQLITE_CORRUPT: "the store is damaged (database disk image is malformed)"
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_AUTH:
      "cannot open the store: permission denied or read-only"
    case .SQLITE_BUSY, .SQLITE_LOCKED: "the store is locked by another program"
    default: error.message ?? "\(error)"
    }
  }

  private func wrap<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }

  private static func item(from row: Row) -> TodoItem {
    TodoItem(
      id: row["id"],
      title: row["title"],
      content: row["content"],
      done: row["done"],
      created: Date(timeIntervalSince1970: row["created"]),
      updated: Date(timeIntervalSince1970: row["updated"])
    )
  }

  // MARK: - TodoStore

  /// Every item, oldest first.
  public func allItems() throws -> [TodoItem] {
    try wrap {
      try pool.read { db in
        try Row.fetchAll(db, sql: "SELECT * FROM todo ORDER BY id").map(Self.item)
      }
    }
  }

  /// The index of the matching items: two integer columns per row, and for a filter one
  /// pass of SQLite's `instr` over the lowercased `search` column.
  public func index(matching query: String) throws -> [TodoListEntry] {
    try wrap {
      try pool.read { db in
        let needle = query.lowercased()
        let statement =
          needle.isEmpty
          ? try db.cachedStatement(sql: "SELECT id, done FROM todo ORDER BY id")
          : try db.cachedStatement(
            sql: "SELECT id, done FROM todo_search WHERE instr(search, ?) > 0 ORDER BY id")
        if !needle.isEmpty { try statement.setArguments([needle]) }
        // Two integers a row, read straight from SQLite: at 100,000 rows GRDB's `Row` per
        // row is most of the cost of starting the list.
        let raw = statement.sqliteStatement
        defer { sqlite3_reset(raw) }
        var entries: [TodoListEntry] = []
        while true {
          let step = sqlite3_step(raw)
          if step == SQLITE_DONE { break }
          guard step == SQLITE_ROW else {
            throw DatabaseError(
              resultCode: ResultCode(rawValue: step), message: "reading the index")
          }
          entries.append(
            TodoListEntry(id: sqlite3_column_int64(raw, 0), done: sqlite3_column_int(raw, 1) != 0))
        }
        return entries
      }
    }
  }

  /// The items with these ids, oldest first.
  public func items(ids: [TodoID]) throws -> [TodoItem] {
    guard !ids.isEmpty else { return [] }
    return try wrap {
      try pool.read { db in
        let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
        return try Row.fetchAll(
          db, sql: "SELECT * FROM todo WHERE id IN (\(marks)) ORDER BY id",
          arguments: StatementArguments(ids)
        ).map(Self.item)
      }
    }
  }

  /// How many items there are.
  public func count() throws -> Int {
    try wrap { try pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM todo") ?? 0 } }
  }

  /// One item, or nil.
  public func item(id: TodoID) throws -> TodoItem? {
    try wrap {
      try pool.read { db in
        try Row.fetchOne(db, sql: "SELECT * FROM todo WHERE id = ?", arguments: [id]).map(Self.item)
      }
    }
  }

  /// Adds an item in its own transaction.
  public func add(title: String, content: String, done: Bool, at date: Date) throws -> TodoItem {
    try wrap {
      try pool.write { db in
        try db.execute(
          sql: """
            INSERT INTO todo (title, content, done, created, updated) VALUES (?, ?, ?, ?, ?)
            """,
          arguments: [title, content, done, date.timeIntervalSince1970, date.timeIntervalSince1970]
        )
        try Self.writeSearch(db, id: db.lastInsertedRowID, done: done, title, content)
        return TodoItem(
          id: db.lastInsertedRowID,
          title: title,
          content: content,
          done: done,
          created: date,
          updated: date
        )
      }
    }
  }

  /// Adds all of `todos` in one transaction: either every one is stored or none is.
  public func add(contentsOf todos: [ImportedTodo], at date: Date) throws -> Int {
    try wrap {
      try pool.write { db in
        let statement = try db.makeStatement(
          sql: """
            INSERT INTO todo (title, content, done, created, updated) VALUES (?, ?, ?, ?, ?)
            """)
        let time = date.timeIntervalSince1970
        for todo in todos {
          try statement.execute(arguments: [todo.title, todo.content, todo.done, time, time])
          try Self.writeSearch(
            db, id: db.lastInsertedRowID, done: todo.done, todo.title, todo.content)
        }
        return todos.count
      }
    }
  }

  /// Puts back a deleted item with its old id.
  public func restore(_ item: TodoItem) throws {
    try wrap {
      try pool.write { db in
        try db.execute(
          sql: """
            INSERT OR REPLACE INTO todo (id, title, content, done, created, updated)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            item.id, item.title, item.content, item.done, item.created.timeIntervalSince1970,
            item.updated.timeIntervalSince1970,
          ])
        try Self.writeSearch(db, id: item.id, done: item.done, item.title, item.content)
      }
    }
  }

  /// The writer's `PRAGMA synchronous` (2 is FULL: every commit is fsynced).
  public func synchronousMode() throws -> Int {
    try wrap {
      try pool.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA synchronous") ?? -1 }
    }
  }

  /// SQLite's `data_version` on the writer connection: it moves when any other connection
  /// commits, never for this connection's own commits.
  public func outsideChangeToken() throws -> Int64 {
    try wrap {
      try pool.writeWithoutTransaction { db in
        try Int64.fetchOne(db, sql: "PRAGMA data_version") ?? 0
      }
    }
  }

  /// Writes one item's fields back in its own transaction.
  public func update(_ item: TodoItem) throws {
    try wrap {
      try pool.write { db in
        try db.execute(
          sql: """
            UPDATE todo SET title = ?, content = ?, done = ?, updated = ? WHERE id = ?
            """,
          arguments: [
            item.title, item.content, item.done, item.updated.timeIntervalSince1970, item.id,
          ]
        )
        if db.changesCount == 0 { throw TodoStoreError.notFound(item.id) }
        try Self.writeSearch(db, id: item.id, done: item.done, item.title, item.content)
      }
    }
  }

  /// Removes one item in its own transaction.
  public func delete(id: TodoID) throws {
    try wrap {
      try pool.write { db in
        try db.execute(sql: "DELETE FROM todo WHERE id = ?", arguments: [id])
        if db.changesCount == 0 { throw TodoStoreError.notFound(id) }
        try db.execute(sql: "DELETE FROM todo_search WHERE id = ?", arguments: [id])
      }
    }
  }
}
