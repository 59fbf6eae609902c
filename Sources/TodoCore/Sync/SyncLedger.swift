/// Reading the store's book of sync state, inside a `SyncingStore.syncRead` or `syncWrite`
/// transaction: which collection the state belongs to, its sync token, each todo's
/// `SyncRecord`, which todos changed here since they were last synced, and the tombstones of
/// synced todos deleted here. The store keeps the changed-here mark itself (a revision every
/// write moves), so no use case has to remember to tell sync.
public protocol SyncLedgerReading {
  /// The URL of the collection the state belongs to, nil before the first sync.
  func collection() throws -> String?
  /// The sync token the next pull asks with (RFC 6578); nil: list everything.
  func syncToken() throws -> String?
  /// The todo whose record has `href`.
  func local(href: String) throws -> LocalTodo?
  /// Todo `id` as sync sees it, nil when it does not exist.
  func local(id: TodoID) throws -> LocalTodo?
  /// The href of every todo's record (to find what a server's full listing no longer has).
  func recordedHrefs() throws -> [String]
  /// Whether any todo changed here since it was last synced, or any tombstone waits.
  func hasLocalChanges() throws -> Bool
  /// How many todos changed here since they were last synced (the total a push counts to).
  func unsyncedCount() throws -> Int
  /// Up to `limit` todos changed here since they were last synced, with ids above `after`, in
  /// id order (so a sync pages through them).
  func unsynced(after: TodoID, limit: Int) throws -> [LocalTodo]
  /// Every tombstone waiting for the server.
  func tombstones() throws -> [SyncTombstone]
  /// The tombstone at `href`, if one waits.
  func tombstone(href: String) throws -> SyncTombstone?
}

/// Changing the store's book of sync state, inside a `SyncingStore.syncWrite` transaction.
public protocol SyncLedger: SyncLedgerReading {
  /// Starts the state afresh for `collection`: forgets every record, tombstone and token, so
  /// every todo counts as never synced (a different task list was configured).
  func reset(collection: String) throws
  /// Keeps the sync token the next pull asks with.
  func saveSyncToken(_ token: String?) throws
  /// Keeps `record` for todo `id` and marks its revision `revision` synced: if the todo
  /// changed again since that revision, it stays unsynced. If the todo was deleted meanwhile
  /// (while its first version was on its way), a tombstone with `uid` is left instead, so the
  /// server deletes it too.
  func markSynced(_ id: TodoID, uid: String, record: SyncRecord, revision: Int64) throws
  /// Keeps `record` for todo `id` but leaves it unsynced (the server's version was merged
  /// in and the merge must still be sent).
  func keepRecord(_ record: SyncRecord, of id: TodoID) throws
  /// Forgets todo `id`'s record: it counts as never synced (deleted on the server while it
  /// changed here: it is sent again as new).
  func forgetRecord(of id: TodoID) throws
  /// Deletes todo `id` because the server deleted it: no tombstone is left.
  func deleteSynced(_ id: TodoID) throws
  /// Drops the tombstone of `uid` (the server deleted it, or kept it changed).
  func dropTombstone(uid: String) throws
}
