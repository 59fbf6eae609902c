import Foundation
import GRDB
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// One fold for the filter and the title order (`TextFold`): what each side of a pair folds
/// to, the quick path for ASCII equal to the full fold, and the filter on the real store
/// finding each side from the other.
@Suite struct TextFoldTests {
  /// Texts that must fold alike, and what they fold to (the spec's examples first).
  static let table: [(texts: [String], folded: String)] = [
    (["straße", "STRASSE", "Strasse", "STRAẞE"], "strasse"),
    (["İstanbul", "istanbul", "ISTANBUL", "I\u{307}stanbul"], "istanbul"),
    (["ΟΔΟΣ", "οδος", "οδός", "ΟΔΌΣ", "οδοσ"], "οδοσ"),
    (["Café", "cafe", "CAFÉ", "Cafe\u{301}", "ｃａｆｅ"], "cafe"),
    (["Émile", "emile", "ＥＭＩＬＥ"], "emile"),
    (["naïve", "NAIVE", "nai\u{308}ve"], "naive"),
    (["ﬁle", "FILE"], "file"),
    (["Pay RENT", "pay rent"], "pay rent"),
    (["nul\u{0}byte", "NUL\u{1}BYTE"], "nul\u{1}byte"),
    (["读书 本を読む 🎉"], "读书 本を読む 🎉"),
  ]

  @Test(arguments: table)
  func textsFoldAlike(texts: [String], folded: String) {
    for text in texts {
      #expect(
        Array(TextFold.folded(text).unicodeScalars) == Array(folded.unicodeScalars), "\(text)")
    }
  }

  /// Every ASCII character alone, and between two letters of each case: the quick path for
  /// ASCII gives what the full fold gives (NUL to U+0001 included).
  @Test func theQuickPathForASCIIIsTheFullFold() {
    for value in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(value))
      for text in [character, "a\(character)Z", "Q\(character)b", "\(character)\(character)"] {
        #expect(
          Array(TextFold.folded(text).utf8) == Array(TextFold.fullyFolded(text).utf8), "\(value)")
      }
    }
  }

  /// Each text of a pair stored as a title, then as notes, and found by a filter word of each
  /// other text of its pair, on the in-memory SQLite store: through the trigram index for a
  /// word of three characters or more, by a scan for a shorter one.
  @Test(arguments: table.filter { $0.texts.count > 1 })
  func theFilterFindsEachFromTheOther(texts: [String], folded: String) throws {
    for stored in texts {
      let store = try SQLiteTodoStore.seeded([
        Fixture.item(1, stored), Fixture.item(2, "other", content: stored), Fixture.item(3, "x"),
      ])
      for query in texts {
        // A word of the filter is a word: the pair's texts with a space are searched by
        // their first word, which is as folded.
        let word = String(query.split(separator: " ").first ?? "")
        #expect(
          try store.items(TodoQuery(filter: word)).map(\.id) == [1, 2], "\(query) finds \(stored)")
      }
    }
  }

  /// A word shorter than three characters is found by a scan of the same folded text.
  @Test func aShortWordIsFoundByItsFoldToo() throws {
    let store = try SQLiteTodoStore.seeded([Fixture.item(1, "Maß"), Fixture.item(2, "mas")])
    #expect(try store.items(TodoQuery(filter: "SS")).map(\.id) == [1])
    #expect(try store.items(TodoQuery(filter: "ß")).map(\.id) == [1])
    #expect(try store.items(TodoQuery(filter: "É")).map(\.id) == [])
    #expect(try store.items(TodoQuery(filter: "Á")).map(\.id) == [1, 2])
  }

  /// The title order compares what the filter compares: `straße` sits with `strasse`, `Café`
  /// with `cafe`.
  @Test func theTitleOrderFoldsAsTheFilterDoes() throws {
    let store = try SQLiteTodoStore.seeded([
      Fixture.item(1, "STRASSE b"), Fixture.item(2, "straße a"), Fixture.item(3, "Café b"),
      Fixture.item(4, "cafe a"), Fixture.item(5, "strasse c"),
    ])
    #expect(try store.items(TodoQuery(sort: .title)).map(\.id) == [4, 3, 2, 1, 5])
  }
}

/// Migration v14: a store whose search rows and title keys an earlier version folded (case
/// only, and partly) is folded again on its first writing opening, every item kept.
@Suite final class TextFoldUpgradeTests {
  let scratch = ScratchFolder("todo-fold")

  static let titles = ["Café au lait", "straße", "İstanbul", "ΟΔΟΣ", "Plain ASCII"]

  /// How the filter folded before v14: composed, then lowercased.
  static func oldFold(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping.lowercased()
  }

  @Test func anEarlierStoreIsFoldedAgainOnUpgrade() throws {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let path = scratch.url.appendingPathComponent("todo.sqlite").path
    do {
      let store = try SQLiteTodoStore(path: path)
      for title in Self.titles {
        _ = try store.add(
          title: title, content: "notes of \(title)", done: false, at: Fixture.start)
      }
    }
    // The store as v13 left it: the old search text in the rows and in the trigram index, and
    // v14 not yet run.
    let queue = try DatabaseQueue(path: path)
    let revisions = try queue.write { db in
      for (offset, title) in Self.titles.enumerated() {
        let id = offset + 1
        let old = Self.oldFold(title) + "\u{1}" + Self.oldFold("notes of \(title)")
        try db.execute(
          sql: """
            INSERT INTO todo_trigram (todo_trigram, rowid, search)
              SELECT 'delete', id, search FROM todo_search WHERE id = ?;
            UPDATE todo_search SET search = ? WHERE id = ?;
            INSERT INTO todo_trigram (rowid, search) SELECT id, search FROM todo_search WHERE id = ?;
            """, arguments: [id, old, id, id])
      }
      try db.execute(
        sql: "DELETE FROM grdb_migrations WHERE identifier = ?",
        arguments: ["v14: one fold for the filter and the title order"])
      return try Int.fetchAll(db, sql: "SELECT revision FROM todo ORDER BY id")
    }
    try queue.close()

    let store = try SQLiteTodoStore(path: path, access: .change)
    #expect(try store.items().map(\.title) == Self.titles)
    let finds: [(query: String, ids: [TodoID])] = [
      ("cafe", [1]), ("CAFÉ", [1]), ("strasse", [2]), ("STRASSE", [2]), ("istanbul", [3]),
      ("οδος", [4]), ("οδός", [4]), ("ascii", [5]), ("ss", [2]), ("of", [1, 2, 3, 4, 5]),
    ]
    for (query, ids) in finds {
      #expect(try store.items(TodoQuery(filter: query)).map(\.id) == ids, "\(query)")
    }
    let after = try DatabaseQueue(path: path)
    try after.write { db in
      // FTS5 checks its index against the rows it indexes: an error if they differ.
      try db.execute(
        sql: "INSERT INTO todo_trigram (todo_trigram, rank) VALUES ('integrity-check', 1)")
      #expect(try Int.fetchAll(db, sql: "SELECT revision FROM todo ORDER BY id") == revisions)
    }
    try after.close()
  }
}
