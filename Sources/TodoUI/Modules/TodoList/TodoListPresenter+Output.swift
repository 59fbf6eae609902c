import TodoCore

// MARK: - TodoListInteractorOutput

extension TodoListPresenter: TodoListInteractorOutput {
  /// Another instance changed the store: any todo loaded may be stale.
  public func didNoticeChangesElsewhere() {
    rows.removeAll()
  }

  /// Keeps the settings the index that follows is in.
  public func didLoadViewSettings(_ settings: ViewSettings) {
    self.settings = settings
  }

  /// Selects the moved todo in the index that follows and says so.
  public func didMove(_ item: TodoItem, _ direction: MoveDirection) {
    change {
      selectAfterFetch = item.id
      let switched = sortBeforeMove.map { $0 != .manual } ?? false
      sortBeforeMove = nil
      say(StatusText.moved(item, direction, switched: switched, width: footerWidth))
    }
  }

  /// Where the list is to be once loaded again: on the todo to select after an add, undo or
  /// redo; else on the selected todo; when it is gone, on the todo that took its place: the
  /// one below, or the row after the one above; a new query's first row when its todo does
  /// not match. After `x` the cursor stays on its row, the todos beside it only saying where
  /// that is. With the screen's rows around it.
  public var listAnchor: TodoListAnchor {
    let viewport = list.viewport
    let onScreen = list.selectedRow ?? 0
    var candidates: [TodoListAnchor.Candidate] = []
    if let id = selectAfterFetch {
      candidates = [.init(id)]
    } else {
      if !keepRowAfterFetch, let selected = list.selectedEntry {
        candidates.append(.init(selected.id))
      }
      if !queryChanging {
        if let below = list.entry(besideSelection: 1) { candidates.append(.init(below.id)) }
        if let above = list.entry(besideSelection: -1) {
          candidates.append(.init(above.id, offset: 1))
        }
      }
    }
    return TodoListAnchor(
      candidates: candidates, row: queryChanging ? 0 : viewport.selection,
      keepsRow: keepRowAfterFetch && selectAfterFetch == nil,
      above: onScreen + viewport.height, below: 2 * viewport.height - onScreen)
  }

  /// Shows the list loaded.
  public func didFetch(_ page: TodoListPage) {
    change {
      filter = nil
      show(page)
    }
  }

  /// Shows the list of the filter's matches.
  public func didFilter(_ page: TodoListPage, filter: TodoFilter, total: Int) {
    change {
      self.filter = (filter, total)
      show(page)
    }
  }

  /// Takes in entries read for the screen.
  public func didFetchEntries(_ entries: [TodoListEntry], at position: Int) {
    let neighbourhood = list.viewport.neighbourhood
    list.update { index, _ in index.insert(entries, at: position, keeping: neighbourhood) }
  }

  /// Keeps the todos read for drawing (or as an undo left them).
  public func didFetchRows(_ items: [TodoItem]) {
    rows.insert(items)
  }

  /// Takes in the list loaded, with the selection where `listAnchor` put it.
  private func show(_ page: TodoListPage) {
    selectAfterFetch = nil
    keepRowAfterFetch = false
    queryChanging = false
    list.show(TodoListIndex(page), selectingRow: page.selection)
  }

  /// What came of an action on the selected todo (or the Add dialog's): the todo shown as it
  /// is now and said in the footer; the cursor goes to a new todo wherever the query put it,
  /// and stays on its row after `x` (the toggled todo moves among the done ones, or back up,
  /// and the cursor stays where the person works, as after a delete). Notes the editor could
  /// not save, the todo being gone, go to the Add dialog filled from it.
  public func didAct(_ outcome: TodoActionOutcome) {
    change {
      let item = outcome.item
      let before = rows[item.id]
      switch outcome {
      case .added: selectAfterFetch = item.id
      case .deleted: remove(item.id)
      case .notesUnsaved(_, let notes):
        didFindDeleted(item.id)
        return presentation.keepNotes(notes, of: item, delegate: self)
      case .toggled(let toggle):
        keepRowAfterFetch = true
        replace(item)
        if let next = toggle.next { rows.insert([next]) }
      case .updated, .notesSaved, .priorityStepped: replace(item)
      }
      if outcome.endsEdit { presentation.editSession.close() }
      if let text = StatusText.outcome(
        outcome, before: before, dueText: dueText.current(), width: footerWidth)
      {
        say(text)
      }
    }
  }

  /// Every action is followed by a load (a page): the todo may have moved in the order, left
  /// the filter or be gone.
  public func didEndAction() {
    presentation.event { interactor.load() }
  }

  /// Says what was undone or redone and selects its todo once the index is loaded again.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    self.change {
      selectAfterFetch = change.item.id
      say(StatusText.applied(step, change, width: footerWidth))
    }
  }

  /// Removes the row of a todo another instance deleted. An edit of it keeps its dialog and
  /// text, turned into an Add: Enter then adds the text as a new todo.
  public func didFindDeleted(_ id: TodoID) {
    change {
      let title = rows[id]?.title
      remove(id)
      if !presentation.editSession.todoDeletedElsewhere(id) {
        say(StatusText.deletedElsewhere(title ?? "todo", width: footerWidth), isError: true)
      }
    }
  }

  /// A change made elsewhere (the detail screen) may move the todo in the order or out of
  /// the filter, and changes the counts: load the list again (a page).
  func refilter() {
    interactor.load()
  }

  /// Shows a changed todo in its row (the load that follows every change puts it in its
  /// place).
  func replace(_ item: TodoItem) {
    rows.insert([item])
    list.update { index, _ in index.update(item) }
  }

  /// Lets go of a deleted todo (the load that follows takes its row out).
  func remove(_ id: TodoID) {
    rows.remove(id)
  }
}
