import TodoCore

/// A filter in tree order (SPEC §16): every match with its ancestors, children under their
/// parents, siblings in the order in force (done last); folds do not hide matches, and an
/// ancestor that does not match is an entry for context (`isContext`). A store without
/// subtasks reads a filter flat, as before them.
///
/// The shown rows are the top level's matches, read a page at a time through the order's
/// tree index as the flat filter reads its index, and the trees that hold matches below the
/// top (`FilterForest`), found once a read: their tops join the top level's rows, and each
/// top is followed by its tree's rows.
extension TodoTable {
  /// Whether `query`'s list is a filter shown as a tree: filter words, open todos shown, done
  /// ones last, and some todo stands under another.
  func isFilteredTree(_ query: TodoQuery, _ sql: QuerySQL) throws -> Bool {
    guard hasTree, !query.filter.isEmpty, query.showOpen, sql.isPartitioned else { return false }
    return try hasSubtasks()
  }

  /// The forest of `query`'s matches below the top level: remembered for the rest of a read
  /// (a load reads the tally, a rank and two pages), made again in a write.
  func filterForest(_ query: TodoQuery, _ sql: QuerySQL) throws -> FilterForest {
    if let kept = forests?.forests[query] { return kept }
    let counting = try querySQL(query, forCounting: true)
    let below = try prepare(counting.matchesBelowTheTop).rows(counting.arguments) {
      $0.integer(0)
    }
    let found = try prepare(sql.forestRows).rows([.text(Self.json(below))]) {
      TreeRow($0, keys: sql.keys.count)
    }
    let tops = found.filter { $0.parent == 0 }.map(\.id)
    let matchingTops =
      tops.isEmpty
      ? []
      : try prepare(sql.matchingAmong).rows(sql.arguments + [.text(Self.json(tops))]) {
        $0.integer(0)
      }
    let forest = FilterForest(
      found: found, matching: Set(below), matchingTops: Set(matchingTops),
      hidingDone: !query.showDone)
    forests?.forests[query] = forest
    return forest
  }

  /// The table of a read, which remembers the forests it makes.
  func remembering() -> TodoTable {
    var table = self
    table.forests = FilterForests()
    return table
  }

  /// Ids as a JSON array.
  static func json(_ ids: [TodoID]) -> String {
    "[" + ids.map(String.init).joined(separator: ",") + "]"
  }

  /// Where the list shows `id`: its tree's top and its index in that tree's rows (0 and
  /// itself for a match at the top level outside any tree), with the top's key; nil when
  /// not shown.
  func filteredPlace(
    of id: TodoID, _ sql: QuerySQL, _ forest: FilterForest
  ) throws -> (top: TreeRow, index: Int)? {
    if let place = forest.places[id], let rows = forest.rows[place.top] {
      return (rows[0], place.index)
    }
    let row = try prepare(sql.topLevelMatch).rows(sql.arguments + [.integer(id)]) {
      TreeRow($0, keys: sql.keys.count)
    }.first
    return row.map { ($0, 0) }
  }

  /// How many rows the filtered tree shows, and how many of them are open: the matches at
  /// the top level (one scan, as the flat filter counts), and the rows of the trees but
  /// their tops that match (counted there already).
  func filteredTreeTally(_ query: TodoQuery, _ sql: QuerySQL) throws -> TodoTally {
    let forest = try filterForest(query, sql)
    let counting = try querySQL(query, forCounting: true)
    let (top, topOpen) =
      try prepare(counting.tallyByLevel).rows(counting.arguments) {
        (Int($0.real(2)), Int($0.real(3)))
      }.first ?? (0, 0)
    var (count, open, matches) = (top, topOpen, top)
    for rows in forest.rows.values {
      for row in rows where row.parent != 0 || !forest.matches.contains(row.id) {
        count += 1
        if !row.done { open += 1 }
        if row.parent != 0, forest.matches.contains(row.id) { matches += 1 }
      }
    }
    let all = try prepare("SELECT total(count) FROM todo_tally").rows([]) { Int($0.real(0)) }
    return TodoTally(count: count, open: open, all: all.first ?? 0, matches: matches)
  }

  /// How many rows the filtered tree shows before `id`; nil when it does not show it: the
  /// matches at the top level before its top, counted in the order's index, the tops before
  /// it that do not match with the rows of their trees, and its index in its own tree.
  func filteredTreeRank(of id: TodoID, _ query: TodoQuery, _ sql: QuerySQL) throws -> Int? {
    let forest = try filterForest(query, sql)
    guard let (top, index) = try filteredPlace(of: id, sql, forest) else { return nil }
    var rank = index
    for bound in sql.topLevelBounds("<") {
      rank += try count(sql.topLevelMatchCount(bound), sql.arguments + bound.values(top.key))
    }
    for other in forest.tops where SQLValue.precedes(other.key, top.key) {
      // The top's own row is counted above when it matches.
      rank += (forest.rows[other.id]?.count ?? 1) - (forest.matches.contains(other.id) ? 1 : 0)
    }
    return rank
  }

  /// Whether the filtered tree shows `id`.
  func filteredTreeContains(_ id: TodoID, _ query: TodoQuery, _ sql: QuerySQL) throws -> Bool {
    try filteredPlace(of: id, sql, try filterForest(query, sql)) != nil
  }
}

/// The forests a read has made, by query (`TodoTable.filterForest`): a read sees one state
/// of the store, so what it found stays true until it ends.
final class FilterForests {
  var forests: [TodoQuery: FilterForest] = [:]
}
