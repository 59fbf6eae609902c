import TodoCore

/// The detail screen's use cases for one item, through the shared rules.
public final class TodoDetailInteractor: TodoDetailInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TodoDetailInteractorOutput)?
  /// The item shown; another one once an edit of an item deleted elsewhere is added anew.
  private var id: TodoID
  private let useCases: TodoUseCases
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher

  /// An interactor for item `id`.
  public init(id: TodoID, useCases: TodoUseCases) {
    self.id = id
    self.useCases = useCases
    watcher = ChangeWatcher(store: useCases.store)
  }

  // MARK: - TodoDetailInteractorInput

  /// Loads the item, or reports that it was deleted elsewhere.
  public func load() {
    perform {
      _ = try watcher.catchUp()
      guard let item = try useCases.store.item(id: id) else { throw TodoStoreError.notFound(id) }
      output?.didFetch(item)
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

  /// Edits the item unless the form breaks a rule; an item another instance deleted meanwhile
  /// is added anew from the text (one Enter, as the README says), as `add` does.
  public func update(with form: TodoForm, over original: TodoForm) {
    perform {
      do {
        output?.didUpdate(try useCases.update(id, with: form, over: original))
      } catch TodoStoreError.notFound(id) {
        let item = try useCases.add(form)
        id = item.id
        output?.didAdd(item)
      }
    }
  }

  /// Toggles the item.
  public func toggleDone() {
    perform { output?.didToggle(try useCases.toggleDone(id)) }
  }

  /// Deletes the item.
  public func delete() {
    perform { output?.didDelete(try useCases.delete(id)) }
  }

  /// Saves notes from the editor over the item as it is now; when another instance deleted
  /// it meanwhile, hands the notes back so they are not lost.
  public func saveNotes(_ notes: String) {
    perform {
      do {
        output?.didSaveNotes(try useCases.saveNotes(notes, of: id))
      } catch TodoStoreError.notFound(id) {
        output?.didFindDeleted(unsavedNotes: notes)
      }
    }
  }

  /// Raises or lowers the item's priority one class.
  public func stepPriority(_ step: PriorityStep) {
    perform {
      let (item, previous) = try useCases.step(step, priorityOf: id)
      output?.didStepPriority(item, from: previous, step)
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
        output?.didFetch(item)
      } else if let item = try useCases.store.item(id: id) {
        output?.didFetch(item)
      } else {
        output?.didFindDeleted(id)
      }
    }
  }

  private func perform(_ body: () throws -> Void) {
    TodoUseCases.perform(body, reportingTo: output)
  }
}
