/// Which way `J` / `K` move a todo in the list: past the next todo shown, or the previous.
public enum MoveDirection: Equatable, Hashable, Sendable {
  /// Down one place (`J`): after the next todo shown.
  case down
  /// Up one place (`K`): before the previous todo shown.
  case up
}
