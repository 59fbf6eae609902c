import TodoCore
import TodoTerminal

/// What the open editor dialog saves into.
private enum EditTarget {
  case newItem
  case existing(TodoID, original: TodoForm)
}

/// Turns the list's index into rows, keeps the selection and scroll position, and routes the
/// list's actions. It holds only an index entry (id, done) per item, in the order the store
/// gave them (the query's: it never assumes one), and the items on screen, so a key costs the
/// same with a hundred todos or a hundred thousand.
public final class TodoListPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoListViewProtocol)?
  private let interactor: any TodoListInteractorInput
  private let router: any TodoListRouterProtocol

  /// One entry per item shown (all, or the filter's matches), in the query's order: the
  /// list's ordered snapshot, read by position.
  private var entries: [TodoListEntry] = [] {
    didSet { doneCount = entries.count { $0.done } }
  }
  /// How many entries are done; worked out when the entries change, not on every key.
  private var doneCount = 0
  /// The items on screen and a page either side, by id: the only ones loaded in full.
  private var page: [TodoID: TodoItem] = [:]
  private var isRefreshing = false
  private var selection = 0
  private var top = 0
  private var layout: TodoListLayout?
  private var status: StatusLine?
  /// The filter in force and how many items there are in all; nil for none.
  private var filter: (query: String, total: Int)?
  private var isFiltering = false
  private var editing: EditTarget?
  /// The item to select once the items are fetched again (after an undo or redo).
  private var selectAfterFetch: TodoID?
  private weak var editor: (any TodoEditorViewProtocol)?
  /// The keys, for the footer's hints and for sentences that name a key.
  private let keys: KeyMaps
  /// The footer's hints when there is no message, from the list's key map.
  private let hints: [StatusText.Hint]

  /// The Add dialog's heading.
  static let addHeading = "Add todo"

  /// The columns of `title` (as shown: already cut and visible) where `query` is found,
  /// ignoring case as the filter does; occurrences do not overlap.
  static func matchColumns(of query: String, in title: String) -> [Range<Int>] {
    let needle = query.lowercased()
    guard !needle.isEmpty else { return [] }
    let characters = Array(title)
    // Where each character starts, in columns.
    var columns = [0]
    for character in characters {
      columns.append(columns[columns.count - 1] + DisplayWidth.of(character))
    }
    var ranges: [Range<Int>] = []
    var start = 0
    while start < characters.count {
      var folded = ""
      var end = start
      while end < characters.count, folded != needle, needle.hasPrefix(folded) {
        folded += String(characters[end]).lowercased()
        end += 1
      }
      if folded == needle {
        ranges.append(columns[start]..<columns[end])
        start = end
      } else {
        start += 1
      }
    }
    return ranges
  }

  /// What an empty list says, naming the add key (none when no key adds).
  static func emptyMessage(addKey: String?) -> String {
    addKey.map { "No todos yet. Press \($0) to add the first one." } ?? "No todos yet."
  }

  /// A presenter driving `interactor` and `router`, naming the keys of `keys`.
  public init(
    interactor: any TodoListInteractorInput, router: any TodoListRouterProtocol, keys: KeyMaps
  ) {
    self.interactor = interactor
    self.router = router
    self.keys = keys
    hints = keys.list.footerHints
  }

  private var selectedItem: TodoItem? {
    entries.indices.contains(selection) ? page[entries[selection].id] : nil
  }

  private func refresh() {
    guard let layout, !isRefreshing else { return }
    isRefreshing = true
    defer { isRefreshing = false }
    selection = max(0, min(selection, entries.count - 1))
    let rows = max(1, layout.visibleRows)
    if selection < top { top = selection }
    if selection >= top + rows { top = selection - rows + 1 }
    top = max(0, min(top, entries.count - rows))
    let onScreen = entries.dropFirst(top).prefix(rows)
    if onScreen.contains(where: { page[$0.id] == nil }) {
      // Load a page above and below too, so the next screenful of moves reads nothing.
      let window = entries[max(0, top - rows)..<min(entries.count, top + 2 * rows)]
      interactor.fetchRows(window.map(\.id).filter { page[$0] == nil })
      page = Dictionary(uniqueKeysWithValues: window.compactMap { page[$0.id].map { ($0.id, $0) } })
    }
    let visible = onScreen.map { entry in
      let title = DisplayWidth.truncate(page[entry.id]?.title ?? "…", to: layout.titleWidth)
      return TodoListRowViewModel(
        marker: entry.done ? "[x]" : "[ ]",
        title: title,
        done: entry.done,
        matches: filter.map { Self.matchColumns(of: $0.query, in: title) } ?? []
      )
    }
    let counts: String
    let empty: String
    if let filter {
      counts =
        "/\(DisplayWidth.truncate(filter.query, to: 20)): \(entries.count) of \(filter.total)"
      empty = StatusText.sentence("No todo matches", filter.query, width: layout.width - 4)
    } else {
      counts = "\(entries.count - doneCount) open · \(doneCount) done"
      empty = Self.emptyMessage(addKey: keys.list.label(of: .add))
    }
    view?.display(
      TodoListViewModel(
        title: "todo",
        counts: counts,
        rows: visible,
        selectedRow: entries.isEmpty ? nil : selection - top,
        emptyMessage: entries.isEmpty ? empty : nil,
        isFiltering: isFiltering,
        filter: filter?.query ?? "",
        footer: status ?? StatusLine(StatusText.fit(hints, width: layout.width - 2))
      ))
  }

  private func say(_ text: String, isError: Bool = false) {
    status = StatusLine(text, isError: isError)
  }

  /// The width a footer sentence may take.
  private var footerWidth: Int { max(10, (layout?.width ?? 80) - 2) }

  /// Runs a key's effect with the previous message cleared, then redraws.
  private func act(_ body: () -> Void) {
    status = nil
    body()
    refresh()
  }
}

// MARK: - TodoListPresenterProtocol

extension TodoListPresenter: TodoListPresenterProtocol {
  /// Loads the items.
  public func viewDidLoad() {
    interactor.fetchItems()
  }

  /// Re-cuts and re-scrolls for the new geometry.
  public func viewDidLayout(_ layout: TodoListLayout) {
    self.layout = layout
    refresh()
  }

  /// j/k.
  public func moveSelection(by delta: Int) {
    act { selection = max(0, min(entries.count - 1, selection + delta)) }
  }

  /// PgDn/PgUp: the selection and the view move by a screenful.
  public func movePage(by pages: Int) {
    act {
      let rows = max(1, layout?.visibleRows ?? 1)
      selection = max(0, min(entries.count - 1, selection + pages * rows))
      top += pages * rows
    }
  }

  /// g/Home.
  public func selectFirst() {
    act { selection = 0 }
  }

  /// G/End.
  public func selectLast() {
    act { selection = entries.count - 1 }
  }

  /// Enter/l/→.
  public func openSelected() {
    act {
      guard let item = selectedItem else { return }
      router.presentDetail(of: item.id, delegate: self)
    }
  }

  /// a.
  public func addItem() {
    act {
      editing = .newItem
      editor = router.presentEditor(heading: Self.addHeading, form: TodoForm(), delegate: self)
    }
  }

  /// e.
  public func editSelected() {
    act {
      guard let item = selectedItem else { return }
      editing = .existing(item.id, original: TodoForm(item))
      editor = router.presentEditor(heading: "Edit todo", form: TodoForm(item), delegate: self)
    }
  }

  /// d/Del.
  public func deleteSelected() {
    act {
      guard let item = selectedItem else { return }
      router.presentDeleteConfirmation(title: item.title) {
        [weak self] confirmed in
        guard let self else { return }
        act { if confirmed { interactor.delete(item.id) } }
      }
    }
  }

  /// x/Space.
  public func toggleSelected() {
    act {
      guard let item = selectedItem else { return }
      interactor.toggleDone(item.id)
    }
  }

  /// ?.
  public func showHelp() {
    act { router.presentHelp() }
  }

  /// u / Ctrl-R.
  public func apply(_ step: HistoryStep) {
    act { interactor.apply(step) }
  }

  /// /.
  public func beginFilter() {
    act { isFiltering = true }
  }

  /// Narrows the list as the person types.
  public func filterChanged(_ text: String) {
    act { interactor.setFilter(text) }
  }

  /// Enter: the filter stays, shown in the header.
  public func commitFilter() {
    act { isFiltering = false }
  }

  /// Esc: the whole list again.
  public func clearFilter() {
    act {
      isFiltering = false
      if filter != nil { interactor.setFilter("") }
    }
  }

  /// q.
  public func quit() {
    router.quit()
  }

  /// Idle: other instances' changes.
  public func viewDidIdle() {
    interactor.fetchIfChangedElsewhere()
  }
}

// MARK: - TodoListInteractorOutput

extension TodoListPresenter: TodoListInteractorOutput {
  /// Shows the loaded index.
  public func didFetch(_ entries: [TodoListEntry]) {
    filter = nil
    show(entries, queryChanged: false)
  }

  /// Shows the matching entries, keeping the selected one selected when it still matches.
  public func didFilter(_ entries: [TodoListEntry], query: String, total: Int) {
    let queryChanged = filter?.query != query
    filter = (query, total)
    show(entries, queryChanged: queryChanged)
  }

  /// Keeps the rows asked for while drawing.
  public func didFetchRows(_ items: [TodoItem]) {
    for item in items { page[item.id] = item }
  }

  /// Shows `entries`, keeping the selected item selected. When it is gone, a filter being
  /// typed selects its first match; otherwise (a change took it out of the list or the
  /// filter) the cursor stays on the same row, as after a delete.
  private func show(_ entries: [TodoListEntry], queryChanged: Bool) {
    let selectedID =
      selectAfterFetch
      ?? (self.entries.indices.contains(selection) ? self.entries[selection].id : nil)
    selectAfterFetch = nil
    self.entries = entries
    page = [:]
    if let selectedID {
      selection = entries.firstIndex { $0.id == selectedID } ?? (queryChanged ? 0 : selection)
    }
    refresh()
  }

  /// Closes the dialog and selects the new item in the index that follows, wherever the
  /// query put it. When a kept filter would have hidden it, it was cleared so the new item
  /// shows, and the footer says so.
  public func didAdd(_ item: TodoItem, clearingFilter: Bool) {
    closeEditor()
    selectAfterFetch = item.id
    say(StatusText.added(item, clearingFilter: clearingFilter, width: footerWidth))
  }

  /// Shows the edit and closes the dialog; says so when the edit takes the item out of the
  /// kept filter (the cursor then stays on its row).
  public func didUpdate(_ item: TodoItem, hiddenByFilter: Bool) {
    let before = page[item.id]
    replace(item)
    closeEditor()
    if hiddenByFilter {
      say(StatusText.savedOutOfFilter(item, width: footerWidth))
    } else {
      say(StatusText.saved(item, before: before, width: footerWidth))
    }
    refresh()
  }

  /// Shows the new state.
  public func didToggle(_ item: TodoItem) {
    replace(item)
    say(StatusText.toggled(item, width: footerWidth))
    refresh()
  }

  /// Removes the row.
  public func didDelete(_ item: TodoItem) {
    remove(item.id)
    say(StatusText.deleted(item, width: footerWidth))
    refresh()
  }

  /// Keeps the dialog open with the reason.
  public func didReject(_ rejection: FormRejection) {
    editor?.showError(rejection.message)
    refresh()
  }

  /// Says what was undone or redone and selects its item once it is fetched.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    selectAfterFetch = change.item.id
    say(StatusText.applied(step, change, width: footerWidth))
    refresh()
  }

  /// Says there was nothing to do.
  public func didFindNothing(to step: HistoryStep) {
    say(StatusText.nothing(to: step))
    refresh()
  }

  /// Shows the error in the open dialog, which stays open so nothing typed is lost, or else
  /// in the footer.
  public func didFail(_ message: String) {
    if editing != nil, let editor {
      editor.showError(message)
    } else {
      say(message, isError: true)
    }
    refresh()
  }

  /// Removes the row of a todo another instance deleted. An edit of it keeps its dialog and
  /// text, turned into an Add: Enter then adds the text as a new todo.
  public func didFindDeleted(_ id: TodoID) {
    let title = page[id]?.title
    remove(id)
    if case .existing(id, _) = editing {
      editing = .newItem
      editor?.showHeading(Self.addHeading)
      editor?.showError(StatusText.offerToAddAgain(saveKey: keys.editor.label(of: .save)))
    } else {
      say(
        StatusText.deletedElsewhere(title ?? "todo", width: footerWidth), isError: true)
    }
    refresh()
  }

  /// With a filter in force, a change made elsewhere (the detail screen) may move items in
  /// or out of it and changes the total: load the filter's index again.
  private func refilter() {
    if filter != nil { interactor.fetchItems() }
  }

  /// Shows a changed item in its row. An edit or toggle keeps the row where it is: today's
  /// only order, creation, does not depend on any field, and with a filter in force the
  /// index is loaded again anyway.
  private func replace(_ item: TodoItem) {
    page[item.id] = item
    if let index = position(of: item.id), entries[index].done != item.done {
      entries[index].done = item.done
    }
  }

  private func remove(_ id: TodoID) {
    page[id] = nil
    if let index = position(of: id) { entries.remove(at: index) }
  }

  /// Where `id` is in the entries: at the selection, where the list's own changes act, else
  /// found by a scan (the entries are in the query's order, not by id).
  private func position(of id: TodoID) -> Int? {
    if entries.indices.contains(selection), entries[selection].id == id { return selection }
    return entries.firstIndex { $0.id == id }
  }

  private func closeEditor() {
    guard editing != nil else { return }
    editing = nil
    router.dismissDialog()
  }
}

// MARK: - TodoEditorDelegate

extension TodoListPresenter: TodoEditorDelegate {
  /// Saves the form as a new item or an edit.
  public func editorDidSubmit(_ form: TodoForm) {
    act {
      switch editing {
      case .newItem: interactor.add(form)
      case .existing(let id, let original): interactor.update(id, with: form, over: original)
      case nil: break
      }
    }
  }

  /// Closes the dialog without saving.
  public func editorDidCancel() {
    act { closeEditor() }
  }
}

// MARK: - TodoDetailModuleDelegate

extension TodoListPresenter: TodoDetailModuleDelegate {
  /// The detail screen changed an item.
  public func todoDetail(didChange item: TodoItem) {
    replace(item)
    refilter()
    refresh()
  }

  /// The detail screen undid or redid a change: any item may have changed.
  public func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    say(StatusText.applied(step, change, width: footerWidth))
    interactor.fetchItems()
  }

  /// The detail screen added an item (an edit of a todo deleted elsewhere, saved as new):
  /// shown as an add here is, the index loaded again (the deleted one may still be in it).
  public func todoDetail(didAdd item: TodoItem) {
    interactor.reveal(item)
  }

  /// The detail screen deleted an item.
  public func todoDetail(didDelete item: TodoItem) {
    remove(item.id)
    say(StatusText.deleted(item, width: footerWidth))
    refilter()
    refresh()
  }
}
