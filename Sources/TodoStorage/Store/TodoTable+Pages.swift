import TodoCore

/// The list's index a page at a time (`QuerySQL+Pages.swift`), and its counts.
extension TodoTable {
  /// The counts the triggers of `todo_tally` keep, as they stand for a query without words
  /// (done todos shown, hidden, or alone); a query with words has its matches counted.
  func tally(_ query: TodoQuery) throws -> TodoTally {
    let kept = Dictionary(
      try prepare("SELECT done, count FROM todo_tally").rows([]) {
        ($0.integer(0) != 0, Int($0.integer(1)))
      }, uniquingKeysWith: +)
    let (open, done) = (kept[false] ?? 0, kept[true] ?? 0)
    guard query.filter.isEmpty else {
      let sql = QuerySQL(query)
      return try prepare(sql.tally).rows(sql.arguments) {
        TodoTally(count: Int($0.integer(0)), open: Int($0.real(1)), all: open + done)
      }.first ?? TodoTally(count: 0, open: 0, all: open + done)
    }
    let shownOpen = query.showOpen ? open : 0
    return TodoTally(
      count: shownOpen + (query.showDone ? done : 0), open: shownOpen, all: open + done)
  }

  /// A page of `query`'s index, in its order.
  func entries(_ query: TodoQuery, _ range: EntryRange) throws -> [TodoListEntry] {
    let sql = QuerySQL(query)
    let limit = SQLValue.integer(Int64(max(range.limit, 0)))
    let entry = { (row: ExactStatement) in
      TodoListEntry(id: row.integer(0), done: row.integer(1) != 0)
    }
    switch range {
    case .first:
      return try prepare(sql.page(comparing: nil, descending: false))
        .rows(sql.arguments + [limit], entry)
    case .last:
      return try prepare(sql.page(comparing: nil, descending: true))
        .rows(sql.arguments + [limit], entry).reversed()
    case .offset(let offset, _):
      return try prepare(sql.pageAtOffset)
        .rows(sql.arguments + [limit, .integer(Int64(max(offset, 0)))], entry)
    case .after(let id, _), .from(let id, _), .before(let id, _):
      guard let key = try key(of: id, sql) else { return [] }
      let (comparison, descending) =
        switch range {
        case .after: (">", false)
        case .from: (">=", false)
        default: ("<", true)
        }
      let page = try prepare(sql.page(comparing: comparison, descending: descending))
        .rows(sql.arguments + key + [limit], entry)
      return descending ? page.reversed() : page
    }
  }

  /// How many of `query`'s entries come before `id`; nil when `query` does not select it.
  func rank(of id: TodoID, in query: TodoQuery) throws -> Int? {
    let sql = QuerySQL(query)
    guard let key = try key(of: id, sql) else { return nil }
    return try prepare(sql.rank).rows(sql.arguments + key) { Int($0.integer(0)) }.first
  }

  /// The values of `id`'s key in the query's order; nil when the query does not select it.
  private func key(of id: TodoID, _ sql: QuerySQL) throws -> [SQLValue]? {
    let count = Int32(sql.keys.count)
    return try prepare(sql.key).rows(sql.arguments + [.integer(id)]) { row in
      (0..<count).map(row.value)
    }.first
  }
}
