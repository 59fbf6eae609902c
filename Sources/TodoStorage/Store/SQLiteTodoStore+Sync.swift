import TodoCore

extension SQLiteTodoStore: SyncingStore {
  /// Runs `body` in one read transaction over the todos and the sync ledger (`SyncTable`).
  public func syncRead<T>(
    _ body: (any TodoReading, any SyncLedgerReading) throws -> T
  ) throws -> T {
    try reading { table in try body(table, SyncTable(table: table)) }
  }

  /// Runs `body` in one write transaction over the todos and the sync ledger (`SyncTable`).
  public func syncWrite<T>(_ body: (any TodoWriting, any SyncLedger) throws -> T) throws -> T {
    try writing { table in try body(table, SyncTable(table: table)) }
  }
}
