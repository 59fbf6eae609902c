import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage

/// An import of many todos (`prepareForImport` above 10,000) makes the indexes the adding does
/// not read after the rows, in the same transaction (`SecondaryIndexes`): the store ends with
/// the same indexes, intact, and answers every order and filter word as a store that added
/// the same todos one by one.
@Suite final class BulkImportTests {
  let scratch = ScratchFolder("todo-bulk")
  var folder: URL { scratch.url }

  /// 12,000 todos with every field some of the time.
  static let todos: [ImportedTodo] = (1...12_000).map { number in
    ImportedTodo(
      TodoFields(
        title: "bulk \(number * 7 % 12_000) pay", done: number % 4 == 0,
        due: number % 3 == 0
          ? nil : DueDate(CalendarDay(daysSince1970: 20_455 + number % 40), at: nil),
        priority: Priority(value: number % 10) ?? .none,
        tags: number % 5 == 0 ? ["work"] : [],
        recur: number % 50 == 0 ? Recurrence(text: "1w") : nil))
  }

  /// Every index of the store and the SQL that made it.
  private func indexes(_ store: SQLiteTodoStore) throws -> [String] {
    try store.read { reading in
      guard let table = reading as? TodoTable else { return [] }
      return try table.prepare(
        "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
          + "ORDER BY name"
      ).rows([]) { $0.text(0) }
    }
  }

  /// The write after `prepareForImport` of many todos runs without the indexes adding does
  /// not read (the UID's and the manual order's stay up), and only that write.
  @Test func onlyTheWriteAfterPreparingRunsWithoutThoseIndexes() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    let all = Set(try indexes(store).map { String($0.prefix { $0 != ":" }) })
    func namesInside() throws -> Set<String> {
      try store.write { writing in
        let table = try #require(writing as? TodoTable)
        return Set(
          try table.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql NOT NULL")
            .rows([]) { $0.text(0) })
      }
    }
    try store.prepareForImport(of: 20_000)
    #expect(try namesInside() == SecondaryIndexes.readWhileAdding)
    #expect(try namesInside() == all)
    try store.prepareForImport(of: 10_000)
    #expect(try namesInside() == all)
  }

  @Test func aBulkImportEndsWithTheSameIndexesAndAnswersAsAddingOneByOne() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let bulk = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    let before = try indexes(bulk)
    #expect(before.count >= 8)
    try bulk.prepareForImport(of: Self.todos.count)
    let added = try TodoUseCases(store: bulk, clock: Fixture.clock()).add(imported: Self.todos)
    #expect(added == Self.todos.count)
    #expect(try indexes(bulk) == before)
    let check = try bulk.read { reading in
      try (reading as? TodoTable)?.prepare("PRAGMA integrity_check").rows([]) { $0.text(0) }
    }
    #expect(check == ["ok"])

    let oneByOne = try SQLiteTodoStore.inMemory()
    _ = try TodoUseCases(store: oneByOne, clock: Fixture.clock()).add(imported: Self.todos)
    for sort in TodoQuery.Sort.allCases {
      for filter in ["", "pay", "+work", "due<2026-01-20", "pri:H", "is:repeating", "-bulk"] {
        let query = ViewSettings(sort: sort).applied(to: TodoQuery(filter: filter))
        #expect(
          try bulk.read { try $0.index(query) } == oneByOne.read { try $0.index(query) },
          "\(sort) \(filter)")
      }
    }
    // The next change is an ordinary one: it keeps every index.
    _ = try TodoUseCases(store: bulk, clock: Fixture.clock()).add(TodoForm(title: "after"))
    #expect(try indexes(bulk) == before)
  }
}
