/// Which todos a list shows and in what order. One value, handed to the store, which compiles
/// it to SQL in one place: the app's store and the in-memory one used by tests and replays are
/// the same SQLite code, so there is no second implementation of the filter or the order.
public struct TodoQuery: Equatable, Hashable, Sendable {
  /// The order of the todos.
  public enum Sort: Equatable, Hashable, Sendable {
    /// The order in which they were added to this store (by id).
    case created
  }

  /// The words a todo must match (SPEC §10); `.none` for every todo.
  public var filter: TodoFilter
  /// The order of the todos.
  public var sort: Sort
  /// Whether done todos are shown.
  public var showDone: Bool
  /// Whether open todos are shown (`todo list --done` shows only done ones).
  public var showOpen: Bool

  /// A query; by default every todo in the order they were added.
  public init(
    filter: TodoFilter = .none, sort: Sort = .created, showDone: Bool = true, showOpen: Bool = true
  ) {
    self.filter = filter
    self.sort = sort
    self.showDone = showDone
    self.showOpen = showOpen
  }

  /// Whether the query leaves out some todos.
  public var isFiltered: Bool { !filter.isEmpty || !showDone || !showOpen }
}
