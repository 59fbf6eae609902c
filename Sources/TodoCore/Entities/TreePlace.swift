/// Where a change puts a todo in the tree (SPEC §16): `todo edit --no-parent` or `--parent ID`.
public enum TreePlace: Equatable, Sendable {
  /// At the top level.
  case topLevel
  /// Under the todo with this id.
  case under(TodoID)

  /// The id of the todo it goes under; nil at the top level.
  public var parent: TodoID? {
    switch self {
    case .topLevel: nil
    case .under(let id): id
    }
  }
}
