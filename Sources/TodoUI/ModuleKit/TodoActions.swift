import TodoCore

/// The actions on the todo in focus, written once for every screen that has one (the list's
/// selected row, the detail screen's todo): each is one use case, and what came of it is told
/// to the screen's presenter, which reacts its own way. The screen's interactor holds it and
/// is its `scope`.
public final class TodoActions: TodoActionsInput {
  /// Hears what came of each action; weak, the presenter owns the interactor that owns this.
  public weak var output: (any TodoActionsOutput)?
  /// What the screen shows; weak, it is the interactor that owns this.
  public weak var scope: (any TodoActionsScope)?
  private let useCases: TodoUseCases

  /// Actions through `useCases`.
  public init(useCases: TodoUseCases) {
    self.useCases = useCases
  }

  /// Adds a todo unless the form breaks a rule, under `parent` when one is given.
  public func add(_ form: TodoForm, under parent: TodoID? = nil) {
    perform {
      try added(try useCases.add(form, under: parent, inList: scope?.listForNewTodos ?? ""))
    }
  }

  /// Edits a todo unless the form breaks a rule; a todo another instance deleted meanwhile is
  /// added anew from the text (one Enter, as docs/keys.md says), as the Add dialog it would have
  /// become does.
  public func update(_ id: TodoID, with form: TodoForm, over original: TodoForm) {
    perform {
      let item: TodoItem
      do {
        item = try useCases.update(id, with: form, over: original)
      } catch TodoStoreError.notFound(id) {
        try added(try useCases.add(form))
        return
      }
      output?.didAct(.updated(item, hiddenByFilter: !(try shows(item))))
    }
  }

  /// Toggles a todo (completing a repeating one adds the next); an open one with open
  /// subtasks waits for the person's word on them, unless `withSubtasks` is that word.
  public func toggleDone(_ id: TodoID, withSubtasks: Bool = false) {
    perform {
      if withSubtasks {
        output?.didAct(.toggled(try useCases.toggleDone(id, withSubtasks: true)))
        return
      }
      switch try useCases.toggleDoneAsking(id) {
      case .toggled(let outcome): output?.didAct(.toggled(outcome))
      case .asks(let question): output?.willAsk(question)
      }
    }
  }

  /// Asks whether to delete `item`, saying how many subtasks go with it.
  public func askToDelete(_ item: TodoItem) {
    perform {
      output?.willAsk(.delete(item, subtasks: try useCases.subtaskCount(of: item.id).all))
    }
  }

  /// Deletes a todo, with its subtasks when `withSubtasks`.
  public func delete(_ id: TodoID, withSubtasks: Bool = false) {
    perform {
      let outcome = try useCases.delete(id, withSubtasks: withSubtasks)
      output?.didAct(.deleted(outcome.item, subtasks: outcome.subtasks))
    }
  }

  /// Saves notes from the editor over the todo as it is now; when another instance deleted it
  /// meanwhile, hands the notes back with the todo so they are not lost.
  public func saveNotes(_ notes: String, of item: TodoItem) {
    perform {
      do {
        let saved = try useCases.saveNotes(notes, of: item.id)
        output?.didAct(.notesSaved(saved, hiddenByFilter: !(try shows(saved))))
      } catch TodoStoreError.notFound(item.id) {
        output?.didAct(.notesUnsaved(item, notes: notes))
      }
    }
  }

  /// Raises or lowers a todo's priority one class.
  public func stepPriority(_ step: PriorityStep, of id: TodoID) {
    perform {
      let (item, previous) = try useCases.step(step, priorityOf: id)
      output?.didAct(.priorityStepped(item, from: previous, step))
    }
  }

  /// Tells the output about a new todo, once the screen shows it.
  private func added(_ item: TodoItem) throws {
    let cleared = try scope?.showAdded(item) ?? false
    output?.didAct(.added(item, clearingFilter: cleared))
  }

  /// Whether the screen shows `item`.
  private func shows(_ item: TodoItem) throws -> Bool {
    try scope?.shows(item) ?? true
  }

  /// Runs an action, reporting a refusal or failure, then says it ended.
  private func perform(_ body: () throws -> Void) {
    defer { output?.didEndAction() }
    TodoUseCases.perform(body, reportingTo: output)
  }
}
