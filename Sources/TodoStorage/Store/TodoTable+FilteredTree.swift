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
  /// (a load reads the tally, a rank and two pages), made again in a write. One scan of the
  /// matches, a walk up from their parents, and (for a short text word) one look at which
  /// tops match.
  func filterForest(_ query: TodoQuery, _ sql: QuerySQL) throws -> FilterForest {
    if let kept = memory?.forests[query] { return kept }
    let scan = try scanMatches(try querySQL(query, forCounting: true))
    let forest = try FilterForest(
      topLevelMatches: scan.topLevel, below: scan.below,
      ancestors: try ancestorLinks(above: scan.below),
      matchingTops: { tops in
        if let parents = scan.parentsAtTheTop { return parents.intersection(tops) }
        return Set(
          try prepare(sql.matchingAmong).rows(sql.arguments + [.text(Self.json(tops))]) {
            $0.integer(0)
          })
      },
      hidingDone: !query.showDone)
    memory?.forests[query] = forest
    return forest
  }

  /// What the filter's one scan of its matches found (`QuerySQL.matchScan`).
  private struct MatchScan {
    /// The matches at the top level the query's part holds, and how many are open.
    var topLevel = (count: 0, open: 0)
    /// Each match below the top level with its parent and done flag.
    var below: [TodoID: FilterForest.Link] = [:]
    /// The matches at the top level with subtasks; nil when the scan could not tell (a short
    /// text word's scan of the search rows, which hold no counts of children).
    var parentsAtTheTop: Set<TodoID>?
  }

  /// Scans the matches of `counting` once (`QuerySQL.matchScan`), reading its lists of
  /// numbers.
  private func scanMatches(_ counting: QuerySQL) throws -> MatchScan {
    var scan = MatchScan()
    _ = try prepare(counting.matchScan).rows(counting.arguments) { row in
      scan.topLevel = (Int(row.real(0)), Int(row.real(1)))
      if !row.isNull(3) {
        scan.parentsAtTheTop = Set(row.text(3).split(separator: " ").compactMap { TodoID($0) })
      }
      let numbers = row.isNull(2) ? [] : row.text(2).split(separator: " ")
      scan.below.reserveCapacity(numbers.count / 3)
      var index = numbers.startIndex
      while index + 2 < numbers.endIndex {
        if let id = TodoID(numbers[index]), let parent = TodoID(numbers[index + 1]) {
          scan.below[id] = FilterForest.Link(parent: parent, done: numbers[index + 2] != "0")
        }
        index += 3
      }
    }
    return scan
  }

  /// The links of every ancestor of the todos in `below`, not counting those in it: up a
  /// level a statement, each reading its ids in order through the parents' narrow index of
  /// the links, page after page (one recursive statement looked them up in the order it
  /// found them, at twice the time at a million todos). A link an earlier read kept
  /// (`KnownParentLinks`) is not read again: typing `pay` after `pa` reads none.
  private func ancestorLinks(
    above below: [TodoID: FilterForest.Link]
  ) throws -> [TodoID: FilterForest.Link] {
    var ancestors: [TodoID: FilterForest.Link] = [:]
    let parents = Set(below.values.map(\.parent))
    let known = try knownParentLinks()
    // The matches that are parents are parents' links the next keystroke may walk through.
    for (id, link) in below where parents.contains(id) { known?.keep(link, of: id) }
    var level = parents.subtracting(below.keys)
    var steps = 0
    while !level.isEmpty, steps <= Self.deepest {
      var next: Set<TodoID> = []
      func reach(_ id: TodoID, _ link: FilterForest.Link) {
        ancestors[id] = link
        if link.parent != 0 { next.insert(link.parent) }
      }
      var unknown: [TodoID] = []
      for id in level {
        if let link = known?.links[id] { reach(id, link) } else { unknown.append(id) }
      }
      if !unknown.isEmpty {
        _ = try prepare(QuerySQL.parentLinks).rows([.text(Self.json(unknown))]) { row in
          let link = FilterForest.Link(parent: row.integer(1), done: row.integer(2) != 0)
          known?.keep(link, of: row.integer(0))
          reach(row.integer(0), link)
        }
      }
      level = next.filter { ancestors[$0] == nil && below[$0] == nil }
      steps += 1
    }
    return ancestors
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
    if let top = forest.top(of: id) {
      let tree = try forest.tree(top, self, sql)
      guard let first = tree.first, let index = forest.index(of: id) else { return nil }
      return (first, index)
    }
    let row = try prepare(sql.topLevelMatch).rows(sql.arguments + [.integer(id)]) {
      TreeRow($0, keys: sql.keys.count)
    }.first
    return row.map { ($0, 0) }
  }

  /// How many rows the filtered tree shows, and how many of them are open: the matches at
  /// the top level (counted by the filter's scan), and the rows of the trees but their tops
  /// that match (counted there already).
  func filteredTreeTally(_ query: TodoQuery, _ sql: QuerySQL) throws -> TodoTally {
    let forest = try filterForest(query, sql)
    var (count, open, matches) =
      (forest.topLevelMatches.count, forest.topLevelMatches.open, forest.topLevelMatches.count)
    for (top, size) in forest.sizes {
      let topMatches = forest.matchingTops.contains(top)
      count += size.rows - (topMatches ? 1 : 0)
      open += size.open - (topMatches && !forest.isDone(top) ? 1 : 0)
      matches += size.matches - (topMatches ? 1 : 0)
    }
    let all = try keptTally(sql).values.reduce(0, +)
    return TodoTally(count: count, open: open, all: all, matches: matches)
  }

  /// How many rows the filtered tree shows before `id`; nil when it does not show it: the
  /// matches at the top level before its top, counted in the order's index, the tops before
  /// it that do not match with the rows of their trees, and its index in its own tree.
  func filteredTreeRank(of id: TodoID, _ query: TodoQuery, _ sql: QuerySQL) throws -> Int? {
    let forest = try filterForest(query, sql)
    guard let (top, index) = try filteredPlace(of: id, sql, forest) else { return nil }
    var rank = index
    let tops = forest.topsJSON
    for bound in sql.topLevelBounds("<") {
      rank += try count(sql.topLevelMatchCount(bound), sql.arguments + bound.values(top.key))
      for other in try prepare(sql.topsWithin(bound)).rows(
        [.text(tops)] + bound.values(top.key), { $0.integer(0) })
      {
        // The top's own row is counted above when it matches.
        rank += (forest.sizes[other]?.rows ?? 1) - (forest.matchingTops.contains(other) ? 1 : 0)
      }
    }
    return rank
  }

  /// Whether the filtered tree shows `id`.
  func filteredTreeContains(_ id: TodoID, _ query: TodoQuery, _ sql: QuerySQL) throws -> Bool {
    try filteredPlace(of: id, sql, try filterForest(query, sql)) != nil
  }
}
