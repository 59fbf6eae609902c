/// A synced todo deleted on this device whose deletion the server has not seen yet: kept until
/// the server deletes it too (or an undo takes the todo back).
public struct SyncTombstone: Equatable, Sendable {
  /// The deleted todo's UID.
  public var uid: String
  /// What sync knew of it on the server.
  public var record: SyncRecord

  /// Makes a tombstone.
  public init(uid: String, record: SyncRecord) {
    self.uid = uid
    self.record = record
  }
}
