import TodoCore

/// The search table (`todo_search`: id, done, parent and the folded text the filter reads)
/// and its trigram index (`todo_trigram`, migration v11: the filter's words of three
/// characters or more), kept in step with each item as it is written or deleted: the row at
/// once, the index before the transaction ends or a query reads it (`PendingIndexChanges`).
extension TodoTable {
  /// What the filter searches: title and content folded as `TextFold` says, apart so a
  /// match cannot span both.
  static func search(_ fields: TodoFields) -> String {
    TextFold.folded(fields.title) + String(searchSeparator) + TextFold.folded(fields.content)
  }

  /// What parts title and content in the search text. A fold may hold it too (a NUL folds to
  /// it), so a filter word holding it is looked for in each apart (`QuerySQL`).
  static let searchSeparator: Unicode.Scalar = "\u{1}"

  /// Makes an item's search row its text, done flag and `parent` (the id it stands under, 0
  /// at the top level); the index is left alone when the text is what it was (a toggle, a new
  /// due date). A todo just `added` has no row to read (its id is new: AUTOINCREMENT never
  /// gives one twice).
  func writeSearch(_ item: TodoItem, under parent: TodoID, added: Bool = false) throws {
    let search = Self.search(item.fields)
    let old = added ? nil : try searchText(of: item.id)
    if let old, old.utf8.elementsEqual(search.utf8) {
      try prepare("UPDATE todo_search SET done = ?, parent = ? WHERE id = ?").run([
        .integer(item.done ? 1 : 0), .integer(parent), .integer(item.id),
      ])
      return
    }
    pendingIndexChanges.note(item.id, before: old)
    try writeRow(item, under: parent, search: search)
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

  /// The text of an item's search row, or nil when it has none.
  private func searchText(of id: TodoID) throws -> String? {
    try prepare("SELECT search FROM todo_search WHERE id = ?").rows([.integer(id)]) {
      $0.text(0)
    }.first
  }

  /// Writes the row of `todo_search`, a new one or over the one there.
  private func writeRow(_ item: TodoItem, under parent: TodoID, search: String) throws {
    try prepare(
      "INSERT OR REPLACE INTO todo_search (id, done, parent, search) VALUES (?, ?, ?, ?)"
    ).run([
      .integer(item.id), .integer(item.done ? 1 : 0), .integer(parent), .text(search),
    ])
  }
}
