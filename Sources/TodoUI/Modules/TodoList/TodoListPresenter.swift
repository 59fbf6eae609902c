import TodoCore
import TodoTerminal

/// The list screen's own logic: which todos it shows (the query's index; a filter typed or
/// kept), what its keys do to them, and what the detail screen tells it. The kit does the
/// rest: selection and scrolling are a `ListSelection` over the index, the todos loaded in
/// full a `RowWindow`, and the footer, the open dialog and one view model per event its
/// `ModulePresentation`. It holds the list's counts and only the entries and todos near the
/// screen (`TodoListIndex`), and says where the list is to be when it is loaded again
/// (`listAnchor`), so a start and a key cost the same with a hundred todos or a million. What it hears from its interactor and from the detail screen
/// is in `TodoListPresenter+Output.swift` and `TodoListPresenter+Detail.swift`.
public final class TodoListPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoListViewProtocol)?
  /// The footer, the open Add/Edit dialog, one view model per event.
  public let presentation: ModulePresentation
  let interactor: any TodoListInteractorInput
  let router: any TodoListRouterProtocol
  /// The keys, for sentences that name a key.
  private let keys: KeyMaps
  /// "Today" for the rows' due dates, read once per view model.
  let dueText: DueTextSource

  // The state below is the presenter's own; it is internal (not private) only so that its
  // extensions in the files beside this one can keep it.

  /// The todos shown (all, or the filter's matches), in the query's order, as far as the
  /// screen needs them; the selection and the first row on screen.
  var list = ListSelection(TodoListIndex())
  /// The todos on screen and a screenful either side: the only ones loaded in full.
  var rows = RowWindow<TodoItem>()
  private var layout: TodoListLayout?
  /// The filter in force and how many todos there are in all; nil for none.
  var filter: (words: TodoFilter, total: Int)?
  /// Whether the filter prompt is open.
  private var isFiltering = false
  /// The filter text typed and not looked up yet. Typing only notes it; the lookup waits for
  /// the next frame or the next other event (`ModulePresentation.putOff`). The app draws no
  /// frame while keys are waiting, so a word typed faster than the list answers costs one
  /// lookup, not one a letter (at a million todos a word of one or two letters scans).
  private var typedFilter: String?
  /// Whether the list loaded next is another query's (a filter typed, cleared or chosen on
  /// the Tags screen): the selected todo stays selected when it matches, else the first row.
  var queryChanging = false
  /// The todo to select once the index is loaded again (after an add, an undo or redo).
  var selectAfterFetch: TodoID?
  /// Whether the index loaded next keeps the cursor on its row rather than on its todo: after
  /// `x`, the toggled todo moves among the done ones (or back up), and the cursor stays where
  /// the person works, on the todo that took its place, as after a delete.
  var keepRowAfterFetch = false
  /// The order and whether done todos are hidden, as the last index was loaded in.
  var settings = ViewSettings()
  /// Whether the order changed with `s` or `J`/`K` since the last index: say so then.
  var sortBeforeMove: TodoQuery.Sort?

  /// What an empty list says, naming the add key (none when no key adds).
  static func emptyMessage(addKey: String?) -> String {
    addKey.map { "No todos yet. Press \($0) to add the first one." } ?? "No todos yet."
  }

  /// A presenter driving `interactor` and `router`, naming the keys of `keys` (the footer's
  /// hints come from the list's map), wording due dates as `dueText` reads them now (in the
  /// app, `TodoEnvironment.dueText`), and showing the background sync's status in the header
  /// when there is a `sync` watcher.
  public init(
    interactor: any TodoListInteractorInput, router: any TodoListRouterProtocol, keys: KeyMaps,
    dueText: @escaping () -> DueText, sync: SyncStatusWatcher? = nil
  ) {
    self.interactor = interactor
    self.router = router
    self.keys = keys
    self.dueText = DueTextSource(dueText)
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.list.footerHints, keys: keys)
    presentation.dueText = self.dueText
    presentation.sync = sync
    presentation.loadShown = { [weak self] in self?.loadShown() }
    presentation.display = { [weak self] in self?.display() }
    presentation.putOff = { [weak self] in self?.lookUpTypedFilter() }
  }

  /// The selected todo, when it is loaded.
  private var selectedItem: TodoItem? {
    list.selectedEntry.flatMap { rows[$0.id] }
  }

  /// The columns a footer sentence may take.
  var footerWidth: Int { presentation.footer.width }

  /// Loads the entries and todos about to be on screen that are not loaded yet: the end of
  /// every event that changed the list, before its view model is built.
  private func loadShown() {
    guard layout != nil else { return }
    let viewport = list.viewport
    for (range, position) in list.index.toLoad(
      showing: viewport.visible, around: viewport.neighbourhood)
    {
      interactor.fetchEntries(range, at: position)
    }
    let missing = rows.idsToLoad(for: list)
    if !missing.isEmpty { interactor.fetchRows(missing) }
  }

  /// Shows the list as loaded.
  private func display() {
    guard let layout else { return }
    view?.display(viewModel(layout))
  }

  /// The list as it is now, display-ready; reads nothing from the store, and the clock once.
  private func viewModel(_ layout: TodoListLayout) -> TodoListViewModel {
    let today = dueText.current()
    let formatter = TodoListRowFormatter(
      titleWidth: layout.titleWidth, highlighted: filter?.words.searchedText ?? [],
      dueText: today)
    let (columns, visible) = formatter.rows(
      list.visibleEntries.map { ($0, rows[$0.id]) })
    let index = list.index
    let counts: String
    let empty: String
    if let filter, filter.words.isEmpty {
      // Only done todos left out (H): the open ones, and how many are hidden.
      counts = "\(index.openCount) open · \(filter.total - index.count) done hidden"
      empty = "Nothing open · \(filter.total - index.count) done hidden"
    } else if let filter {
      counts =
        "/\(DisplayWidth.truncate(filter.words.text, to: 20)): \(index.count) of \(filter.total)"
        + (settings.hidesDone ? " · done hidden" : "")
      empty = StatusText.sentence(
        "No todo matches", filter.words.text, width: layout.width - 4)
    } else {
      counts = "\(index.openCount) open · \(index.doneCount) done"
      empty = Self.emptyMessage(addKey: keys.list.label(of: .add))
    }
    let sync = presentation.sync?.text(today: today)
    return TodoListViewModel(
      title: "todo",
      order: settings.sort.rawValue,
      counts: sync.map { "\($0) · \(counts)" } ?? counts,
      rows: visible,
      columns: columns,
      selectedRow: list.selectedRow,
      emptyMessage: index.count == 0 ? empty : nil,
      isFiltering: isFiltering,
      filter: filter?.words.text ?? "",
      footer: presentation.footer.line(hintWidth: layout.width - 2)
    )
  }

  /// Runs a key's effect with the previous message cleared; one view model follows.
  func act(_ body: () -> Void) {
    presentation.act(body)
  }

  /// Runs a result's or message's effect; one view model follows at the end of the event.
  func change(_ body: () -> Void) {
    presentation.change(body)
  }

  func say(_ text: String, isError: Bool = false) {
    presentation.footer.say(text, isError: isError)
  }
}

// MARK: - TodoListPresenterProtocol

extension TodoListPresenter: TodoListPresenterProtocol {
  /// Re-cuts and re-scrolls for the new geometry.
  public func viewDidLayout(_ layout: TodoListLayout) {
    change {
      self.layout = layout
      list.resize(height: layout.visibleRows)
      presentation.footer.fit(to: layout.width - 2)
    }
  }

  /// j/k, PgDn/PgUp (the screen moves with the selection), g/G.
  public func move(_ move: ScrollMove) {
    act { list.apply(move) }
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
    act { presentation.editSession.openAdd(delegate: self) }
  }

  /// /.
  public func beginFilter() {
    act { isFiltering = true }
  }

  /// Narrows the list as the person types: looked up before the next frame.
  public func filterChanged(_ text: String) {
    typedFilter = text
  }

  /// Looks up the filter typed, if there is one not looked up yet.
  private func lookUpTypedFilter() {
    guard let text = typedFilter else { return }
    typedFilter = nil
    act {
      queryChanging = true
      interactor.setFilter(text)
    }
  }

  /// Enter: the filter stays, shown in the header.
  public func commitFilter() {
    act { isFiltering = false }
  }

  /// Esc: the whole list again (what was typed and not looked up yet is not looked up).
  public func clearFilter() {
    typedFilter = nil
    act {
      isFiltering = false
      guard filter != nil else { return }
      queryChanging = true
      interactor.setFilter("")
    }
  }

  /// q.
  public func quit() {
    router.quit()
  }

  /// s: the next order, kept in the store.
  public func cycleSort() {
    act {
      var next = settings
      next.sort = settings.sort.next
      say(StatusText.sorted(next.sort))
      interactor.setViewSettings(next)
    }
  }

  /// H: done todos hidden or shown, kept in the store.
  public func toggleHideDone() {
    act {
      var next = settings
      next.hidesDone.toggle()
      say(StatusText.hidingDone(next.hidesDone))
      interactor.setViewSettings(next)
    }
  }

  /// t: the Tags screen, which tells this list what it chose and changed.
  public func showTags() {
    act { router.presentTags(delegate: self) }
  }

  /// J / K: the selected todo past the next / previous todo on screen. Done todos stay below
  /// open ones, so an open todo does not move past a done one (nor back); at either end the
  /// footer says so and nothing changes.
  public func moveSelected(_ direction: MoveDirection) {
    act {
      guard let entry = list.selectedEntry else { return }
      let next = list.entry(besideSelection: direction == .down ? 1 : -1)
      guard let neighbour = next, neighbour.done == entry.done else {
        say(StatusText.cannotMove(direction, done: entry.done, atEnd: next == nil))
        return
      }
      sortBeforeMove = settings.sort
      interactor.move(entry.id, direction, past: neighbour.id)
    }
  }
}

// MARK: - TodoActionsPresenter (ModulePresenter, TodoEditorDelegate)

extension TodoListPresenter: TodoActionsPresenter {
  /// The interactor's actions.
  public var actions: any TodoActionsInput { interactor.actions }

  /// The selected todo, when it is loaded.
  public var focusedTodo: TodoItem? { selectedItem }
}
