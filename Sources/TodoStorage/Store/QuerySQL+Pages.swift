import TodoCore

/// A query's keyset pages (SPEC §10 at a million todos): the list reads the entries
/// near the screen, starting at an end or at the key of an entry it has, so a page costs the
/// same wherever it is and however long the list.
///
/// SQLite seeks an index to a row value only by its first column (the rest is tested entry by
/// entry), never by the row id behind the columns, and not past an equality on `done` (as
/// hiding done todos sets). So the entries on one side of a key are read as a chain of index
/// ranges, each an equality on a prefix of the key and a comparison of the next column, so
/// each starts with a seek (`bounds`): for the due order, the rest of the key's
/// (due, priority) group by id, then the rest of its due date by priority, then the later due
/// dates, then the later parts (open, done). One row value over every column would walk the
/// key's whole group from its start: the todos without a due date or priority are one group
/// of hundreds of thousands at a million.
extension QuerySQL {
  /// Whether the order puts open todos first (every view of the list; not `todo export`).
  var isPartitioned: Bool { keys.first == "done" }

  /// The keys compared within one part of the list: those after `done`.
  var keysWithin: [String] { isPartitioned ? Array(keys.dropFirst()) : keys }

  /// The key of the entry whose id is bound last, when the query selects it: every column of
  /// the order, `done` first when the order is partitioned.
  var key: String {
    let tests = conditionsForOne.isEmpty ? "WHERE" : conditionsForOne + " AND"
    return "SELECT \(order) FROM \(table) \(tests) id = ?"
  }

  /// One index range of the entries on one side of a key.
  struct KeyBound {
    /// The tests after the query's conditions.
    let tests: [String]
    /// The values of the key (`done` first when partitioned, then the order's columns, the id
    /// last) that the tests bind, in order.
    let values: ([SQLValue]) -> [SQLValue]
  }

  /// The ranges of the entries after (`>`), from (`>=`) or before (`<`) a key, nearest first:
  /// from the last column of the order to the first, equal to the key on the columns before
  /// it and compared on it (the id with `comparison`, the others strictly), then the later (or
  /// earlier) parts. The ranges but the last (when partitioned) make the key's part.
  ///
  /// A filtered query reads its key's part as one row value over every column instead: each of
  /// its statements tests the entries against the words (a text word gathers its matches once
  /// a statement), so fewer statements cost less than exact seeks save.
  func bounds(_ comparison: String) -> [KeyBound] {
    let strict = comparison == "<" ? "<" : ">"
    let part = isPartitioned ? ["done = ?"] : []
    let partValues = isPartitioned ? 1 : 0
    let columns = keysWithin
    var bounds: [KeyBound]
    if isFiltered {
      let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
      bounds = [
        KeyBound(
          tests: part + ["(\(columns.joined(separator: ", "))) \(comparison) (\(marks))"],
          values: { $0 })
      ]
    } else {
      bounds = columns.indices.reversed().map { index in
        KeyBound(
          tests: part + columns[..<index].map { "\($0) = ?" }
            + ["\(columns[index]) \(index == columns.count - 1 ? comparison : strict) ?"],
          values: { key in Array(key.prefix(partValues + index + 1)) })
      }
    }
    if isPartitioned {
      bounds.append(KeyBound(tests: ["done \(strict) ?"], values: { key in [key[0]] }))
    }
    return bounds
  }

  /// `ORDER BY` forwards or backwards.
  func ordering(descending: Bool) -> String {
    descending ? keys.map { "\($0) DESC" }.joined(separator: ", ") : order
  }

  /// The query's conditions and `tests`, as one `WHERE`.
  func filter(adding tests: [String]) -> String {
    let all = (conditions.isEmpty ? [] : [String(conditions.dropFirst("WHERE ".count))]) + tests
    return all.isEmpty ? "" : "WHERE " + all.joined(separator: " AND ")
  }

  /// The entries of `bound`, from the key on, nearest first. Bound: the query's arguments, the
  /// bound's values, then the limit.
  func page(_ bound: KeyBound, descending: Bool) -> String {
    "SELECT id, done FROM \(table) \(filter(adding: bound.tests)) "
      + "ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// How many entries `bound` holds. Bound: the query's arguments, then the bound's values,
  /// then (`limited`) the most to count: the walk stops there.
  func count(_ bound: KeyBound, limited: Bool = false) -> String {
    let entries = "FROM \(table) \(filter(adding: bound.tests))"
    return limited
      ? "SELECT count(*) FROM (SELECT 1 \(entries) LIMIT ?)" : "SELECT count(*) \(entries)"
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
