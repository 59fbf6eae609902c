import TodoCore

/// The list's paging and selection: the todos shown as far as the screen needs them (the
/// index's counts, a window of its entries, and the todos near the screen in full), the
/// selected row and the rows on screen, and where the cursor goes when the list is loaded
/// next. Every transition is pure (nothing is read or written elsewhere), so it is tested
/// without mocks; the presenter keeps one, asks its interactor for what `anchor`,
/// `entriesToLoad` and `idsToLoad()` describe, and hands it what comes back.
struct TodoListPaging {
  /// Where the cursor goes when the list is loaded next.
  enum Placement: Equatable {
    /// On the selected todo; when it is gone, on the todo that took its place: the one below,
    /// or the row after the one above.
    case selectedTodo
    /// On the selected todo, at its row: the change (`z`) touched only the rows below it, so
    /// the load need not find its rank again.
    case selectedTodoAtItsRow
    /// On the same row, the todos beside it only saying where that is: after `x` the toggled
    /// todo moves among the done ones (or back up), and the cursor stays where the person
    /// works, on the todo that took its place, as after a delete.
    case sameRow
    /// On the todo `id` (added, moved, undone or redone), wherever the query put it.
    case todo(TodoID)
    /// Another query (a filter typed, cleared or chosen on the Tags screen): the selected
    /// todo when it matches, else the first row.
    case newQuery
  }

  /// The todos shown (all, or the filter's matches), in the query's order; the selection and
  /// the first row on screen.
  private(set) var list = ListSelection(TodoListIndex())
  /// Where the cursor goes at the next load; back to the selected todo once one is shown.
  private(set) var placement = Placement.selectedTodo
  /// The todos on screen and a screenful either side: the only ones loaded in full.
  private(set) var rows = RowWindow<TodoItem>()

  /// The selected entry; nil when the list is empty or it is not loaded.
  var selectedEntry: TodoListEntry? { list.selectedEntry }

  /// The selected todo, when it is loaded in full.
  var selectedItem: TodoItem? { list.selectedEntry.flatMap { rows[$0.id] } }

  /// The counts and the loaded window of the index.
  var index: TodoListIndex { list.index }

  /// The next load puts the cursor where `placement` says.
  mutating func place(_ placement: Placement) {
    self.placement = placement
  }

  /// Where the next load is to put the cursor, and which rows around it it reads.
  var anchor: TodoListAnchor { anchor(placing: placement) }

  /// The anchor of a load placing the cursor as `placement` says: the todos to select, in
  /// order of preference, the row when none is left, and the screen and a screenful either
  /// side of the selection (what the screen shows next, whichever way it moves).
  func anchor(placing placement: Placement) -> TodoListAnchor {
    let viewport = list.viewport
    let onScreen = list.selectedRow ?? 0
    var candidates: [TodoListAnchor.Candidate] = []
    switch placement {
    case .todo(let id): candidates = [.init(id)]
    case .selectedTodo, .newQuery:
      if let selected = list.selectedEntry { candidates.append(.init(selected.id)) }
    case .selectedTodoAtItsRow:
      if let selected = list.selectedEntry {
        candidates.append(.init(selected.id, row: viewport.selection))
      }
    case .sameRow: break
    }
    if [.selectedTodo, .selectedTodoAtItsRow, .sameRow].contains(placement) {
      if let below = list.entry(besideSelection: 1) { candidates.append(.init(below.id)) }
      if let above = list.entry(besideSelection: -1) {
        candidates.append(.init(above.id, offset: 1))
      }
    }
    return TodoListAnchor(
      candidates: candidates, row: placement == .newQuery ? 0 : viewport.selection,
      keepsRow: placement == .sameRow, above: onScreen + viewport.height,
      below: 2 * viewport.height - onScreen)
  }

  /// Takes in a loaded page, the cursor on the row its anchor chose.
  mutating func show(_ page: TodoListPage) {
    placement = .selectedTodo
    list.show(TodoListIndex(page), selectingRow: page.selection)
  }

  /// What to read, and where it lands, so that the rows on screen are loaded (with a
  /// screenful either side); nothing while they are.
  var entriesToLoad: [(EntryRange, Int)] {
    list.index.toLoad(showing: list.viewport.visible, around: list.viewport.neighbourhood)
  }

  /// Takes in entries read from `position` on (`entriesToLoad`), letting go of those far
  /// from the screen.
  mutating func insert(_ entries: [TodoListEntry], at position: Int) {
    let neighbourhood = list.viewport.neighbourhood
    list.update { index, _ in index.insert(entries, at: position, keeping: neighbourhood) }
  }

  /// The ids of the todos to read in full so that those on screen are (see
  /// `RowWindow.idsToLoad(showing:around:)`); the ones far from the screen are let go.
  mutating func idsToLoad() -> [TodoID] {
    rows.idsToLoad(for: list)
  }

  /// Takes in todos as they are now (read for drawing, or as a change left them).
  mutating func keep(_ items: [TodoItem]) {
    rows.insert(items)
  }

  /// Lets go of the todos `ids` (deleted, or changed so that they are read again).
  mutating func forget(_ ids: [TodoID]) {
    for id in ids { rows.remove(id) }
  }

  /// Lets go of every todo loaded: another instance changed the store.
  mutating func forgetAll() {
    rows.removeAll()
  }

  /// Shows a changed todo in its row (its entry takes its done flag) until the list, loaded
  /// again after every change, puts it in its place.
  mutating func replace(_ item: TodoItem) {
    rows.insert([item])
    list.update { index, _ in index.update(item) }
  }

  /// Takes in what came of an action on the selected todo and returns the todo as shown
  /// before it: the next load selects a todo added, and keeps the cursor on its row after a
  /// toggle; a series' next todo is kept, a deleted one let go.
  mutating func take(_ outcome: TodoActionOutcome) -> TodoItem? {
    let item = outcome.item
    let before = rows[item.id]
    switch outcome {
    case .added: place(.todo(item.id))
    case .deleted, .notesUnsaved: rows.remove(item.id)
    case .toggled(let toggle):
      place(.sameRow)
      replace(item)
      toggle.alsoDone.forEach { replace($0) }
      rows.insert(toggle.next.map { [$0] } ?? [])
    case .updated, .notesSaved, .priorityStepped: replace(item)
    }
    return before
  }

  /// Takes in what came of an action on the detail screen: a todo ticked off or opened again
  /// keeps the cursor on its row (as after `x` here); a series' next todo is kept, a deleted
  /// one let go. (A todo added there is revealed as an add here, not taken in.)
  mutating func takeFromDetail(_ outcome: TodoActionOutcome) {
    let item = outcome.item
    switch outcome {
    case .deleted, .notesUnsaved: rows.remove(item.id)
    case .toggled(let toggle) where toggle.next != nil:
      replace(item)
      toggle.alsoDone.forEach { replace($0) }
      rows.insert(toggle.next.map { [$0] } ?? [])
    case .added: break
    case .toggled, .updated, .notesSaved, .priorityStepped:
      if let shown = rows[item.id], shown.done != item.done { place(.sameRow) }
      replace(item)
      if case .toggled(let toggle) = outcome { toggle.alsoDone.forEach { replace($0) } }
    }
  }

  /// Moves the selection as a key asks (j/k, PgDn/PgUp, g/G).
  mutating func apply(_ move: ScrollMove) {
    list.apply(move)
  }

  /// The screen now fits `height` rows.
  mutating func resize(height: Int) {
    list.resize(height: height)
  }
}
