import TodoCore

// MARK: - TodoDetailModuleDelegate

extension TodoListPresenter: TodoDetailModuleDelegate {
  /// What came of an action on the detail screen, shown when the list is back on top (said
  /// for the list's width then); a todo added there is shown as an add here is.
  public func todoDetail(didAct outcome: TodoActionOutcome) {
    if case .added(let item, _) = outcome {
      paging.place(.todo(item.id))
      return presentation.event { interactor.reveal(item, around: paging.anchor) }
    }
    change {
      paging.takeFromDetail(outcome)
      StatusText.onReturn(outcome, dueText: dueText).map { presentation.footer.say(wordedFor: $0) }
      load()
    }
  }

  /// The detail screen undid or redid a change: the todos it touched are read again.
  public func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    presentation.footer.say(wordedFor: { StatusText.applied(step, change, width: $0) })
    reread(change.items.map(\.item.id))
  }
}

// MARK: - TagsModuleDelegate

extension TodoListPresenter: TagsModuleDelegate {
  /// Enter on the Tags screen: the list filtered to the tag (`+work`), as `/` and Enter do.
  public func tags(didChoose tag: String) { change { setFilter("+" + tag) } }

  /// The Tags screen renamed or removed a tag (or undid or redid that): its todos are read again.
  public func tags(didChangeTodos ids: [TodoID]) { reread(ids) }

  /// Reads the todos `ids`, changed on another screen, again with the list.
  private func reread(_ ids: [TodoID]) {
    change {
      paging.forget(ids)
      load()
    }
  }
}

// MARK: - ListsModuleDelegate

extension TodoListPresenter: ListsModuleDelegate {
  /// Enter on the Lists screen: the list shows that list (nil: every list), kept in the store.
  public func lists(didChoose list: String?) {
    keep(query.showing(list), saying: StatusText.showing)
  }
}
