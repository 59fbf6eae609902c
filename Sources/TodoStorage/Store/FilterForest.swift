import TodoCore

/// The trees a filter shows below the top level (SPEC §16: every match with its ancestors):
/// the matches that stand under a parent and every ancestor of theirs, each tree's rows in
/// tree order. Built in memory from those rows alone, which are few beside the matches at
/// the top level (read a page at a time through the order's index); a match under a todo the
/// list hides (done, while done todos are hidden) is left out with it.
struct FilterForest {
  /// Where a row of the forest is shown.
  struct Place {
    /// The top-level todo it stands under (itself at the top level).
    let top: TodoID
    /// Its index in its tree's rows (`rows[top]`): 0 for the top.
    let index: Int
  }

  /// Each tree's rows in tree order, the top first, by the top's id.
  let rows: [TodoID: [TodoTable.TreeRow]]
  /// Where each row of the forest stands.
  let places: [TodoID: Place]
  /// The rows that match the words; the others are shown for context.
  let matches: Set<TodoID>
  /// The tops of the trees, each with its key (`done` first, the id last).
  let tops: [TodoTable.TreeRow]

  /// The forest of `found` (the matches below the top level, `matching`, and their ancestors,
  /// each with its key), a tree's top among the matches when it is in `matchingTops`; with
  /// `hidingDone`, a match under a done todo is left out.
  init(
    found: [TodoTable.TreeRow], matching: Set<TodoID>, matchingTops: Set<TodoID>,
    hidingDone: Bool
  ) {
    let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    // The rows on a shown match's way up, the match included.
    var shown: Set<TodoID> = []
    for id in matching {
      var chain: [TodoID] = []
      var row = byID[id]
      while let current = row, chain.count <= TodoTable.deepest {
        if hidingDone, current.done { break }
        chain.append(current.id)
        if current.parent == 0 {
          shown.formUnion(chain)
          break
        }
        row = byID[current.parent]
      }
    }
    var children: [TodoID: [TodoTable.TreeRow]] = [:]
    for id in shown { if let row = byID[id] { children[row.parent, default: []].append(row) } }
    for (parent, list) in children {
      children[parent] = list.sorted { SQLValue.precedes($0.key, $1.key) }
    }
    var rows: [TodoID: [TodoTable.TreeRow]] = [:]
    var places: [TodoID: Place] = [:]
    let tops = children[0] ?? []
    for top in tops {
      var list: [TodoTable.TreeRow] = []
      func visit(_ row: TodoTable.TreeRow, depth: Int) {
        var row = row
        row.level = depth
        places[row.id] = Place(top: top.id, index: list.count)
        list.append(row)
        for child in children[row.id] ?? [] { visit(child, depth: depth + 1) }
      }
      visit(top, depth: 0)
      rows[top.id] = list
    }
    self.rows = rows
    self.places = places
    self.tops = tops
    self.matches = matching.union(matchingTops).intersection(shown)
  }

  /// The tops as a JSON array of ids, as the top level's statements bind them.
  var topsJSON: String { TodoTable.json(tops.map(\.id)) }

  /// The entry of a row of the forest (its `level` is its depth here), or of a match at the
  /// top level outside it.
  func entry(_ row: TodoTable.TreeRow) -> TodoListEntry {
    TodoListEntry(
      id: row.id, done: row.done, depth: row.level, children: row.children,
      doneChildren: row.doneChildren, descendants: row.descendants,
      isContext: places[row.id] != nil && !matches.contains(row.id))
  }
}
