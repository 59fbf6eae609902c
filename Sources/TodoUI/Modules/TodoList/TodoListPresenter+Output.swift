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

  /// Shows the loaded index.
  public func didFetch(_ entries: [TodoListEntry]) {
    change {
      filter = nil
      show(entries, queryChanged: false)
    }
  }

  /// Shows the matching entries, keeping the selected one selected when it still matches.
  public func didFilter(_ entries: [TodoListEntry], filter: TodoFilter, total: Int) {
    change {
      let queryChanged = self.filter?.words != filter
      self.filter = (filter, total)
      show(entries, queryChanged: queryChanged)
    }
  }

  /// Keeps the todos read for drawing (or as an undo left them).
  public func didFetchRows(_ items: [TodoItem]) {
    rows.insert(items)
  }

  /// Takes in `entries`, keeping the selected todo selected. When it is gone, a filter being
  /// typed selects its first match; otherwise (a change took it out of the list or the
  /// filter) the cursor stays on the same row, as after a delete.
  private func show(_ entries: [TodoListEntry], queryChanged: Bool) {
    let selectedID = selectAfterFetch ?? (keepRowAfterFetch ? nil : list.selectedEntry?.id)
    selectAfterFetch = nil
    keepRowAfterFetch = false
    list.show(
      TodoListIndex(entries), selecting: selectedID, otherwise: queryChanged ? .first : .sameRow)
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

  /// With a filter in force, a change made elsewhere (the detail screen) may move todos in
  /// or out of it and changes the total: load the filter's index again. So does a change in
  /// an order other than creation (where `replace` moves a toggled todo itself), which may
  /// move the todo.
  func refilter() {
    if filter != nil || settings.sort != .created { interactor.load() }
  }

  /// Shows a changed todo in its row.
  func replace(_ item: TodoItem) {
    rows.insert([item])
    let movingByID = settings.sort == .created
    list.update { index, selection in
      index.update(item, hint: selection, movingByID: movingByID)
    }
  }

  /// Takes a todo's row out.
  func remove(_ id: TodoID) {
    rows.remove(id)
    list.update { index, selection in index.remove(id, hint: selection) }
  }
}
