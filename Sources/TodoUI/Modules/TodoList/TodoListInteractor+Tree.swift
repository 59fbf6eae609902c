import TodoCore

/// The list's moves of todos (`J`/`K` among siblings, `>`/`<` in the tree) and its folding
/// (`z`/`Z`), SPEC §16. Each tells the output what came of it; the presenter loads the list
/// then.
extension TodoListInteractor {
  /// J / K: moves `entry`'s todo past its sibling that way in the manual order (switching to
  /// it), when that sibling is of its kind (open or done).
  public func move(_ entry: TodoListEntry, _ direction: MoveDirection) {
    let (query, settings) = (query, settings)
    perform {
      let sibling = try store.read { try $0.sibling(of: entry.id, direction, in: query) }
      guard let sibling, sibling.done == entry.done else {
        output?.didChangeTree(.notMoved(direction, entry, sibling: sibling))
        return
      }
      let item = try useCases.move(entry.id, direction, past: sibling.id, in: settings)
      output?.didChangeTree(.moved(item, direction, switched: settings.sort != .manual))
    }
  }

  /// > / <: puts the todo `id` under the todo above it at its level, or one level out.
  public func moveInTree(_ id: TodoID, _ step: TreeStep) {
    let query = query
    perform {
      let move = try step == .under ? useCases.indent(id, in: query) : useCases.outdent(id)
      output?.didChangeTree(move.map(TodoListTreeChange.movedInTree) ?? .notMovedInTree(step))
    }
  }

  /// z: folds or unfolds `entry`'s subtree; not while a filter shows its matches, which no
  /// fold hides.
  public func fold(_ entry: TodoListEntry) {
    if refusesFolding() { return }
    perform {
      guard entry.children > 0, let item = try useCases.setFolded(entry.id, !entry.folded) else {
        output?.didChangeTree(.nothingToFold)
        return
      }
      output?.didChangeTree(.folded(entry, item))
    }
  }

  /// Z: folds every subtree, or unfolds them all when every one is folded; the todo
  /// `selected` is kept in sight by its top-level ancestor when folding hides it.
  public func foldAll(around selected: TodoID?) {
    if refusesFolding() { return }
    perform {
      let folded = try useCases.toggleFoldAll()
      let root = try selected.flatMap { id in try store.read { try $0.ancestry(of: id) }.last }
      output?.didChangeTree(.foldedAll(folded, showing: folded ? root : nil))
    }
  }

  /// Whether a filter is in force, whose matches show whatever is folded: then `z` and `Z`
  /// fold nothing, and the output hears why.
  private func refusesFolding() -> Bool {
    guard !query.filter.isEmpty else { return false }
    output?.didChangeTree(.noFoldingWhileFiltering)
    return true
  }

  /// Runs a use case, its failure told to the output.
  private func perform(_ body: () throws -> Void) {
    TodoUseCases.perform(body, reportingTo: output)
  }
}
