import TodoCore

/// A query's keyset pages (SPEC §10 at a million todos, issue 15): the list reads the entries
/// near the screen, starting at an end or at the key of an entry it has, so a page costs the
/// same wherever it is and however long the list.
///
/// SQLite bounds an index range by a row value only over the index's own columns: not the row
/// id behind them, and not past an equality on `done` (as hiding done todos sets). So the
/// entries on one side of a key are read as up to three index ranges, each a seek (`bounds`):
/// the rest of the key's group (the entries whose order columns equal the key's, by id), the
/// later groups of the key's part (open or done), then the later parts. A range that reached
/// past a group by comparing the id too would walk the whole group from its start: the todos
/// without a due date or priority are one group of hundreds of thousands at a million.
extension QuerySQL {
  /// Whether the order puts open todos first (every view of the list; not `todo export`).
  var isPartitioned: Bool { keys.first == "done" }

  /// The keys compared within one part of the list: those after `done`.
  var keysWithin: [String] { isPartitioned ? Array(keys.dropFirst()) : keys }

  /// The order's columns within a part, the id left out (the last key): the entries that share
  /// them are one group, ordered by id.
  var groupKeys: [String] { Array(keysWithin.dropLast()) }

  /// The key of the entry whose id is bound last, when the query selects it: every column of
  /// the order, `done` first when the order is partitioned.
  var key: String {
    "SELECT \(order) FROM \(table) \(conditions.isEmpty ? "WHERE" : conditions + " AND") id = ?"
  }

  /// One index range of the entries on one side of a key.
  struct KeyBound {
    /// The tests after the query's conditions.
    let tests: [String]
    /// The values of the key (`done` first when partitioned, then the group's, the id last)
    /// that the tests bind, in order.
    let values: ([SQLValue]) -> [SQLValue]
  }

  /// The ranges of the entries after (`>`), from (`>=`) or before (`<`) a key, nearest first:
  /// the rest of its group, then the later (or earlier) groups of its part, then the later (or
  /// earlier) parts.
  func bounds(_ comparison: String) -> [KeyBound] {
    let strict = comparison == "<" ? "<" : ">"
    let part = isPartitioned ? ["done = ?"] : []
    let done: ([SQLValue]) -> [SQLValue] = { key in isPartitioned ? [key[0]] : [] }
    let group: ([SQLValue]) -> [SQLValue] = { key in
      Array(key.dropLast().suffix(groupKeys.count))
    }
    var bounds = [
      KeyBound(
        tests: part + groupKeys.map { "\($0) = ?" } + ["id \(comparison) ?"],
        values: { key in done(key) + group(key) + [key[key.count - 1]] })
    ]
    if !groupKeys.isEmpty {
      let marks = Array(repeating: "?", count: groupKeys.count).joined(separator: ", ")
      bounds.append(
        KeyBound(
          tests: part + ["(\(groupKeys.joined(separator: ", "))) \(strict) (\(marks))"],
          values: { key in done(key) + group(key) }))
    }
    if isPartitioned {
      bounds.append(KeyBound(tests: ["done \(strict) ?"], values: done))
    }
    return bounds
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

  /// The entries of `bound`, from the key on, nearest first. Bound: the query's arguments, the
  /// bound's values, then the limit.
  func page(_ bound: KeyBound, descending: Bool) -> String {
    "SELECT id, done FROM \(table) \(filter(adding: bound.tests)) "
      + "ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// How many entries `bound` holds. Bound: the query's arguments, then the bound's values.
  func count(_ bound: KeyBound) -> String {
    "SELECT count(*) FROM \(table) \(filter(adding: bound.tests))"
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

  /// How many entries the parts before the bound `done` hold.
  var countBefore: String {
    "SELECT count(*) FROM \(table) \(filter(adding: ["done < ?"]))"
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

  /// How many entries the query selects, and how many of them are open.
  var tally: String {
    "SELECT count(*), total(done = 0) FROM \(table) \(conditions)"
  }
}
