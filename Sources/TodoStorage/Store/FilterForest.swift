import TodoCore

/// The trees a filter shows below the top level (SPEC §16: every match with its ancestors):
/// the matches that stand under a parent and every ancestor of theirs. A match under a todo
/// the list hides (done, while done todos are hidden) is left out with it.
///
/// Built in two steps, so a keystroke reads no more than it shows
/// (docs/design/tree-order.md, "A filter's forest, lazily"):
/// - at once, from the filter's one scan of its matches and a walk up the narrow index of the
///   tree's links: each row's parent and done flag, which rows are shown, and each tree's
///   size, all the list's length and a row's place need;
/// - a tree's rows in tree order, with their counts and keys, only when a page or a place
///   needs that tree (`tree(_:)`), read in one statement and kept for the rest of the read.
final class FilterForest {
  /// What a row of the forest is known by before its tree is read.
  struct Link {
    let parent: TodoID
    let done: Bool
  }

  /// How many rows a tree shows, and how many of them are open and match.
  struct Size {
    var rows = 0
    var open = 0
    var matches = 0
  }

  /// The matches at the top level the query's part holds, and how many of them are open:
  /// counted by the filter's scan.
  let topLevelMatches: (count: Int, open: Int)
  /// The shown rows (matches below the top level and their ancestors) by id.
  private let links: [TodoID: Link]
  /// The shown children of each shown row, in no order.
  private let children: [TodoID: [TodoID]]
  /// The matches below the top level that are shown.
  private let matchesBelow: Set<TodoID>
  /// The tops of the trees that match the words themselves.
  let matchingTops: Set<TodoID>
  /// The tops of the trees, in no order, each with its tree's size.
  let sizes: [TodoID: Size]
  /// The top of the tree each shown row stands in.
  private let tops: [TodoID: TodoID]
  /// The trees read so far: each tree's rows in tree order, the top first, by the top's id.
  private var trees: [TodoID: [TodoTable.TreeRow]] = [:]
  /// Where each row of a tree read so far stands in it.
  private var places: [TodoID: Int] = [:]

  /// The forest of the matches below the top level (`below`: each with its parent and done
  /// flag) and their ancestors (`ancestors`, from the walk up); `matchingTops` says which of
  /// the tops, once known, match the words themselves.
  init(
    topLevelMatches: (count: Int, open: Int), below: [TodoID: Link], ancestors: [TodoID: Link],
    matchingTops: (_ tops: [TodoID]) throws -> Set<TodoID>, hidingDone: Bool
  ) rethrows {
    var all = ancestors
    all.merge(below) { _, match in match }
    let (shown, tops) = Self.shownRows(from: below.keys, all, hidingDone: hidingDone)
    var links: [TodoID: Link] = [:]
    var children: [TodoID: [TodoID]] = [:]
    for id in shown {
      guard let link = all[id] else { continue }
      links[id] = link
      if link.parent != 0 { children[link.parent, default: []].append(id) }
    }
    self.links = links
    self.children = children
    self.topLevelMatches = topLevelMatches
    matchesBelow = Set(below.keys).intersection(shown)
    let topList = Array(tops)
    let matching = try topList.isEmpty ? [] : matchingTops(topList)
    self.matchingTops = matching
    var sizes: [TodoID: Size] = [:]
    var topsOfRows: [TodoID: TodoID] = [:]
    for top in topList {
      var size = Size()
      var pending = [top]
      while let id = pending.popLast() {
        topsOfRows[id] = top
        size.rows += 1
        if links[id]?.done == false { size.open += 1 }
        if matchesBelow.contains(id) || (id == top && matching.contains(id)) { size.matches += 1 }
        pending += children[id] ?? []
      }
      sizes[top] = size
    }
    self.sizes = sizes
    self.tops = topsOfRows
  }

  /// The rows on a shown match's way up, the match included, and the tops they reach: a
  /// chain is shown when it reaches the top level with no done todo on it while done todos
  /// are hidden. Each row is decided once.
  private static func shownRows(
    from matches: Dictionary<TodoID, Link>.Keys, _ all: [TodoID: Link], hidingDone: Bool
  ) -> (Set<TodoID>, Set<TodoID>) {
    var decided: [TodoID: Bool] = [:]
    var tops: Set<TodoID> = []
    for id in matches {
      var chain: [TodoID] = []
      var next: TodoID? = id
      var shown = false
      while let current = next, chain.count <= TodoTable.deepest {
        if let known = decided[current] {
          shown = known
          break
        }
        guard let link = all[current], !(hidingDone && link.done) else { break }
        chain.append(current)
        if link.parent == 0 {
          shown = true
          tops.insert(current)
          break
        }
        next = link.parent
      }
      for row in chain { decided[row] = shown }
    }
    return (Set(decided.filter(\.value).keys), tops)
  }

  /// The tops of the trees, as a JSON array of ids, as the top level's statements bind them.
  var topsJSON: String { TodoTable.json(Array(sizes.keys)) }

  /// Whether `id` is a row of the forest.
  func contains(_ id: TodoID) -> Bool { links[id] != nil }

  /// The top of the tree `id` stands in; nil when it is no row of the forest.
  func top(of id: TodoID) -> TodoID? { tops[id] }

  /// Whether the row `id` of the forest is done.
  func isDone(_ id: TodoID) -> Bool { links[id]?.done ?? false }

  /// Whether the row `id` of the forest matches the words (the others are shown for context).
  func isMatch(_ id: TodoID) -> Bool { matchesBelow.contains(id) || matchingTops.contains(id) }

  /// The rows of the tree under `top` in tree order, the top first (`level` its depth), read
  /// once a read: its rows, counts and keys in one statement, each level's siblings sorted
  /// by the order's key (`done` first, the id last).
  func tree(_ top: TodoID, _ table: TodoTable, _ sql: QuerySQL) throws -> [TodoTable.TreeRow] {
    if let kept = trees[top] { return kept }
    var ids: [TodoID] = []
    var pending = [top]
    while let id = pending.popLast() {
      ids.append(id)
      pending += children[id] ?? []
    }
    let read = try table.prepare(sql.rowsWithKeys).rows([.text(TodoTable.json(ids))]) {
      TodoTable.TreeRow($0, keys: sql.keys.count)
    }
    let byID = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [TodoTable.TreeRow] = []
    func visit(_ id: TodoID, depth: Int) {
      guard var row = byID[id] else { return }
      row.level = depth
      places[id] = rows.count
      rows.append(row)
      let below = (children[id] ?? []).compactMap { byID[$0] }
        .sorted { SQLValue.precedes($0.key, $1.key) }
      for child in below { visit(child.id, depth: depth + 1) }
    }
    visit(top, depth: 0)
    trees[top] = rows
    return rows
  }

  /// Where `id` stands in its tree, once the tree is read (`tree(_:)`).
  func index(of id: TodoID) -> Int? { places[id] }

  /// The entry of a row of the forest (its `level` is its depth here), or of a match at the
  /// top level outside it.
  func entry(_ row: TodoTable.TreeRow) -> TodoListEntry {
    TodoListEntry(
      id: row.id, done: row.done, depth: row.level, children: row.children,
      doneChildren: row.doneChildren, descendants: row.descendants,
      isContext: contains(row.id) && !isMatch(row.id))
  }
}
