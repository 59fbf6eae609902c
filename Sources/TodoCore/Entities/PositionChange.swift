/// One todo's place in the manual order before and after a change: what a move (`J`/`K`)
/// records so undo puts back every position it wrote, the moved todo's and those of the few
/// neighbours renumbered to make room.
public struct PositionChange: Equatable, Hashable, Sendable {
  /// The todo.
  public let id: TodoID
  /// Its position before the change.
  public let before: Int64
  /// Its position after the change.
  public let after: Int64

  /// A todo's position changed from `before` to `after`.
  public init(id: TodoID, before: Int64, after: Int64) {
    self.id = id
    self.before = before
    self.after = after
  }
}
