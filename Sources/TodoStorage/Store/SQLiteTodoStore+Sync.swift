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
}
