/// How the list is viewed, kept in the store so it survives a restart and is shared by every
/// instance on the store: the order (`s`) and whether done todos are hidden (`H`).
public struct ViewSettings: Equatable, Hashable, Sendable {
  /// The order of the list.
  public var sort: TodoQuery.Sort
  /// Whether done todos are left out of the list.
  public var hidesDone: Bool

  /// Settings; by default the order the todos were added in, done todos shown.
  public init(sort: TodoQuery.Sort = .created, hidesDone: Bool = false) {
    self.sort = sort
    self.hidesDone = hidesDone
  }

  /// `query` in this order, done todos below open ones, left out when they are hidden.
  public func applied(to query: TodoQuery) -> TodoQuery {
    var query = query
    query.sort = sort
    query.doneLast = true
    query.showDone = query.showDone && !hidesDone
    return query
  }
}
