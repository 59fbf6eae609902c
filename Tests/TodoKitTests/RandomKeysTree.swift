import Testing
import TodoCore
import TodoTerminal

@testable import TodoStorage

/// The tree of subtasks (SPEC §16) as the random-key property test sees it: what the store
/// holds of it, read by SQL beside the todos, and the list a naive recursive walk of every
/// todo makes of it, which the rows on screen must be a run of.
struct RandomKeysTree: Equatable {
  /// Where each todo stands, as the store derived it from the links: its parent's id, 0 at
  /// the top level.
  var placement: [TodoID: TodoID]
  /// The store's `fold_all`.
  var foldAll: Bool
  /// The todos folded otherwise than `foldAll` says (`todo_fold`).
  var foldedOtherwise: Set<TodoID>

  /// What `store` holds of the tree now; `placement` when it is known to be unchanged.
  init(_ store: SQLiteTodoStore, placement known: [TodoID: TodoID]? = nil) throws {
    placement = try known ?? KeptTree.placement(in: store)
    (foldAll, foldedOtherwise) = try store.read { reading in
      let table = try #require(reading as? TodoTable)
      let folds = try table.prepare(
        """
        SELECT todo_id FROM todo_fold UNION ALL
        SELECT -1 FROM view_setting WHERE name = 'fold_all' AND value = '1'
        """
      ).rows([]) { $0.integer(0) }
      return (folds.contains(-1), Set(folds.filter { $0 != -1 }))
    }
  }

  /// What moves whenever a todo is added, removed or written (its count, ids, revisions,
  /// which every synced field's change moves, and update times, which every write stamps):
  /// a cheap look at whether the todos must be read again. Empty when it cannot be read.
  static func fingerprint(_ store: SQLiteTodoStore) -> [Double] {
    (try? store.read { reading in
      guard let table = reading as? TodoTable else { return [] }
      return try table.prepare(
        "SELECT count(*), total(id), total(revision), total(updated), max(updated) FROM todo"
      ).rows([]) { row in (0..<5).map { row.real(Int32($0)) } }.first ?? []
    }) ?? []
  }

  /// The parent of `id`, nil at the top level.
  func parent(of id: TodoID) -> TodoID? {
    placement[id].flatMap { $0 == 0 ? nil : $0 }
  }

  /// The ids of `id`'s ancestors, nearest first (a loop, which `invariantErrors` reports, is
  /// cut short).
  func ancestors(of id: TodoID) -> [TodoID] {
    var result: [TodoID] = []
    var next = parent(of: id)
    while let ancestor = next, ancestor != id, !result.contains(ancestor) {
      result.append(ancestor)
      next = parent(of: ancestor)
    }
    return result
  }

  /// Whether `id` lies below `ancestor`.
  func isBelow(_ id: TodoID, _ ancestor: TodoID) -> Bool {
    ancestors(of: id).contains(ancestor)
  }

  /// The ids of every todo below `id` among `ids`.
  func descendants(of id: TodoID, among ids: [TodoID]) -> [TodoID] {
    ids.filter { isBelow($0, id) }
  }

  /// Whether `id`'s subtree is folded by the store's folds (whether or not it has subtasks).
  func isFolded(_ id: TodoID) -> Bool {
    foldAll != foldedOtherwise.contains(id)
  }

  /// Whether some todo stands under another: the list is a tree then.
  var hasSubtasks: Bool { placement.values.contains { $0 != 0 } }

  /// The folds of the todos in `ids`, as `z`, `Z` and an add under a folded parent change
  /// them: which of them are folded.
  func folded(among ids: Set<TodoID>) -> Set<TodoID> {
    ids.filter(isFolded)
  }

  /// What is wrong with the tree the store keeps (empty when nothing): every todo stands
  /// under the todo its link names (or at the top level when that todo is missing), no walk
  /// up the tree loops, and the counts the triggers keep equal counts made from scratch.
  static func invariantErrors(
    _ store: SQLiteTodoStore, _ items: [TodoItem], _ placement: [TodoID: TodoID]
  ) -> [String] {
    var errors = KeptTree.placementErrors(items, placement)
    let uids = Dictionary(items.map { ($0.calendar.uid, $0.id) }, uniquingKeysWith: min)
    for item in items where (placement[item.id] ?? 0) == 0 {
      // At the top level: no link, or a link to a todo that is not in the store.
      if let link = item.parent, let parent = uids[link] {
        errors.append("\(item.id) links to \(parent) but stands at the top level")
      }
    }
    do {
      let kept = try KeptTree(keptBy: store)
      let recounted = KeptTree(from: items, placement: placement)
      if kept != recounted { errors.append("the store keeps \(kept), a recount says \(recounted)") }
    } catch {
      errors.append("the counts could not be read: \(error)")
    }
    return errors
  }

  /// One row of the list as the model makes it: the todo and its index entry.
  struct Row: Equatable {
    var item: TodoItem
    var entry: TodoListEntry
  }

  /// The list from SPEC §16's words, walked recursively over `flat` (every todo of the store
  /// in the order in force, done todos last): each shown todo's shown children right under it,
  /// in that order. Without a filter (`matching` nil) a folded todo's subtree is left out and
  /// a hidden done todo (`hidingDone`) is left out with its subtree; with one, a todo is shown
  /// when it matches or a todo below it is shown (then marked `isContext`), folds ignored, a
  /// hidden done todo still hiding its subtree.
  func rows(_ flat: [TodoItem], matching: Set<TodoID>?, hidingDone: Bool) -> [Row] {
    var children: [TodoID: [TodoItem]] = [:]
    for item in flat { children[placement[item.id] ?? 0, default: []].append(item) }
    var descendants: [TodoID: Int] = [:]
    func count(_ id: TodoID) -> Int {
      if let known = descendants[id] { return known }
      let below = (children[id] ?? []).reduce(0) { $0 + 1 + count($1.id) }
      descendants[id] = below
      return below
    }
    var shownMemo: [TodoID: Bool] = [:]
    func shown(_ item: TodoItem) -> Bool {
      if let known = shownMemo[item.id] { return known }
      let result =
        !(hidingDone && item.done)
        && (matching.map {
          $0.contains(item.id) || (children[item.id] ?? []).contains(where: shown)
        }
          ?? true)
      shownMemo[item.id] = result
      return result
    }
    var out: [Row] = []
    func visit(_ parent: TodoID, _ depth: Int, _ seen: Set<TodoID>) {
      for item in children[parent] ?? [] where shown(item) && !seen.contains(item.id) {
        let below = children[item.id] ?? []
        let folded = matching == nil && isFolded(item.id) && !below.isEmpty
        out.append(
          Row(
            item: item,
            entry: TodoListEntry(
              id: item.id, done: item.done, depth: depth, children: below.count,
              doneChildren: below.count(where: \.done), descendants: count(item.id),
              folded: folded,
              isContext: matching.map { !$0.contains(item.id) } ?? false)))
        if !folded { visit(item.id, depth + 1, seen.union([item.id])) }
      }
    }
    visit(0, 0, [])
    return out
  }
}

// MARK: - What the footer and the rows say of it

extension RandomKeysTree {
  /// The tail of an undo or redo of `count` todos besides the one it names.
  static func moreTails(_ count: Int) -> [String] {
    count == 0 ? [] : [" and \(count) more"]
  }

  /// The sibling shown next to `id` in `rows` that way (`.up`: before it): the nearest row at
  /// its depth, none past a row above its level.
  static func sibling(
    of id: TodoID, _ direction: MoveDirection, in rows: [Row]
  ) -> Row? {
    guard let index = rows.firstIndex(where: { $0.item.id == id }) else { return nil }
    let depth = rows[index].entry.depth
    let others = direction == .up ? Array(rows[..<index].reversed()) : Array(rows[(index + 1)...])
    for row in others {
      if row.entry.depth < depth { return nil }
      if row.entry.depth == depth { return row }
    }
    return nil
  }

  /// The title cell of `row` before it is cut: two columns a level, then `▸ ` when folded.
  static func title(of row: Row) -> String {
    String(repeating: "  ", count: row.entry.depth) + (row.entry.folded ? "▸ " : "")
      + DisplayWidth.visible(row.item.title)
  }

  /// The tree's part of the tags cell: the parent's `done/all` children, and `▸N` when folded.
  static func progress(of row: Row) -> String {
    var parts: [String] = []
    if row.entry.children > 0 { parts.append("\(row.entry.doneChildren)/\(row.entry.children)") }
    if row.entry.folded { parts.append("▸\(row.entry.descendants)") }
    return parts.joined(separator: " ")
  }

  /// The row of a todo without a due date or tags, as the list shows it without the selection
  /// mark, trailing spaces trimmed: the marker, the priority column when `ranked` (its letter
  /// or a space), the title and the progress after it in `columns - 6` columns (less the
  /// priority column), the title first, the progress cut or left out when the room is short.
  static func line(of row: Row, columns: Int, ranked: Bool) -> String {
    let priority = ranked ? (row.item.priority.level.map { String($0.letter) } ?? " ") + " " : ""
    let room = max(1, columns - 6 - priority.count)
    let title = self.title(of: row)
    let progress = self.progress(of: row)
    let (titleWidth, width) = (DisplayWidth.of(title), DisplayWidth.of(progress))
    var cut = DisplayWidth.truncate(title, to: room)
    if width > 0 {
      if titleWidth + 1 + width <= room {
        cut = title + " " + progress
      } else if room - titleWidth - 1 >= min(width, 4) {
        cut = title + " " + DisplayWidth.truncate(progress, to: room - titleWidth - 1)
      }
    }
    var line = (row.item.done ? "[x] " : "[ ] ") + priority + cut
    while line.last == " " { line.removeLast() }
    return line
  }
}
