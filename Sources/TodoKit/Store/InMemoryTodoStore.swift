import Foundation

/// A store that keeps items in memory: for tests and for `todo replay` without `--store`.
public final class InMemoryTodoStore: TodoStore {
  private var items: [TodoItem] = []
  private var nextID: TodoID = 1

  /// An empty store.
  public init() {}

  /// A store holding `items`, which keep their ids.
  public init(items: [TodoItem]) {
    self.items = items.sorted { $0.id < $1.id }
    nextID = (items.map(\.id).max() ?? 0) + 1
  }

  /// Every item, oldest first.
  public func allItems() throws -> [TodoItem] { items }

  /// One item, or nil.
  public func item(id: TodoID) throws -> TodoItem? {
    index(of: id).map { items[$0] }
  }

  /// Adds an item with the next id.
  public func add(title: String, content: String, done: Bool, at date: Date) throws -> TodoItem {
    let item = TodoItem(
      id: nextID,
      title: title,
      content: content,
      done: done,
      created: date,
      updated: date
    )
    nextID += 1
    items.append(item)
    return item
  }

  /// Replaces the item with the same id.
  public func update(_ item: TodoItem) throws {
    guard let index = index(of: item.id) else { throw TodoStoreError.notFound(item.id) }
    items[index] = item
  }

  /// Removes the item with this id.
  public func delete(id: TodoID) throws {
    guard let index = index(of: id) else { throw TodoStoreError.notFound(id) }
    items.remove(at: index)
  }

  private func index(of id: TodoID) -> Int? {
    items.firstIndex { $0.id == id }
  }
}
