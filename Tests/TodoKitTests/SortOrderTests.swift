import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Every order of SPEC §10 as the store gives it, in memory and in a file: done todos below
/// open ones, each order's keys, ties by id; each read through its index, never sorted; the
/// view settings kept in the store.
@Suite final class SortOrderTests {
  let scratch = ScratchFolder("todo-orders")
  var folder: URL { scratch.url }

  private static func due(_ text: String) -> DueDate? { DueDate(iso: text) }

  /// Six todos whose every order differs: due dates with and without a time, every priority
  /// class and none, titles in mixed case and with accents, one done.
  private static let todos: [ImportedTodo] = [
    ImportedTodo(TodoFields(title: "banana", due: due("2026-01-09"), priority: .low)),
    ImportedTodo(TodoFields(title: "Apple", priority: .high)),
    ImportedTodo(TodoFields(title: "Éclair", done: true, due: due("2026-01-06"))),
    ImportedTodo(TodoFields(title: "cherry", due: due("2026-01-07T17:00"), priority: .medium)),
    ImportedTodo(TodoFields(title: "date", due: due("2026-01-07"), priority: .high)),
    ImportedTodo(TodoFields(title: "eclair", due: due("2026-01-07T17:00"))),
  ]

  private func store(_ kind: StoreKind) throws -> SQLiteTodoStore {
    let store = try kind.make(in: folder)
    try store.add(contentsOf: Self.todos, at: Fixture.start)
    return store
  }

  private func ids(_ store: SQLiteTodoStore, _ sort: TodoQuery.Sort) throws -> [TodoID] {
    let query = ViewSettings(sort: sort).applied(to: TodoQuery())
    let items = try store.items(query).map(\.id)
    #expect(try store.read { try $0.index(query) }.map(\.id) == items)
    return items
  }

  @Test(arguments: StoreKind.allCases)
  func eachOrderPutsDoneTodosLast(kind: StoreKind) throws {
    let store = try store(kind)
    // Due: soonest first (a day without a time after that day's times), none last; then H
    // before M before none; the done Éclair last.
    #expect(try ids(store, .due) == [4, 6, 5, 1, 2, 3])
    // Priority: H (by due: date has one, Apple none), M, L, none; done last.
    #expect(try ids(store, .priority) == [5, 2, 4, 1, 6, 3])
    #expect(try ids(store, .created) == [1, 2, 4, 5, 6, 3])
    // Title: case and accents folded (Apple, banana, cherry, date, eclair), done Éclair last.
    #expect(try ids(store, .title) == [2, 1, 4, 5, 6, 3])
    // Manual: new todos at the end, so as added until something moves.
    #expect(try ids(store, .manual) == [1, 2, 4, 5, 6, 3])
  }

  @Test func titleKeysFoldCaseAccentsAndWidth() {
    #expect(TextFold.folded("Émile") == TextFold.folded("emile"))
    #expect(TextFold.folded("ＥＭＩＬＥ") == "emile")
    // Other scripts by code point, after Latin.
    #expect(
      Array(TextFold.folded("zebra").utf8).lexicographicallyPrecedes(TextFold.folded("Ωmega").utf8))
  }

  @Test(arguments: StoreKind.allCases)
  func everyOrderIsReadThroughItsIndexWithoutSorting(kind: StoreKind) throws {
    let store = try store(kind)
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery())
        let plan = try store.queryPlan(QuerySQL(query).index)
        #expect(!plan.contains("TEMP B-TREE"), "\(sort): \(plan)")
        #expect(plan.contains("USING") && plan.contains("INDEX"), "\(sort): \(plan)")
      }
    }
  }

  @Test(arguments: StoreKind.allCases)
  func viewSettingsAreKeptInTheStore(kind: StoreKind) throws {
    let store = try store(kind)
    #expect(try store.read { try $0.viewSettings() } == ViewSettings())
    let settings = ViewSettings(sort: .priority, hidesDone: true)
    try store.write { try $0.saveViewSettings(settings) }
    #expect(try store.read { try $0.viewSettings() } == settings)
  }

  @Test func viewSettingsSurviveARestartAndReachAnotherInstance() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("todo.sqlite").path
    let first = try SQLiteTodoStore(path: path)
    let second = try SQLiteTodoStore(path: path)
    let token = try second.outsideChangeToken()
    try TodoUseCases(store: first, clock: Fixture.clock())
      .save(ViewSettings(sort: .title, hidesDone: true))
    // The other instance sees the change move its token (its next refresh reads them).
    #expect(try second.outsideChangeToken() != token)
    #expect(
      try second.read { try $0.viewSettings() } == ViewSettings(sort: .title, hidesDone: true))
    let reopened = try SQLiteTodoStore(path: path, access: .read)
    #expect(try reopened.read { try $0.viewSettings().sort } == .title)
  }
}

extension SQLiteTodoStore {
  /// `EXPLAIN QUERY PLAN` of `sql` (its `?` bound to NULL), the plan's details on one line.
  func queryPlan(_ sql: String) throws -> String {
    let marks = sql.filter { $0 == "?" }.count
    return try read { reading in
      guard let table = reading as? TodoTable else { return "" }
      return try table.prepare("EXPLAIN QUERY PLAN " + sql)
        .rows(Array(repeating: .null, count: marks)) { $0.text(3) }
        .joined(separator: " | ")
    }
  }
}

/// The order and `H` as the app keeps them: after a quit and a new start, and in another
/// instance on the same store at its next refresh.
@Suite final class ViewSettingsAppTests {
  let scratch = ScratchFolder("todo-views")
  var folder: URL { scratch.url }

  private func path() throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("todo.sqlite").path
  }

  @Test func theOrderAndHiddenDoneTodosAreKeptAfterARestart() throws {
    let path = try path()
    let store = try SQLiteTodoStore(path: path)
    try store.add(
      contentsOf: [
        ImportedTodo(TodoFields(title: "b")), ImportedTodo(TodoFields(title: "a")),
        ImportedTodo(TodoFields(title: "c", done: true)),
      ], at: Fixture.start)
    let app = HeadlessApp(store: store)
    app.press(.character("s"), .character("H"), .character("q"))
    #expect(app.navigation.isFinished)
    let restarted = HeadlessApp(store: try SQLiteTodoStore(path: path))
    #expect(restarted.row(0).hasPrefix(" todo · title"))
    #expect(restarted.row(0).hasSuffix("2 open · 1 done hidden"))
    #expect(restarted.row(1).contains("[ ] a") && restarted.row(2).contains("[ ] b"))
  }

  @Test func anotherInstancesOrderShowsAtTheNextRefresh() throws {
    let path = try path()
    let mine = HeadlessApp(store: try SQLiteTodoStore(path: path))
    let theirs = HeadlessApp(store: try SQLiteTodoStore(path: path))
    theirs.press(.character("s"))
    #expect(mine.row(0).hasPrefix(" todo "))
    mine.idle()
    #expect(mine.row(0).hasPrefix(" todo · title"))
  }
}
