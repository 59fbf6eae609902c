import TodoCore

/// The pages of a filter shown as a tree (`TodoTable+FilteredTree.swift`): the shown top-level
/// rows read through the order's tree index from an end or beyond a top's key, each top of a
/// tree followed by its tree's rows (or, backwards, after them).
extension TodoTable {
  /// A page of the filtered tree.
  func filteredTreeEntries(
    _ query: TodoQuery, _ sql: QuerySQL, _ range: EntryRange
  ) throws -> [TodoListEntry] {
    let walk = FilteredTreeWalk(
      table: self, sql: sql, forest: try filterForest(query, sql), limit: max(range.limit, 0))
    switch range {
    case .first:
      try walk.topLevel(beyond: nil, descending: false)
      return walk.entries
    case .last:
      try walk.topLevel(beyond: nil, descending: true)
      return walk.entries.reversed()
    case .offset(let offset, _):
      walk.skip = max(offset, 0)
      try walk.topLevel(beyond: nil, descending: false)
      return walk.entries
    case .after(let id, _), .from(let id, _), .before(let id, _):
      guard let (top, index) = try filteredPlace(of: id, sql, walk.forest) else { return [] }
      let tree = try walk.forest.rows(shownBy: top, self, sql)
      if case .before = range {
        for row in tree[..<index].reversed() { walk.add(row) }
        try walk.topLevel(beyond: top.key, descending: true)
        return walk.entries.reversed()
      }
      let first = if case .from = range { index } else { index + 1 }
      for row in tree[first...] { walk.add(row) }
      try walk.topLevel(beyond: top.key, descending: false)
      return walk.entries
    }
  }
}

/// One page's walk of a filtered tree: rows appended as read, until the page is full.
final class FilteredTreeWalk {
  let table: TodoTable
  let sql: QuerySQL
  let forest: FilterForest
  let limit: Int
  /// The page so far (backwards when walking backwards).
  private(set) var entries: [TodoListEntry] = []
  /// How many rows to pass before the page starts (`offset`).
  var skip = 0

  init(table: TodoTable, sql: QuerySQL, forest: FilterForest, limit: Int) {
    self.table = table
    self.sql = sql
    self.forest = forest
    self.limit = limit
  }

  /// Appends `row` (a row of the forest, or a match at the top level outside it), or passes
  /// it while rows are still to be skipped.
  func add(_ row: TodoTable.TreeRow) {
    guard entries.count < limit else { return }
    guard skip == 0 else {
      skip -= 1
      return
    }
    entries.append(forest.entry(row))
  }

  /// Appends the shown top-level rows beyond `key` (all of them without one), each followed
  /// by its tree's rows, or (`descending`) backwards, each after them.
  func topLevel(beyond key: [SQLValue]?, descending: Bool) throws {
    let bounds: [QuerySQL.KeyBound?] =
      key == nil ? [nil] : sql.topLevelBounds(descending ? "<" : ">")
    let tops = forest.topsJSON
    for bound in bounds where entries.count < limit {
      let values = key.map { bound?.values($0) ?? [] } ?? []
      // A top stands for its whole tree: no more tops than rows still wanted.
      let wanted = Int64(limit - entries.count + skip)
      let rows = try table.prepare(sql.shownTopLevel(bound, descending: descending)).rows(
        sql.arguments + [.text(tops)] + values + [.integer(wanted)]
      ) { TodoTable.TreeRow($0) }
      for row in rows {
        guard entries.count < limit else { return }
        let tree = try forest.rows(shownBy: row, table, sql)
        for row in descending ? tree.reversed() : tree { add(row) }
      }
    }
  }
}
