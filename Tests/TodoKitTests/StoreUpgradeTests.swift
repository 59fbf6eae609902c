import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// A store made by the release before due dates, priorities and tags (commit 0e9e80d, kept in
/// Tests/Fixtures): read as it is by a read-only command, upgraded in place by the first
/// connection that may write, every item, id and time kept; once upgraded, refused by that
/// release like any store made by a newer version.
@Suite final class StoreUpgradeTests {
  let scratch = ScratchFolder("todo-upgrade")
  var folder: URL { scratch.url }

  /// A copy of the fixture in a temporary folder (the fixture itself is never opened).
  private func copy() throws -> String {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/store-0e9e80d.sqlite")
    let path = folder.appendingPathComponent("todo.sqlite").path
    try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
    return path
  }

  /// Every item of the fixture, as the release that made it stored them (times read with
  /// `sqlite3` from the file: `printf('%!.17g', created)`).
  static let expected: [TodoItem] = [
    TodoItem(
      id: 1, title: "Buy milk", content: "two litres\tsemi-skimmed\nand bread",
      created: Date(timeIntervalSince1970: 1_764_490_500.25),
      updated: Date(timeIntervalSince1970: 1_764_608_400)),
    TodoItem(
      id: 2, title: "读书 本を読む 🎉", content: "第一章\n\n第二章 👍🏽", done: true,
      created: Date(timeIntervalSince1970: 1_764_669_600),
      updated: Date(timeIntervalSince1970: 1_764_761_400.5)),
    TodoItem(
      id: 4, title: "100% done? (A) +proj @home due:2026-01-01",
      content: "a%20b content:x  two  spaces ",
      created: Date(timeIntervalSince1970: 1_764_936_000),
      updated: Date(timeIntervalSince1970: 1_764_936_000)),
    TodoItem(
      id: 5, title: "nul\u{0}byte e\u{301}clair", content: "\u{0}", done: true,
      created: Date(timeIntervalSince1970: 1_765_001_166.125),
      updated: Date(timeIntervalSince1970: 1_765_091_227)),
    TodoItem(
      id: 6, title: "Added by hand", content: "with the real clock", done: true,
      created: Date(timeIntervalSince1970: 1_795_445_404 + 1016.0 / 1024),
      updated: Date(timeIntervalSince1970: 1_795_445_405 + 44.0 / 1024)),
    TodoItem(
      id: 7, title: "Last one",
      created: Date(timeIntervalSince1970: 1_795_445_405 + 69.0 / 1024),
      updated: Date(timeIntervalSince1970: 1_795_445_405 + 69.0 / 1024)),
  ]

  /// The migrations `grdb_migrations` lists.
  private func migrations(_ path: String) throws -> [String] {
    try runSQL("SELECT identifier FROM grdb_migrations ORDER BY rowid", on: path)
      .split(separator: "\n").map(String.init)
  }

  @discardableResult
  private func runSQL(_ sql: String, on path: String) throws -> String {
    let finished = try ChildProcess(
      "/usr/bin/env", ["sqlite3", path, sql],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], error: .inherit
    ).finishBlocking(timeout: .seconds(60))
    try #require(finished.termination == .exited(0), "sqlite3 failed on \(sql)")
    return finished.outputText
  }

  @Test func aReadOnlyOpeningReadsEveryItemAndChangesNothing() throws {
    let path = try copy()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try SQLiteTodoStore(path: path, access: .read)
    #expect(try store.items().map(\.withoutCalendar) == Self.expected)
    #expect(try store.item(id: 4)?.withoutCalendar == Self.expected[2])
    #expect(try store.items(TodoQuery(filter: "MILK")).map(\.id) == [1])
    // Every todo is in the one list a store made before lists reads as having.
    let open = Self.expected.count { !$0.done }
    #expect(
      try store.read { try $0.listCounts() }
        == [ListCount(name: "Tasks", open: open, done: Self.expected.count - open)])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func aReadOnlyOpeningAnswersEveryFilterWordAndOrderOverFieldsTheFileHasNot() throws {
    // `todo list due:today` on a store made before due dates: read from an upgraded copy in
    // memory (no todo has the new fields), the file left byte for byte, no file beside it.
    let path = try copy()
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try SQLiteTodoStore(path: path, access: .read)
    let all = Self.expected.map(\.id)
    for (filter, ids) in [
      ("is:repeating", [TodoID]()), ("-is:repeating", all), ("due:today", []), ("due:none", all),
      ("+proj", []), ("-+proj", all), ("pri:none", all), ("pri:H", []), ("list:tasks", all),
      ("-list:Tasks", []), ("list:Work", []),
    ] {
      #expect(try store.items(TodoQuery(filter: filter)).map(\.id) == ids, "\(filter)")
    }
    for sort in TodoQuery.Sort.allCases {
      #expect(Set(try store.items(TodoQuery(sort: sort)).map(\.id)) == Set(all), "\(sort)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["todo.sqlite"])
  }

  @Test func theFirstWritingOpeningUpgradesInPlaceKeepingEveryItemIDAndTime() throws {
    let path = try copy()
    #expect(try migrations(path).last == "v4: search text in composed form")
    let store = try SQLiteTodoStore(path: path, access: .change)
    #expect(try migrations(path).last == "v17: lists")
    #expect(try store.items().map(\.withoutCalendar) == Self.expected)
    #expect(try store.items().allSatisfy { $0.fields.recur == nil })
    #expect(try store.items(TodoQuery(filter: "éclair")).map(\.id) == [5])
    // Ids are never reused: the next one follows the highest ever given (7), not a gap (3).
    let added = try TodoUseCases(store: store, clock: Fixture.clock())
      .add(TodoForm(title: "new", due: "2026-02-01", priority: "H", tags: "x", recur: "+1m"))
    #expect(added.fields.recur == Recurrence(text: "+1m"))
    #expect(added.id == 8)
    let reopened = try SQLiteTodoStore(path: path, access: .read)
    #expect(try reopened.items().map(\.withoutCalendar) == Self.expected + [added.withoutCalendar])
  }

  @Test func onceUpgradedItIsRefusedByAnOlderReleaseAndAStoreOfANewerOneByThis() throws {
    let path = try copy()
    _ = try SQLiteTodoStore(path: path, access: .change)
    // What the release before this one knows; v6 is new to it, so it refuses the store.
    let older: Set<String> = [
      "v1: todo table", "v2: narrow search table for the filter", "v3: application id",
      "v4: search text in composed form", "v5: due dates, priorities and tags",
    ]
    #expect(
      StoreSchema.knownMigrations.subtracting(older) == [
        "v6: repeat rules", "v7: order and views", "v8: calendar identity", "v9: sync state",
        "v10: order keys and counts", "v11: trigram index of the search text",
        "v12: no indexes on due and priority", "v13: fewer merges of the trigram index",
        "v14: one fold for the filter and the title order", "v15: subtasks",
        "v16: open todos shown below each todo", "v17: lists",
      ])
    try runSQL("INSERT INTO grdb_migrations VALUES ('v99: something later')", on: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    for access in [StoreAccess.read, .change, .create] {
      let error = #expect(throws: StoreError.self) {
        try SQLiteTodoStore(path: path, access: access)
      }
      #expect(error?.reason.hasPrefix("made by a newer version of todo") == true)
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// SPEC §16: the upgrade to subtasks keeps every todo, at the top level, with no subtasks
  /// counted and nothing folded; the triggers count from then on.
  @Test func theUpgradeToSubtasksKeepsEveryTodoAtTheTopLevelWithNothingCounted() throws {
    let path = try copy()
    let store = try SQLiteTodoStore(path: path, access: .change)
    #expect(try store.items().map(\.withoutCalendar) == Self.expected)
    #expect(try store.items().allSatisfy { $0.parent == nil })
    let (kept, recounted) = try store.keptAndRecounted()
    #expect(kept == recounted)
    #expect(kept.counts.values.allSatisfy { $0 == KeptTree.Counts() })
    #expect(kept.roots == (3, 3))
    #expect(try runSQL("SELECT count(*) FROM todo_fold", on: path) == "0\n")
    #expect(
      try runSQL("SELECT value FROM view_setting WHERE name = 'fold_all'", on: path) == "0\n")
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    _ = try cases.reparent(4, under: 1)
    _ = try cases.reparent(7, under: 4)
    let (keptAfter, recountedAfter) = try store.keptAndRecounted()
    #expect(keptAfter == recountedAfter)
    #expect(keptAfter.counts[1] == KeptTree.Counts(children: 1, descendants: 2, openBelow: 2))
  }

  @Test func theUpgradeMakesTheTagTableItsTriggerAndTheIndexes() throws {
    let path = try copy()
    _ = try SQLiteTodoStore(path: path, access: .change)
    let names = try runSQL(
      "SELECT type || ' ' || name FROM sqlite_master WHERE name LIKE 'todo%' ORDER BY name",
      on: path)
    for name in [
      "table todo_tag", "index todo_tag_by_tag", "index todo_in_due_order",
      "index todo_in_priority_order", "trigger todo_tag_follows_todo", "index todo_repeating",
      "table todo_trigram",
    ] {
      #expect(names.contains(name + "\n"), "\(names)")
    }
    #expect(
      try runSQL("SELECT v FROM todo_trigram_config WHERE k = 'automerge'", on: path) == "16\n")
    // The indexes of v5 on the plain due and priority columns, which nothing reads, are gone.
    #expect(!names.contains("todo_by_due") && !names.contains("todo_by_priority"), "\(names)")
    // The filter's lookups go through the indexes, not a scan of every todo.
    let byTag = try runSQL(
      "EXPLAIN QUERY PLAN SELECT todo_id FROM todo_tag WHERE tag = 'x'", on: path)
    #expect(byTag.contains("todo_tag_by_tag"), "\(byTag)")
    let byDue = try runSQL(
      "EXPLAIN QUERY PLAN SELECT id FROM todo WHERE done IN (0, 1) AND due_key < 5", on: path)
    #expect(byDue.contains("todo_in_due_order"), "\(byDue)")
    let repeating = try runSQL(
      "EXPLAIN QUERY PLAN SELECT id FROM todo WHERE recur IS NOT NULL", on: path)
    #expect(repeating.contains("todo_repeating"), "\(repeating)")
  }
}
