import Foundation
import TodoCore

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

  /// The entries of the matching items.
  public func index(matching query: String) throws -> [TodoListEntry] {
    items.filter { TodoCommands.matches($0, query) }.map(TodoListEntry.init)
  }

  /// The items with these ids.
  public func items(ids: [TodoID]) throws -> [TodoItem] {
    let wanted = Set(ids)
    return items.filter { wanted.contains($0.id) }
  }

  /// How many items there are.
  public func count() throws -> Int { items.count }

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

  /// Appends every todo with the next ids, each keeping the dates it came with (missing
  /// ones are `date`).
  public func add(contentsOf todos: [ImportedTodo], at date: Date) throws -> Int {
    for todo in todos {
      let stamps = todo.stamps(importedAt: date)
      items.append(
        TodoItem(
          id: nextID, title: todo.title, content: todo.content, done: todo.done,
          created: stamps.created, updated: stamps.updated))
      nextID += 1
    }
    return todos.count
  }

  /// Puts `item` back in id order.
  public func restore(_ item: TodoItem) throws {
    items.removeAll { $0.id == item.id }
    let position = items.firstIndex { $0.id > item.id } ?? items.endIndex
    items.insert(item, at: position)
    nextID = max(nextID, item.id + 1)
  }

  /// Always 0: nothing else can change a store in memory.
  public func outsideChangeToken() throws -> Int64 { 0 }

  private func index(of id: TodoID) -> Int? {
    items.firstIndex { $0.id == id }
  }
}
