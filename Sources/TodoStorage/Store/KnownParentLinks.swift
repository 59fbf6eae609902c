import TodoCore

/// The parents' links (each parent's own parent and done flag) a filter's walk up has read,
/// kept from one read to the next while the store is unchanged, so a keystroke that narrows
/// the filter walks up through what the keystroke before it read: the ancestors of `pay`'s
/// matches are those of `pa`'s (docs/design/tree-order.md, "A filter's forest, lazily").
///
/// Only parents are kept, so there are never more than the store has parents (39,000 at a
/// million todos). Everything is dropped when the store may have changed:
/// - a write of this store's (`forget()`, from `SQLiteTodoStore.writing`);
/// - a commit by any other connection, another instance's included: SQLite's `data_version`
///   of a connection moves when another connection commits, so a read that walks up on a
///   connection whose version is not the one it had the last time drops everything
///   (`check`, from `TodoTable.knownParentLinks()`); a connection not seen before does too,
///   as nothing says what it missed.
final class KnownParentLinks {
  /// The links, by the parent's id.
  private(set) var links: [TodoID: FilterForest.Link] = [:]
  /// Each connection's `data_version` when it was last checked.
  private var versions: [ObjectIdentifier: Int64] = [:]

  /// Drops every link unless `connection` reads at the version it was last checked at.
  func check(_ connection: ObjectIdentifier, version: Int64) {
    if versions[connection] != version {
      links.removeAll()
    }
    versions[connection] = version
  }

  /// Drops every link: the store is about to change.
  func forget() {
    links.removeAll()
  }

  /// Keeps `link` as the link of the parent `id`.
  func keep(_ link: FilterForest.Link, of id: TodoID) {
    links[id] = link
  }
}
