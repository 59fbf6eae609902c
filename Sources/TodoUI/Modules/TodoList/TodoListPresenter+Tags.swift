import TodoCore

// MARK: - TagsModuleDelegate

extension TodoListPresenter: TagsModuleDelegate {
  /// Enter on the Tags screen: the list filtered to the tag (`+work`), as if typed after `/`
  /// and kept with Enter.
  public func tags(didChoose tag: String) {
    change {
      queryChanging = true
      interactor.setFilter("+" + tag)
    }
  }

  /// The Tags screen renamed or removed a tag (or undid or redid that): the todos it touched
  /// are read again with the index, which a filter on the tag changes too.
  public func tags(didChangeTodos ids: [TodoID]) {
    change {
      for id in ids { rows.remove(id) }
      interactor.load()
    }
  }
}
