import Testing
import TodoCore

@testable import TodoStorage

/// What the store's triggers keep of the tree (SPEC §16, migration v15), read from the store,
/// or made from scratch from the todos alone: the tests compare the two.
struct KeptTree: Equatable, CustomStringConvertible {
  /// The counts of one todo.
  struct Counts: Equatable, CustomStringConvertible {
    var children = 0
    var doneChildren = 0
    var descendants = 0
    var doneDescendants = 0
    /// The open todos below reached through open todos alone (migration v16).
    var openBelow = 0

    var description: String {
      "\(doneChildren)/\(children) children, \(doneDescendants)/\(descendants) below, "
        + "\(openBelow) shown below with done hidden"
    }
  }

  /// Every todo's counts (a todo without subtasks has all zero).
  var counts: [TodoID: Counts]
  /// The open and done todos at the top level.
  var roots: (open: Int, done: Int)
  /// The sums of `openBelow` over the open and the done todos at the top level.
  var rootsOpenBelow: (open: Int, done: Int)
  /// Whether every todo's search row names its parent.
  var searchRowsFollow = true

  static func == (lhs: KeptTree, rhs: KeptTree) -> Bool {
    lhs.counts == rhs.counts && lhs.roots == rhs.roots && lhs.rootsOpenBelow == rhs.rootsOpenBelow
      && lhs.searchRowsFollow == rhs.searchRowsFollow
  }

  var description: String {
    let nonZero = counts.filter { $0.value != Counts() }.sorted { $0.key < $1.key }
    return
      "roots \(roots), shown below them \(rootsOpenBelow), search rows follow: \(searchRowsFollow), "
      + nonZero.map { "\($0.key): \($0.value)" }.joined(separator: "; ")
  }

  /// The counts made from scratch from where the todos stand (`placement`: each todo's parent
  /// id, 0 at the top level): each todo counted once in its parent's children and once in
  /// every ancestor's descendants.
  init(from items: [TodoItem], placement: [TodoID: TodoID]) {
    var counts = Dictionary(uniqueKeysWithValues: items.map { ($0.id, Counts()) })
    for item in items {
      let done = item.done ? 1 : 0
      if let parent = placement[item.id], parent != 0 {
        counts[parent]?.children += 1
        counts[parent]?.doneChildren += done
      }
      var ancestor = placement[item.id] ?? 0
      var steps = 0
      while ancestor != 0, steps <= items.count {
        counts[ancestor]?.descendants += 1
        counts[ancestor]?.doneDescendants += done
        ancestor = placement[ancestor] ?? 0
        steps += 1
      }
    }
    // Each open todo counts in the `openBelow` of every ancestor it is reached from through
    // open todos alone: its parent, and on up while the todo reached is open.
    let done = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.done) })
    for item in items where !item.done {
      var ancestor = placement[item.id] ?? 0
      var steps = 0
      while ancestor != 0, steps <= items.count {
        counts[ancestor]?.openBelow += 1
        if done[ancestor] ?? true { break }
        ancestor = placement[ancestor] ?? 0
        steps += 1
      }
    }
    self.counts = counts
    let top = items.filter { (placement[$0.id] ?? 0) == 0 }
    roots = (top.count { !$0.done }, top.count { $0.done })
    rootsOpenBelow = (
      top.filter { !$0.done }.reduce(0) { $0 + (counts[$1.id]?.openBelow ?? 0) },
      top.filter(\.done).reduce(0) { $0 + (counts[$1.id]?.openBelow ?? 0) }
    )
  }

  /// Where each todo stands, as the store derived it from the links: its parent's id, 0 at
  /// the top level.
  static func placement(in store: SQLiteTodoStore) throws -> [TodoID: TodoID] {
    try store.read { reading in
      let table = try #require(reading as? TodoTable)
      return Dictionary(
        uniqueKeysWithValues: try table.prepare("SELECT id, parent FROM todo").rows([]) {
          ($0.integer(0), $0.integer(1))
        })
    }
  }

  /// What is wrong with `placement` given the links of `items` (empty when nothing): a todo
  /// stands under the todo its link names, or at the top level; no walk up the tree loops;
  /// and a todo whose parent is missing waits at the top level. (One held because its link
  /// closed a cycle when it was written waits until it or its link is written again, so a
  /// todo may wait beside its parent.)
  static func placementErrors(_ items: [TodoItem], _ placement: [TodoID: TodoID]) -> [String] {
    let uidOf = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.calendar.uid) })
    var errors: [String] = []
    for item in items {
      var seen: Set<TodoID> = [item.id]
      var next = placement[item.id] ?? 0
      while next != 0 {
        guard seen.insert(next).inserted else {
          errors.append("\(item.id) is in a cycle")
          break
        }
        next = placement[next] ?? 0
      }
      let place = placement[item.id] ?? 0
      if place != 0, uidOf[place] != item.parent {
        errors.append("\(item.id) stands under \(place), its link names \(item.parent ?? "none")")
      }
    }
    return errors
  }

  /// The counts `store` keeps.
  init(keptBy store: SQLiteTodoStore) throws {
    (counts, roots, rootsOpenBelow, searchRowsFollow) = try store.read { reading in
      let table = try #require(reading as? TodoTable)
      let rows = try table.prepare(
        "SELECT id, children, done_children, descendants, done_descendants, open_below FROM todo"
      ).rows([]) { row in
        (
          row.integer(0),
          Counts(
            children: Int(row.integer(1)), doneChildren: Int(row.integer(2)),
            descendants: Int(row.integer(3)), doneDescendants: Int(row.integer(4)),
            openBelow: Int(row.integer(5)))
        )
      }
      let roots = try table.prepare("SELECT done, count FROM todo_roots ORDER BY done")
        .rows([]) { Int($0.integer(1)) }
      let below = try table.prepare("SELECT done, open_below FROM todo_roots ORDER BY done")
        .rows([]) { Int($0.integer(1)) }
      let follow = try table.prepare(
        """
        SELECT (SELECT count(*) FROM todo_search) = (SELECT count(*) FROM todo)
          AND NOT EXISTS (SELECT 1 FROM todo_search s JOIN todo t USING (id)
            WHERE s.parent != t.parent)
        """
      ).rows([]) { $0.integer(0) != 0 }
      return (
        Dictionary(uniqueKeysWithValues: rows), (roots.first ?? -1, roots.last ?? -1),
        (below.first ?? -1, below.last ?? -1), follow.first ?? false
      )
    }
  }
}

extension SQLiteTodoStore {
  /// What the triggers keep of the tree, and the same made from scratch from the todos now.
  func keptAndRecounted() throws -> (kept: KeptTree, recounted: KeptTree) {
    (
      try KeptTree(keptBy: self),
      KeptTree(from: try items(), placement: try KeptTree.placement(in: self))
    )
  }
}
