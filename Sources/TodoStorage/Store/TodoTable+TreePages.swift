import TodoCore

/// The list's pages in tree order (SPEC §16; docs/design/tree-order.md, "The keyset anchor"):
/// children right under their parent, siblings in the order in force (done last), descending
/// only into unfolded parents. Hiding done todos hides a done todo with its whole subtree,
/// open subtasks too: the simpler of the design's two rules, and a done parent over open
/// subtasks is rare (marking a parent done asks to mark its subtasks done too). Only a query
/// without filter words is a tree here; a filter's pages stay flat in this step.
extension TodoTable {
  /// One row of the tree as the walk and the ancestry read it.
  struct TreeRow {
    let id: TodoID
    let done: Bool
    let parent: TodoID
    let children: Int
    let doneChildren: Int
    let descendants: Int
    let doneDescendants: Int
    /// The open todos below it that a list with done todos hidden shows when it is unfolded
    /// (migration v16).
    let openBelow: Int
    /// How far up from the todo asked for (ancestry only).
    var level = 0
    /// The order's key, `done` first, the id last (ancestry only).
    var key: [SQLValue] = []

    /// The row of `treeColumns`, then (ancestry) the level and the key's `keys` columns.
    init(_ row: ExactStatement, keys: Int = 0) {
      id = row.integer(0)
      done = row.integer(1) != 0
      parent = row.integer(2)
      children = Int(row.integer(3))
      doneChildren = Int(row.integer(4))
      descendants = Int(row.integer(5))
      doneDescendants = Int(row.integer(6))
      openBelow = Int(row.integer(7))
      if keys > 0 {
        level = Int(row.integer(8))
        key = (9..<Int32(9 + keys)).map(row.value)
      }
    }

    /// How many of its children a list shows when it is unfolded.
    func shownChildren(hidingDone: Bool) -> Int { hidingDone ? children - doneChildren : children }
  }

  /// Whether `query`'s list is a tree: no filter words, open todos shown, done ones last (a
  /// filter, `todo list --done` and the export's order of ids stay flat), and some todo
  /// stands under another. While none does, the tree's order is the flat order (every todo a
  /// sibling at the top level), read through the flat indexes, whose rank counts from the
  /// nearer end: a store without subtasks costs what it did before them.
  func isTree(_ query: TodoQuery, _ sql: QuerySQL) throws -> Bool {
    guard hasTree, query.filter.isEmpty, query.showOpen, sql.isPartitioned else { return false }
    return try hasSubtasks()
  }

  /// Whether any todo stands under another: fewer todos at the top level than in all, two
  /// counts the triggers keep; once a read.
  func hasSubtasks() throws -> Bool {
    if let kept = memory?.hasSubtasks { return kept }
    let has =
      try prepare(
        "SELECT (SELECT total(count) FROM todo_roots) < (SELECT total(count) FROM todo_tally)"
      ).rows([]) { $0.integer(0) != 0 }.first ?? false
    memory?.hasSubtasks = has
    return has
  }

  /// `id` and its ancestors, nearest first; empty when no todo has that id. Once a read.
  func ancestry(of id: TodoID, _ sql: QuerySQL) throws -> [TreeRow] {
    if let kept = memory?.ancestries[sql.ancestry]?[id] { return kept }
    let count = sql.keys.count
    let rows = try prepare(sql.ancestry).rows([.integer(id)]) { TreeRow($0, keys: count) }
      .sorted { $0.level < $1.level }
    memory?.ancestries[sql.ancestry, default: [:]][id] = rows
    return rows
  }

  /// A page of the tree.
  func treeEntries(
    _ query: TodoQuery, _ sql: QuerySQL, _ range: EntryRange
  ) throws -> [TodoListEntry] {
    let walk = TreeWalk(
      table: self, sql: sql, folds: try folds(), hidingDone: !query.showDone,
      limit: max(range.limit, 0))
    switch range {
    case .first:
      try walk.descend(0, depth: 0)
      return walk.entries
    case .last:
      try walk.descend(0, depth: 0, descending: true)
      return walk.entries.reversed()
    case .offset(let offset, _):
      walk.skip = max(offset, 0)
      try walk.descend(0, depth: 0)
      return walk.entries
    case .after(let id, _), .from(let id, _), .before(let id, _):
      guard let chain = try shownAnchor(id, sql, walk.folds, hidingDone: !query.showDone)
      else { return [] }
      if case .before = range {
        try walk.before(chain)
        return walk.entries.reversed()
      }
      if case .from = range { walk.add(chain[0], depth: chain.count - 1) }
      try walk.after(chain)
      return walk.entries
    }
  }

  /// The ancestry of the entry a page starts from: `id`'s, or, when a fold hides it, its
  /// outermost folded ancestor's (a fold just made hides the anchor); nil when the list does
  /// not show it (hidden as done, or by a done ancestor, or gone).
  private func shownAnchor(
    _ id: TodoID, _ sql: QuerySQL, _ folds: Folds, hidingDone: Bool
  ) throws -> [TreeRow]? {
    let chain = try ancestry(of: id, sql)
    guard !chain.isEmpty, !(hidingDone && chain.contains(where: \.done)) else { return nil }
    let outermost = chain.indices.dropFirst().last { folds.isFolded(chain[$0].id) }
    return Array(chain[(outermost ?? 0)...])
  }
}

/// One page's walk of the tree: rows appended as read, until the page is full.
final class TreeWalk {
  let table: TodoTable
  let sql: QuerySQL
  let folds: TodoTable.Folds
  let hidingDone: Bool
  let limit: Int
  /// The page so far (backwards when walking backwards).
  private(set) var entries: [TodoListEntry] = []
  /// How many rows to pass before the page starts (`offset`).
  var skip = 0

  init(table: TodoTable, sql: QuerySQL, folds: TodoTable.Folds, hidingDone: Bool, limit: Int) {
    self.table = table
    self.sql = sql
    self.folds = folds
    self.hidingDone = hidingDone
    self.limit = limit
  }

  /// Whether the page is full.
  var isFull: Bool { entries.count >= limit }

  /// Whether the list shows rows below `row`.
  func opens(_ row: TodoTable.TreeRow) -> Bool {
    row.shownChildren(hidingDone: hidingDone) > 0 && !folds.isFolded(row.id)
  }

  /// Appends `row`, or passes it while rows are still to be skipped.
  func add(_ row: TodoTable.TreeRow, depth: Int) {
    guard skip == 0 else {
      skip -= 1
      return
    }
    entries.append(
      TodoListEntry(
        id: row.id, done: row.done, depth: depth, children: row.children,
        doneChildren: row.doneChildren, descendants: row.descendants,
        folded: row.children > 0 && folds.isFolded(row.id)))
  }

  /// Appends `parent`'s children beyond `key` (all of them without one), each followed by
  /// its shown descendants, or (`descending`) backwards, each after its descendants.
  func descend(
    _ parent: TodoID, depth: Int, beyond key: [SQLValue]? = nil, descending: Bool = false
  ) throws {
    let bounds: [QuerySQL.KeyBound?]
    let comparison = descending ? "<" : ">"
    if key == nil {
      bounds = [nil]
    } else if parent == 0 {
      bounds = sql.topLevelBounds(comparison)
    } else {
      bounds = [sql.siblingBound(comparison)]
    }
    for bound in bounds where !isFull {
      let values = key.map { bound?.values($0) ?? [] } ?? []
      let wanted = Int64(limit - entries.count + skip)
      let rows = try table.prepare(sql.children(bound, descending: descending)).rows(
        sql.arguments + [.integer(parent)] + values + [.integer(wanted)]
      ) { TodoTable.TreeRow($0) }
      for row in rows {
        if isFull { return }
        if !descending { add(row, depth: depth) }
        if opens(row) { try descend(row.id, depth: depth + 1, descending: descending) }
        if descending, !isFull { add(row, depth: depth) }
      }
    }
  }

  /// The rows after the anchor `chain[0]` (its ancestry, nearest first): its shown
  /// descendants, then for it and each ancestor in turn the siblings after it.
  func after(_ chain: [TodoTable.TreeRow]) throws {
    let depth = chain.count - 1
    guard let anchor = chain.first else { return }
    if opens(anchor) { try descend(anchor.id, depth: depth + 1) }
    for (offset, row) in chain.enumerated() where !isFull {
      try descend(row.parent, depth: depth - offset, beyond: row.key)
    }
  }

  /// The rows before the anchor, backwards: for it and each ancestor in turn the siblings
  /// before it (each after its shown descendants), then the parent.
  func before(_ chain: [TodoTable.TreeRow]) throws {
    let depth = chain.count - 1
    for (offset, row) in chain.enumerated() where !isFull {
      try descend(row.parent, depth: depth - offset, beyond: row.key, descending: true)
      if offset + 1 < chain.count, !isFull { add(chain[offset + 1], depth: depth - offset - 1) }
    }
  }
}
