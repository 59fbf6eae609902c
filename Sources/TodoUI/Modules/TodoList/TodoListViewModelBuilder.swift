import TodoCore
import TodoTerminal

/// Builds the list's view model from what its presenter holds, all of it loaded by then: a
/// pure function of its inputs (the clock and the sync status are read before), so building
/// it reads nothing.
struct TodoListViewModelBuilder {
  /// The screen's geometry, as last reported; nil before the first layout.
  var layout: TodoListLayout?
  /// The key that adds a todo, which the empty list names; nil when none does.
  let addKey: String?

  /// What an empty list says, naming the add key (none when no key adds).
  static func emptyMessage(addKey: String?) -> String {
    addKey.map { "No todos yet. Press \($0) to add the first one." } ?? "No todos yet."
  }

  /// The list as `paging` holds it, of `query`, due dates worded as `today`, with the sync's
  /// status (if any) and the footer `presentation` holds; nil before the first layout.
  func viewModel(
    _ paging: TodoListPaging, of query: TodoListQueryState, today: DueText,
    presentation: ModulePresentation
  ) -> TodoListViewModel? {
    guard let layout else { return nil }
    let sync = presentation.sync?.text(today: today)
    let (filter, settings) = (query.filter, query.settings)
    let total = paging.index.tally.all
    let formatter = TodoListRowFormatter(
      titleWidth: layout.titleWidth, highlighted: filter?.searchedText ?? [],
      dueText: today)
    let (columns, visible) = formatter.rows(
      paging.list.visibleEntries.map { ($0, paging.rows[$0.id]) })
    let index = paging.index
    let counts: String
    let empty: String
    // Folds hide rows, not todos: the open todos are counted, shown or folded away.
    let open = index.tally.allOpen
    if let filter, filter.isEmpty {
      // Only done todos left out (H): the open ones, and how many are hidden.
      counts = "\(open) open · \(total - open) done hidden"
      empty = "Nothing open · \(total - open) done hidden"
    } else if let filter {
      counts =
        "/\(DisplayWidth.truncate(filter.text, to: 20)): \(index.tally.matches) of \(total)"
        + (settings.hidesDone ? " · done hidden" : "")
      empty = StatusText.sentence("No todo matches", filter.text, width: layout.width - 4)
    } else {
      counts = "\(open) open · \(total - open) done"
      empty = Self.emptyMessage(addKey: addKey)
    }
    return TodoListViewModel(
      // The list in view names the screen (SPEC §17); every list is the app's own name.
      title: settings.list.map { DisplayWidth.truncate(DisplayWidth.visible($0), to: 24) }
        ?? "todo",
      order: settings.sort.rawValue,
      counts: sync.map { "\($0) · \(counts)" } ?? counts,
      rows: visible,
      columns: columns,
      selectedRow: paging.list.selectedRow,
      emptyMessage: index.count == 0 ? empty : nil,
      isFiltering: query.isPrompting,
      filter: filter?.text ?? "",
      footer: presentation.footer.line(hintWidth: layout.width - 2)
    )
  }
}
