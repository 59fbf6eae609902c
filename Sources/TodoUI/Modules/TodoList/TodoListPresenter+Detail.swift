import TodoCore

// MARK: - TodoDetailModuleDelegate

extension TodoListPresenter: TodoDetailModuleDelegate {
  /// The detail screen changed a todo; when it was ticked off or opened again the cursor
  /// stays on its row, as after `x` on the list.
  public func todoDetail(didChange item: TodoItem) {
    change {
      keepRowAfterFetch = rows[item.id].map { $0.done != item.done } ?? false
      replace(item)
      refilter()
    }
  }

  /// The detail screen undid or redid a change: any todo may have changed, so those it
  /// touched are read again with the index.
  public func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    self.change {
      presentation.footer.say(wordedFor: { StatusText.applied(step, change, width: $0) })
      for itemChange in change.items { rows.remove(itemChange.item.id) }
      interactor.load()
    }
  }

  /// The detail screen completed a repeating todo, which made the next one: both are kept, and
  /// the index is loaded again to show the new one where the order puts it.
  public func todoDetail(didComplete item: TodoItem, next: TodoItem) {
    change {
      replace(item)
      rows.insert([next])
      presentation.footer.say(wordedFor: {
        StatusText.toggled(
          ToggleOutcome(item, next: next), dueText: self.dueText.current(), width: $0)
      })
      interactor.load()
    }
  }

  /// The detail screen added a todo (an edit of a todo deleted elsewhere, saved as new):
  /// shown as an add here is, the index loaded again (the deleted one may still be in it).
  public func todoDetail(didAdd item: TodoItem) {
    presentation.event { interactor.reveal(item) }
  }

  /// The detail screen deleted a todo.
  public func todoDetail(didDelete item: TodoItem) {
    change {
      remove(item.id)
      // Worded for the list's width when it shows again: the detail screen may have been
      // resized meanwhile.
      presentation.footer.say(wordedFor: { StatusText.deleted(item, width: $0) })
      refilter()
    }
  }
}
