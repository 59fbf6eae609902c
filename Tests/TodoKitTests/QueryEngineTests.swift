import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// One query, compiled to SQL in one place (`QuerySQL`), answered the same way by the store in
/// memory as on a file: the filter, the order, done todos shown or not, and membership.
@Suite final class QueryEngineTests {
  let scratch = ScratchFolder("todo-query")
  var folder: URL { scratch.url }

  /// The same todos in memory and on a file.
  private func stores() throws -> [SQLiteTodoStore] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    let stores = [try SQLiteTodoStore.inMemory(), file]
    for store in stores {
      _ = try store.write { transaction in
        try [
          TodoFields(title: "Buy MILK"), TodoFields(title: "Read", content: "the milky way"),
          TodoFields(title: "Call", done: true), TodoFields(title: "milk run", done: true),
        ].map { try transaction.insert($0, created: Fixture.start, updated: Fixture.start) }
      }
    }
    return stores
  }

  @Test(
    "each query selects the same todos in the same order in memory and on a file",
    arguments: [
      (TodoQuery(), [1, 2, 3, 4]),
      (TodoQuery(filter: "milk"), [1, 2, 4]),
      (TodoQuery(showDone: false), [1, 2]),
      (TodoQuery(filter: "milk", showDone: false), [1, 2]),
      (TodoQuery(filter: "MILKY WAY"), [2]),
      (TodoQuery(filter: "nothing"), []),
      (TodoQuery(showOpen: false), [3, 4]),
      (TodoQuery(filter: "milk", showOpen: false), [4]),
      (TodoQuery(showDone: false, showOpen: false), []),
    ] as [(TodoQuery, [TodoID])])
  func selects(query: TodoQuery, ids: [TodoID]) throws {
    for store in try stores() {
      #expect(try store.read { try $0.index(query) }.map(\.id) == ids, "\(store.path)")
      #expect(try store.items(query).map(\.id) == ids, "\(store.path)")
      for id: TodoID in 1...4 {
        #expect(
          try store.read { try $0.contains(id, in: query) } == ids.contains(id), "\(store.path)")
      }
    }
  }

  @Test func theIndexCarriesEachTodosDoneFlag() throws {
    for store in try stores() {
      #expect(
        try store.read { try $0.index(TodoQuery(filter: "milk")) }.map(\.done)
          == [false, false, true])
    }
  }

  @Test func aQueryIsFilteredWhenItLeavesSomeOut() {
    #expect(!TodoQuery().isFiltered)
    #expect(TodoQuery(filter: "a").isFiltered)
    #expect(TodoQuery(showDone: false).isFiltered)
    #expect(TodoQuery(showOpen: false).isFiltered)
  }

  @Test func aWriteThatThrowsLeavesNothingBehind() throws {
    struct Stop: Error {}
    for store in try stores() {
      #expect(throws: Stop.self) {
        try store.write { transaction in
          _ = try transaction.insert(
            TodoFields(title: "half"), created: Fixture.start, updated: Fixture.start)
          try transaction.delete(id: 1)
          throw Stop()
        }
      }
      #expect(try store.allItems().map(\.id) == [1, 2, 3, 4], "\(store.path)")
      #expect(try store.index(matching: "half").isEmpty, "\(store.path)")
    }
  }

  /// `count` words of every kind that all hold for the todos with "milk" in their text (none
  /// has a due date, a priority or a tag).
  private static func words(_ count: Int) -> String {
    (0..<count).map { ["milk", "-zz\($0)", "-+tag\($0)", "pri:none", "due:none"][$0 % 5] }
      .joined(separator: " ")
  }

  @Test func tooManyFilterWordsAreRefusedByTheFilterNotBlamedOnTheStore() throws {
    for store in try stores() {
      let error = #expect(throws: (any Error).self) {
        try store.items(TodoQuery(filter: Self.words(1000)))
      }
      #expect(error.map { "\($0)" } == "too many filter words (at most 200)", "\(store.path)")
      let most = try store.items(TodoQuery(filter: Self.words(200)))
      #expect(most.map(\.id) == [1, 2, 4], "\(store.path)")
      let open = try store.items(TodoQuery(filter: Self.words(200), showDone: false))
      #expect(open.map(\.id) == [1, 2], "\(store.path)")
    }
  }
}
