import TodoCore

/// A query's keyset pages (SPEC §10 at a million todos, issue 15): the list reads the entries
/// near the screen, starting at an end or at the key of an entry it has, so a page costs the
/// same wherever it is and however long the list. SQLite bounds an index range by a row value
/// only over the index's own columns (not the row id behind `done`) and not past an equality
/// on `done` (as hiding done todos sets), so a page from a key is read within the key's part
/// of the list, `done = ? AND (keys after done) > (?, …)`, and, when that part ends before the
/// page is full, goes on from the start of the next part, `done > ?`.
extension QuerySQL {
  /// Whether the order puts open todos first (every view of the list; not `todo export`).
  var isPartitioned: Bool { keys.first == "done" }

  /// The keys compared within one part of the list: those after `done`.
  var keysWithin: [String] { isPartitioned ? Array(keys.dropFirst()) : keys }

  /// The key of the entry whose id is bound last, when the query selects it: every column of
  /// the order, `done` first when the order is partitioned.
  var key: String {
    "SELECT \(order) FROM \(table) \(conditions.isEmpty ? "WHERE" : conditions + " AND") id = ?"
  }

  /// `ORDER BY` forwards or backwards.
  private func ordering(descending: Bool) -> String {
    descending ? keys.map { "\($0) DESC" }.joined(separator: ", ") : order
  }

  /// The query's conditions and `tests`, as one `WHERE`.
  private func filter(adding tests: [String]) -> String {
    let all = (conditions.isEmpty ? [] : [String(conditions.dropFirst("WHERE ".count))]) + tests
    return all.isEmpty ? "" : "WHERE " + all.joined(separator: " AND ")
  }

  /// `(keys within) <comparison> (?, …)`, after `done = ?` when partitioned: the entries of
  /// the key's part on one side of it. Bound: the key (done first when partitioned), then the
  /// limit.
  func page(comparing comparison: String, descending: Bool) -> String {
    let marks = Array(repeating: "?", count: keysWithin.count).joined(separator: ", ")
    let tests =
      (isPartitioned ? ["done = ?"] : [])
      + ["(\(keysWithin.joined(separator: ", "))) \(comparison) (\(marks))"]
    return "SELECT id, done FROM \(table) \(filter(adding: tests)) "
      + "ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// The entries of the parts after (`>`) or before (`<`) the bound `done`, from the nearest
  /// end of them. Bound: done, then the limit.
  func page(beyond comparison: String, descending: Bool) -> String {
    "SELECT id, done FROM \(table) \(filter(adding: ["done \(comparison) ?"])) "
      + "ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// The first (or, `descending`, last) entries. Bound: the limit.
  func page(descending: Bool) -> String {
    "SELECT id, done FROM \(table) \(conditions) ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// Up to `?` entries from the `?`th (0 is the first): counts its way there, for a jump to a
  /// row no known entry is near.
  var pageAtOffset: String {
    "SELECT id, done FROM \(table) \(conditions) ORDER BY \(order) LIMIT ? OFFSET ?"
  }

  /// How many entries of the key's part come before the bound key (bound as `page`'s).
  var rankWithin: String { countWithin(comparing: "<") }

  /// How many entries of the key's part come at or after the bound key (bound as `page`'s):
  /// the rank counted from the part's end.
  var rankFromEnd: String { countWithin(comparing: ">=") }

  /// How many entries of the key's part compare so to the bound key.
  private func countWithin(comparing comparison: String) -> String {
    let marks = Array(repeating: "?", count: keysWithin.count).joined(separator: ", ")
    let tests =
      (isPartitioned ? ["done = ?"] : [])
      + ["(\(keysWithin.joined(separator: ", "))) \(comparison) (\(marks))"]
    return "SELECT count(*) FROM \(table) \(filter(adding: tests))"
  }

  /// One sample of a part (bound: the key's values within the part, its `done`, then an id):
  /// 1 when the part's first entry from that id on, in the order of ids, sorts before the
  /// key, else 0; no row when the part has no entry from there on. Read on `todo` (the query
  /// has no words, so every todo of the part is in the list).
  var sampleBefore: String {
    let marks = Array(repeating: "?", count: keysWithin.count).joined(separator: ", ")
    return "SELECT (\(keysWithin.joined(separator: ", "))) < (\(marks)) FROM todo "
      + "WHERE done = ? AND id >= ? ORDER BY id LIMIT 1"
  }

  /// How many entries the parts before the bound `done` hold.
  var countBefore: String {
    "SELECT count(*) FROM \(table) \(filter(adding: ["done < ?"]))"
  }

  /// How many entries the query selects, and how many of them are open.
  var tally: String {
    "SELECT count(*), total(done = 0) FROM \(table) \(conditions)"
  }
}
