import TodoCore

/// The search table (`todo_search`: id, done and the folded text the filter reads) and its
/// trigram index (`todo_trigram`, migration v11: the filter's words of three characters or
/// more), kept in step with each item as it is written or deleted: the row at once, the
/// index before the transaction ends or a query reads it (`PendingIndexChanges`).
extension TodoTable {
  /// What the filter searches: title and content folded as `TextFold` says, apart so a
  /// match cannot span both.
  static func search(_ fields: TodoFields) -> String {
    TextFold.folded(fields.title) + "\u{1}" + TextFold.folded(fields.content)
  }

  /// Makes an item's search row its text and done flag; the index is left alone when the
  /// text is what it was (a toggle, a new due date). A todo just `added` has no row to read
  /// (its id is new: AUTOINCREMENT never gives one twice).
  func writeSearch(_ item: TodoItem, added: Bool = false) throws {
    let search = Self.search(item.fields)
    let old = added ? nil : try searchText(of: item.id)
    if let old, old.utf8.elementsEqual(search.utf8) {
      try prepare("UPDATE todo_search SET done = ? WHERE id = ?").run([
        .integer(item.done ? 1 : 0), .integer(item.id),
      ])
      return
    }
    pendingIndexChanges.note(item.id, before: old)
    try writeRow(id: item.id, done: item.done, search: search)
  }

  /// Removes an item's search row.
  func deleteSearch(id: TodoID) throws {
    guard let old = try searchText(of: id) else { return }
    pendingIndexChanges.note(id, before: old)
    try prepare("DELETE FROM todo_search WHERE id = ?").run([.integer(id)])
  }

  /// Brings the trigram index up to the search rows this transaction changed: each changed
  /// row's old entries out, its text now in. One-row statements with their values, one after
  /// another, so FTS5 keeps the entries in memory until the commit.
  func writeTrigramIndex() throws {
    guard !pendingIndexChanges.isEmpty else { return }
    let remove = try prepare(
      "INSERT INTO todo_trigram (todo_trigram, rowid, search) VALUES ('delete', ?, ?)")
    let add = try prepare("INSERT INTO todo_trigram (rowid, search) VALUES (?, ?)")
    for change in pendingIndexChanges.take() {
      let now = try searchText(of: change.id)
      if let indexed = change.indexed, let now, indexed.utf8.elementsEqual(now.utf8) { continue }
      if let indexed = change.indexed { try remove.run([.integer(change.id), .text(indexed)]) }
      if let now { try add.run([.integer(change.id), .text(now)]) }
    }
  }

  /// Rebuilds the search row of every item, or only of those whose search text holds a NUL
  /// (the migrations that make and refold `todo_search`, v2, v4 and v11, each before v11
  /// builds the index from the rows: the index is not written here). Reads only the columns
  /// the search is made of, which every version's table has: a migration runs on the table as
  /// that migration found it, before later migrations add their columns.
  func rebuildSearch(ofTextsWithNUL onlyWithNUL: Bool = false) throws {
    let withNUL =
      "WHERE id IN (SELECT id FROM todo_search WHERE instr(CAST(search AS BLOB), x'00') > 0)"
    let sql = "SELECT id, done, title, content FROM todo \(onlyWithNUL ? withNUL : "")"
    let rows = try prepare(sql).rows([]) { row in
      (id: row.integer(0), done: row.integer(1) != 0, title: row.text(2), content: row.text(3))
    }
    for row in rows {
      try writeRow(
        id: row.id, done: row.done,
        search: Self.search(TodoFields(title: row.title, content: row.content)))
    }
  }

  /// Folds again, as `TextFold` folds now, the search rows and title keys of the items whose
  /// title or notes are not plain ASCII (migration v14: a plain text folds as it did, by
  /// lowercasing), and brings the trigram index up to the rows that changed. Only the
  /// derived texts are written: no item changes, nor its revision (sync sees nothing to send).
  func refoldText() throws {
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
    let setSearch = try prepare("UPDATE todo_search SET search = ? WHERE id = ?")
    let setTitleKey = try prepare("UPDATE todo SET title_key = ? WHERE id = ?")
    for row in rows {
      let search = Self.search(TodoFields(title: row.title, content: row.content))
      let old = try searchText(of: row.id)
      if old.map({ !$0.utf8.elementsEqual(search.utf8) }) ?? false {
        pendingIndexChanges.note(row.id, before: old)
        try setSearch.run([.text(search), .integer(row.id)])
      }
      let titleKey = TextFold.folded(row.title)
      if !titleKey.utf8.elementsEqual(row.titleKey.utf8) {
        try setTitleKey.run([.text(titleKey), .integer(row.id)])
      }
    }
    try writeTrigramIndex()
  }

  /// The text of an item's search row, or nil when it has none.
  private func searchText(of id: TodoID) throws -> String? {
    try prepare("SELECT search FROM todo_search WHERE id = ?").rows([.integer(id)]) {
      $0.text(0)
    }.first
  }

  /// Writes the row of `todo_search`, a new one or over the one there.
  private func writeRow(id: TodoID, done: Bool, search: String) throws {
    try prepare("INSERT OR REPLACE INTO todo_search (id, done, search) VALUES (?, ?, ?)").run([
      .integer(id), .integer(done ? 1 : 0), .text(search),
    ])
  }
}
