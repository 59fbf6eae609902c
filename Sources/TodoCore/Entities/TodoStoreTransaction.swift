import Foundation

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
