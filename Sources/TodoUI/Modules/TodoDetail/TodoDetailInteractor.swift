import TodoCore

/// The detail screen's use cases for one item, through the shared rules: loading it and undo;
/// the actions on it are the kit's `TodoActions`, for which it follows a todo added anew.
public final class TodoDetailInteractor: TodoDetailInteractorInput {
  /// Hears results, the actions' too; weak, the presenter owns this interactor.
  public weak var output: (any TodoDetailInteractorOutput)? {
    didSet { todoActions.output = output }
  }
  /// The item shown; another one once an edit of an item deleted elsewhere is added anew.
  private var id: TodoID
  private let useCases: TodoUseCases
  /// The actions on the item, through the same use cases.
  private let todoActions: TodoActions
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher

  /// An interactor for item `id`.
  public init(id: TodoID, useCases: TodoUseCases) {
    self.id = id
    self.useCases = useCases
    watcher = ChangeWatcher(store: useCases.store)
    todoActions = TodoActions(useCases: useCases)
    todoActions.scope = self
  }

  /// The actions on the item.
  public var actions: any TodoActionsInput { todoActions }

  // MARK: - TodoDetailInteractorInput

  /// Loads the item, or reports that it was deleted elsewhere.
  public func load() {
    perform {
      _ = try watcher.catchUp()
      guard let item = try useCases.store.item(id: id) else { throw TodoStoreError.notFound(id) }
      try fetched(item)
    }
  }

  /// Reloads when the store's outside-change token moved; reports an item deleted elsewhere.
  public func fetchIfChangedElsewhere() {
    guard watcher.hasMoved else { return }
    perform {
      _ = try watcher.catchUp()
      guard let item = try useCases.store.item(id: id) else {
        output?.didFindDeleted(id)
        return
      }
      try fetched(item)
    }
  }

  /// Undoes or redoes, then shows the item as the step left it, or reports it gone: removed
  /// by this step, or deleted elsewhere. An item the step did not touch is loaded again.
  public func apply(_ step: HistoryStep) {
    perform {
      guard let applied = try useCases.apply(step, reportingTo: output) else { return }
      if applied.change.items.contains(where: { $0.item.id == id }) {
        guard let item = applied.items.first(where: { $0.id == id }) else {
          output?.didLoseItem()
          return
        }
        try fetched(item)
      } else if let item = try useCases.store.item(id: id) {
        try fetched(item)
      } else {
        output?.didFindDeleted(id)
      }
    }
  }

  /// Hands over `item` with its ancestors and subtasks.
  private func fetched(_ item: TodoItem) throws {
    output?.didFetch(item, family: try useCases.family(of: item.id))
  }

  private func perform(_ body: () throws -> Void) {
    TodoUseCases.perform(body, reportingTo: output)
  }
}

// MARK: - TodoActionsScope

extension TodoDetailInteractor: TodoActionsScope {
  /// The screen shows its todo whatever its fields.
  public func shows(_ item: TodoItem) throws -> Bool { true }

  /// A todo added from this screen (an edit of one deleted elsewhere, saved anew) is the one
  /// it shows from now on.
  public func showAdded(_ item: TodoItem) throws -> Bool {
    id = item.id
    return false
  }
}
