import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The trigram index of the search text (migration v11): a word of three characters
/// or more is looked up in it, a shorter one scans the search table, and either way the filter
/// finds exactly the todos whose folded title or notes hold the word, through every kind of
/// change, on a file and in memory.
@Suite final class TrigramIndexTests {
  let scratch = ScratchFolder("todo-trigram")
  var folder: URL { scratch.url }

  /// Titles and notes with what a trigram tokenizer or an FTS query could trip on: accents
  /// composed and not, CJK, emoji with a modifier, a NUL, quotes, the query language's own
  /// words and signs, a repeated trigram, text too short for one.
  static let todos: [(title: String, content: String)] = [
    ("Pay rent", "ask about the price"),
    ("Cafe\u{301} au lait", "Café noir"),
    ("nul\u{0}byte éclair", "after\u{0}the nul"),
    ("日本語のメモ", "読み書き 🎉 done"),
    ("say \"hi\" to Mum", "a \"quoted\" note"),
    ("AND OR NOT NEAR(x y)", "col:umn ^start *star* {a b} -minus +plus"),
    ("aaaa banana", "nanana"),
    ("ok", ""),
    ("thumbs 👍🏽 up", "tab\tand space"),
  ]

  private func stores() throws -> [SQLiteTodoStore] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return [
      try SQLiteTodoStore.inMemory(),
      try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path),
    ]
  }

  /// Every word of two to five code points in `texts` that the filter reads as one plain
  /// word (no space, no `+tag`, `-word` or `due:` form, no control character).
  private static func words(in texts: [String]) -> Set<String> {
    var words: Set<String> = []
    for text in texts {
      let scalars = Array(TextFold.folded(text).unicodeScalars)
      for length in 2...5 where length <= scalars.count {
        for start in 0...(scalars.count - length) {
          let word = String(String.UnicodeScalarView(scalars[start..<(start + length)]))
          guard !word.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
            case let parsed = TodoFilter(parsing: word, at: .replayStart),
            parsed.words.count == 1, !parsed.words[0].excludes,
            case .text(let folded) = parsed.words[0].term, folded == word
          else { continue }
          words.insert(word)
        }
      }
    }
    return words
  }

  /// The ids of `items` whose folded title or notes hold `word`, byte for byte.
  private static func holding(_ word: String, _ items: [TodoItem]) -> [TodoID] {
    let needle = Array(word.utf8)
    return items.filter { item in
      [item.title, item.content].contains { text in
        let bytes = Array(TextFold.folded(text).utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains {
          bytes[$0..<($0 + needle.count)].elementsEqual(needle)
        }
      }
    }.map(\.id)
  }

  /// Checks every word against every todo of `store`; returns how many words went through
  /// the index, so a test can tell both kinds were tried.
  @discardableResult
  private func expectFilterFindsExactly(
    _ words: Set<String>, in store: SQLiteTodoStore, _ moment: String
  ) throws -> Int {
    let items = try store.items()
    for word in words.sorted() {
      let found = try store.index(matching: word).map(\.id)
      #expect(found == Self.holding(word, items), "\(moment): \(word.debugDescription)")
    }
    return words.filter(QuerySQL.isIndexed).count
  }

  @Test func everyWordFindsTheTodosHoldingItThroughAddsEditsDeletesAndRestores() throws {
    for store in try stores() {
      let added = try store.write { transaction in
        try Self.todos.map {
          try transaction.insert(
            TodoFields(title: $0.title, content: $0.content), created: Fixture.start,
            updated: Fixture.start)
        }
      }
      let before = Self.words(in: Self.todos.flatMap { [$0.title, $0.content] })
      let indexed = try expectFilterFindsExactly(before, in: store, "added")
      #expect(indexed > 100 && indexed < before.count)

      // Edits (the old words must go from the index), a toggle, deletes and a restore.
      var changed: [String] = []
      for item in added.prefix(5) {
        var edited = item
        edited.title = "renamed " + String(item.title.reversed())
        edited.content = item.content.isEmpty ? "now notes" : ""
        try store.update(edited)
        changed += [edited.title, edited.content]
      }
      var toggled = added[5]
      toggled.done = true
      try store.update(toggled)
      try store.delete(id: added[6].id)
      try store.delete(id: added[7].id)
      try store.restore(added[7])
      try expectFilterFindsExactly(before.union(Self.words(in: changed)), in: store, "changed")
    }
  }

  /// Several changes of one todo in one transaction (as an import or a sync makes), and a
  /// query within it: the index is written when a query reads it and when the transaction
  /// ends, from the first text it held to the last.
  @Test func changesInOneTransactionAreFoundInItAndAfterIt() throws {
    for store in try stores() {
      let (inside, kept) = try store.write { transaction in
        var zebra = try transaction.insert(
          TodoFields(title: "zebra crossing"), created: Fixture.start, updated: Fixture.start)
        let gone = try transaction.insert(
          TodoFields(title: "zebra gone"), created: Fixture.start, updated: Fixture.start)
        zebra.title = "yak shaving"
        try transaction.update(zebra)
        let inside = try transaction.index(TodoQuery(filter: "zebra")).map(\.id)
        zebra.title = "yak grooming"
        try transaction.update(zebra)
        zebra.content = "zebra notes"
        try transaction.update(zebra)
        try transaction.delete(id: gone.id)
        let kept = try transaction.insert(
          TodoFields(title: "okapi"), created: Fixture.start, updated: Fixture.start)
        try transaction.delete(id: kept.id)
        try transaction.restore(kept)
        return (inside, [zebra.id, gone.id, kept.id])
      }
      #expect(inside == [kept[1]])
      for (word, found) in [
        ("zebra", [kept[0]]), ("crossing", []), ("shaving", []), ("grooming", [kept[0]]),
        ("gone", []), ("okapi", [kept[2]]),
      ] {
        #expect(try store.index(matching: word).map(\.id) == found, "\(word)")
      }
      try expectFilterFindsExactly(
        Self.words(in: ["yak grooming", "zebra notes", "zebra crossing", "okapi"]), in: store,
        "after one transaction")
    }
  }

  @Test func aWordOfThreeCharactersOrMoreIsLookedUpAndAShorterOneScans() throws {
    let store = try stores()[0]
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let settings = ViewSettings(sort: sort, hidesDone: hidesDone)
        // Looked up: the matches gathered from the index by every statement of a load, and
        // counted without reading either table whole (a page may walk its order's index).
        let query = settings.applied(to: TodoQuery(filter: "rent -quoted"))
        let sql = QuerySQL(query)
        let bound = try #require(sql.bounds("<").first)
        let tally = QuerySQL(query, forCounting: true).tally
        for statement in [tally, sql.page(descending: false), sql.page(bound, descending: true)] {
          let plan = try store.queryPlan(statement)
          #expect(plan.contains("SCAN todo_trigram VIRTUAL TABLE INDEX"), "\(sort): \(plan)")
        }
        let plan = try store.queryPlan(tally)
        #expect(!plan.contains("SCAN todo_search") && !plan.contains("SCAN todo "), "\(plan)")
        // Too short for a trigram: one scan of the narrow search table.
        let short = settings.applied(to: TodoQuery(filter: "re"))
        let scan = try store.queryPlan(QuerySQL(short, forCounting: true).tally)
        #expect(scan == "SCAN todo_search", "\(sort): \(scan)")
      }
    }
  }

  @Test func onlyWordsOfThreeCodePointsWithoutControlCharactersAreLookedUp() {
    #expect(QuerySQL.isIndexed("pay"))
    #expect(QuerySQL.isIndexed("日本語"))
    #expect(QuerySQL.isIndexed("a\"b"))
    #expect(!QuerySQL.isIndexed("pa"))
    #expect(!QuerySQL.isIndexed("👍🏽"))  // two code points
    #expect(!QuerySQL.isIndexed("a\u{1}b"))
    #expect(!QuerySQL.isIndexed("a\tbc"))
  }

  /// Every ASCII character alone, and between two letters of each case: the quick path for
  /// ASCII text folds it as the composed, lowercased form does, NUL to U+0001 included.
  @Test func asciiTextFoldsAsComposedLowercasedText() {
    for value in UInt8(0)..<0x80 {
      let character = String(UnicodeScalar(value))
      for text in [character, "a\(character)Z", "Q\(character)b"] {
        let composed = text.precomposedStringWithCanonicalMapping.lowercased()
        let expected = composed.replacingOccurrences(of: "\u{0}", with: "\u{1}")
        #expect(TextFold.folded(text) == expected, "\(value)")
      }
    }
    #expect(TextFold.folded("Pay RENT") == "pay rent")
    #expect(TextFold.folded("Caf\u{0065}\u{0301}") == "cafe")
  }
}
