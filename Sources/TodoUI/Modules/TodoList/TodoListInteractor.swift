import TodoCore

/// The list's use cases: load, add, edit, toggle, delete, through the shared rules.
public final class TodoListInteractor: TodoListInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TodoListInteractorOutput)?
  private let commands: TodoCommands
  private var seenToken: Int64?
  private var query = ""

  /// An interactor over the shared store.
  public init(commands: TodoCommands) {
    self.commands = commands
  }

  // MARK: - TodoListInteractorInput

  /// Loads every item, or the ones matching the filter.
  public func fetchItems() {
    do {
      // The token first: a change landing during the fetch is then seen next time.
      seenToken = try commands.store.outsideChangeToken()
      if query.isEmpty {
        output?.didFetch(try commands.store.index(matching: ""))
      } else {
        output?.didFilter(
          try commands.store.index(matching: query), query: query,
          total: try commands.store.count())
      }
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Loads the rows about to be drawn.
  public func fetchRows(_ ids: [TodoID]) {
    do {
      output?.didFetchRows(try commands.store.items(ids: ids))
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Sets the filter and loads again.
  public func setFilter(_ query: String) {
    self.query = query
    fetchItems()
  }

  /// Reloads when the store's outside-change token moved.
  public func fetchIfChangedElsewhere() {
    guard let token = try? commands.store.outsideChangeToken(), token != seenToken else { return }
    fetchItems()
  }

  /// Adds an item unless the draft breaks a rule.
  public func add(_ draft: TodoDraft) {
    perform { output?.didAdd(try commands.add(draft)) }
  }

  /// Edits an item unless the draft breaks a rule.
  public func update(_ id: TodoID, with draft: TodoDraft, over original: TodoDraft) {
    perform { output?.didUpdate(try commands.update(id, with: draft, over: original)) }
  }

  /// Toggles an item.
  public func toggleDone(_ id: TodoID) {
    perform { output?.didToggle(try commands.toggleDone(id)) }
  }

  /// Deletes an item.
  public func delete(_ id: TodoID) {
    perform { output?.didDelete(try commands.delete(id)) }
  }

  /// Undoes or redoes, then reloads every item.
  public func apply(_ step: HistoryStep) {
    perform {
      if try commands.apply(step, reportingTo: output) != nil, query.isEmpty { fetchItems() }
    }
  }

  /// Runs a change; with a filter in force the list is loaded again, since the change may
  /// have moved items in or out of it.
  private func perform(_ body: () throws -> Void) {
    defer { if !query.isEmpty { fetchItems() } }
    TodoCommands.perform(body, reportingTo: output)
  }
}
