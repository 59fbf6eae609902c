import TodoCore

/// The counts the triggers keep, of the whole store or of the list in view (SPEC §17;
/// docs/design/lists.md, "What each read does"): every count a list's page, tally and rank
/// start from is read from them, never counted row by row.
extension TodoTable {
  /// The open (0) and done (1) todos of the list in view, or of the store.
  func keptTally(_ sql: QuerySQL) throws -> [Int64: Int] {
    try keptPairs(sql, whole: "SELECT done, count FROM todo_tally", ofList: "todo_list_tally")
  }

  /// The open (0) and done (1) top-level todos of the list in view, or of the store.
  func keptRoots(_ sql: QuerySQL) throws -> [Int64: Int] {
    try keptPairs(sql, whole: "SELECT done, count FROM todo_roots", ofList: "todo_list_roots")
  }

  /// The open top-level todos of the list in view (or of the store) with the open todos
  /// shown below them: the rows of the tree with done todos hidden and nothing folded. The
  /// store keeps the sum below for the whole store (`todo_roots.open_below`); for a list it
  /// is summed over its top-level parents alone, in their index.
  func keptOpenRootsAndBelow(_ sql: QuerySQL) throws -> Int {
    guard let list = sql.list, hasLists else {
      return try keptPairs(
        sql, whole: "SELECT done, count + open_below FROM todo_roots", ofList: "")[0] ?? 0
    }
    let below = try prepare(ListSQL.openBelowTopLevel).rows([.text(list)]) { Int($0.real(0)) }
    return (try keptRoots(sql)[0] ?? 0) + (below.first ?? 0)
  }

  /// The rows of a `(done, count)` table, by done: `whole`'s, or, with a list in view, those
  /// of the per-list table `ofList` for that list.
  private func keptPairs(
    _ sql: QuerySQL, whole: String, ofList table: String
  ) throws -> [Int64: Int] {
    let (statement, values): (String, [SQLValue]) =
      if let list = sql.list, hasLists {
        (ListSQL.counts(in: table), [.text(list)])
      } else {
        (whole, [])
      }
    return Dictionary(
      try prepare(statement).rows(values) { ($0.integer(0) != 0 ? 1 : 0, Int($0.integer(1))) },
      uniquingKeysWith: +)
  }

  /// Whether the todo `id` is in the list in view (always, with none in view).
  func isInList(_ id: TodoID, _ sql: QuerySQL) throws -> Bool {
    guard let list = sql.list, hasLists else { return true }
    return try !prepare(ListSQL.todoInList).rows([.integer(id), .text(list)]) { _ in () }.isEmpty
  }
}
