import TodoCore

/// The Lists screen's use cases, through the shared rules.
public final class ListsInteractor: ListsInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any ListsInteractorOutput)?
  private let useCases: TodoUseCases
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher

  /// An interactor over the shared store.
  public init(useCases: TodoUseCases) {
    self.useCases = useCases
    watcher = ChangeWatcher(store: useCases.store)
  }

  /// `All lists` with the store's counts, then every list with its own, from the counts the
  /// store keeps (one row a list, no todo read).
  private func rows() throws -> [ListsRow] {
    let lists = try useCases.lists()
    let all = ListsRow(
      list: nil, open: lists.reduce(0) { $0 + $1.open }, done: lists.reduce(0) { $0 + $1.done })
    return [all] + lists.map { ListsRow(list: $0.name, open: $0.open, done: $0.done) }
  }

  // MARK: - ListsInteractorInput

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
