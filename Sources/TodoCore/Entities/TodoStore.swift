import Foundation

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

/// Reading the store, inside `TodoStore.read` or `TodoStore.write`.
public protocol TodoReading {
  /// One item, or nil when it does not exist (any more).
  func item(id: TodoID) throws -> TodoItem?
  /// The items with these ids that still exist, in no particular order.
  func items(ids: [TodoID]) throws -> [TodoItem]
  /// The items `query` selects, in its order.
  func items(_ query: TodoQuery) throws -> [TodoItem]
  /// The index of the items `query` selects, in its order: the list's ordered snapshot.
  func index(_ query: TodoQuery) throws -> [TodoListEntry]
  /// Whether `query` selects the item `id`.
  func contains(_ id: TodoID, in query: TodoQuery) throws -> Bool
  /// How many items there are in all.
  func count() throws -> Int
}

/// Changing the store, inside `TodoStore.write`.
public protocol TodoWriting: TodoReading {
  /// Adds a new item with the next id and returns it as stored.
  func insert(_ fields: TodoFields, created: Date, updated: Date) throws -> TodoItem
  /// Writes an item's fields and update time; throws `TodoStoreError.notFound` when it is
  /// gone.
  func update(_ item: TodoItem) throws
  /// Removes one item; throws `TodoStoreError.notFound` when it is gone.
  func delete(id: TodoID) throws
  /// Puts back a deleted item with its own id (for undo).
  func restore(_ item: TodoItem) throws
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
