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

  /// The matches that stand under a parent. Read on the counting query's table (the narrow
  /// search table, which holds the parent, for text words alone). Bound: the query's
  /// arguments.
  var matchesBelowTheTop: String {
    "SELECT id FROM \(table) \(filter(adding: ["parent != 0"]))"
  }

  /// How many todos match, how many of them are open, and how many of each stand at the top
  /// level: one scan of the counting query's table. Bound: the query's arguments.
  var tallyByLevel: String {
    "SELECT count(*), total(done = 0), total(parent = 0), total(parent = 0 AND done = 0) "
      + "FROM \(table) \(conditions)"
  }

  /// The todos bound as a JSON array and all their ancestors, each once, with the counts and
  /// the order's key of each: one recursive statement, a look-up by id a row.
  var forestRows: String {
    """
    WITH RECURSIVE up(id) AS (
      SELECT value FROM json_each(?)
      UNION
      SELECT todo.parent FROM todo JOIN up ON todo.id = up.id WHERE todo.parent != 0)
    SELECT \(todoTreeColumns), 0, \(todoKey) FROM up JOIN todo ON todo.id = up.id
    """
  }
}
