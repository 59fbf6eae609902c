import TodoCore

/// The Tags screen's use cases: every tag with its counts, and a tag renamed or removed on
/// every todo that has it, through the shared tag rules (`TagUseCases`).
public final class TagsInteractor: TagsInteractorInput {
  /// Hears results; weak, the presenter owns this interactor.
  public weak var output: (any TagsInteractorOutput)?
  private let useCases: TodoUseCases
  private let tags: TagUseCases
  /// Notices other instances' changes.
  private var watcher: ChangeWatcher

  /// An interactor over the shared store.
  public init(useCases: TodoUseCases) {
    self.useCases = useCases
    tags = TagUseCases(useCases)
    watcher = ChangeWatcher(store: useCases.store)
  }

  // MARK: - TagsInteractorInput

  /// Loads every tag with its counts.
  public func load() {
    TodoUseCases.perform(
      {
        _ = try watcher.catchUp()
        output?.didLoad(try tags.counts())
      }, reportingTo: output)
  }

  /// Loads again when another instance changed the store.
  public func fetchIfChangedElsewhere() {
    if watcher.hasMoved { load() }
  }

  /// Undoes or redoes the last change, then loads the tags again.
  public func apply(_ step: HistoryStep) {
    TodoUseCases.perform(
      {
        guard try useCases.apply(step, reportingTo: output) != nil else { return }
        load()
      }, reportingTo: output)
  }

  /// Renames `tag` to the tag `name` reads as; a name that is no tag is refused, the same
  /// name changes nothing. Merged when another todo had the new tag already.
  public func rename(_ tag: String, to name: String) {
    let new: String
    do {
      new = try TagUseCases.tagName(name)
    } catch {
      output?.didRefuseName(error)
      return
    }
    guard new != tag else {
      output?.didKeepName(tag)
      return
    }
    TodoUseCases.perform(
      {
        let merged = try tags.counts().contains { $0.tag == new }
        let changed = try tags.renameTag(tag, to: new)
        guard !changed.isEmpty else {
          output?.didFindTagGone(tag)
          load()
          return
        }
        output?.didRename(tag, to: new, merged: merged, changed)
        load()
      }, reportingTo: output)
  }

  /// Removes `tag` from every todo that has it.
  public func remove(_ tag: String) {
    TodoUseCases.perform(
      {
        let changed = try tags.removeTag(tag)
        guard !changed.isEmpty else {
          output?.didFindTagGone(tag)
          load()
          return
        }
        output?.didRemove(tag, changed)
        load()
      }, reportingTo: output)
  }
}
