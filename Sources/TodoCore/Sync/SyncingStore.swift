/// A store sync can work on: its todos and its `SyncLedger` in one transaction.
public protocol SyncingStore: TodoStore {
  /// Runs `body` in one read transaction over the todos and the sync ledger (a consistent
  /// snapshot), without the write lock: what sync only looks at waits for no one.
  func syncRead<T>(_ body: (any TodoReading, any SyncLedgerReading) throws -> T) throws -> T
  /// Runs `body` in one durable transaction over the todos and the sync ledger: every change
  /// it makes is kept, or, when it throws, none is.
  func syncWrite<T>(_ body: (any TodoWriting, any SyncLedger) throws -> T) throws -> T
}

extension SyncingStore {
  /// Whether anything changed here since it was last synced: a cheap read, without the write
  /// lock, that a background sync asks every few seconds.
  public func hasLocalSyncChanges() throws -> Bool {
    try syncRead { _, ledger in try ledger.hasLocalChanges() }
  }
}
