import GRDB

/// Telling a todo store this version can open from any other file, read-only, before
/// anything may write to it (the rule `StoreSchema` states).
extension StoreSchema {
  /// The names of every migration this version knows.
  static let knownMigrations = Set(migrator.migrations)

  /// Whether the store `connection` reads has every migration this version knows (a store an
  /// earlier version made has not: read-only commands read an upgraded copy of it).
  static func isCurrent(_ connection: ReadConnection) throws -> Bool {
    let applied = try connection.prepare("SELECT identifier FROM grdb_migrations").rows([]) {
      $0.text(0)
    }
    return knownMigrations.isSubset(of: Set(applied))
  }

  /// Throws unless the file `connection` reads is a todo store this version can open.
  static func recognise(_ connection: ReadConnection, path: String) throws {
    let foreign = StoreError(path: path, reason: "not a todo store (another program's database)")
    let applicationID = try connection.prepare("PRAGMA application_id").rows([]) {
      Int32(truncatingIfNeeded: $0.integer(0))
    }.first
    let ours = applicationID == Self.applicationID
    guard ours || applicationID == 0 else { throw foreign }
    let tables = Set(
      try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").rows([]) {
        $0.text(0)
      })
    guard tables.contains("grdb_migrations"), tables.contains("todo") else { throw foreign }
    let applied = try connection.prepare("SELECT identifier FROM grdb_migrations").rows([]) {
      $0.text(0)
    }
    guard applied.contains("v1: todo table") else { throw foreign }
    let unknown = applied.filter { !knownMigrations.contains($0) }.sorted()
    if let newest = unknown.last {
      guard ours else { throw foreign }
      throw StoreError(
        path: path,
        reason: "made by a newer version of todo (it has the change \"\(newest)\"): "
          + "use that version; the store was left as it is")
    }
    let columns = Set(
      try connection.prepare("SELECT name FROM pragma_table_info('todo')").rows([]) { $0.text(0) })
    guard todoColumns.isSubset(of: columns) else { throw foreign }
  }
}
