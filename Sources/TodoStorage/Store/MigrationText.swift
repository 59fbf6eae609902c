import Foundation
import GRDB
import GRDBSQLite

/// The text the migrations work out in Swift (the search rows of v2, v4 and v11, the title
/// keys of v7, both folded again by v14), each as it was worked out the day that migration
/// shipped. A migration must keep meaning what it meant, so it never calls the live table code
/// (`TodoTable`) or the live fold (`TextFold`), which change with the app: the SQL and each
/// step's fold are frozen copies here, and nothing but `StoreSchema` uses them. Statements
/// bind and read text whole (`ExactStatement`): a title may hold a NUL.
struct MigrationText {
  /// Prepares (or finds in a cache) the statement for some SQL.
  private let prepare: (String) throws -> ExactStatement

  /// The migration's connection, inside its transaction.
  init(_ db: Database) {
    prepare = { sql in
      let statement = try db.cachedStatement(sql: sql)
      guard let connection = db.sqliteConnection else {
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
      }
      return ExactStatement(handle: statement.sqliteStatement, connection: connection)
    }
  }

  /// Makes the search row (`todo_search`) of every todo, or only of those whose search row
  /// holds a NUL: its done flag, and its title and notes each folded by `fold`, apart. The
  /// trigram index is not written (v11 builds it from the rows once they are made). Reads only
  /// the columns v1 made.
  func writeSearchRows(fold: (String) -> String, onlyWithNUL: Bool = false) throws {
    let withNUL =
      "WHERE id IN (SELECT id FROM todo_search WHERE instr(CAST(search AS BLOB), x'00') > 0)"
    let sql = "SELECT id, done, title, content FROM todo \(onlyWithNUL ? withNUL : "")"
    let rows = try prepare(sql).rows([]) { row in
      (id: row.integer(0), done: row.integer(1), title: row.text(2), content: row.text(3))
    }
    let write = try prepare(
      "INSERT OR REPLACE INTO todo_search (id, done, search) VALUES (?, ?, ?)")
    for row in rows {
      let search = fold(row.title) + "\u{1}" + fold(row.content)
      try write.run([.integer(row.id), .integer(row.done != 0 ? 1 : 0), .text(search)])
    }
  }

  /// Makes the title key (`title_key`) of every todo its title folded by `fold`.
  func writeTitleKeys(fold: (String) -> String) throws {
    let rows = try prepare("SELECT id, title FROM todo").rows([]) { ($0.integer(0), $0.text(1)) }
    let update = try prepare("UPDATE todo SET title_key = ? WHERE id = ?")
    for (id, title) in rows { try update.run([.text(fold(title)), .integer(id)]) }
  }

  /// Folds again by `fold` the search rows and title keys of the todos whose title or notes
  /// are not plain ASCII (plain text folded as it does now already), then brings the trigram
  /// index up to the search rows that changed, in id order. Only derived text is written: no
  /// todo changes, nor its revision.
  func refold(by fold: (String) -> String) throws {
    // `length` counts the characters before a NUL, the blob's length every byte: they differ
    // when the text has a NUL or a character beyond ASCII.
    let rows = try prepare(
      """
      SELECT id, title, content, title_key FROM todo
      WHERE length(CAST(title AS BLOB)) <> length(title)
        OR length(CAST(content AS BLOB)) <> length(content)
      """
    ).rows([]) { row in
      (id: row.integer(0), title: row.text(1), content: row.text(2), titleKey: row.text(3))
    }
    let readSearch = try prepare("SELECT search FROM todo_search WHERE id = ?")
    let setSearch = try prepare("UPDATE todo_search SET search = ? WHERE id = ?")
    let setTitleKey = try prepare("UPDATE todo SET title_key = ? WHERE id = ?")
    var changed: [(id: Int64, before: String, after: String)] = []
    for row in rows {
      let search = fold(row.title) + "\u{1}" + fold(row.content)
      let before = try readSearch.rows([.integer(row.id)]) { $0.text(0) }.first
      if let before, !before.utf8.elementsEqual(search.utf8) {
        try setSearch.run([.text(search), .integer(row.id)])
        changed.append((row.id, before, search))
      }
      let titleKey = fold(row.title)
      if !titleKey.utf8.elementsEqual(row.titleKey.utf8) {
        try setTitleKey.run([.text(titleKey), .integer(row.id)])
      }
    }
    let remove = try prepare(
      "INSERT INTO todo_trigram (todo_trigram, rowid, search) VALUES ('delete', ?, ?)")
    let add = try prepare("INSERT INTO todo_trigram (rowid, search) VALUES (?, ?)")
    for change in changed.sorted(by: { $0.id < $1.id }) {
      try remove.run([.integer(change.id), .text(change.before)])
      try add.run([.integer(change.id), .text(change.after)])
    }
  }
}

// MARK: - The folds, as each migration had them

/// Each written out whole, so changing one cannot change another step.
extension MigrationText {
  /// v2's fold of the search text: lowercased.
  static func v2Fold(_ text: String) -> String {
    text.lowercased()
  }

  /// v4's fold of the search text: canonically composed, then lowercased.
  static func v4Fold(_ text: String) -> String {
    text.precomposedStringWithCanonicalMapping.lowercased()
  }

  /// v7's title key: case, accents and width folded, canonically composed.
  static func v7TitleKey(_ title: String) -> String {
    title.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
    )
    .precomposedStringWithCanonicalMapping
  }

  /// v11's fold of the search text: v4's, with a NUL as U+0001 (the index stops at a NUL).
  static func v11Fold(_ text: String) -> String {
    withoutNUL(text.precomposedStringWithCanonicalMapping.lowercased())
  }

  /// v14's one fold for the search text and the title key: plain ASCII lowercased; any other
  /// text with case folded fully, accents and width dropped, canonically composed, a NUL as
  /// U+0001.
  static func v14Fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 != 0 && $0 < 0x80 }) { return text.lowercased() }
    return withoutNUL(
      text.folding(
        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil
      )
      .precomposedStringWithCanonicalMapping)
  }

  /// `text` with each NUL as U+0001.
  private static func withoutNUL(_ text: String) -> String {
    guard text.unicodeScalars.contains("\u{0}") else { return text }
    return String(
      String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{1}" : $0 }))
  }
}
