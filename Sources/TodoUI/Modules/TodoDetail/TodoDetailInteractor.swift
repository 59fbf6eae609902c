import TodoCore

/// The detail screen's use cases for one item, through the shared rules.
public final class TodoDetailInteractor: TodoDetailInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TodoDetailInteractorOutput)?
  /// The item shown; another one once an edit of an item deleted elsewhere is added anew.
  private var id: TodoID
  private let commands: TodoCommands
  private var seenToken: Int64?

  /// An interactor for item `id`.
  public init(id: TodoID, commands: TodoCommands) {
    self.id = id
    self.commands = commands
  }

  // MARK: - TodoDetailInteractorInput

  /// Loads the item, or reports that it was deleted elsewhere.
  public func fetchItem() {
    perform {
      seenToken = try commands.store.outsideChangeToken()
      guard let item = try commands.store.item(id: id) else { throw TodoStoreError.notFound(id) }
      output?.didFetch(item)
    }
  }

  /// Reloads when the store's outside-change token moved; reports an item deleted elsewhere.
  public func fetchIfChangedElsewhere() {
    guard let token = try? commands.store.outsideChangeToken(), token != seenToken else { return }
    perform {
      seenToken = token
      guard let item = try commands.store.item(id: id) else {
        output?.didFindDeleted(id)
        return
      }
      output?.didFetch(item)
    }
  }

  /// Adds the draft as a new item, which this screen shows from now on.
  public func add(_ draft: TodoDraft) {
    perform {
      let item = try commands.add(draft)
      id = item.id
      output?.didAdd(item)
    }
  }

  /// Edits the item unless the draft breaks a rule.
  public func update(with draft: TodoDraft, over original: TodoDraft) {
    perform { output?.didUpdate(try commands.update(id, with: draft, over: original)) }
  }

  /// Toggles the item.
  public func toggleDone() {
    perform { output?.didToggle(try commands.toggleDone(id)) }
  }

  /// Deletes the item.
  public func delete() {
    perform { output?.didDelete(try commands.delete(id)) }
  }

  /// Undoes or redoes, then loads the item again, or reports it gone: removed by this step,
  /// or deleted elsewhere.
  public func apply(_ step: HistoryStep) {
    perform {
      guard let change = try commands.apply(step, reportingTo: output) else { return }
      guard let item = try commands.store.item(id: id) else {
        if change.item.id == id { output?.didLoseItem() } else { output?.didFindDeleted(id) }
        return
      }
      output?.didFetch(item)
    }
  }

  private func perform(_ body: () throws -> Void) {
    TodoCommands.perform(body, reportingTo: output)
  }
}
