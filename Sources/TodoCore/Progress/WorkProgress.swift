/// How far long work has come (an import, an export, a sync): `done` of `total` things, the
/// total nil while it is not known.
public struct WorkProgress: Equatable, Sendable {
  /// How many are done.
  public var done: Int
  /// How many there are in all, nil when not known.
  public var total: Int?

  /// `done` of `total`.
  public init(done: Int, total: Int? = nil) {
    self.done = done
    self.total = total
  }
}
