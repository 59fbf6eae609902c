import TodoCore
import TodoUI

extension TodoListPage {
  /// The page a store would give for `anchor` over a list that is `entries`, all of them
  /// loaded, out of `all` todos (the list's own count by default): for presenter tests driven
  /// by hand, without an interactor over a store.
  package static func whole(
    _ entries: [TodoListEntry], anchor: TodoListAnchor, all: Int? = nil
  ) -> TodoListPage {
    let found = anchor.candidates.lazy.compactMap { candidate in
      entries.firstIndex { $0.id == candidate.id }.map { $0 + candidate.offset }
    }.first
    let selection = entries.isEmpty ? 0 : min(max(found ?? anchor.row, 0), entries.count - 1)
    return TodoListPage(
      tally: TodoTally(count: entries.count, open: entries.count { !$0.done }, all: all),
      start: 0,
      entries: entries, selection: selection)
  }
}

extension TodoListAnchor {
  /// The whole of a short list, from the top: what the interactor tests load.
  package static let whole = TodoListAnchor(below: 10_000)
}

extension TodoListInteractor {
  /// Loads the whole (short) list, from the top.
  package func load() { load(around: .whole) }

  /// Sets the filter and loads the whole (short) list.
  package func setFilter(_ text: String) { setFilter(text, around: .whole) }

  /// Loads the whole (short) list if another instance changed the store.
  package func fetchIfChangedElsewhere() { fetchIfChangedElsewhere(around: .whole) }
}
