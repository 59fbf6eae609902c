import TodoCore

/// The list's ordered snapshot: one entry (id, done) per todo shown, in the query's order
/// (never assumed to be by id), read by position, with its done count worked out when the
/// entries change rather than on every key.
struct TodoListIndex: ListIndex {
  /// The entries, in the list's order.
  private(set) var entries: [TodoListEntry] = [] {
    didSet { doneCount = entries.count { $0.done } }
  }
  /// How many entries are done.
  private(set) var doneCount = 0

  /// An index of `entries`, in their order.
  init(_ entries: [TodoListEntry] = []) {
    self.entries = entries
    doneCount = entries.count { $0.done }
  }

  /// How many todos the list shows.
  var count: Int { entries.count }

  /// How many of them are open.
  var openCount: Int { entries.count - doneCount }

  /// The entry at `position`, or nil past the ends.
  func entry(at position: Int) -> TodoListEntry? {
    entries.indices.contains(position) ? entries[position] : nil
  }

  /// Where `id` is: at `hint` (the selection, where the list's own changes act) if it is
  /// there, else found by a scan.
  func position(of id: TodoID, hint: Int? = nil) -> Int? {
    if let hint, entry(at: hint)?.id == id { return hint }
    return entries.firstIndex { $0.id == id }
  }

  /// `item` changed: its entry takes its done flag. In the order of creation
  /// (`movingByID`), where entries are open then done, each part by id, a toggled entry moves
  /// to its place in the other part, found by a binary search; in other orders the list is
  /// loaded again after the change, so the entry stays until then.
  mutating func update(_ item: TodoItem, hint: Int, movingByID: Bool) {
    guard let position = position(of: item.id, hint: hint), entries[position].done != item.done
    else { return }
    guard movingByID else {
      entries[position].done = item.done
      return
    }
    var moved = entries
    moved.remove(at: position)
    let key = (item.done ? 1 : 0, item.id)
    var low = 0
    var high = moved.count
    while low < high {
      let middle = (low + high) / 2
      if (moved[middle].done ? 1 : 0, moved[middle].id) < key {
        low = middle + 1
      } else {
        high = middle
      }
    }
    moved.insert(TodoListEntry(item), at: low)
    entries = moved
  }

  /// The todo `id` is gone from the list.
  mutating func remove(_ id: TodoID, hint: Int) {
    if let position = position(of: id, hint: hint) { entries.remove(at: position) }
  }
}
