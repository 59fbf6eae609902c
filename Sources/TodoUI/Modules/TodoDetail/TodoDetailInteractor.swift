import TodoCore

/// The detail screen's use cases for one item, through the shared rules.
public final class TodoDetailInteractor: TodoDetailInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TodoDetailInteractorOutput)?
  /// The item shown; another one once an edit of an item deleted elsewhere is added anew.
  private var id: TodoID
  private let useCases: TodoUseCases
  private var seenToken: Int64?

  /// An interactor for item `id`.
  public init(id: TodoID, useCases: TodoUseCases) {
    self.id = id
    self.useCases = useCases
  }

  // MARK: - TodoDetailInteractorInput

  /// Loads the item, or reports that it was deleted elsewhere.
  public func fetchItem() {
    perform {
      seenToken = try useCases.store.outsideChangeToken()
      guard let item = try useCases.store.item(id: id) else { throw TodoStoreError.notFound(id) }
      output?.didFetch(item)
    }
  }

  /// Reloads when the store's outside-change token moved; reports an item deleted elsewhere.
  public func fetchIfChangedElsewhere() {
    guard let token = try? useCases.store.outsideChangeToken(), token != seenToken else { return }
    perform {
      seenToken = token
      guard let item = try useCases.store.item(id: id) else {
        output?.didFindDeleted(id)
        return
      }
      output?.didFetch(item)
    }
  }

  /// Adds the form as a new item, which this screen shows from now on.
  public func add(_ form: TodoForm) {
    perform {
      let item = try useCases.add(form)
      id = item.id
      output?.didAdd(item)
    }
  }

  /// Edits the item unless the form breaks a rule.
  public func update(with form: TodoForm, over original: TodoForm) {
    perform { output?.didUpdate(try useCases.update(id, with: form, over: original)) }
  }

  /// Toggles the item.
  public func toggleDone() {
    perform { output?.didToggle(try useCases.toggleDone(id)) }
  }

  /// Deletes the item.
  public func delete() {
    perform { output?.didDelete(try useCases.delete(id)) }
  }

  /// Undoes or redoes, then loads the item again, or reports it gone: removed by this step,
  /// or deleted elsewhere.
  public func apply(_ step: HistoryStep) {
    perform {
      guard let change = try useCases.apply(step, reportingTo: output) else { return }
      guard let item = try useCases.store.item(id: id) else {
        if change.item.id == id { output?.didLoseItem() } else { output?.didFindDeleted(id) }
        return
      }
      output?.didFetch(item)
    }
  }

  private func perform(_ body: () throws -> Void) {
    TodoUseCases.perform(body, reportingTo: output)
  }
}
