import TodoCore

extension SQLiteTodoStore: SyncingStore {
  /// Runs `body` in one write transaction over the todos and the sync ledger (`SyncTable`).
  public func syncWrite<T>(_ body: (any TodoWriting, any SyncLedger) throws -> T) throws -> T {
    try write { todos in
      guard let table = todos as? TodoTable else {
        preconditionFailure("SQLiteTodoStore.write hands its body a TodoTable")
      }
      return try body(table, SyncTable(table: table))
    }
  }

  /// Whether any todo changed here since it was last synced, or a tombstone waits.
  public func hasLocalSyncChanges() throws -> Bool {
    try read { todos in
      guard let table = todos as? TodoTable else {
        preconditionFailure("SQLiteTodoStore.read hands its body a TodoTable")
      }
      return try SyncTable(table: table).hasLocalChanges()
    }
  }
}
