import TodoCore

/// The list's use cases: load the index in the query's order, add, edit, toggle, delete,
/// through the shared use cases.
public final class TodoListInteractor: TodoListInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TodoListInteractorOutput)?
  private let useCases: TodoUseCases
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher
  /// What the list shows: the filter typed, in the order and with the done todos the view
  /// settings say.
  private var query = TodoQuery()
  /// The view settings, read from the store with every index.
  private var settings = ViewSettings()

  /// An interactor over the shared store.
  public init(useCases: TodoUseCases) {
    self.useCases = useCases
    watcher = ChangeWatcher(store: useCases.store)
  }

  private var store: any TodoStore { useCases.store }

  // MARK: - TodoListInteractorInput

  /// Loads the index of the items the query selects, and with a filter how many there are
  /// in all, in one read.
  public func load() {
    do {
      if try watcher.catchUp() { output?.didNoticeChangesElsewhere() }
      let filter = query.filter
      let startingView = useCases.startingView
      let (settings, query, entries, total) = try store.read { store in
        let settings = try store.viewSettings(startingFrom: startingView)
        let query = settings.applied(to: TodoQuery(filter: filter))
        return (
          settings, query, try store.index(query), query.isFiltered ? try store.count() : nil
        )
      }
      self.settings = settings
      self.query = query
      output?.didLoadViewSettings(settings)
      if let total {
        output?.didFilter(entries, filter: query.filter, total: total)
      } else {
        output?.didFetch(entries)
      }
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
  public func setFilter(_ text: String) {
    query.filter = useCases.filter(text)
    load()
  }

  /// Reloads when the store's outside-change token moved.
  public func fetchIfChangedElsewhere() {
    if watcher.hasMoved { load() }
  }

  /// Adds an item unless the form breaks a rule, then loads the index, where the query puts
  /// the new item.
  public func add(_ form: TodoForm) {
    TodoUseCases.perform({ try show(try useCases.add(form)) }, reportingTo: output)
  }

  /// Shows an item added elsewhere as an add here.
  public func reveal(_ item: TodoItem) {
    TodoUseCases.perform({ try show(item) }, reportingTo: output)
  }

  /// Edits an item unless the form breaks a rule.
  public func update(_ id: TodoID, with form: TodoForm, over original: TodoForm) {
    perform {
      let item = try useCases.update(id, with: form, over: original)
      output?.didUpdate(item, hiddenByFilter: !(try shows(item)))
    }
  }

  /// Toggles an item; when that made the next todo of a series, loads the index that shows it
  /// (once: with a filter in force, `perform` loads it anyway).
  public func toggleDone(_ id: TodoID) {
    perform {
      let outcome = try useCases.toggleDone(id)
      output?.didToggle(outcome)
      if outcome.next != nil, !query.isFiltered { load() }
    }
  }

  /// Deletes an item.
  public func delete(_ id: TodoID) {
    perform { output?.didDelete(try useCases.delete(id)) }
  }

  /// Saves notes from the editor over the item as it is now; when another instance deleted
  /// it meanwhile, hands the notes back with the item so they are not lost.
  public func saveNotes(_ notes: String, of item: TodoItem) {
    perform {
      do {
        let saved = try useCases.saveNotes(notes, of: item.id)
        output?.didSaveNotes(saved, hiddenByFilter: !(try shows(saved)))
      } catch TodoStoreError.notFound(item.id) {
        output?.didFindDeleted(item, unsavedNotes: notes)
      }
    }
  }

  /// Raises or lowers an item's priority one class.
  public func stepPriority(_ step: PriorityStep, of id: TodoID) {
    perform {
      let (item, previous) = try useCases.step(step, priorityOf: id)
      output?.didStepPriority(item, from: previous, step)
    }
  }

  /// Undoes or redoes, hands over the todos as it left them (so they are not read again),
  /// then reloads the index.
  public func apply(_ step: HistoryStep) {
    perform {
      guard let applied = try useCases.apply(step, reportingTo: output) else { return }
      output?.didFetchRows(applied.items)
      if !changesMoveTodos { load() }
    }
  }

  /// Keeps new view settings and loads the index in them.
  public func setViewSettings(_ settings: ViewSettings) {
    do {
      try useCases.save(settings)
    } catch {
      output?.didFail("\(error)")
    }
    load()
  }

  /// Moves a todo one place in the manual order (switching to it) and loads the index.
  public func move(_ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID) {
    let settings = settings
    TodoUseCases.perform(
      {
        output?.didMove(
          try useCases.move(id, direction, past: neighbour, in: settings), direction)
      }, reportingTo: output)
    load()
  }

  /// Tells the output about a new item (clearing a filter that would hide it) and loads the
  /// index that shows it.
  private func show(_ item: TodoItem) throws {
    let hidden = try !shows(item)
    if hidden { query.filter = .none }
    output?.didAdd(item, clearingFilter: hidden)
    load()
  }

  /// Whether the list's query selects `item`.
  private func shows(_ item: TodoItem) throws -> Bool {
    guard query.isFiltered else { return true }
    let query = query
    return try store.read { try $0.contains(item.id, in: query) }
  }

  /// Whether a change to a todo may move it in or out of the list or to another place: with
  /// a filter, done todos hidden, or an order other than creation (where the presenter moves
  /// a toggled todo itself, below or above the others by id).
  private var changesMoveTodos: Bool { query.isFiltered || query.sort != .created }

  /// Runs a change; when it may have moved todos in, out or about (`changesMoveTodos`), the
  /// list is loaded again.
  private func perform(_ body: () throws -> Void) {
    defer { if changesMoveTodos { load() } }
    TodoUseCases.perform(body, reportingTo: output)
  }
}
