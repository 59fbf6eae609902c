import TodoCore

/// A query's keyset pages (SPEC §10 at a million todos, issue 15): the list reads the entries
/// near the screen, starting at an end or at the key of an entry it has, `(keys) > (?, …)`
/// in the order's index, so a page costs the same wherever it is and however long the list.
extension QuerySQL {
  /// The key of the entry whose id is bound last, when the query selects it: the values a page
  /// from it compares with.
  var key: String {
    "SELECT \(order) FROM \(table) \(conditions.isEmpty ? "WHERE" : conditions + " AND") id = ?"
  }

  /// Up to `?` entries (id and done) whose key compares with the bound key as `comparison`
  /// says (`>`, `>=`, `<`), or from an end without one, read forwards or, for the entries
  /// before a key or at the end, backwards (`descending`: the caller turns them round).
  func page(comparing comparison: String?, descending: Bool) -> String {
    var tests = conditions.isEmpty ? [] : [String(conditions.dropFirst("WHERE ".count))]
    if let comparison {
      let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
      tests.append("(\(order)) \(comparison) (\(marks))")
    }
    let direction = descending ? keys.map { "\($0) DESC" }.joined(separator: ", ") : order
    let filter = tests.isEmpty ? "" : "WHERE " + tests.joined(separator: " AND ")
    return "SELECT id, done FROM \(table) \(filter) ORDER BY \(direction) LIMIT ?"
  }

  /// Up to `?` entries from the `?`th (0 is the first): counts its way there, for a jump to a
  /// row no known entry is near.
  var pageAtOffset: String {
    "SELECT id, done FROM \(table) \(conditions) ORDER BY \(order) LIMIT ? OFFSET ?"
  }

  /// How many entries come before the bound key: counted in the order's index.
  var rank: String {
    var tests = conditions.isEmpty ? [] : [String(conditions.dropFirst("WHERE ".count))]
    let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
    tests.append("(\(order)) < (\(marks))")
    return "SELECT count(*) FROM \(table) WHERE " + tests.joined(separator: " AND ")
  }

  /// How many entries the query selects, and how many of them are open.
  var tally: String {
    "SELECT count(*), total(done = 0) FROM \(table) \(conditions)"
  }
}
