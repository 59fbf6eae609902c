import Foundation
import TodoCore
import TodoStorage

// Shortcuts for tests that set a store up or change it as another instance would: each call is
// one transaction of its own, through the store's `write` and `read` like any use case.

extension TodoStore {
  /// Adds one item.
  package func add(title: String, content: String, done: Bool, at date: Date) throws -> TodoItem {
    try write {
      try $0.insert(
        TodoFields(title: title, content: content, done: done), created: date, updated: date)
    }
  }

  /// Adds every one of `todos`, each with the times it carries, else `date`; all or none.
  @discardableResult
  package func add(contentsOf todos: [ImportedTodo], at date: Date) throws -> Int {
    try write { transaction in
      for todo in todos {
        let stamps = todo.stamps(importedAt: date)
        _ = try transaction.insert(todo.fields, created: stamps.created, updated: stamps.updated)
      }
      return todos.count
    }
  }

  /// Writes one item's fields and update time; returns it as written.
  @discardableResult
  package func update(_ item: TodoItem) throws -> TodoItem { try write { try $0.update(item) } }

  /// Deletes one item.
  package func delete(id: TodoID) throws { try write { try $0.delete(id: id) } }

  /// Puts an item back with its own id; returns it as written.
  @discardableResult
  package func restore(_ item: TodoItem) throws -> TodoItem {
    try write { try $0.restore(item) }
  }

  /// Every item, in the order they were added.
  package func allItems() throws -> [TodoItem] { try items() }

  /// The index of the items whose title or content contains `filter`, in the order added.
  package func index(matching filter: String) throws -> [TodoListEntry] {
    try read { try $0.index(TodoQuery(filter: filter)) }
  }

  /// How many items there are.
  package func count() throws -> Int { try read { try $0.count() } }
}

extension SQLiteTodoStore {
  /// A store in memory holding `items`, which keep their ids (the next one added gets the
  /// id after the highest).
  package static func seeded(_ items: [TodoItem]) throws -> SQLiteTodoStore {
    let store = try inMemory()
    try store.write { transaction in
      for item in items { try transaction.restore(item) }
    }
    return store
  }
}

extension TodoQuery {
  /// A query whose filter is `text`, read as typed on Monday 2026-01-05 at 09:00 (the replay
  /// clock's start).
  package init(filter text: String, showDone: Bool = true, showOpen: Bool = true) {
    self.init(
      filter: TodoFilter(parsing: text, at: .replayStart), showDone: showDone, showOpen: showOpen)
  }
}

extension WallClockMoment {
  /// Monday 2026-01-05 09:00, when the replay clock starts.
  package static let replayStart = WallClockMoment(
    CalendarDay(daysSince1970: 20_458), second: 9 * 3600)
}

extension TodoItem {
  /// The item without the calendar record (the UID) the store gave it: what a test that built
  /// the item it expects compares with.
  package var withoutCalendar: TodoItem {
    var item = self
    item.calendar = CalendarRecord()
    return item
  }
}
