import TodoCore

/// Folding (SPEC §16; docs/design/tree-order.md, "Folding"): a todo is folded when the view's
/// `fold_all` differs from its having a row in `todo_fold`, so `z` writes one row and `Z`
/// two statements, however many parents there are.
extension TodoTable {
  /// The folds as a page reads them once: `fold_all`, and the todos folded otherwise.
  struct Folds {
    /// Whether every parent is folded but those in `otherwise`.
    let all: Bool
    /// The todos whose fold differs from `all`.
    let otherwise: Set<TodoID>

    /// Whether `id`'s subtree is folded away (whether or not it has one).
    func isFolded(_ id: TodoID) -> Bool { all != otherwise.contains(id) }
  }

  /// The folds now: two reads, the second as long as the todos folded one by one (few: `Z`
  /// empties them); once a read.
  func folds() throws -> Folds {
    if let kept = memory?.folds { return kept }
    let all =
      try prepare("SELECT value FROM view_setting WHERE name = 'fold_all'")
      .rows([]) { $0.text(0) }.first == "1"
    let otherwise = try prepare("SELECT todo_id FROM todo_fold").rows([]) { $0.integer(0) }
    let folds = Folds(all: all, otherwise: Set(otherwise))
    memory?.folds = folds
    return folds
  }

  /// Folds or unfolds `id`: its row in `todo_fold` is there exactly when its fold differs
  /// from `fold_all`.
  func setFolded(_ id: TodoID, _ folded: Bool) throws {
    if folded != (try folds().all) {
      try prepare("INSERT OR IGNORE INTO todo_fold (todo_id) VALUES (?)").run([.integer(id)])
    } else {
      try prepare("DELETE FROM todo_fold WHERE todo_id = ?").run([.integer(id)])
    }
  }

  /// Whether `Z` folded every subtree and none was unfolded since: `fold_all`, and no parent
  /// unfolded one by one (a row of `todo_fold` whose todo has no subtasks any more unfolds
  /// nothing). Reads the few rows of `todo_fold`, never the tree.
  func foldsAll() throws -> Bool {
    guard try folds().all else { return false }
    return try prepare(Self.noParentUnfolded).rows([]) { $0.integer(0) != 0 }.first ?? true
  }

  /// Whether no row of `todo_fold` is a parent's. `CROSS JOIN` keeps `todo_fold` outside:
  /// left to the planner, it scanned the narrow index of every todo's links for parents and
  /// looked each up in `todo_fold` (33 ms for `Z` at a million todos).
  static let noParentUnfolded = """
    SELECT NOT EXISTS (SELECT 1 FROM todo_fold CROSS JOIN todo ON todo.id = todo_fold.todo_id
      WHERE todo.children > 0)
    """

  /// Folds or unfolds every parent: the single folds forgotten, `fold_all` set.
  func setFoldAll(_ folded: Bool) throws {
    try prepare("DELETE FROM todo_fold").run([])
    try prepare("INSERT OR REPLACE INTO view_setting (name, value) VALUES ('fold_all', ?)")
      .run([.text(folded ? "1" : "0")])
  }
}
