import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Where a store under test lives: in memory (what the tests and `todo replay` use) or in a file
/// (what the app uses). The same SQLite code serves both, and every contract test runs on both.
enum StoreKind: CaseIterable, Sendable, CustomTestStringConvertible {
  case memory, file

  var testDescription: String { self == .memory ? "in memory" : "in a file" }

  /// A new, empty store of this kind (a file in a folder of its own, removed by `folder`).
  func make(in folder: URL) throws -> SQLiteTodoStore {
    switch self {
    case .memory: return try SQLiteTodoStore.inMemory()
    case .file:
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      return try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    }
  }

  /// A store of this kind holding `items`, which keep their ids.
  func seeded(in folder: URL, _ items: [TodoItem]) throws -> SQLiteTodoStore {
    let store = try make(in: folder)
    try store.write { transaction in
      for item in items { try transaction.restore(item) }
    }
    return store
  }
}

/// What every store does, in memory and in a file alike: ids, adds, updates, deletes, imports.
@Suite final class StoreContractTests {
  let scratch = ScratchFolder("todo-contract")
  var folder: URL { scratch.url }

  @Test(arguments: StoreKind.allCases)
  func addAssignsIncreasingIDs(kind: StoreKind) throws {
    let store = try kind.make(in: folder)
    let first = try store.add(title: "One", content: "a", done: false, at: Fixture.start)
    let second = try store.add(title: "Two", content: "b", done: true, at: Fixture.start + 1)
    #expect(
      first.withoutCalendar
        == TodoItem(
          id: 1, title: "One", content: "a", created: Fixture.start, updated: Fixture.start))
    #expect(second.id == 2)
    #expect(second.done)
    #expect(try store.allItems() == [first, second])
    #expect(try store.item(id: 2) == second)
    #expect(try store.item(id: 3) == nil)
  }

  @Test(arguments: StoreKind.allCases)
  func seededItemsKeepIDsInOrder(kind: StoreKind) throws {
    let store = try kind.seeded(in: folder, [Fixture.item(9, "Nine"), Fixture.item(4, "Four")])
    #expect(try store.allItems().map(\.id) == [4, 9])
    let next = try store.add(title: "Ten", content: "", done: false, at: Fixture.start)
    #expect(next.id == 10)
  }

  @Test(arguments: StoreKind.allCases)
  func idsAreNotReused(kind: StoreKind) throws {
    let store = try kind.make(in: folder)
    _ = try store.add(title: "One", content: "", done: false, at: Fixture.start)
    let two = try store.add(title: "Two", content: "", done: false, at: Fixture.start)
    try store.delete(id: two.id)
    let three = try store.add(title: "Three", content: "", done: false, at: Fixture.start)
    #expect(three.id == 3)
  }

  @Test(arguments: StoreKind.allCases)
  func updateReplacesFields(kind: StoreKind) throws {
    let store = try kind.seeded(in: folder, Fixture.items("One", "Two"))
    var changed = Fixture.item(2, "Deux", content: "c", done: true)
    changed.updated = Fixture.start + 10
    try store.update(changed)
    #expect(try store.allItems() == [Fixture.item(1, "One"), changed])
  }

  @Test(arguments: StoreKind.allCases)
  func deleteRemoves(kind: StoreKind) throws {
    let store = try kind.seeded(in: folder, Fixture.items("One", "Two", "Three"))
    try store.delete(id: 2)
    #expect(try store.allItems().map(\.title) == ["One", "Three"])
  }

  @Test(arguments: StoreKind.allCases)
  func importKeepsTheDatesItCarries(kind: StoreKind) throws {
    let store = try kind.make(in: folder)
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

  @Test(arguments: StoreKind.allCases)
  func missingIDThrowsNotFound(kind: StoreKind) throws {
    let store = try kind.seeded(in: folder, Fixture.items("One"))
    #expect(throws: TodoStoreError.notFound(5)) { try store.update(Fixture.item(5, "Five")) }
    #expect(throws: TodoStoreError.notFound(5)) { try store.delete(id: 5) }
    #expect(try store.allItems().map(\.title) == ["One"])
  }
}
