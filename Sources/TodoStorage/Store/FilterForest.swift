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
  /// The tops of the trees that match the words themselves.
  let matchingTops: Set<TodoID>
  /// The tops of the trees, in no order, each with its tree's size.
  let sizes: [TodoID: Size]

  // The rows (the matches below the top level and their ancestors, shown or not) as arrays
  // by a row number: tens of thousands of rows at a million todos, walked by number, with
  // one hash look-up a row (`numbers`) instead of a dozen.

  /// Each row's number.
  private let numbers: [TodoID: Int32]
  /// Each row's id, by number.
  private let ids: [TodoID]
  /// Each row's done flag and whether it is shown, by number.
  private let done: [Bool]
  private let shown: [Bool]
  /// The matches are the rows numbered below this.
  private let matchCount: Int
  /// The number of the top of each shown row's tree.
  private let topOf: [Int32]
  /// The shown children of each row: `childList[childStart[n]..<childStart[n + 1]]`.
  private let childStart: [Int32]
  private let childList: [Int32]
  /// The trees read so far: each tree's rows in tree order, the top first, by the top's id.
  private var trees: [TodoID: [TodoTable.TreeRow]] = [:]
  /// Where each row of a tree read so far stands in it.
  private var places: [TodoID: Int] = [:]

  /// A row's parent's number when it is at the top level, or its parent is no row.
  private static let atTheTop: Int32 = -1
  private static let noRow: Int32 = -2

  /// The forest of the matches below the top level (`below`: each with its parent and done
  /// flag) and their ancestors (`ancestors`, from the walk up); `matchingTops` says which of
  /// the tops, once known, match the words themselves.
  init(
    topLevelMatches: (count: Int, open: Int), below: [TodoID: Link], ancestors: [TodoID: Link],
    matchingTops: (_ tops: [TodoID]) throws -> Set<TodoID>, hidingDone: Bool
  ) rethrows {
    self.topLevelMatches = topLevelMatches
    // Number the rows, the matches first.
    let count = below.count + ancestors.count
    var numbers: [TodoID: Int32] = [:]
    numbers.reserveCapacity(count)
    var ids: [TodoID] = []
    var parentIDs: [TodoID] = []
    var done: [Bool] = []
    ids.reserveCapacity(count)
    parentIDs.reserveCapacity(count)
    done.reserveCapacity(count)
    for (id, link) in below {
      numbers[id] = Int32(ids.count)
      ids.append(id)
      parentIDs.append(link.parent)
      done.append(link.done)
    }
    let matchCount = ids.count
    for (id, link) in ancestors where numbers[id] == nil {
      numbers[id] = Int32(ids.count)
      ids.append(id)
      parentIDs.append(link.parent)
      done.append(link.done)
    }
    let parents = parentIDs.map { $0 == 0 ? Self.atTheTop : numbers[$0] ?? Self.noRow }
    let (shown, tops) = Self.shownRows(
      matches: matchCount, parents: parents, hidden: hidingDone ? done : nil)
    // The shown children of each row, counted, then placed.
    var childStart = [Int32](repeating: 0, count: ids.count + 1)
    for row in ids.indices where shown[row] && parents[row] >= 0 {
      childStart[Int(parents[row]) + 1] += 1
    }
    for row in ids.indices { childStart[row + 1] += childStart[row] }
    var childList = [Int32](repeating: 0, count: Int(childStart[ids.count]))
    var filled = childStart
    for row in ids.indices where shown[row] && parents[row] >= 0 {
      let parent = Int(parents[row])
      childList[Int(filled[parent])] = Int32(row)
      filled[parent] += 1
    }
    let matching = try tops.isEmpty ? [] : matchingTops(tops.map { ids[Int($0)] })
    // Each tree's size, and the top of each of its rows.
    var topOf = [Int32](repeating: Self.noRow, count: ids.count)
    var sizes: [TodoID: Size] = [:]
    sizes.reserveCapacity(tops.count)
    var pending: [Int32] = []
    for top in tops {
      var size = Size()
      pending.append(top)
      while let row = pending.popLast() {
        let index = Int(row)
        topOf[index] = top
        size.rows += 1
        if !done[index] { size.open += 1 }
        if index < matchCount || (row == top && matching.contains(ids[index])) {
          size.matches += 1
        }
        pending.append(contentsOf: Self.children(of: index, childStart, childList))
      }
      sizes[ids[Int(top)]] = size
    }
    self.numbers = numbers
    self.ids = ids
    self.done = done
    self.shown = shown
    self.matchCount = matchCount
    self.topOf = topOf
    self.childStart = childStart
    self.childList = childList
    self.matchingTops = matching
    self.sizes = sizes
  }

  /// Which rows are shown, and the tops they reach: a match's chain up is shown when it
  /// reaches the top level with no done todo on it while done todos are hidden (`hidden`:
  /// each row's done flag then). Each row is decided once. The matches are rows
  /// `0..<matches`; `parents` holds each row's parent's number.
  private static func shownRows(
    matches: Int, parents: [Int32], hidden: [Bool]?
  ) -> (shown: [Bool], tops: [Int32]) {
    var decided = [Bool?](repeating: nil, count: parents.count)
    var tops: [Int32] = []
    var chain: [Int] = []
    for match in 0..<matches {
      chain.removeAll(keepingCapacity: true)
      var next = match
      var shown = false
      while chain.count <= TodoTable.deepest {
        if let known = decided[next] {
          shown = known
          break
        }
        if hidden?[next] == true { break }
        chain.append(next)
        let parent = parents[next]
        if parent == atTheTop {
          shown = true
          tops.append(Int32(next))
          break
        }
        guard parent >= 0 else { break }
        next = Int(parent)
      }
      for row in chain { decided[row] = shown }
    }
    return (decided.map { $0 == true }, tops)
  }

  /// The tops of the trees, as a JSON array of ids, as the top level's statements bind them.
  var topsJSON: String { TodoTable.json(Array(sizes.keys)) }

  /// The number of `id`'s row when it is shown.
  private func shownRow(_ id: TodoID) -> Int? {
    guard let number = numbers[id], shown[Int(number)] else { return nil }
    return Int(number)
  }

  /// Whether `id` is a row of the forest.
  func contains(_ id: TodoID) -> Bool { shownRow(id) != nil }

  /// The top of the tree `id` stands in; nil when it is no row of the forest.
  func top(of id: TodoID) -> TodoID? { shownRow(id).map { ids[Int(topOf[$0])] } }

  /// Whether the row `id` of the forest is done.
  func isDone(_ id: TodoID) -> Bool { shownRow(id).map { done[$0] } ?? false }

  /// Whether the row `id` of the forest matches the words (the others are shown for context).
  func isMatch(_ id: TodoID) -> Bool {
    shownRow(id).map { $0 < matchCount } == true || matchingTops.contains(id)
  }

  /// The rows of the tree under `top` in tree order, the top first (`level` its depth), read
  /// once a read: its rows, counts and keys in one statement, each level's siblings sorted
  /// by the order's key (`done` first, the id last).
  func tree(_ top: TodoID, _ table: TodoTable, _ sql: QuerySQL) throws -> [TodoTable.TreeRow] {
    if let kept = trees[top] { return kept }
    var treeIDs: [TodoID] = []
    var pending = shownRow(top).map { [Int32($0)] } ?? []
    while let row = pending.popLast() {
      treeIDs.append(ids[Int(row)])
      pending.append(contentsOf: children(of: Int(row)))
    }
    let read = try table.prepare(sql.rowsWithKeys).rows([.text(TodoTable.json(treeIDs))]) {
      TodoTable.TreeRow($0, keys: sql.keys.count)
    }
    let byID = Dictionary(read.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var rows: [TodoTable.TreeRow] = []
    func visit(_ id: TodoID, depth: Int) {
      guard var row = byID[id] else { return }
      row.level = depth
      places[id] = rows.count
      rows.append(row)
      let below = (shownRow(id).map(children) ?? []).compactMap { byID[ids[Int($0)]] }
        .sorted { SQLValue.precedes($0.key, $1.key) }
      for child in below { visit(child.id, depth: depth + 1) }
    }
    visit(top, depth: 0)
    trees[top] = rows
    return rows
  }

  /// The numbers of the shown children of the row numbered `row`.
  private func children(of row: Int) -> ArraySlice<Int32> {
    Self.children(of: row, childStart, childList)
  }

  /// The numbers of the shown children of the row numbered `row` in the list of children
  /// `childList` with its offsets `childStart`.
  private static func children(
    of row: Int, _ childStart: [Int32], _ childList: [Int32]
  ) -> ArraySlice<Int32> {
    childList[Int(childStart[row])..<Int(childStart[row + 1])]
  }

  /// The rows a top-level row shows: its tree when it is the top of one, else itself alone.
  func rows(
    shownBy top: TodoTable.TreeRow, _ table: TodoTable, _ sql: QuerySQL
  ) throws -> [TodoTable.TreeRow] {
    contains(top.id) ? try tree(top.id, table, sql) : [top]
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
