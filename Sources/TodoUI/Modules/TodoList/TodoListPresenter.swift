import TodoCore

/// The list screen's own logic: what its keys do and what the other screens tell it. Its paging
/// is a `TodoListPaging`, whose anchor every load is passed; its filter a `TodoListQueryState`.
public final class TodoListPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoListViewProtocol)?
  /// The footer, the open Add/Edit dialog, one view model per event.
  public let presentation: ModulePresentation
  let interactor: any TodoListInteractorInput
  let router: any TodoListRouterProtocol
  /// "Today" for the rows' due dates, read once per view model.
  let dueText: DueTextSource
  /// The todos shown, the selection and the screen, and where the next load puts the cursor.
  var paging = TodoListPaging()
  /// The filter in force, the prompt, and the order.
  var query = TodoListQueryState()
  /// Builds the view model, for the layout last reported.
  private var screen: TodoListViewModelBuilder

  /// A presenter over `interactor` and `router`, with `keys`, due dates read now by `dueText`.
  public init(
    interactor: any TodoListInteractorInput, router: any TodoListRouterProtocol, keys: KeyMaps,
    dueText: @escaping () -> DueText, sync: SyncStatusWatcher? = nil
  ) {
    self.interactor = interactor
    self.router = router
    screen = TodoListViewModelBuilder(addKey: keys.list.label(of: .add))
    self.dueText = DueTextSource(dueText)
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.list.footerHints, keys: keys,
      dueText: self.dueText, sync: sync)
    presentation.load = { [weak self] in self?.load() }
    presentation.lookForChanges = { [weak self] in
      self.map { $0.interactor.fetchIfChangedElsewhere(around: $0.paging.anchor) }
    }
    presentation.loadShown = { [weak self] in self?.loadShown() }
    presentation.display = { [weak self] in self?.display() }
    presentation.putOff = { [weak self] in self?.lookUpTypedFilter() }
  }

  /// Loads the list around its anchor, the cursor where `placement` (or the last change) says.
  func load(_ placement: TodoListPaging.Placement? = nil) {
    if let placement { paging.place(placement) }
    interactor.load(around: paging.anchor)
  }

  /// Loads the entries and todos about to be on screen that are not loaded yet.
  private func loadShown() {
    guard screen.layout != nil else { return }
    for (range, position) in paging.entriesToLoad { interactor.fetchEntries(range, at: position) }
    let missing = paging.idsToLoad()
    if !missing.isEmpty { interactor.fetchRows(missing) }
  }

  /// Shows the list as loaded; reads nothing from the store, and the clock once.
  private func display() {
    screen.viewModel(paging, of: query, today: dueText.current(), presentation: presentation)
      .map { view?.display($0) }
  }

  /// A key's effect, the last message cleared; a result's (`ModulePresentation`).
  func act(_ body: () -> Void) { presentation.act(body) }
  func change(_ body: () -> Void) { presentation.change(body) }

  /// Says `text` in the footer until the next key.
  func say(_ text: String) { presentation.footer.say(text) }

  /// Shows the list `text` filters (all of it for none): another query.
  func setFilter(_ text: String) {
    paging.place(.newQuery)
    interactor.setFilter(text, around: paging.anchor)
  }

  /// Looks up the filter typed, if there is one not looked up yet.
  private func lookUpTypedFilter() {
    if let text = query.takeTyped() { act { setFilter(text) } }
  }

  /// Keeps new view settings and shows the list in them, saying what `words` make of them.
  func keep(_ settings: ViewSettings, saying words: (ViewSettings) -> String) {
    act {
      say(words(settings))
      interactor.setViewSettings(settings, around: paging.anchor)
    }
  }
}

// MARK: - TodoListPresenterProtocol

extension TodoListPresenter: TodoListPresenterProtocol {
  /// Re-cuts and re-scrolls for the new geometry.
  public func viewDidLayout(_ layout: TodoListLayout) {
    change {
      screen.layout = layout
      paging.resize(height: layout.visibleRows)
      presentation.footer.fit(to: layout.width - 2)
    }
  }

  // The list's own keys: j/k, PgDn/PgUp, g/G move the selection; Enter opens a todo, a adds
  // one, t the Tags screen, q quits, s and H change the order and whether done todos show
  // (kept in the store); `/` opens the filter prompt (what is typed is looked up before the
  // next frame), Enter keeps the filter, Esc clears it. J / K move the selected todo past a
  // sibling, A adds a subtask of it, > and < move it in the tree, z and Z fold (SPEC §16).

  public func move(_ move: ScrollMove) { act { paging.apply(move) } }
  public func openSelected() {
    act { paging.selectedItem.map { router.presentDetail(of: $0.id, delegate: self) } }
  }
  public func addItem() { act { presentation.editSession.openAdd(delegate: self) } }
  public func showTags() { act { router.presentTags(delegate: self) } }
  public func showLists() { act { router.presentLists(delegate: self) } }
  public func quit() { router.quit() }
  public func cycleSort() { keep(query.nextSort) { StatusText.sorted($0.sort) } }
  public func toggleHideDone() { keep(query.togglingDone) { StatusText.hidingDone($0.hidesDone) } }
  public func beginFilter() { act { query.openPrompt() } }
  public func filterChanged(_ text: String) { query.type(text) }
  public func commitFilter() { act { query.keep() } }
  public func clearFilter() {
    let filtered = query.clear()
    act { if filtered { setFilter("") } }
  }
  public func moveSelected(_ direction: MoveDirection) {
    act { paging.selectedEntry.map { interactor.move($0, direction) } }
  }
  public func addSubtask() {
    act { paging.selectedItem.map { presentation.editSession.openAdd(under: $0, delegate: self) } }
  }
  public func moveInTree(_ step: TreeStep) {
    act { paging.selectedEntry.map { interactor.moveInTree($0.id, step) } }
  }
  public func fold() { act { paging.selectedEntry.map(interactor.fold) } }
  public func foldAll() { act { interactor.foldAll(around: paging.selectedEntry?.id) } }
}

// MARK: - TodoActionsPresenter (ModulePresenter, TodoEditorDelegate)

extension TodoListPresenter: TodoActionsPresenter {
  /// The interactor's actions, on the selected todo when it is loaded.
  public var actions: any TodoActionsInput { interactor.actions }
  public var focusedTodo: TodoItem? { paging.selectedItem }
}
