/// A todo of this store as sync sees it: the todo, its revision, what sync knew of it on the
/// server, and whether it changed here since the server last agreed with it.
public struct LocalTodo: Equatable, Sendable {
  /// The todo as it is now.
  public var item: TodoItem
  /// Its revision now: sync marks this revision synced once the server has it, so a change
  /// made while the request was on its way stays unsynced.
  public var revision: Int64
  /// What sync knew of it on the server; nil when it was never there.
  public var record: SyncRecord?
  /// Whether it changed here since it was last synced (or was never synced).
  public var changedHere: Bool

  /// Makes one.
  public init(item: TodoItem, revision: Int64, record: SyncRecord?, changedHere: Bool) {
    self.item = item
    self.revision = revision
    self.record = record
    self.changedHere = changedHere
  }
}
