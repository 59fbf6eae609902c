/// Listed todos as a tree (SPEC §16: `todo list` prints each subtask right under its parent,
/// indented a level deeper): built from the links of the todos listed only, so a subtask
/// whose parent is not listed (filtered out, done and hidden, missing) stands at the top
/// level, and siblings keep the order they were listed in.
public enum TodoOutline {
  /// `items` in tree order, each with how deep it stands (0: the top level). A cycle of
  /// links (another program's) is cut above the first of its todos listed, which stands at
  /// the top level, as the store holds such a link there.
  public static func rows(_ items: [TodoItem]) -> [(item: TodoItem, depth: Int)] {
    guard items.contains(where: { $0.parent != nil }) else { return items.map { ($0, 0) } }
    var index: [String: Int] = [:]
    for (position, item) in items.enumerated() where !item.calendar.uid.isEmpty {
      if index[item.calendar.uid] == nil { index[item.calendar.uid] = position }
    }
    var parents: [Int?] = items.enumerated().map { position, item in
      item.parent.flatMap { index[$0] }.flatMap { $0 == position ? nil : $0 }
    }
    cutCycles(&parents)
    var children: [[Int]] = Array(repeating: [], count: items.count)
    for (position, parent) in parents.enumerated() {
      if let parent { children[parent].append(position) }
    }
    var rows: [(item: TodoItem, depth: Int)] = []
    rows.reserveCapacity(items.count)
    var stack: [(position: Int, depth: Int)] = parents.indices.reversed()
      .filter { parents[$0] == nil }.map { ($0, 0) }
    while let (position, depth) = stack.popLast() {
      rows.append((items[position], depth))
      stack += children[position].reversed().map { ($0, depth + 1) }
    }
    return rows
  }

  /// Cuts every cycle of `parents` (a position's parent, nil at the top) above the first of
  /// its positions, walking up from each position once.
  private static func cutCycles(_ parents: inout [Int?]) {
    // 0: not walked yet, 1: on the walk under way, 2: reaches the top level.
    var state = [UInt8](repeating: 0, count: parents.count)
    for start in parents.indices where state[start] == 0 {
      var walk: [Int] = []
      var position: Int? = start
      while let current = position, state[current] == 0 {
        state[current] = 1
        walk.append(current)
        position = parents[current]
      }
      // A walk that comes back to itself: the cycle is the walk from `current` on.
      if let current = position, state[current] == 1, let loop = walk.firstIndex(of: current),
        let first = walk[loop...].min()
      {
        parents[first] = nil
      }
      for walked in walk { state[walked] = 2 }
    }
  }
}
