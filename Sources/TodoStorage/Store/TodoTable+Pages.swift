import TodoCore

/// The list's index a page at a time (`QuerySQL+Pages.swift`), and its counts.
extension TodoTable {
  /// The counts the triggers of `todo_tally` keep, as they stand for a query without words
  /// (done todos shown, hidden, or alone), less what folds hide in the tree; a query with
  /// words has its matches counted.
  func tally(_ query: TodoQuery) throws -> TodoTally {
    let sql = try querySQL(query)
    if hasTree {
      if try isTree(query, sql) { return try treeTally(query, sql) }
      if try isFilteredTree(query, sql) { return try filteredTreeTally(query, sql) }
    }
    // The list in view's counts, or the store's.
    let kept = try keptTally(sql)
    let (open, done) = (kept[0] ?? 0, kept[1] ?? 0)
    guard query.filter.isEmpty else {
      let sql = try querySQL(query, forCounting: true)
      return try prepare(sql.tally).rows(sql.arguments) {
        TodoTally(count: Int($0.integer(0)), open: Int($0.real(1)), all: open + done)
      }.first ?? TodoTally(count: 0, open: 0, all: open + done)
    }
    let shownOpen = query.showOpen ? open : 0
    return TodoTally(
      count: shownOpen + (query.showDone ? done : 0), open: shownOpen, all: open + done)
  }

  /// A page of `query`'s index, in its order: in tree order when some todo stands under
  /// another (`TodoTable+TreePages.swift`, a filter's `TodoTable+FilteredTreePages.swift`),
  /// else flat.
  func entries(_ query: TodoQuery, _ range: EntryRange) throws -> [TodoListEntry] {
    let sql = try querySQL(query)
    if try isTree(query, sql) { return try treeEntries(query, sql, range) }
    if try isFilteredTree(query, sql) { return try filteredTreeEntries(query, sql, range) }
    let limit = max(range.limit, 0)
    switch range {
    case .first:
      return try page(sql.page(descending: false), sql.arguments, limit: limit)
    case .last:
      return try page(sql.page(descending: true), sql.arguments, limit: limit).reversed()
    case .offset(let offset, _):
      return try prepare(sql.pageAtOffset).rows(
        sql.arguments + [.integer(Int64(limit)), .integer(Int64(max(offset, 0)))], Self.entry)
    case .after(let id, _), .from(let id, _), .before(let id, _):
      guard let key = try key(of: id, sql) else { return [] }
      let (comparison, descending) =
        switch range {
        case .after: (">", false)
        case .from: (">=", false)
        default: ("<", true)
        }
      // The ranges beyond the key, nearest first, each read only while the page is not full.
      var page: [TodoListEntry] = []
      for bound in sql.bounds(comparison) where page.count < limit {
        page += try self.page(
          sql.page(bound, descending: descending), sql.arguments + bound.values(key),
          limit: limit - page.count)
      }
      return descending ? page.reversed() : page
    }
  }

  /// The entries a page's statement reads, bound to `arguments` and then `limit`.
  private func page(
    _ statement: String, _ arguments: [SQLValue], limit: Int
  ) throws
    -> [TodoListEntry]
  {
    try prepare(statement).rows(arguments + [.integer(Int64(limit))], Self.entry)
  }

  /// The one number a `count(*)` reads.
  func count(_ statement: String, _ arguments: [SQLValue]) throws -> Int {
    Int(try prepare(statement).rows(arguments) { $0.integer(0) }.first ?? 0)
  }

  /// An entry from a row of `id, done`.
  private static func entry(_ row: ExactStatement) -> TodoListEntry {
    TodoListEntry(id: row.integer(0), done: row.integer(1) != 0)
  }

  /// The values of `id`'s key in the query's order; nil when the query does not select it.
  func key(of id: TodoID, _ sql: QuerySQL) throws -> [SQLValue]? {
    let count = Int32(sql.keys.count)
    return try prepare(sql.key).rows(sql.arguments + [.integer(id)]) { row in
      (0..<count).map(row.value)
    }.first
  }
}
