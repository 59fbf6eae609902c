import Foundation
import GRDB
import GRDBSQLite
import TodoCore

/// The app's store: one SQLite file through GRDB, in WAL mode, each change its own
/// transaction with `synchronous=FULL`, so a change is on disk before the screen shows it.
/// Before anything may write to a file it is looked at read-only (`StoreFile`, then
/// `StoreSchema.recognise`): a file that is not a todo store is reported, never repaired or
/// overwritten. Opened for `.read`, it is never written and no file is made beside it.
public final class SQLiteTodoStore: TodoStore {
  /// The store file.
  public let path: String
  private let connection: Connection

  /// How the store is reached: a GRDB pool that may write, or a connection that only reads.
  private enum Connection {
    case pool(DatabasePool)
    case reader(ReadConnection)
  }

  /// How long a change waits for another instance's write to finish before giving up.
  private static let busyTimeout: TimeInterval = 5

  /// Opens the store at `path` for `access`. With `.create` a missing store is made (folder
  /// 0700, file 0600); otherwise a missing store is an error.
  public init(path: String, access: StoreAccess = .create) throws {
    self.path = path
    do {
      if try StoreFile.state(of: path) == .missing {
        guard access == .create else {
          throw StoreError(path: path, reason: "no store here (nothing has been added yet?)")
        }
        try StoreFile.create(at: path)
        // Another process may have put something else there meanwhile.
        _ = try StoreFile.state(of: path)
      }
      if access != .read { try StoreFile.checkWritable(path) }
      try StoreSchema.recognise(
        ReadConnection(path: path, mode: .readOnly, busyTimeout: Self.busyTimeout), path: path)
      if access == .read {
        let writable = (try? StoreFile.checkWritable(path)) != nil
        connection = .reader(
          try ReadConnection(
            path: path, mode: writable ? .queryOnly : .readOnly, busyTimeout: Self.busyTimeout))
      } else {
        connection = .pool(try Self.openPool(path))
      }
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }

  /// The writing pool on a file already recognised as a todo store, upgraded to this version.
  private static func openPool(_ path: String) throws -> DatabasePool {
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    // GRDB's WAL set-up lowers the writer to synchronous=NORMAL (no fsync per commit): put it
    // back, so a change is on disk before the screen shows it.
    try pool.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    try StoreSchema.migrator.migrate(pool)
    return pool
  }

  private static func explain(_ error: DatabaseError) -> String {
    switch error.resultCode {
    case .SQLITE_NOTADB: "not a todo store (not an SQLite database)"
    case .SQLITE_CORRUPT: "the store is damaged (database disk image is malformed)"
    case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
      "cannot open the store: permission denied"
    case .SQLITE_READONLY: "the store is read-only"
    case .SQLITE_BUSY, .SQLITE_LOCKED: "the store is locked by another program"
    default: error.message ?? "\(error)"
    }
  }

  /// Runs `body` on the table for reading.
  private func read<T>(_ body: (TodoTable) throws -> T) throws -> T {
    do {
      switch connection {
      case .pool(let pool): return try pool.read { try body(TodoTable($0)) }
      case .reader(let reader): return try body(TodoTable(reader))
      }
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }

  /// Runs `body` on the writer connection; with `transaction`, in one transaction.
  private func write<T>(transaction: Bool = true, _ body: (Database) throws -> T) throws -> T {
    guard case .pool(let pool) = connection else {
      throw StoreError(path: path, reason: "the store was opened only for reading")
    }
    do {
      return transaction ? try pool.write(body) : try pool.writeWithoutTransaction(body)
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }

  // MARK: - TodoStore

  /// Every item, oldest first.
  public func allItems() throws -> [TodoItem] {
    try read { try $0.allItems() }
  }

  /// The index of the matching items: two integer columns per row, and for a filter one
  /// pass of SQLite's `instr` over the lowercased `search` column.
  public func index(matching query: String) throws -> [TodoListEntry] {
    try read { try $0.index(matching: query) }
  }

  /// The items with these ids, oldest first.
  public func items(ids: [TodoID]) throws -> [TodoItem] {
    guard !ids.isEmpty else { return [] }
    return try read { try $0.items(ids: ids) }
  }

  /// How many items there are.
  public func count() throws -> Int {
    try read { try $0.count() }
  }

  /// One item, or nil.
  public func item(id: TodoID) throws -> TodoItem? {
    try read { try $0.item(id: id) }
  }

  /// Adds an item in its own transaction and returns it as the store holds it.
  public func add(title: String, content: String, done: Bool, at date: Date) throws -> TodoItem {
    let stored = TodoTable.roundTripped(date)
    return try write { db in
      let id = try TodoTable(db).insert(
        title: title, content: content, done: done, created: stored, updated: stored)
      return TodoItem(
        id: id, title: title, content: content, done: done, created: stored, updated: stored)
    }
  }

  /// Adds all of `todos` in one transaction: either every one is stored or none is. Each
  /// keeps the dates it came with; missing ones are `date`.
  public func add(contentsOf todos: [ImportedTodo], at date: Date) throws -> Int {
    try write { db in
      let table = TodoTable(db)
      for todo in todos {
        let stamps = todo.stamps(importedAt: date)
        _ = try table.insert(
          title: todo.title, content: todo.content, done: todo.done, created: stamps.created,
          updated: stamps.updated)
      }
      return todos.count
    }
  }

  /// Puts back a deleted item with its old id.
  public func restore(_ item: TodoItem) throws {
    try write { try TodoTable($0).replace(item) }
  }

  /// The writer's `PRAGMA synchronous` (2 is FULL: every commit is fsynced).
  public func synchronousMode() throws -> Int {
    try write(transaction: false) { try Int.fetchOne($0, sql: "PRAGMA synchronous") ?? -1 }
  }

  /// SQLite's `data_version`: it moves when any other connection commits, never for this
  /// connection's own commits.
  public func outsideChangeToken() throws -> Int64 {
    switch connection {
    case .pool:
      try write(transaction: false) { try Int64.fetchOne($0, sql: "PRAGMA data_version") ?? 0 }
    case .reader:
      try read { try $0.prepare("PRAGMA data_version").rows([]) { $0.integer(0) }.first ?? 0 }
    }
  }

  /// Writes one item's fields back in its own transaction.
  public func update(_ item: TodoItem) throws {
    try write { db in
      guard try TodoTable(db).update(item) else { throw TodoStoreError.notFound(item.id) }
    }
  }

  /// Removes one item in its own transaction.
  public func delete(id: TodoID) throws {
    try write { db in
      guard try TodoTable(db).delete(id: id) else { throw TodoStoreError.notFound(id) }
    }
  }
}
