/// Where todos live. One instance is created at start-up and handed to every interactor. A
/// use case reads, decides and writes inside one `write`, a transaction: another instance's
/// change lands wholly before or wholly after it, so nothing it read is stale when it writes,
/// and a use case that throws leaves the store as it was.
public protocol TodoStore: AnyObject {
  /// Runs `body` on a consistent view of the store.
  func read<T>(_ body: (any TodoReading) throws -> T) throws -> T
  /// Runs `body` in one durable transaction: every change it makes is kept, or, when it
  /// throws, none is.
  func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T
  /// A number that changes whenever another connection or process changes the store (and
  /// not for this instance's own changes): polled to show other instances' changes.
  func outsideChangeToken() throws -> Int64
}

extension TodoStore {
  /// One item, or nil when it does not exist (any more).
  public func item(id: TodoID) throws -> TodoItem? {
    try read { try $0.item(id: id) }
  }

  /// The items `query` selects (every item by default), in its order.
  public func items(_ query: TodoQuery = TodoQuery()) throws -> [TodoItem] {
    try read { try $0.items(query) }
  }

  /// The items with these ids that still exist, in no particular order.
  public func items(ids: [TodoID]) throws -> [TodoItem] {
    guard !ids.isEmpty else { return [] }
    return try read { try $0.items(ids: ids) }
  }
}
