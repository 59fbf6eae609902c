import TodoCore

/// The Tags screen's use cases, through the shared rules.
public final class TagsInteractor: TagsInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TagsInteractorOutput)?
  private let useCases: TodoUseCases
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher

  /// An interactor over the shared store.
  public init(useCases: TodoUseCases) {
    self.useCases = useCases
    watcher = ChangeWatcher(store: useCases.store)
  }

  /// The rows, read from `useCases.store` in one read: the module's own rule goes here.
  private func rows() throws -> [TagsRow] {
    []
  }

  // MARK: - TagsInteractorInput

  /// Loads the rows.
  public func load() {
    TodoUseCases.perform(
      {
        _ = try watcher.catchUp()
        output?.didLoad(try rows())
      }, reportingTo: output)
  }

  /// Loads again when another instance changed the store.
  public func fetchIfChangedElsewhere() {
    if watcher.hasMoved { load() }
  }

  /// Undoes or redoes the last change, then loads the rows again.
  public func apply(_ step: HistoryStep) {
    TodoUseCases.perform(
      {
        guard try useCases.apply(step, reportingTo: output) != nil else { return }
        load()
      }, reportingTo: output)
  }
}
