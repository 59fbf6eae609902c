import TodoCore
import TodoTerminal

/// The list screen's own logic: which todos it shows (the query's index; a filter typed or
/// kept), what its keys do to them, and what the detail screen tells it. The kit does the
/// rest: selection and scrolling are a `ListViewport`, the todos loaded in full a
/// `RowWindow`, and the footer, the open dialog and one view model per event its
/// `ModulePresentation`. It holds an index entry per todo and only the todos near the
/// screen, so a key costs the same with a hundred todos or a hundred thousand.
public final class TodoListPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoListViewProtocol)?
  /// The footer, the open Add/Edit dialog, one view model per event.
  public let presentation: ModulePresentation
  private let interactor: any TodoListInteractorInput
  private let router: any TodoListRouterProtocol
  /// The keys, for sentences that name a key.
  private let keys: KeyMaps
  /// "Today" for the rows' due dates, read once per view model.
  private let dueText: DueTextSource

  /// Every todo shown (all, or the filter's matches), in the query's order.
  private var index = TodoListIndex()
  /// The selection and the first row on screen.
  private var viewport = ListViewport()
  /// The todos on screen and a screenful either side: the only ones loaded in full.
  private var rows = RowWindow<TodoItem>()
  private var layout: TodoListLayout?
  /// The filter in force and how many todos there are in all; nil for none.
  private var filter: (words: TodoFilter, total: Int)?
  /// Whether the filter prompt is open.
  private var isFiltering = false
  /// The todo to select once the index is loaded again (after an add, an undo or redo).
  private var selectAfterFetch: TodoID?
  /// Whether the index loaded next keeps the cursor on its row rather than on its todo: after
  /// `x`, the toggled todo moves among the done ones (or back up), and the cursor stays where
  /// the person works, on the todo that took its place, as after a delete.
  private var keepRowAfterFetch = false
  /// The order and whether done todos are hidden, as the last index was loaded in.
  private var settings = ViewSettings()
  /// Whether the order changed with `s` or `J`/`K` since the last index: say so then.
  private var sortBeforeMove: TodoQuery.Sort?

  /// What an empty list says, naming the add key (none when no key adds).
  static func emptyMessage(addKey: String?) -> String {
    addKey.map { "No todos yet. Press \($0) to add the first one." } ?? "No todos yet."
  }

  /// A presenter driving `interactor` and `router`, naming the keys of `keys` (the footer's
  /// hints come from the list's map) and wording due dates as `dueText` reads them now (in the
  /// app, `TodoEnvironment.dueText`).
  public init(
    interactor: any TodoListInteractorInput, router: any TodoListRouterProtocol, keys: KeyMaps,
    dueText: @escaping () -> DueText
  ) {
    self.interactor = interactor
    self.router = router
    self.keys = keys
    self.dueText = DueTextSource(dueText)
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.list.footerHints, keys: keys)
    presentation.dueText = self.dueText
    presentation.display = { [weak self] in self?.display() }
  }

  /// The selected todo, when it is loaded.
  private var selectedItem: TodoItem? {
    index.entry(at: viewport.selection).flatMap { rows[$0.id] }
  }

  /// The columns a footer sentence may take.
  private var footerWidth: Int { presentation.footer.width }

  /// Loads the todos on screen that are not loaded yet, then shows the list: the end of
  /// every event that changed it.
  private func display() {
    guard let layout else { return }
    let missing = rows.idsToLoad(
      showing: index.ids(in: viewport.visible), around: index.ids(in: viewport.neighbourhood))
    if !missing.isEmpty { interactor.fetchRows(missing) }
    view?.display(viewModel(layout))
  }

  /// The list as it is now, display-ready; reads nothing from the store, and the clock once.
  private func viewModel(_ layout: TodoListLayout) -> TodoListViewModel {
    let formatter = TodoListRowFormatter(
      titleWidth: layout.titleWidth, highlighted: filter?.words.searchedText ?? [],
      dueText: dueText.current())
    let (columns, visible) = formatter.rows(
      viewport.visible.compactMap { position in
        index.entry(at: position).map { ($0, rows[$0.id]) }
      })
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
    return TodoListViewModel(
      title: "todo",
      order: settings.sort.rawValue,
      counts: counts,
      rows: visible,
      columns: columns,
      selectedRow: viewport.selectedRow,
      emptyMessage: index.count == 0 ? empty : nil,
      isFiltering: isFiltering,
      filter: filter?.words.text ?? "",
      footer: presentation.footer.line(hintWidth: layout.width - 2)
    )
  }

  /// Runs a key's effect with the previous message cleared; one view model follows.
  private func act(_ body: () -> Void) {
    presentation.act(body)
  }

  /// Runs a result's or message's effect; one view model follows at the end of the event.
  private func change(_ body: () -> Void) {
    presentation.change(body)
  }

  private func say(_ text: String, isError: Bool = false) {
    presentation.footer.say(text, isError: isError)
  }
}

// MARK: - TodoListPresenterProtocol

extension TodoListPresenter: TodoListPresenterProtocol {
  /// Re-cuts and re-scrolls for the new geometry.
  public func viewDidLayout(_ layout: TodoListLayout) {
    change {
      self.layout = layout
      viewport.resize(height: layout.visibleRows)
      presentation.footer.fit(to: layout.width - 2)
    }
  }

  /// j/k, PgDn/PgUp (the screen moves with the selection), g/G.
  public func move(_ move: ScrollMove) {
    act { viewport.apply(move) }
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

  /// e.
  public func edit() {
    act {
      guard let item = selectedItem else { return }
      presentation.editSession.openEdit(item, delegate: self)
    }
  }

  /// d/Del.
  public func delete() {
    act {
      guard let item = selectedItem else { return }
      presentation.askToDelete(item) { [weak interactor] in interactor?.delete(item.id) }
    }
  }

  /// x/Space.
  public func toggleDone() {
    act {
      guard let item = selectedItem else { return }
      interactor.toggleDone(item.id)
    }
  }

  /// E: the selected todo's notes in the person's editor.
  public func editNotes() {
    act {
      guard let item = selectedItem else { return }
      presentation.editNotes(of: item) { interactor.saveNotes($0, of: item) }
    }
  }

  /// +/-.
  public func stepPriority(_ step: PriorityStep) {
    act {
      guard let item = selectedItem else { return }
      interactor.stepPriority(step, of: item.id)
    }
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

  /// J / K: the selected todo past the next / previous todo on screen. Done todos stay below
  /// open ones, so an open todo does not move past a done one (nor back); at either end the
  /// footer says so and nothing changes.
  public func moveSelected(_ direction: MoveDirection) {
    act {
      guard let entry = index.entry(at: viewport.selection) else { return }
      let next = viewport.selection + (direction == .down ? 1 : -1)
      guard let neighbour = index.entry(at: next), neighbour.done == entry.done else {
        say(StatusText.cannotMove(direction, done: entry.done, atEnd: index.entry(at: next) == nil))
        return
      }
      sortBeforeMove = settings.sort
      interactor.move(entry.id, direction, past: neighbour.id)
    }
  }
}

// MARK: - TodoListInteractorOutput

extension TodoListPresenter: TodoListInteractorOutput {
  /// Another instance changed the store: any todo loaded may be stale.
  public func didNoticeChangesElsewhere() {
    rows.removeAll()
  }

  /// Keeps the settings the index that follows is in.
  public func didLoadViewSettings(_ settings: ViewSettings) {
    self.settings = settings
  }

  /// Selects the moved todo in the index that follows and says so.
  public func didMove(_ item: TodoItem, _ direction: MoveDirection) {
    change {
      selectAfterFetch = item.id
      let switched = sortBeforeMove.map { $0 != .manual } ?? false
      sortBeforeMove = nil
      say(StatusText.moved(item, direction, switched: switched, width: footerWidth))
    }
  }

  /// Shows the loaded index.
  public func didFetch(_ entries: [TodoListEntry]) {
    change {
      filter = nil
      show(entries, queryChanged: false)
    }
  }

  /// Shows the matching entries, keeping the selected one selected when it still matches.
  public func didFilter(_ entries: [TodoListEntry], filter: TodoFilter, total: Int) {
    change {
      let queryChanged = self.filter?.words != filter
      self.filter = (filter, total)
      show(entries, queryChanged: queryChanged)
    }
  }

  /// Keeps the todos read for drawing (or as an undo left them).
  public func didFetchRows(_ items: [TodoItem]) {
    rows.insert(items)
  }

  /// Takes in `entries`, keeping the selected todo selected. When it is gone, a filter being
  /// typed selects its first match; otherwise (a change took it out of the list or the
  /// filter) the cursor stays on the same row, as after a delete.
  private func show(_ entries: [TodoListEntry], queryChanged: Bool) {
    let selectedID =
      selectAfterFetch ?? (keepRowAfterFetch ? nil : index.entry(at: viewport.selection)?.id)
    selectAfterFetch = nil
    keepRowAfterFetch = false
    index = TodoListIndex(entries)
    viewport.setCount(index.count)
    if let selectedID {
      viewport.select(
        index.position(of: selectedID) ?? (queryChanged ? 0 : viewport.selection))
    }
  }

  /// Closes the dialog and selects the new todo in the index that follows, wherever the
  /// query put it. When a kept filter would have hidden it, it was cleared so the new todo
  /// shows, and the footer says so.
  public func didAdd(_ item: TodoItem, clearingFilter: Bool) {
    change {
      presentation.editSession.close()
      selectAfterFetch = item.id
      say(StatusText.added(item, clearingFilter: clearingFilter, width: footerWidth))
    }
  }

  /// Shows the edit and closes the dialog; says so when the edit takes the todo out of the
  /// kept filter (the cursor then stays on its row).
  public func didUpdate(_ item: TodoItem, hiddenByFilter: Bool) {
    change {
      let before = rows[item.id]
      replace(item)
      presentation.editSession.close()
      if hiddenByFilter {
        say(StatusText.savedOutOfFilter(item, width: footerWidth))
      } else {
        say(StatusText.saved(item, before: before, width: footerWidth))
      }
    }
  }

  /// Shows the new state; the cursor stays on its row (`keepRowAfterFetch`); the next todo of
  /// a series, when completing one made it, is kept for the index the interactor loads next.
  public func didToggle(_ outcome: ToggleOutcome) {
    change {
      keepRowAfterFetch = true
      replace(outcome.item)
      if let next = outcome.next { rows.insert([next]) }
      say(StatusText.toggled(outcome, dueText: dueText.current(), width: footerWidth))
    }
  }

  /// Removes the row.
  public func didDelete(_ item: TodoItem) {
    change {
      remove(item.id)
      say(StatusText.deleted(item, width: footerWidth))
    }
  }

  /// Shows the new notes; says so when they take the todo out of the kept filter (the
  /// cursor then stays on its row).
  public func didSaveNotes(_ item: TodoItem, hiddenByFilter: Bool) {
    change {
      replace(item)
      say(StatusText.notesSaved(item, hiddenByFilter: hiddenByFilter, width: footerWidth))
    }
  }

  /// The todo whose notes were edited is gone: its row goes, and the Add dialog opens with
  /// it and the new notes, so Enter adds it anew.
  public func didFindDeleted(_ item: TodoItem, unsavedNotes notes: String) {
    change {
      didFindDeleted(item.id)
      presentation.keepNotes(notes, of: item, delegate: self)
    }
  }

  /// Shows the new priority, or says it was at that end already.
  public func didStepPriority(_ item: TodoItem, from previous: Priority, _ step: PriorityStep) {
    change {
      replace(item)
      say(StatusText.priorityStepped(item, from: previous, step, width: footerWidth))
    }
  }

  /// Says what was undone or redone and selects its todo once the index is loaded again.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    self.change {
      selectAfterFetch = change.item.id
      say(StatusText.applied(step, change, width: footerWidth))
    }
  }

  /// Removes the row of a todo another instance deleted. An edit of it keeps its dialog and
  /// text, turned into an Add: Enter then adds the text as a new todo.
  public func didFindDeleted(_ id: TodoID) {
    change {
      let title = rows[id]?.title
      remove(id)
      if !presentation.editSession.todoDeletedElsewhere(id) {
        say(StatusText.deletedElsewhere(title ?? "todo", width: footerWidth), isError: true)
      }
    }
  }

  /// With a filter in force, a change made elsewhere (the detail screen) may move todos in
  /// or out of it and changes the total: load the filter's index again. So does a change in
  /// an order other than creation (where `replace` moves a toggled todo itself), which may
  /// move the todo.
  private func refilter() {
    if filter != nil || settings.sort != .created { interactor.load() }
  }

  /// Shows a changed todo in its row.
  private func replace(_ item: TodoItem) {
    rows.insert([item])
    index.update(item, hint: viewport.selection, movingByID: settings.sort == .created)
  }

  private func remove(_ id: TodoID) {
    rows.remove(id)
    index.remove(id, hint: viewport.selection)
    viewport.setCount(index.count)
  }
}

// MARK: - ModulePresenter (TodoChangeOutput, TodoEditorDelegate)

extension TodoListPresenter: ModulePresenter {
  /// Saves the form as a new todo or an edit.
  public func editorDidSubmit(_ form: TodoForm) {
    act {
      switch presentation.editSession.submission(of: form) {
      case .add(let form): interactor.add(form)
      case .update(let id, let form, let original):
        interactor.update(id, with: form, over: original)
      case nil: break
      }
    }
  }
}

// MARK: - TodoDetailModuleDelegate

extension TodoListPresenter: TodoDetailModuleDelegate {
  /// The detail screen changed a todo.
  public func todoDetail(didChange item: TodoItem) {
    change {
      replace(item)
      refilter()
    }
  }

  /// The detail screen undid or redid a change: any todo may have changed, so those it
  /// touched are read again with the index.
  public func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    self.change {
      presentation.footer.say(wordedFor: { StatusText.applied(step, change, width: $0) })
      for itemChange in change.items { rows.remove(itemChange.item.id) }
      interactor.load()
    }
  }

  /// The detail screen completed a repeating todo, which made the next one: both are kept, and
  /// the index is loaded again to show the new one where the order puts it.
  public func todoDetail(didComplete item: TodoItem, next: TodoItem) {
    change {
      replace(item)
      rows.insert([next])
      presentation.footer.say(wordedFor: {
        StatusText.toggled(
          ToggleOutcome(item, next: next), dueText: self.dueText.current(), width: $0)
      })
      interactor.load()
    }
  }

  /// The detail screen added a todo (an edit of a todo deleted elsewhere, saved as new):
  /// shown as an add here is, the index loaded again (the deleted one may still be in it).
  public func todoDetail(didAdd item: TodoItem) {
    presentation.event { interactor.reveal(item) }
  }

  /// The detail screen deleted a todo.
  public func todoDetail(didDelete item: TodoItem) {
    change {
      remove(item.id)
      // Worded for the list's width when it shows again: the detail screen may have been
      // resized meanwhile.
      presentation.footer.say(wordedFor: { StatusText.deleted(item, width: $0) })
      refilter()
    }
  }
}
