import TodoCore

/// A `TodoQuery` as SQL: the one place a query becomes SQL, so the store on a file and the
/// one in memory filter and order alike. Every filter word becomes one condition on the `todo`
/// row that is never NULL, so an excluded word (`NOT …`) leaves out exactly what the word
/// matches: a text word of three characters or more is lookUps up in the trigram index of the
/// folded text (`todo_trigram`, migration v11); shorter ones scan the narrow `todo_search`
/// table (id, done and the folded text) with `instr`, which compares bytes with their lengths,
/// so it finds text after a NUL too, all of them in one scan; tags go through the `todo_tag`
/// index; due dates and priorities compare the indexed columns. One todo's own search row is
/// tested with `instr` for every text word (`conditionsForOne`): the same answer, one row read.
struct QuerySQL {
  /// The table the conditions apply to: `todo`, or `todo_search` (id, done and the folded text)
  /// when every word is text — the narrow table alone answers that, as fast as before words.
  let table: String
  /// `WHERE …`, or empty.
  let conditions: String
  /// The values of the conditions' `?`, in order.
  let arguments: [SQLValue]
  /// The columns of the order, last the id, so the order is total: what a keyset page
  /// compares (`QuerySQL+Pages.swift`).
  let keys: [String]
  /// What follows `ORDER BY`.
  let order: String
  /// `conditions` for a statement that reads one todo by its id (`key`, `contains`): the same
  /// tests, but text words test that todo's search row alone (a subquery correlated to it),
  /// where `conditions` gather the matching ids of the whole search table first.
  let conditionsForOne: String
  /// Whether the query has filter words: every statement then tests each entry it passes
  /// against them (text words gather their matches once per statement).
  let isFiltered: Bool
  /// Whether done todos are shown: the tree's ranges then reach into the done part.
  let showsDone: Bool
  /// Whether a text word is looked for by a scan of the search table (`instr`), not in the
  /// trigram index: such a word reads the search rows themselves.
  let hasScans: Bool
  /// The filter words as tests of a `todo` row, joined by `AND` (bound: `arguments`), without
  /// the done part: what a match is in a filtered tree, whose ancestors are shown too
  /// (`QuerySQL+FilteredTree.swift`); empty without words.
  let wordTests: String
  /// `wordTests` for one `todo` row read by id (text words read its own search row).
  let wordTestsForOne: String
  /// The done part (`done = 0` with done todos hidden) as tests, empty when every todo is in.
  let partTests: [String]
  /// When every word is text found in the trigram index and the first is not excluded: the
  /// conditions with that word's match said of `todo_trigram` itself, to read its matches
  /// from there, joined to each todo (`matchScan`); nil otherwise.
  let conditionsOnTrigrams: String?
  /// The tree index of the order (`(parent, done, key…)`), which a filtered tree's top level
  /// is read through.
  let treeIndex: String
  /// The name of the list in view (`TodoQuery.list`), nil for every list: a condition of
  /// every statement (`conditions`, bound last of `arguments`), and the counts read are that
  /// list's (`TodoTable+ListCounts.swift`).
  let list: String?

  /// The SQL of `query`; `forCounting` when only its matches are counted (`tally`), in no
  /// order, so text words alone are answered by the narrow table whatever the order: one scan
  /// of it, instead of a scan for the matching ids and a look-up of each in `todo`. Without
  /// `hasLists` (a store made before lists, read as it is) every todo is in `Tasks`.
  init(_ query: TodoQuery, forCounting: Bool = false, hasLists: Bool = true) {
    var conditions: [String] = []
    var arguments: [SQLValue] = []
    var textWords: [(text: String, excludes: Bool)] = []
    for word in query.filter.words {
      if case .text(let text) = word.term {
        textWords.append((text, word.excludes))
        continue
      }
      let (condition, values) = Self.condition(word.term, hasLists: hasLists)
      conditions.append(word.excludes ? "NOT (\(condition))" : "(\(condition))")
      arguments += values
    }
    list = query.list
    if let list = query.list {
      // The list in view is a condition of every statement, as a word is, but no word: the
      // list is read in tree order with its folds (`isFiltered` stays false).
      let (condition, values) = Self.condition(.list(list), hasLists: hasLists)
      conditions.append("(\(condition))")
      arguments += values
    }
    // The words the trigram index answers first, then those that scan: each word's value is
    // bound once, in that order, by both `conditions` and `conditionsForOne`.
    let indexed = textWords.filter { Self.isIndexed($0.text) }
    let scanned = textWords.filter { !Self.isIndexed($0.text) }
    let lookUps = indexed.map { Self.indexedTest($0.excludes) }
    let scans = scanned.map { Self.ownRowTest($0.text, $0.excludes) }
    let ownRowTests = (indexed + scanned).map { Self.ownRowTest($0.text, $0.excludes) }
    let textArguments = (indexed + scanned).map { SQLValue.text($0.text) }
    // The words as tests of a `todo` row: the same values, bound in the same order.
    let todoWords =
      lookUps + (scans.isEmpty ? [] : [Self.matching(scans, correlated: false)]) + conditions
    let todoForOne =
      (textWords.isEmpty ? [] : [Self.matching(ownRowTests, correlated: true)]) + conditions
    wordTests = todoWords.joined(separator: " AND ")
    wordTestsForOne = todoForOne.joined(separator: " AND ")
    treeIndex = "todo_tree_in_\(query.sort.rawValue)_order"
    // The narrow table holds id and done, all the order of creation (or a count) needs.
    var forOne: [String]
    let parts = (query.showDone ? [] : ["done = 0"]) + (query.showOpen ? [] : ["done = 1"])
    if !textWords.isEmpty, conditions.isEmpty, forCounting || query.sort == .created {
      table = "todo_search"
      conditions = lookUps + scans
      forOne = ownRowTests
      conditionsOnTrigrams =
        scans.isEmpty && indexed.first?.excludes == false
        ? Self.whereClause([Self.trigramMatch] + lookUps.dropFirst() + parts) : nil
    } else {
      conditionsOnTrigrams = nil
      table = "todo"
      forOne = conditions
      if !textWords.isEmpty {
        let scan = scans.isEmpty ? [] : [Self.matching(scans, correlated: false)]
        conditions.insert(contentsOf: lookUps + scan, at: 0)
        forOne.insert(Self.matching(ownRowTests, correlated: true), at: 0)
      }
    }
    arguments.insert(contentsOf: textArguments, at: 0)
    partTests = parts
    keys = query.sort == .created && !query.doneLast ? ["id"] : Self.keys(query.sort)
    order = keys.joined(separator: ", ")
    self.conditions = Self.whereClause(conditions + parts)
    conditionsForOne = Self.whereClause(forOne + parts)
    self.arguments = arguments
    isFiltered = !query.filter.isEmpty
    hasScans = !scans.isEmpty
    showsDone = query.showDone
  }

  /// Whether the trigram index (migration v11) answers a text word: one of three code points
  /// or more (shorter ones have no trigram) with no control character (the search text
  /// parts title and notes with one, which a word must not match across).
  static func isIndexed(_ word: String) -> Bool {
    word.unicodeScalars.count >= 3
      && !word.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// Whether the row whose search text is `search` holds (or, `excludes`, lacks) `word`,
  /// bound here. A word holding the character that parts title and notes in the search text
  /// (U+0001: typed, or a NUL folded) is looked for in the title's fold (its key, `title_key`)
  /// and the notes' (the search text after it and the separator) apart, so it never matches
  /// across the two: `\0` alone would have matched every todo.
  private static func ownRowTest(_ word: String, _ excludes: Bool) -> String {
    guard word.unicodeScalars.contains(TodoTable.searchSeparator) else {
      return "instr(search, ?) \(excludes ? "=" : ">") 0"
    }
    let found =
      "coalesce((SELECT instr(title_key, word) > 0 "
      + "OR instr(substr(search, length(title_key) + 2), word) > 0 "
      + "FROM todo, (SELECT ? AS word) WHERE todo.id = todo_search.id), 0)"
    return excludes ? "NOT \(found)" : found
  }

  /// Whether the row's id is (or, `excludes`, is not) among those whose search text holds
  /// the word bound here, found in the trigram index: the phrase of the word's trigrams (the
  /// word in double quotes, each of its own doubled).
  private static func indexedTest(_ excludes: Bool) -> String {
    "id \(excludes ? "NOT IN" : "IN") (SELECT rowid FROM todo_trigram WHERE \(trigramMatch))"
  }

  /// The rows of `todo_trigram` whose text holds the word bound here: the phrase of the word's
  /// trigrams (the word in double quotes, each of its own doubled).
  private static let trigramMatch = "todo_trigram MATCH '\"' || replace(?, '\"', '\"\"') || '\"'"

  /// The todos whose search row passes every one of `tests`: the ids gathered from the whole
  /// search table, or (`correlated`) the row of the todo being read alone.
  private static func matching(_ tests: [String], correlated: Bool) -> String {
    let row = correlated ? "todo_search.id = todo.id AND " : ""
    return "id IN (SELECT id FROM todo_search WHERE \(row)\(tests.joined(separator: " AND ")))"
  }

  /// `WHERE` and the conditions joined by `AND`, or empty for none.
  private static func whereClause(_ conditions: [String]) -> String {
    conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
  }

  /// The columns of `sort`'s order: done todos below open ones, then the order's keys, then
  /// the id. Each is an index's columns (made by migration v10, v7 for title and manual) and
  /// the row id the index holds, so the list is read in index order, never sorted, and a page
  /// starts at a key with one index range. The due and priority keys are never NULL (none
  /// sorts last: `TodoColumn.dueKey`, `priorityKey`).
  static func keys(_ sort: TodoQuery.Sort) -> [String] {
    switch sort {
    // Due: soonest first, none last, then priority, none last.
    case .due: ["done", "due_key", "priority_key", "id"]
    case .priority: ["done", "priority_key", "due_key", "id"]
    case .created: ["done", "id"]
    case .title: ["done", "title_key", "id"]
    case .manual: ["done", "position", "id"]
    }
  }

  /// The condition a word other than plain text sets, true or false for every row (never
  /// NULL), and the values of its `?`.
  private static func condition(_ term: FilterTerm, hasLists: Bool) -> (String, [SQLValue]) {
    switch term {
    case .text(let text):
      // Never reached (`init` takes text words apart); the same test as there.
      let test =
        isIndexed(text)
        ? indexedTest(false) : matching([ownRowTest(text, false)], correlated: false)
      return (test, [.text(text)])
    case .tag(let tag):
      return ("id IN (SELECT todo_id FROM todo_tag WHERE tag = ?)", [.text(tag)])
    case .due(let range):
      // One upper bound: SQLite reads a range up to the first it is given, so `no due date`'s
      // own would have it read every dated todo for `due<eow` (700,000 at a million, not
      // 145,000). A real day's key is below no due date's, so `<= day` says it already.
      var tests = [Self.anyDone]
      var values: [SQLValue] = []
      if let from = range.from {
        tests.append("due_key >= ?")
        values.append(.integer(from.secondsSince1970))
      }
      if let through = range.through {
        tests.append("due_key <= ?")
        values.append(.integer(through.secondsSince1970))
      } else {
        tests.append("due_key < \(Self.noDue)")
      }
      return (tests.joined(separator: " AND "), values)
    case .overdue(let now):
      return ("done = 0 AND due_key < ?", [.integer(now.secondsSince1970)])
    case .noDue:
      return ("\(Self.anyDone) AND due_key = \(Self.noDue)", [])
    case .priority(let level):
      // The priority order's key: iCalendar's 1–4 (high) are 0–3, 5 is 4, 6–9 are 5–8, none 9.
      switch level {
      case .high: return ("\(Self.anyDone) AND priority_key BETWEEN 0 AND 3", [])
      case .medium: return ("\(Self.anyDone) AND priority_key = 4", [])
      case .low: return ("\(Self.anyDone) AND priority_key BETWEEN 5 AND 8", [])
      case nil: return ("\(Self.anyDone) AND priority_key = 9", [])
      }
    case .done:
      return ("done = 1", [])
    case .open:
      return ("done = 0", [])
    case .repeating:
      return ("recur IS NOT NULL", [])
    case .subtask:
      // Where the store stands it (a link to a parent it does not have is no subtask yet).
      return ("parent != 0", [])
    case .parent:
      // The count the triggers keep.
      return ("children > 0", [])
    case .list(let name):
      // Found by name as a write finds it (`NOCASE`); a name no list has is list 0, which no
      // todo is in, so the test is never NULL.
      guard hasLists else {
        return ("? = '\(ListSQL.firstListName)' COLLATE NOCASE", [.text(name)])
      }
      return ("list = \(ListSQL.idOfNamed)", [.text(name)])
    }
  }

  /// Every todo's `done` (always 0 or 1), said before a test of a due or priority key: SQLite
  /// then counts and pages a due date or priority word through the covering index of the
  /// due or priority order (`done`, then the keys) instead of looking up each matching todo
  /// for its `done` (at a million todos, `due<eow` was two seconds cold, now tens of ms).
  private static let anyDone = "done IN (0, 1)"
  /// The due key of a todo with no due date (`TodoColumn.dueKey`): the largest integer.
  private static let noDue = Int64.max

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
    let tests = conditionsForOne.isEmpty ? "WHERE" : conditionsForOne + " AND"
    return "SELECT 1 FROM \(table) \(tests) id = ?"
  }
}
