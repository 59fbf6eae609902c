import TodoCore

/// Notices other instances' changes to the store through its outside-change token (which
/// moves when another connection commits, never for this instance's own changes). Every
/// interactor that shows what is in the store keeps one and asks it on idle ticks.
struct ChangeWatcher {
  private let store: any TodoStore
  /// The token when the store was last loaded; nil before the first load.
  private var seen: Int64?

  /// A watcher over `store` that has seen nothing yet.
  init(store: any TodoStore) {
    self.store = store
  }

  /// Whether the store changed elsewhere since the last load (or was never loaded). False
  /// when the token cannot be read: the next load reports that error.
  var hasMoved: Bool {
    guard let token = try? store.outsideChangeToken() else { return false }
    return token != seen
  }

  /// Notes the token before a load, so a change landing during the load is seen next time;
  /// returns whether another instance changed the store since the previous load (so what
  /// was loaded then may be stale). False for the first load.
  mutating func catchUp() throws -> Bool {
    let token = try store.outsideChangeToken()
    defer { seen = token }
    return seen.map { $0 != token } ?? false
  }
}
