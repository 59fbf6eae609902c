import TodoCore

/// The statements of the list in tree order (SPEC §16; docs/design/tree-order.md, "The keyset
/// anchor" and "Position"): each reads one range of an order's tree index `(parent, done,
/// key…)`, the row id last, so a level is read in its order and never sorted. The top level
/// is long, so the siblings beyond a key there are today's chain of ranges (`bounds`), each a
/// seek; below it one row value over the key, as sibling lists are short.
extension QuerySQL {
  /// A todo's parent tested against a bound id. The `+` keeps SQLite's planner from comparing
  /// the bound value with the `parent = 0` of the partial index of top-level parents: a
  /// statement whose plan looked at a bound value is compiled again each time another value
  /// is bound (sqlite3_prepare_v2), which cost more than the few rows a page reads
  /// (`WorkPerKeyTests` counts statements compiled again).
  static let parentIsBound = "parent = +?"

  /// What a row of the walk reads: the id, done, and the tree's counts (`TodoTable.TreeRow`).
  static let treeColumns =
    "id, done, parent, children, done_children, descendants, done_descendants, open_below"

  /// The key of one row beyond which its siblings are read below the top level: one row
  /// value over every column of the order, `done` first; with done todos hidden, `done` an
  /// equality and the row value the rest (SQLite sorts when a range on `done` meets the
  /// query's `done = 0`).
  func siblingBound(_ comparison: String) -> KeyBound {
    let columns = showsDone ? keys : keysWithin
    let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let part = showsDone ? [] : ["done = ?"]
    return KeyBound(
      tests: part + ["(\(columns.joined(separator: ", "))) \(comparison) (\(marks))"],
      values: { $0 })
  }

  /// The ranges of the top-level siblings beyond a key, nearest first: today's chain, its
  /// later (or earlier) part an equality, as `done` is 0 or 1 (a range on it with `parent`
  /// before it makes SQLite sort), and no such part while done todos are hidden.
  func topLevelBounds(_ comparison: String) -> [KeyBound] {
    var chain = topLevelBoundsWithinPart(comparison)
    if showsDone {
      let step = comparison == "<" ? "- 1" : "+ 1"
      chain.append(KeyBound(tests: ["done = ? \(step)"], values: { key in [key[0]] }))
    }
    return chain
  }

  /// The ranges of the top-level siblings beyond a key within the key's own part (open or
  /// done), nearest first: today's chain without its step to the other part.
  func topLevelBoundsWithinPart(_ comparison: String) -> [KeyBound] {
    Array(bounds(comparison).dropLast())
  }

  /// The children of the parent bound first that `bound` holds, in the order (or backwards),
  /// nearest first. Bound: the query's arguments, the parent, the bound's values, the limit.
  func children(_ bound: KeyBound?, descending: Bool) -> String {
    "SELECT \(Self.treeColumns) FROM todo "
      + "\(filter(adding: [Self.parentIsBound] + (bound?.tests ?? []))) "
      + "ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// A todo and its ancestors, with the counts and the order's key of each, and how far up
  /// each is (0 the todo itself): one recursive statement, a look-up by id a level. Bound:
  /// the id.
  var ancestry: String {
    """
    WITH RECURSIVE up(id, level) AS (
      SELECT ?, 0
      UNION ALL
      SELECT todo.parent, up.level + 1 FROM todo JOIN up ON todo.id = up.id
      WHERE todo.parent != 0 AND up.level < \(TodoTable.deepest))
    SELECT \(todoTreeColumns), up.level, \(todoKey) FROM up JOIN todo ON todo.id = up.id
    """
  }

  /// `treeColumns` of the `todo` table, named so beside a walk's own columns.
  var todoTreeColumns: String {
    Self.treeColumns.split(separator: ", ").map { "todo.\($0)" }.joined(separator: ", ")
  }

  /// The order's key columns of the `todo` table, named so.
  var todoKey: String { keys.map { "todo.\($0)" }.joined(separator: ", ") }

  /// How many top-level entries `bound` holds. Bound: the query's arguments, 0, the bound's
  /// values.
  func topLevelCount(_ bound: KeyBound, limited: Bool = false) -> String {
    let entries = "FROM todo \(filter(adding: [Self.parentIsBound] + bound.tests))"
    return limited
      ? "SELECT count(*) FROM (SELECT 1 \(entries) LIMIT ?)" : "SELECT count(*) \(entries)"
  }

  /// What the top-level entries before a key hold below them: their descendants and the
  /// open todos shown below them with done todos hidden, read in the partial index of the
  /// top-level parents alone (of the list in view, with one: its own index, the list first).
  /// Bound: the query's arguments, the key.
  var topLevelDescendantsBefore: String {
    let marks = Array(repeating: "?", count: keys.count).joined(separator: ", ")
    let index = list == nil ? "todo_tree_roots" : "todo_list_roots_in_order"
    return
      "SELECT total(descendants), total(open_below) FROM todo INDEXED BY \(index) "
      + filter(adding: ["parent = 0", "descendants > 0", "(\(order)) < (\(marks))"])
  }

  /// How many children of the parent bound first come before a key, with their descendants
  /// and the open todos shown below them with done todos hidden. Bound: the query's
  /// arguments, the parent, the key.
  var childrenBefore: String {
    "SELECT count(*), total(descendants), total(open_below) FROM todo "
      + filter(adding: [Self.parentIsBound] + siblingBound("<").tests)
  }
}
