import Foundation
import GRDB
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// A store of the first version ("v1: todo table") upgraded by every migration in one
/// opening: each step does its own work (none calls the live table code), and what comes out
/// keeps every todo as it was and holds the derived text (search rows, trigram index, title
/// keys) exactly as this version writes it, so it filters and sorts as a new store does.
@Suite final class MigrationChainTests {
  let scratch = ScratchFolder("todo-migrations")

  /// Todos whose text folds differently along the way: accents, a decomposed accent, `ß`, a
  /// final sigma, a dotted capital I, full width, NULs, CJK and emoji, plain ASCII.
  static let todos: [TodoItem] = [
    ("Buy milk", "two litres\tsemi-skimmed", false),
    ("Café au lait", "crème", true),
    ("e\u{301}clair", "decomposed", false),
    ("Straße", "STRASSE", false),
    ("ΟΔΟΣ", "οδός", true),
    ("İstanbul", "ＥＭＩＬＥ", false),
    ("nul\u{0}byte", "\u{0}", true),
    ("读书 本を読む 🎉", "第一章\n\n第二章 👍🏽", false),
  ].enumerated().map { offset, todo in
    // Ids with a gap (3 was deleted before the upgrade), times with fractions of a second.
    let id = TodoID(offset < 2 ? offset + 1 : offset + 2)
    return TodoItem(
      id: id, title: todo.0, content: todo.1, done: todo.2,
      created: Date(timeIntervalSince1970: 1_764_490_500.25 + Double(offset) * 86_400),
      updated: Date(timeIntervalSince1970: 1_764_490_600.5 + Double(offset) * 86_400))
  }

  /// A store file at v1 holding `todos`, written as v1 wrote them: text bound whole.
  private func firstVersionStore() throws -> String {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let path = scratch.url.appendingPathComponent("todo.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try StoreSchema.migrator.migrate(queue, upTo: "v1: todo table")
    try queue.write { db in
      for todo in Self.todos {
        try db.execute(
          sql: """
            INSERT INTO todo (id, title, content, done, created, updated)
            VALUES (?, CAST(? AS TEXT), CAST(? AS TEXT), ?, ?, ?)
            """,
          arguments: [
            todo.id, Data(todo.title.utf8), Data(todo.content.utf8), todo.done,
            todo.created.timeIntervalSince1970, todo.updated.timeIntervalSince1970,
          ])
      }
    }
    try queue.close()
    return path
  }

  /// The derived text of every todo, read as bytes: (id, search row, title key).
  private func derivedText(_ path: String) throws -> [(TodoID, String, String)] {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT todo.id, CAST(search AS BLOB), CAST(title_key AS BLOB)
          FROM todo JOIN todo_search USING (id) ORDER BY todo.id
          """
      ).map { row in
        let search: Data = row[1]
        let titleKey: Data = row[2]
        return (
          row[0], String(decoding: search, as: UTF8.self), String(decoding: titleKey, as: UTF8.self)
        )
      }
    }
  }

  @Test func aFirstVersionStoreComesThroughEveryMigrationAsThisVersionWouldWriteIt() throws {
    let path = try firstVersionStore()
    let store = try SQLiteTodoStore(path: path, access: .change)

    // Every todo is kept: id, title, notes, done flag and times.
    #expect(try store.items().map(\.withoutCalendar) == Self.todos)
    #expect(try store.items().allSatisfy { !$0.calendar.uid.isEmpty })

    // The derived text is what this version writes for the same todos.
    let derived = try derivedText(path)
    #expect(derived.map(\.0) == Self.todos.map(\.id))
    for (todo, (_, search, titleKey)) in zip(Self.todos, derived) {
      #expect(search == TodoTable.search(todo.fields), "\(todo.title)")
      #expect(titleKey == TextFold.folded(todo.title), "\(todo.title)")
    }
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      // FTS5 checks its index against the rows it indexes: an error if they differ.
      try db.execute(
        sql: "INSERT INTO todo_trigram (todo_trigram, rank) VALUES ('integrity-check', 1)")
      let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
      #expect(Set(applied) == StoreSchema.knownMigrations)
    }
    try queue.close()

    // So it filters and sorts as a new store holding the same todos does.
    let fresh = try SQLiteTodoStore.seeded(Self.todos)
    for word in [
      "milk", "cafe", "CAFÉ", "éclair", "strasse", "οδος", "istanbul", "emile", "byte",
      "本を", "👍🏽", "mi", "ss",
    ] {
      let upgraded = try store.items(TodoQuery(filter: word)).map(\.id)
      #expect(upgraded == (try fresh.items(TodoQuery(filter: word)).map(\.id)), "\(word)")
      #expect(!upgraded.isEmpty, "\(word)")
    }
    for sort in TodoQuery.Sort.allCases {
      #expect(
        try store.items(TodoQuery(sort: sort)).map(\.id)
          == (try fresh.items(TodoQuery(sort: sort)).map(\.id)), "\(sort)")
    }
  }
}
