import TodoCore

/// The tree's counts as the list shows it (SPEC §16; docs/design/tree-order.md, "Position"):
/// the length of the list, whether it shows a todo, and a todo's position, less what folds
/// hide. The store keeps every todo's descendants, and the open todos a list with done todos
/// hidden shows below it (`open_below`, migration v16), so a count adds those of the rows
/// before and takes away what a fold hides: the todos folded one by one are read one by one
/// (few, as `Z` empties them).
extension TodoTable {
  /// Whether the tree shows `chain[0]` (`chain` its ancestry, nearest first).
  private func isShown(_ chain: [TreeRow], _ folds: Folds, hidingDone: Bool) -> Bool {
    !chain.isEmpty && !(hidingDone && chain.contains(where: \.done))
      && !chain.dropFirst().contains { folds.isFolded($0.id) }
  }

  /// Whether the tree of `query` shows `id`.
  func treeContains(_ id: TodoID, _ query: TodoQuery, _ sql: QuerySQL) throws -> Bool {
    try isInList(id, sql)
      && isShown(try ancestry(of: id, sql), try folds(), hidingDone: !query.showDone)
  }

  /// How many rows the tree of `query` shows, and how many of them are open.
  func treeTally(_ query: TodoQuery, _ sql: QuerySQL) throws -> TodoTally {
    let hidingDone = !query.showDone
    let folds = try folds()
    let kept = try keptTally(sql)
    let all = kept.values.reduce(0, +)
    if folds.all {
      // Every parent folded but those unfolded one by one: the top level, and the children
      // of each unfolded parent the list shows.
      let roots = try keptRoots(sql)
      var (count, open) = ((roots[0] ?? 0) + (hidingDone ? 0 : roots[1] ?? 0), roots[0] ?? 0)
      for row in try shownUnfolded(folds, sql, hidingDone: hidingDone).map({ $0[0] }) {
        count += row.shownChildren(hidingDone: hidingDone)
        open += row.children - row.doneChildren
      }
      return TodoTally(count: count, open: open, all: all, allOpen: kept[0] ?? 0)
    }
    // Every todo, or (done todos hidden) the open top-level ones with what they show below.
    var (count, open) = (kept[0] ?? 0, kept[0] ?? 0)
    if hidingDone {
      count = try keptOpenRootsAndBelow(sql)
      open = count
    } else {
      count += kept[1] ?? 0
    }
    for row in try cuts(folds, sql, hidingDone: hidingDone).map({ $0[0] }) {
      count -= hidden(row, hidingDone: hidingDone)
      open -= hidingDone ? row.openBelow : row.descendants - row.doneDescendants
    }
    return TodoTally(count: count, open: open, all: all, allOpen: kept[0] ?? 0)
  }

  /// How many rows the tree of `query` shows before `id`; nil when it does not show it: the
  /// siblings before it and before each ancestor, with what each shows below it, and its
  /// ancestors, less what the folds among those hide.
  func treeRank(of id: TodoID, _ query: TodoQuery, _ sql: QuerySQL) throws -> Int? {
    let hidingDone = !query.showDone
    let folds = try folds()
    let chain = try ancestry(of: id, sql)
    guard try isInList(id, sql), isShown(chain, folds, hidingDone: hidingDone) else { return nil }
    let roots = try keptRoots(sql)
    var rank = chain.count - 1
    for row in chain {
      let (count, descendants, openBelow) = try siblingsBefore(row, sql, roots: roots)
      rank += count
      // Every parent folded: a sibling shows no row below it unless unfolded (added below).
      if !folds.all { rank += hidingDone ? openBelow : descendants }
    }
    if folds.all {
      for other in try shownUnfolded(folds, sql, hidingDone: hidingDone)
      where Self.precedes(other, chain) {
        rank += other[0].shownChildren(hidingDone: hidingDone)
      }
    } else {
      for cut in try cuts(folds, sql, hidingDone: hidingDone) where Self.precedes(cut, chain) {
        rank -= hidden(cut[0], hidingDone: hidingDone)
      }
    }
    return rank
  }

  /// The siblings of `row` before it, their descendants and open todos shown below them
  /// (`open_below`); the top level (`roots`: its open and done todos) is counted from its
  /// nearer end, as the flat list's part is.
  private func siblingsBefore(
    _ row: TreeRow, _ sql: QuerySQL, roots: [Int64: Int]
  ) throws -> (Int, Int, Int) {
    guard row.parent == 0 else {
      return try prepare(sql.childrenBefore).rows(sql.arguments + [.integer(row.parent)] + row.key)
      {
        (Int($0.integer(0)), Int($0.real(1)), Int($0.real(2)))
      }.first ?? (0, 0, 0)
    }
    // Its own part (open or done) from the nearer end, and the open part whole before a
    // done row when done todos are shown.
    let part = roots[row.done ? 1 : 0] ?? 0
    let cap = Self.countedFromAnEnd
    var count = try topLevelCountWithinPart(row, "<", sql, upTo: part > cap ? cap : nil)
    if count >= cap {
      // Deep in a long part: from its end when the row is near it.
      let after = try topLevelCountWithinPart(row, ">", sql, upTo: cap)
      count = after < cap ? part - 1 - after : try topLevelCountWithinPart(row, "<", sql, upTo: nil)
    }
    if row.done, sql.showsDone { count += roots[0] ?? 0 }
    let below =
      try prepare(sql.topLevelDescendantsBefore).rows(sql.arguments + row.key) {
        (Int($0.real(0)), Int($0.real(1)))
      }.first ?? (0, 0)
    return (count, below.0, below.1)
  }

  /// How many top-level rows of `row`'s own part (open or done) compare so (`<`, `>`) to it,
  /// counted from a seek per range; no more than `cap` when one is given (the walk stops
  /// there). The other part is two numbers of `todo_roots`, never walked: after an open row
  /// at a million todos, 224,000 done ones.
  private func topLevelCountWithinPart(
    _ row: TreeRow, _ comparison: String, _ sql: QuerySQL, upTo cap: Int?
  ) throws -> Int {
    var sum = 0
    for bound in sql.topLevelBoundsWithinPart(comparison) {
      let arguments = sql.arguments + [.integer(0)] + bound.values(row.key)
      guard let cap else {
        sum += try count(sql.topLevelCount(bound), arguments)
        continue
      }
      sum += try count(
        sql.topLevelCount(bound, limited: true), arguments + [.integer(Int64(cap - sum))])
      if sum >= cap { return cap }
    }
    return sum
  }

  /// The rows below `row` that the base count counted and a fold at `row` hides.
  private func hidden(_ row: TreeRow, hidingDone: Bool) -> Int {
    hidingDone ? row.openBelow : row.descendants
  }

  /// The ancestries of the folded todos the list shows (in the list in view, none above them
  /// folded, nor done
  /// while done todos are hidden): what the base count counted below them and the list does
  /// not show. A done todo hidden with its subtree is no cut: the counts of open todos shown
  /// below (`open_below`) leave it out already.
  private func cuts(_ folds: Folds, _ sql: QuerySQL, hidingDone: Bool) throws -> [[TreeRow]] {
    try folds.otherwise.filter { try isInList($0, sql) }.map { try ancestry(of: $0, sql) }
      .filter { chain in
        guard let row = chain.first, folds.isFolded(row.id) else { return false }
        return isShown(chain, folds, hidingDone: hidingDone)
      }
  }

  /// Every parent folded: the ancestries of the todos unfolded one by one that the list
  /// shows, whose children it shows.
  private func shownUnfolded(
    _ folds: Folds, _ sql: QuerySQL, hidingDone: Bool
  ) throws -> [[TreeRow]] {
    try folds.otherwise.filter { try isInList($0, sql) }.map { try ancestry(of: $0, sql) }
      .filter { isShown($0, folds, hidingDone: hidingDone) }
  }

  /// Whether `other`'s whole subtree comes before the row whose ancestry is `chain` (both
  /// nearest first): they part under a common parent, `other`'s side first.
  static func precedes(_ other: [TreeRow], _ chain: [TreeRow]) -> Bool {
    let (mine, theirs) = (Array(chain.reversed()), Array(other.reversed()))
    guard
      let parting = mine.indices.first(where: { $0 < theirs.count && mine[$0].id != theirs[$0].id })
    else { return false }
    return SQLValue.precedes(theirs[parting].key, mine[parting].key)
  }

}

extension SQLValue {
  /// Whether `lhs` sorts before `rhs` as SQLite sorts row values: column by column, NULL
  /// before numbers before text, text by its UTF-8 bytes (the BINARY collation).
  static func precedes(_ lhs: [SQLValue], _ rhs: [SQLValue]) -> Bool {
    for (left, right) in zip(lhs, rhs) {
      if left.sortClass != right.sortClass { return left.sortClass < right.sortClass }
      switch (left, right) {
      case (.integer(let a), .integer(let b)) where a != b: return a < b
      case (.text(let a), .text(let b)) where a != b:
        return Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))
      case (.real, _), (_, .real):
        let (a, b) = (left.number, right.number)
        if a != b { return a < b }
      default: continue
      }
    }
    return false
  }

  /// NULL, then numbers, then text.
  private var sortClass: Int {
    switch self {
    case .null: 0
    case .integer, .real: 1
    case .text: 2
    }
  }

  /// A number as a Double (0 for others).
  private var number: Double {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    default: 0
    }
  }
}
