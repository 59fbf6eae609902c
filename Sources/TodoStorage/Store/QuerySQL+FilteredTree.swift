import TodoCore

/// The statements of a filter shown as a tree (SPEC §16: every match with its ancestors;
/// `TodoTable+FilteredTree.swift`). The matches below the top level and their ancestors are
/// found once (`FilterForest`); the top level is read in the order's tree index, each row
/// tested against the words or found among the tops of those trees (bound as one JSON array),
/// so a page reads the top level in order and never sorts the matches.
extension QuerySQL {
  /// The tests a shown top-level row passes: at the top level, in the part the query shows,
  /// and a match or the top of a tree holding one. Bound: the query's arguments, then the
  /// tops as a JSON array of ids.
  private var topLevelShown: [String] {
    let words = wordTests.isEmpty ? "0" : wordTests
    return ["parent = 0"] + partTests
      + ["((\(words)) OR id IN (SELECT value FROM json_each(?)))"]
  }

  /// The shown top-level rows `bound` holds (all without one), in the order (or backwards),
  /// nearest first, read through the order's tree index. Bound: the query's arguments, the
  /// tops, the bound's values, the limit.
  func shownTopLevel(_ bound: KeyBound?, descending: Bool) -> String {
    let tests = (topLevelShown + (bound?.tests ?? [])).joined(separator: " AND ")
    return "SELECT \(Self.treeColumns) FROM todo INDEXED BY \(treeIndex) WHERE \(tests) "
      + "ORDER BY \(ordering(descending: descending)) LIMIT ?"
  }

  /// How many matches at the top level `bound` holds (the tops of the trees are counted from
  /// the forest): without the tops' list, a third less than with it at a million todos.
  /// Bound: the query's arguments, the bound's values.
  func topLevelMatchCount(_ bound: KeyBound) -> String {
    let words = wordTests.isEmpty ? [] : [wordTests]
    let tests = (["parent = 0"] + partTests + words + bound.tests).joined(separator: " AND ")
    return "SELECT count(*) FROM todo INDEXED BY \(treeIndex) WHERE \(tests)"
  }

  /// The row and key of the todo whose id is bound last when it is a match at the top level.
  /// Bound: the query's arguments, the id.
  var topLevelMatch: String {
    let key = keys.joined(separator: ", ")
    let tests = ["parent = 0"] + partTests + (wordTestsForOne.isEmpty ? [] : [wordTestsForOne])
    return
      "SELECT \(Self.treeColumns), 0, \(key) FROM todo WHERE \(tests.joined(separator: " AND ")) "
      + "AND id = ?"
  }

  /// Which of the todos bound as a JSON array match the words (the done part aside). Bound:
  /// the query's arguments, the ids.
  var matchingAmong: String {
    let words = wordTestsForOne.isEmpty ? "" : "\(wordTestsForOne) AND "
    return "SELECT id FROM todo WHERE \(words)id IN (SELECT value FROM json_each(?))"
  }

  /// The filter's one scan of its matches: how many match at the top level and how many of
  /// those are open; each match below it as `id parent done`; and the matches at the top
  /// level with subtasks, which may be tops of the forest's trees (NULL when the table read
  /// has no counts of children: a short text word's scan of the search rows). Lists are
  /// numbers joined by spaces. Text words of the trigram index read each match in the narrow
  /// index of the links, the other words in the counting query's table (the flat orders'
  /// indexes end with `parent` and `children`). Bound: the query's arguments.
  var matchScan: String {
    let onSearchRows = table == "todo_search"
    var (from, tests) = (
      onSearchRows && !hasScans ? "todo INDEXED BY todo_tree_link" : table, conditions
    )
    if let conditionsOnTrigrams {
      // The first word's matches read in the trigram index's own order (by id), each joined
      // to its links: no list of the ids gathered first (a fifth less at a million todos).
      from =
        "todo_trigram CROSS JOIN todo INDEXED BY todo_tree_link ON todo.id = todo_trigram.rowid"
      tests = conditionsOnTrigrams
    }
    let parents =
      onSearchRows && hasScans
      ? "NULL" : "coalesce(group_concat(id, ' ') FILTER (WHERE parent = 0 AND children > 0), '')"
    return "SELECT total(parent = 0), total(parent = 0 AND done = 0), "
      + "group_concat(id || ' ' || parent || ' ' || (done <> 0), ' ') FILTER (WHERE parent != 0), "
      + "\(parents) FROM \(from) \(tests)"
  }

  /// The parents bound as a JSON array, each with its own parent and done flag, read in id
  /// order in the parents' narrow index of the links, never in the table.
  static let parentLinks = """
    SELECT id, parent, done FROM todo INDEXED BY todo_parent_link
    WHERE children > 0 AND id IN (SELECT value FROM json_each(?))
    """

  /// The todos bound as a JSON array, each with the counts and the order's key: the rows of
  /// one tree of the forest. Bound: the ids.
  var rowsWithKeys: String {
    "SELECT \(Self.treeColumns), 0, \(keys.joined(separator: ", ")) FROM todo "
      + "WHERE id IN (SELECT value FROM json_each(?))"
  }

  /// The tops of the forest's trees (bound as a JSON array) that `bound` holds, read in the
  /// order's tree index. Bound: the tops, the bound's values.
  func topsWithin(_ bound: KeyBound) -> String {
    let tests =
      ["parent = 0"] + partTests + ["id IN (SELECT value FROM json_each(?))"] + bound.tests
    return "SELECT id FROM todo INDEXED BY \(treeIndex) WHERE \(tests.joined(separator: " AND "))"
  }
}
