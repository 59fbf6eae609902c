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

  /// Closes the dialog and selects the new todo in the index that follows, wherever the
  /// query put it. When a kept filter would have hidden it, it was cleared so the new todo
  /// shows, and the footer says so.
  public func didAdd(_ item: TodoItem, clearingFilter: Bool) {
    change {
      presentation.editSession.close()
      selectAfterFetch = item.id
      say(StatusText.added(item, clearingFilter: clearingFilter, width: footerWidth))
    }
  }

  /// Shows the edit and closes the dialog; says so when the edit takes the todo out of the
  /// kept filter (the cursor then stays on its row).
  public func didUpdate(_ item: TodoItem, hiddenByFilter: Bool) {
    change {
      let before = rows[item.id]
      replace(item)
      presentation.editSession.close()
      if hiddenByFilter {
        say(StatusText.savedOutOfFilter(item, width: footerWidth))
      } else {
        say(StatusText.saved(item, before: before, width: footerWidth))
      }
    }
  }

  /// Shows the new state; the cursor stays on its row (`keepRowAfterFetch`); the next todo of
  /// a series, when completing one made it, is kept for the index the interactor loads next.
  public func didToggle(_ outcome: ToggleOutcome) {
    change {
      keepRowAfterFetch = true
      replace(outcome.item)
      if let next = outcome.next { rows.insert([next]) }
      say(StatusText.toggled(outcome, dueText: dueText.current(), width: footerWidth))
    }
  }

  /// Removes the row.
  public func didDelete(_ item: TodoItem) {
    change {
      remove(item.id)
      say(StatusText.deleted(item, width: footerWidth))
    }
  }

  /// Shows the new notes; says so when they take the todo out of the kept filter (the
  /// cursor then stays on its row).
  public func didSaveNotes(_ item: TodoItem, hiddenByFilter: Bool) {
    change {
      replace(item)
      say(StatusText.notesSaved(item, hiddenByFilter: hiddenByFilter, width: footerWidth))
    }
  }

  /// The todo whose notes were edited is gone: its row goes, and the Add dialog opens with
  /// it and the new notes, so Enter adds it anew.
  public func didFindDeleted(_ item: TodoItem, unsavedNotes notes: String) {
    change {
      didFindDeleted(item.id)
      presentation.keepNotes(notes, of: item, delegate: self)
    }
  }

  /// Shows the new priority, or says it was at that end already.
  public func didStepPriority(_ item: TodoItem, from previous: Priority, _ step: PriorityStep) {
    change {
      replace(item)
      say(StatusText.priorityStepped(item, from: previous, step, width: footerWidth))
    }
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
