/// Which todos a list shows and in what order. One value, handed to the store, which compiles
/// it to SQL in one place: the app's store and the in-memory one used by tests and replays are
/// the same SQLite code, so there is no second implementation of the filter or the order.
public struct TodoQuery: Equatable, Hashable, Sendable {
  /// The order of the todos; done todos come below open ones in every order (SPEC §10).
  public enum Sort: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Soonest due first, those with no due date last; then by priority.
    case due
    /// Highest priority first, those with none last; then by due date.
    case priority
    /// The order in which they were added to this store (by id).
    case created
    /// By title, case and accents folded (`TextFold`).
    case title
    /// The person's own order (`J`/`K`), kept as a position per todo.
    case manual

    /// The order `s` switches to from this one: the next in `allCases`, round again.
    public var next: Sort {
      let all = Self.allCases
      let index = all.firstIndex(of: self) ?? 0
      return all[(index + 1) % all.count]
    }
  }

  /// The words a todo must match (SPEC §10); `.none` for every todo.
  public var filter: TodoFilter
  /// The order of the todos.
  public var sort: Sort
  /// Whether done todos are shown.
  public var showDone: Bool
  /// Whether open todos are shown (`todo list --done` shows only done ones).
  public var showOpen: Bool
  /// Whether done todos come below open ones, as in every view of the list (SPEC §10;
  /// `ViewSettings.applied(to:)` sets it). Without it the order of creation is by id alone,
  /// as `todo export` writes the todos. The other orders always put done todos last.
  public var doneLast: Bool
  /// The name of the list in view (SPEC §17); nil: every list. Not a filter word: a list is
  /// shown as the whole store is, in tree order with its folds, its counts the ones the store
  /// keeps for it (docs/design/lists.md, "What each read does").
  public var list: String?

  /// A query; by default every todo of every list in the order they were added.
  public init(
    filter: TodoFilter = .none, sort: Sort = .created, showDone: Bool = true,
    showOpen: Bool = true, doneLast: Bool = false, list: String? = nil
  ) {
    self.filter = filter
    self.sort = sort
    self.showDone = showDone
    self.showOpen = showOpen
    self.doneLast = doneLast
    self.list = list
  }

  /// Whether the query leaves out some todos of the list in view (another list's are left out
  /// by `list`).
  public var isFiltered: Bool { !filter.isEmpty || !showDone || !showOpen }
}
