import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The store in memory that the tests and `todo replay` use: the same SQLite code as a file.
@Suite struct InMemoryStoreTests {
  @Test func addAssignsIncreasingIDs() throws {
    let store = try SQLiteTodoStore.inMemory()
    let first = try store.add(title: "One", content: "a", done: false, at: Fixture.start)
    let second = try store.add(title: "Two", content: "b", done: true, at: Fixture.start + 1)
    #expect(
      first
        == TodoItem(
          id: 1, title: "One", content: "a", created: Fixture.start, updated: Fixture.start))
    #expect(second.id == 2)
    #expect(second.done)
    #expect(try store.allItems() == [first, second])
    #expect(try store.item(id: 2) == second)
    #expect(try store.item(id: 3) == nil)
  }

  @Test func seededItemsKeepIDsInOrder() throws {
    let store = try SQLiteTodoStore.seeded([Fixture.item(9, "Nine"), Fixture.item(4, "Four")])
    #expect(try store.allItems().map(\.id) == [4, 9])
    let next = try store.add(title: "Ten", content: "", done: false, at: Fixture.start)
    #expect(next.id == 10)
  }

  @Test func idsAreNotReused() throws {
    let store = try SQLiteTodoStore.inMemory()
    _ = try store.add(title: "One", content: "", done: false, at: Fixture.start)
    let two = try store.add(title: "Two", content: "", done: false, at: Fixture.start)
    try store.delete(id: two.id)
    let three = try store.add(title: "Three", content: "", done: false, at: Fixture.start)
    #expect(three.id == 3)
  }

  @Test func updateReplacesFields() throws {
    let store = try SQLiteTodoStore.seeded(Fixture.items("One", "Two"))
    var changed = Fixture.item(2, "Deux", content: "c", done: true)
    changed.updated = Fixture.start + 10
    try store.update(changed)
    #expect(try store.allItems() == [Fixture.item(1, "One"), changed])
  }

  @Test func deleteRemoves() throws {
    let store = try SQLiteTodoStore.seeded(Fixture.items("One", "Two", "Three"))
    try store.delete(id: 2)
    #expect(try store.allItems().map(\.title) == ["One", "Three"])
  }

  @Test func importKeepsTheDatesItCarries() throws {
    let store = try SQLiteTodoStore.inMemory()
    let made = Fixture.start - 86_400
    _ = try store.add(
      contentsOf: [
        ImportedTodo(TodoFields(title: "dated"), created: made, updated: made + 60),
        ImportedTodo(TodoFields(title: "done on", done: true), updated: made),
        ImportedTodo(TodoFields(title: "undated")),
      ], at: Fixture.start)
    let items = try store.allItems()
    #expect(items.map(\.id) == [1, 2, 3])
    #expect(items.map(\.created) == [made, made, Fixture.start])
    #expect(items.map(\.updated) == [made + 60, made, Fixture.start])
  }

  @Test func missingIDThrowsNotFound() throws {
    let store = try SQLiteTodoStore.seeded(Fixture.items("One"))
    #expect(throws: TodoStoreError.notFound(5)) { try store.update(Fixture.item(5, "Five")) }
    #expect(throws: TodoStoreError.notFound(5)) { try store.delete(id: 5) }
  }
}
