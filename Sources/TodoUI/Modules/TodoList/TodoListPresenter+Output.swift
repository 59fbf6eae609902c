import TodoCore

// MARK: - TodoListInteractorOutput

extension TodoListPresenter: TodoListInteractorOutput {
  // What loads bring goes to the paging: a page (the cursor where its anchor put it), the
  // entries and todos read for the screen, and word that todos loaded before may be stale.

  public func didLoad(_ page: TodoListPage, in settings: ViewSettings, filter: TodoFilter?) {
    change {
      query.loaded(in: settings, filter: filter)
      paging.show(page)
    }
  }
  public func didFetchEntries(_ entries: [TodoListEntry], at position: Int) {
    paging.insert(entries, at: position)
  }
  public func didFetchRows(_ items: [TodoItem]) { paging.keep(items) }
  public func didNoticeChangesElsewhere() { paging.forgetAll() }

  /// Says what `J`/`K`, `>`/`<` or `z`/`Z` did (or why nothing); loads the list again, the
  /// moved todo selected, when its rows changed.
  public func didChangeTree(_ change: TodoListTreeChange) {
    self.change {
      change.placement.map { paging.place($0) }
      say(StatusText.tree(change, width: footerWidth))
      if change.changesRows { load() }
    }
  }

  /// Says what was undone or redone and loads the list, its todo selected.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    self.change {
      say(StatusText.applied(step, change, width: footerWidth))
      load(.todo(change.item.id))
    }
  }

  /// Lets go of a todo another instance deleted (the next load takes its row out).
  public func didFindDeleted(_ id: TodoID) {
    let title = paging.rows[id]?.title ?? "todo"
    paging.forget([id])
    presentation.todoDeletedElsewhere(
      id, notice: StatusText.deletedElsewhere(title, width: self.footerWidth))
  }

  /// What came of an action on the selected todo (or the Add dialog's): shown, and said.
  public func didAct(_ outcome: TodoActionOutcome) {
    change {
      if rescuesNotes(outcome) { return }
      let before = paging.take(outcome)
      if outcome.endsEdit { presentation.editSession.close() }
      StatusText.outcome(outcome, before: before, dueText: dueText.current(), width: footerWidth)
        .map { say($0) }
    }
  }

  /// Every action is followed by a load: its todo may have moved, left the filter or be gone.
  public func didEndAction() { presentation.event { load() } }

  /// The columns a footer sentence may take.
  var footerWidth: Int { presentation.footer.width }
}
