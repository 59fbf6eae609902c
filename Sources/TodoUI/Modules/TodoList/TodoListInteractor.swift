import TodoCore

/// The list's use cases: load the list in the query's order (its counts and the page of its
/// index around the anchor the presenter passes, then more entries as the screen moves),
/// filter, order and move; the actions on the selected todo are the kit's `TodoActions`, for
/// which it says what the list shows. The presenter follows every change with a load, which
/// costs a page: the todo may have moved in the order or left the filter.
public final class TodoListInteractor: TodoListInteractorInput {
  /// Hears results, the actions' too; weak, the presenter owns this interactor.
  public weak var output: (any TodoListInteractorOutput)? {
    didSet { todoActions.output = output }
  }
  /// The actions on the selected todo, through the same use cases.
  private let todoActions: TodoActions
  let useCases: TodoUseCases
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher
  /// What the list shows: the filter typed, in the order and with the done todos the view
  /// settings say.
  var query = TodoQuery()
  /// The view settings, read from the store with every index.
  var settings = ViewSettings()

  /// An interactor over the shared store.
  public init(useCases: TodoUseCases) {
    self.useCases = useCases
    watcher = ChangeWatcher(store: useCases.store)
    todoActions = TodoActions(useCases: useCases)
    todoActions.scope = self
  }

  /// The actions on the selected todo.
  public var actions: any TodoActionsInput { todoActions }

  var store: any TodoStore { useCases.store }

  // MARK: - TodoListInteractorInput

  /// Loads the list the query selects around `anchor` in one read: its counts (kept by the
  /// store, or a filter's matches counted), the selection's rank and a page of entries, never
  /// the whole index.
  public func load(around anchor: TodoListAnchor) {
    do {
      var anchor = anchor
      if try watcher.catchUp() {
        output?.didNoticeChangesElsewhere()
        anchor = anchor.forgettingRows
      }
      let filter = query.filter
      let startingView = useCases.startingView
      let (settings, query, page) = try store.read { store in
        let settings = try store.viewSettings(startingFrom: startingView)
        let query = settings.applied(to: TodoQuery(filter: filter))
        return (settings, query, try TodoListPage.read(query, around: anchor, in: store))
      }
      self.settings = settings
      self.query = query
      output?.didLoad(page, in: settings, filter: query.isFiltered ? query.filter : nil)
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Loads entries of the list about to come on screen.
  public func fetchEntries(_ range: EntryRange, at position: Int) {
    do {
      let query = query
      output?.didFetchEntries(try store.read { try $0.entries(query, range) }, at: position)
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Loads the rows about to be drawn.
  public func fetchRows(_ ids: [TodoID]) {
    do {
      output?.didFetchRows(try store.items(ids: ids))
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Sets the filter and loads again.
  public func setFilter(_ text: String, around anchor: TodoListAnchor) {
    query.filter = useCases.filter(text)
    load(around: anchor)
  }

  /// Loads again when the store's outside-change token moved.
  public func fetchIfChangedElsewhere(around anchor: TodoListAnchor) {
    if watcher.hasMoved { load(around: anchor) }
  }

  /// Shows an item added elsewhere as an add here.
  public func reveal(_ item: TodoItem, around anchor: TodoListAnchor) {
    TodoUseCases.perform(
      {
        output?.didAct(.added(item, clearingFilter: try showAdded(item)))
        load(around: anchor)
      }, reportingTo: output)
  }

  /// Undoes or redoes and hands over the todos as it left them (so they are not read again);
  /// the presenter loads the list then.
  public func apply(_ step: HistoryStep) {
    TodoUseCases.perform(
      {
        guard let applied = try useCases.apply(step, reportingTo: output) else { return }
        output?.didFetchRows(applied.items)
      }, reportingTo: output)
  }

  /// Keeps new view settings and loads the list in them.
  public func setViewSettings(_ settings: ViewSettings, around anchor: TodoListAnchor) {
    do {
      try useCases.save(settings)
    } catch {
      output?.didFail("\(error)")
    }
    load(around: anchor)
  }
}

// MARK: - TodoActionsScope

extension TodoListInteractor: TodoActionsScope {
  /// Whether the list's query selects `item`.
  public func shows(_ item: TodoItem) throws -> Bool {
    guard query.isFiltered || query.list != nil else { return true }
    let query = query
    return try store.read { try $0.contains(item.id, in: query) }
  }

  /// The list in view: a todo added on the list goes to it.
  public var listForNewTodos: String? { settings.list }

  /// Clears a filter that would hide the new item.
  public func showAdded(_ item: TodoItem) throws -> Bool {
    let hidden = try !shows(item)
    if hidden { query.filter = .none }
    return hidden
  }
}
