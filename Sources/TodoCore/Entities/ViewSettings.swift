/// How the list is viewed, kept in the store so it survives a restart and is shared by every
/// instance on the store: the order (`s`), whether done todos are hidden (`H`), and whether
/// every parent is folded (`Z`, SPEC §16), and the list in view (SPEC §17).
public struct ViewSettings: Equatable, Hashable, Sendable {
  /// The order of the list.
  public var sort: TodoQuery.Sort
  /// Whether done todos are left out of the list.
  public var hidesDone: Bool
  /// Whether parents are folded unless folded otherwise one by one (`z`): the store's
  /// `fold_all`, written by `TodoWriting.setFoldAll` alone, as it empties the folds too.
  public var foldAll: Bool
  /// The name of the list in view, nil for every list (`All lists`). The store keeps the
  /// list's id, so a rename keeps it in view; a list deleted since is none.
  public var list: String?

  /// Settings; by default the order the todos were added in, done todos shown, unfolded,
  /// every list.
  public init(
    sort: TodoQuery.Sort = .created, hidesDone: Bool = false, foldAll: Bool = false,
    list: String? = nil
  ) {
    self.sort = sort
    self.hidesDone = hidesDone
    self.foldAll = foldAll
    self.list = list
  }

  /// `query` in this order, done todos below open ones, left out when they are hidden.
  public func applied(to query: TodoQuery) -> TodoQuery {
    var query = query
    query.sort = sort
    query.doneLast = true
    query.showDone = query.showDone && !hidesDone
    query.list = list
    return query
  }
}
