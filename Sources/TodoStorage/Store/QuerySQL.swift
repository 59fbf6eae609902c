import TodoCore

/// A `TodoQuery` as SQL: the one place a query becomes SQL, so the store on a file and the
/// one in memory filter and order alike. The filter scans the narrow `todo_search` table (id,
/// done and the folded text) with `instr`, which compares bytes with their lengths, so it
/// finds text after a NUL too; without a filter the `todo` table is read.
struct QuerySQL {
  /// The table holding `id` and `done` that the conditions apply to.
  let table: String
  /// `WHERE …`, or empty.
  let conditions: String
  /// The values of the conditions' `?`, in order.
  let arguments: [SQLValue]
  /// What follows `ORDER BY`.
  let order: String

  /// The SQL of `query`.
  init(_ query: TodoQuery) {
    var conditions: [String] = []
    var arguments: [SQLValue] = []
    let needle = FilterText.folded(query.filter)
    if needle.isEmpty {
      table = "todo"
    } else {
      table = "todo_search"
      conditions.append("instr(search, ?) > 0")
      arguments.append(.text(needle))
    }
    if !query.showDone { conditions.append("done = 0") }
    if !query.showOpen { conditions.append("done = 1") }
    switch query.sort {
    case .created: order = "id"
    }
    self.conditions =
      conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    self.arguments = arguments
  }

  /// Two integers a row, id and done, in the query's order.
  var index: String {
    "SELECT id, done FROM \(table) \(conditions) ORDER BY \(order)"
  }

  /// The selected items, each read by `selectList` (`TodoColumn`'s), in the query's order.
  func items(selecting selectList: String) -> String {
    let selected =
      table == "todo" ? conditions : "WHERE id IN (SELECT id FROM \(table) \(conditions))"
    return "SELECT \(selectList) FROM todo \(selected) ORDER BY \(order)"
  }

  /// One row when the item whose id is bound last is selected.
  var contains: String {
    "SELECT 1 FROM \(table) \(conditions.isEmpty ? "WHERE" : conditions + " AND") id = ?"
  }
}
