import Foundation
import TestSupport
import Testing
import TodoTestKit

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

  /// The write after `prepareForImport` of many todos runs without the indexes adding fills
  /// at random places (those in `keptUp` stay up) and without the triggers each added row
  /// fires, and only that write.
  @Test func onlyTheWriteAfterPreparingRunsWithoutThoseIndexesAndTriggers() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    let all = Set(try indexes(store).map { String($0.prefix { $0 != ":" }) })
    func namesInside(_ type: String = "index") throws -> Set<String> {
      try store.write { writing in
        let table = try #require(writing as? TodoTable)
        return Set(
          try table.prepare("SELECT name FROM sqlite_master WHERE type = ? AND sql NOT NULL")
            .rows([.text(type)]) { $0.text(0) })
      }
    }
    let triggers = try namesInside("trigger")
    #expect(triggers.isSuperset(of: BulkTriggers.names))
    try store.prepareForImport(of: 20_000)
    #expect(try namesInside() == SecondaryIndexes.keptUp)
    #expect(try namesInside() == all)
    try store.prepareForImport(of: 20_000)
    #expect(try namesInside("trigger") == triggers.subtracting(BulkTriggers.names))
    #expect(try namesInside("trigger") == triggers)
    try store.prepareForImport(of: 10_000)
    #expect(try namesInside() == all)
    #expect(try namesInside("trigger") == triggers)
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
    #expect(
      try bulk.read { try $0.tally(TodoQuery()) } == oneByOne.read { try $0.tally(TodoQuery()) })
    #expect(try bulk.read { try $0.tally(TodoQuery()) } == TodoTally(count: 12_000, open: 9_000))
    // The next change is an ordinary one: it keeps every index.
    _ = try TodoUseCases(store: bulk, clock: Fixture.clock()).add(TodoForm(title: "after"))
    #expect(try indexes(bulk) == before)
  }

  /// A todo deleted here after it was synced leaves a tombstone (the server is not told yet);
  /// importing a todo with its UID takes the server's record back, as adding it alone does,
  /// in a bulk import too. The counts after follow every todo added, and the triggers are
  /// back for the next change.
  @Test func aBulkImportTakesBackATombstoneAndCountsAsTheTriggersDo() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let store = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    let gone = try cases.add(TodoForm(title: "gone"))
    let record = SyncRecord(href: "/alice/tasks/gone.ics", etag: "\"7\"", base: "BASE")
    try store.syncWrite { _, ledger in
      let local = try #require(try ledger.local(id: gone.id))
      try ledger.markSynced(
        gone.id, uid: gone.calendar.uid, record: record, revision: local.revision)
    }
    _ = try cases.delete(gone.id)
    #expect(
      try store.syncWrite { _, ledger in try ledger.tombstones() }.map(\.uid) == [gone.calendar.uid]
    )

    let back = ImportedTodo(
      TodoFields(title: "back"), calendar: CalendarRecord(uid: gone.calendar.uid))
    try store.prepareForImport(of: Self.todos.count + 1)
    #expect(try cases.add(imported: Self.todos + [back]) == Self.todos.count + 1)
    #expect(try store.syncWrite { _, ledger in try ledger.tombstones() } == [])
    let local = try store.syncWrite { _, ledger in try ledger.local(href: record.href) }
    #expect(local?.item.title == "back")
    #expect(local?.record == record)
    #expect(try store.read { try $0.tally(TodoQuery()) } == TodoTally(count: 12_001, open: 9_001))
    // So are the top-level todos (SPEC §16: every one of them).
    #expect(try KeptTree(keptBy: store).roots == (9_001, 3_000))

    // The triggers count the next change again.
    _ = try cases.toggleDone(try #require(local?.item.id))
    #expect(try store.read { try $0.tally(TodoQuery()) } == TodoTally(count: 12_001, open: 9_000))
    let (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    #expect(kept.roots == (9_000, 3_001))
  }
}
