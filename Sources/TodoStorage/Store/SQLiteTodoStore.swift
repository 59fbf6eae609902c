import Foundation
import GRDB
import GRDBSQLite
import TodoCore

/// The store: SQLite through GRDB, on a file or in memory, with the same tables and the same
/// code either way (the in-memory one serves tests and `todo replay`). On a file it is in WAL
/// mode, each `write` one transaction with `synchronous=FULL`, so a change is on disk before
/// the screen shows it. Before anything may write to a file it is looked at read-only
/// (`StoreFile`, then `StoreSchema.recognise`): a file that is not a todo store is reported,
/// never repaired or overwritten. Opened for `.read`, it is never written and no file is made
/// beside it.
public final class SQLiteTodoStore: TodoStore {
  /// The store file (`:memory:` for a store in memory).
  public let path: String
  private let connection: Connection
  /// Where new todos' UIDs come from.
  private let uids: any UIDSource
  /// Whether the next `write` adds many todos (`prepareForImport`): it builds most indexes
  /// once, after the rows, instead of with each row, and fires no trigger per row.
  private var nextWriteIsBulk = false
  /// The parents' links the filters' walks up read, kept while the store is unchanged.
  private let knownParentLinks = KnownParentLinks()

  /// How the store is reached: GRDB (a pool on a file, a queue in memory) that may write, or
  /// a connection that only reads.
  private enum Connection {
    case writer(any DatabaseWriter)
    case reader(ReadConnection)
  }

  /// How long a change waits for another instance's write to finish before giving up.
  private static let busyTimeout: TimeInterval = 5

  /// Opens the store at `path` for `access`. With `.create` a missing store is made (folder
  /// 0700, file 0600); otherwise a missing store is an error. `upgrading` is called before a
  /// store an earlier version made is upgraded in place, which takes seconds at a million
  /// todos (building the filter's trigram index): the caller can say so meanwhile.
  public init(
    path: String, access: StoreAccess = .create, uids: any UIDSource = RandomUIDSource(),
    upgrading: () -> Void = {}
  ) throws {
    self.path = path
    self.uids = uids
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
      let isCurrent = try Self.recognise(path)
      if access == .read {
        let writable = (try? StoreFile.checkWritable(path)) != nil
        let reader = try ReadConnection(
          path: path, mode: writable ? .queryOnly : .readOnly, busyTimeout: Self.busyTimeout)
        connection =
          try StoreSchema.isCurrent(reader)
          ? .reader(reader) : .writer(try Self.upgradedCopy(of: reader))
      } else {
        if !isCurrent { upgrading() }
        connection = .writer(try Self.openPool(path))
      }
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }

  private init(path: String, connection: Connection, uids: any UIDSource) {
    self.path = path
    self.connection = connection
    self.uids = uids
  }

  /// Throws unless the file at `path` is a todo store this version can open, looked at
  /// read-only; returns whether it has every migration this version knows.
  private static func recognise(_ path: String) throws -> Bool {
    let looked = try ReadConnection(path: path, mode: .readOnly, busyTimeout: busyTimeout)
    try StoreSchema.recognise(looked, path: path)
    return try StoreSchema.isCurrent(looked)
  }

  /// An empty store in memory, made by the same migrations as a file: for tests and for
  /// `todo replay` without `--store`. Ids start from 1.
  public static func inMemory(
    uids: any UIDSource = RandomUIDSource()
  ) throws -> SQLiteTodoStore {
    let queue = try DatabaseQueue(configuration: writerConfiguration())
    try StoreSchema.migrator.migrate(queue)
    return SQLiteTodoStore(path: ":memory:", connection: .writer(queue), uids: uids)
  }

  /// A store an earlier version made, as this version reads it, for the read-only commands:
  /// copied into memory and upgraded there, so every filter word and order reads the columns it
  /// names, and the file stays exactly as it was (upgrading it is for a change to do).
  private static func upgradedCopy(of reader: ReadConnection) throws -> DatabaseQueue {
    let copy = try DatabaseQueue(configuration: writerConfiguration())
    try copy.writeWithoutTransaction { db in
      guard let destination = db.sqliteConnection else {
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "no connection to copy into")
      }
      try reader.copy(into: destination)
    }
    try StoreSchema.migrator.migrate(copy)
    return copy
  }

  /// What every connection that may write needs: recursive triggers, so the tree's counts
  /// climb from a changed todo to every ancestor (`todo_tree_up` fires itself a level at a
  /// time; with them off, only the parent's would move), and a todo moved to another list
  /// takes its whole subtree along (`todo_list_down`, a level at a time too). No other trigger
  /// fires itself.
  private static func writerConfiguration() -> Configuration {
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA recursive_triggers = ON")
    }
    return configuration
  }

  /// The writing pool on a file already recognised as a todo store, upgraded to this version.
  private static func openPool(_ path: String) throws -> DatabasePool {
    var configuration = writerConfiguration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
      // A page cache of 512 KiB, not SQLite's 2 MB: a key reads a few pages, and what reads
      // many (the selected todo's place in a new order, the first `K`'s renumbering) passes
      // over them once, so the larger cache only filled up and stayed resident (2 MB more
      // after `s` at a million todos). `todo import` asks for more for its one transaction.
      try db.execute(sql: "PRAGMA cache_size = -512")
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

  // MARK: - TodoStore

  /// Runs `body` on the tables in one read transaction (a consistent snapshot).
  public func read<T>(_ body: (any TodoReading) throws -> T) throws -> T {
    try reading(body)
  }

  /// Runs `body` in one immediate transaction on the writer connection: it holds SQLite's
  /// write lock from its first read, so another instance's change waits for it to commit
  /// (up to the busy timeout) instead of landing between what it read and what it writes.
  /// When `body` throws, everything it wrote is rolled back. The trigram index is written
  /// last, from the search rows `body` changed (`PendingIndexChanges`).
  public func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T {
    try writing(body)
  }

  // MARK: - The one way in

  /// `read`, handing `body` the table itself: the todos' reads and the sync ledger's
  /// (`syncRead`) go through this one read access.
  func reading<T>(_ body: (TodoTable) throws -> T) throws -> T {
    try explaining {
      switch connection {
      case .writer(let queue as DatabaseQueue):
        // A queue's `read` sets `PRAGMA query_only` around the read, and SQLite compiles every
        // statement of the connection again after that pragma. The one connection of a store
        // in memory has no other writer to be isolated from, and `body` only reads.
        try queue.unsafeRead { db in
          try body(TodoTable(db).remembering(knownParentLinks, on: ObjectIdentifier(db)))
        }
      case .writer(let writer):
        try writer.read { db in
          try body(TodoTable(db).remembering(knownParentLinks, on: ObjectIdentifier(db)))
        }
      case .reader(let reader):
        try body(try TodoTable(reader).remembering(knownParentLinks, on: ObjectIdentifier(reader)))
      }
    }
  }

  /// `write`, handing `body` the table itself: the todos' changes and the sync ledger's
  /// (`syncWrite`) go through this one write lock.
  func writing<T>(_ body: (TodoTable) throws -> T) throws -> T {
    let writer = try self.writer()
    let uids = self.uids
    let isBulk = nextWriteIsBulk
    nextWriteIsBulk = false
    knownParentLinks.forget()
    return try explaining {
      try writer.write { db in
        var table = TodoTable(db)
        table.newUID = uids.next
        let rebuilt = isBulk ? try SecondaryIndexes.drop(in: table) : nil
        let triggers = isBulk ? try BulkTriggers.drop(in: table) : nil
        let result = try body(table)
        // The counts are made again after the indexes: they read the done flag's.
        try rebuilt?.make(in: table)
        try triggers?.make(in: table)
        try table.writeTrigramIndex()
        return result
      }
    }
  }

  /// Readies the writer for one transaction that adds `count` todos (`todo import`; the app
  /// keeps SQLite's defaults):
  /// - Statement journals in memory (`temp_store`). Inserting a todo fires triggers, so SQLite
  ///   keeps a journal to undo the statement alone; past 64 KiB it goes to a temporary file,
  ///   which was four million writes for 100,000 todos, most of an import's time.
  /// - Above 10,000 todos, up to 512 MB of the store in SQLite's page cache (512 KiB otherwise):
  ///   with the small cache the pages of the indexes it grows are written out and read back
  ///   again and again.
  /// - Above 10,000 todos, the indexes the adding would fill at random places are made again
  ///   after the rows in that transaction (`SecondaryIndexes`): a sorted pass each, instead of
  ///   an insertion at a random place for every todo; and the triggers each added row fires
  ///   are taken down meanwhile, what they keep put right once after (`BulkTriggers`).
  public func prepareForImport(of count: Int) throws {
    let writer = try self.writer()
    try explaining {
      try writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA temp_store = MEMORY")
        if count > 10_000 { try db.execute(sql: "PRAGMA cache_size = \(-512 * 1024)") }
      }
    }
    nextWriteIsBulk = count > 10_000
  }

  /// The writer's `PRAGMA synchronous` (2 is FULL: every commit is fsynced).
  public func synchronousMode() throws -> Int {
    let writer = try self.writer()
    return try explaining {
      try writer.writeWithoutTransaction { try Int.fetchOne($0, sql: "PRAGMA synchronous") ?? -1 }
    }
  }

  /// SQLite's `data_version`: it moves when any other connection commits, never for this
  /// connection's own commits.
  public func outsideChangeToken() throws -> Int64 {
    try explaining {
      switch connection {
      case .writer(let writer):
        try writer.writeWithoutTransaction {
          try Int64.fetchOne($0, sql: "PRAGMA data_version") ?? 0
        }
      case .reader(let reader):
        try reader.prepare("PRAGMA data_version").rows([]) { $0.integer(0) }.first ?? 0
      }
    }
  }

  /// The connection that may write, or an error saying the store was opened to read.
  private func writer() throws -> any DatabaseWriter {
    guard case .writer(let writer) = connection else {
      throw StoreError(path: path, reason: "the store was opened only for reading")
    }
    return writer
  }

  /// Runs `body`, turning SQLite's failures into messages that name the store.
  private func explaining<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as DatabaseError {
      throw StoreError(path: path, reason: Self.explain(error))
    }
  }
}
