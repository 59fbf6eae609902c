import TodoCore

/// A todo's rank in the list: how many entries come before it, counted in the order's index
/// (SQLite keeps no counts in its B-trees, so a count walks the entries it counts).
extension TodoTable {
  /// How many of `query`'s entries come before `id`; nil when `query` does not select it: those
  /// of its part before its key, counted in the order's index, and the parts before it (the
  /// open todos before a done one: kept by the store when the query has no words).
  /// In the tree, the rank of `TodoTable+TreeRank.swift` (a filter's:
  /// `TodoTable+FilteredTree.swift`).
  func rank(of id: TodoID, in query: TodoQuery) throws -> Int? {
    let sql = try querySQL(query)
    if try isTree(query, sql) { return try treeRank(of: id, query, sql) }
    if try isFilteredTree(query, sql) { return try filteredTreeRank(of: id, query, sql) }
    guard let key = try key(of: id, sql) else { return nil }
    // A query without words: the store keeps its parts' lengths, read once.
    let kept = query.filter.isEmpty ? try tally(query) : nil
    let within = try rankWithinPart(key, sql, kept: kept)
    guard sql.isPartitioned, case .integer(let done) = key.first, done > 0 else { return within }
    let before = try kept?.open ?? count(sql.countBefore, sql.arguments + [.integer(done)])
    return within + before
  }

  /// How far a rank is counted from either end of a part before the ends are judged: a part
  /// no longer than this is counted from the top.
  static let countedFromAnEnd = 4096
  /// How many keys of a part the judgement of which end is nearer samples.
  static let samples = 64

  /// How many entries of the key's part come before it. A count walks the order's index, as
  /// many entries as it passes; so where the part's length is `kept` by the store (a query
  /// without words) and long, it is counted from whichever end of the part the key is nearer:
  /// up to `countedFromAnEnd` entries from the top, then as many from the bottom, and
  /// for a key deeper inside than that, from the end a sample of the part says is nearer. A
  /// todo near either end of a long list (at the top of the screen, one just added, one moved
  /// to the end) costs a short walk, and none costs more than half the part.
  private func rankWithinPart(_ key: [SQLValue], _ sql: QuerySQL, kept: TodoTally?) throws -> Int {
    guard sql.isPartitioned, let kept, case .integer(let done) = key.first else {
      return try count(within: sql, "<", key)
    }
    let length = done == 0 ? kept.open : kept.done
    let cap = Self.countedFromAnEnd
    guard length > cap else { return try count(within: sql, "<", key) }
    let fromTop = try count(within: sql, "<", key, upTo: cap)
    if fromTop < cap { return fromTop }
    let fromBottom = try count(within: sql, ">=", key, upTo: cap)
    if fromBottom < cap { return length - fromBottom }
    guard try isInLaterHalf(Array(key.dropFirst()), ofPart: done, sql) else {
      return try count(within: sql, "<", key)
    }
    return length - (try count(within: sql, ">=", key))
  }

  /// How many entries of the key's part compare so (`<`, `>=`) to it, each range of it
  /// counted from a seek (the later parts left out); no more than `cap` when one is given
  /// (the walk stops there).
  private func count(
    within sql: QuerySQL, _ comparison: String, _ key: [SQLValue], upTo cap: Int? = nil
  ) throws -> Int {
    let bounds = sql.bounds(comparison).dropLast(sql.isPartitioned ? 1 : 0)
    var sum = 0
    for bound in bounds {
      let arguments = sql.arguments + bound.values(key)
      guard let cap else {
        sum += try count(sql.count(bound), arguments)
        continue
      }
      sum += try count(sql.count(bound, limited: true), arguments + [.integer(Int64(cap - sum))])
      if sum >= cap { return cap }
    }
    return sum
  }

  /// Whether more of `samples` entries of the part `done`, the first from each of ids spread
  /// evenly over the store's, sort before the key (its values within the part) than after it.
  private func isInLaterHalf(
    _ key: [SQLValue], ofPart done: Int64, _ sql: QuerySQL
  ) throws
    -> Bool
  {
    // Two subqueries: SQLite reads a lone min() or max() from an end of the table, but
    // scans every row for both in one SELECT.
    let ends = "SELECT (SELECT min(id) FROM todo), (SELECT max(id) FROM todo)"
    guard let (low, high) = try prepare(ends).rows([], { ($0.integer(0), $0.integer(1)) }).first
    else { return false }
    let sample = try prepare(sql.sampleBefore)
    var (before, after) = (0, 0)
    for index in 0..<Int64(Self.samples) {
      let id = low + (high - low) * (2 * index + 1) / (2 * Int64(Self.samples))
      let sorted = try sample.rows(key + [.integer(done), .integer(id)]) { $0.integer(0) != 0 }
      guard let sortsBefore = sorted.first else { continue }
      if sortsBefore { before += 1 } else { after += 1 }
    }
    return before > after
  }
}
