import TodoCore

/// A todo's subtree and its siblings as the keys that move todos in the tree read them
/// (SPEC §16): `x` and `d` on a parent take its subtree along, `>` makes a todo a child of the
/// sibling above it, `J`/`K` move it past a sibling.
extension TodoTable {
  /// `id`'s descendants, each after its parent: level by level, down the tree's indexes
  /// (which have the parent in front), and in a level in the manual order, so copies made in
  /// this order keep it. Empty for a todo without subtasks.
  func descendants(of id: TodoID) throws -> [TodoListEntry] {
    try prepare(
      """
      WITH RECURSIVE down(id, level) AS (
        SELECT ?, 0
        UNION ALL
        SELECT todo.id, down.level + 1 FROM todo JOIN down ON todo.parent = down.id
        WHERE down.level < \(Self.deepest))
      SELECT down.id, todo.done, down.level FROM down JOIN todo ON todo.id = down.id
      WHERE down.level > 0 ORDER BY down.level, todo.done, todo.position, todo.id
      """
    ).rows([.integer(id)]) {
      TodoListEntry(id: $0.integer(0), done: $0.integer(1) != 0, depth: Int($0.integer(2)))
    }
  }

  /// The sibling of `id` nearest to it in `query`'s list (`.down`: after it), as the list
  /// shows it; nil when `id` is the last (first) of its siblings or not shown. In the tree,
  /// one seek among the siblings in the order's index, however big the subtrees between;
  /// in a flat list, the entry beside it.
  func sibling(
    of id: TodoID, _ direction: MoveDirection, in query: TodoQuery
  ) throws -> TodoListEntry? {
    let sql = try querySQL(query)
    guard try isTree(query, sql) else { return try siblingByWalking(id, direction, query) }
    let chain = try ancestry(of: id, sql)
    guard let row = chain.first, query.showDone || !chain.contains(where: \.done) else {
      return nil
    }
    let comparison = direction == .down ? ">" : "<"
    let bounds = row.parent == 0 ? sql.topLevelBounds(comparison) : [sql.siblingBound(comparison)]
    let folds = try folds()
    for bound in bounds {
      let statement = try prepare(sql.children(bound, descending: direction == .up))
      let arguments = sql.arguments + [.integer(row.parent)] + bound.values(row.key) + [.integer(1)]
      if let next = try statement.rows(arguments, { TreeRow($0) }).first {
        return TodoListEntry(
          id: next.id, done: next.done, depth: chain.count - 1, children: next.children,
          doneChildren: next.doneChildren, descendants: next.descendants,
          folded: next.children > 0 && folds.isFolded(next.id))
      }
    }
    return nil
  }

  /// The sibling beside `id` found by reading the list's entries from it, a page at a time,
  /// past every row deeper than it: for lists that are not the unfiltered tree.
  private func siblingByWalking(
    _ id: TodoID, _ direction: MoveDirection, _ query: TodoQuery
  ) throws -> TodoListEntry? {
    guard let own = try entries(query, .from(id, limit: 1)).first, own.id == id else {
      return nil
    }
    var from = id
    while true {
      let page =
        direction == .down
        ? try entries(query, .after(from, limit: 64))
        : try entries(query, .before(from, limit: 64)).reversed()
      for entry in page where entry.depth <= own.depth {
        return entry.depth == own.depth ? entry : nil
      }
      guard let last = page.last else { return nil }
      from = last.id
    }
  }
}
