import TodoCore

/// A module's presenter with a todo in focus (the list's selected row, the detail screen's
/// todo): the keys on it (`e`, `d`, `x`, `E`, `+`, `-`) and Enter in the Add/Edit dialog,
/// written once over its interactor's `TodoActions`. The module only says which todo is in
/// focus and reacts to what came of the actions (`TodoActionsOutput`).
public protocol TodoActionsPresenter: ModulePresenter, TodoEditorDelegate, TodoActionsOutput {
  /// The actions on the todo in focus: the interactor's.
  var actions: any TodoActionsInput { get }
  /// The todo the keys act on; nil when there is none (an empty list).
  var focusedTodo: TodoItem? { get }
  /// Whether another instance deleted the focused todo: what was written about it is kept
  /// then (`e` opens the Add dialog filled from it, `E` puts the notes there), and the keys
  /// that would change it do nothing.
  var isFocusedTodoDeletedElsewhere: Bool { get }
}

extension TodoActionsPresenter {
  /// A list drops a todo deleted elsewhere from its rows, so what it focuses never is.
  public var isFocusedTodoDeletedElsewhere: Bool { false }

  /// e: the Edit dialog; on a todo deleted elsewhere, the Add dialog filled from it.
  public func edit() {
    presentation.act {
      guard let item = focusedTodo else { return }
      if isFocusedTodoDeletedElsewhere {
        presentation.editSession.openAddAgain(item, delegate: self)
      } else {
        presentation.editSession.openEdit(item, delegate: self)
      }
    }
  }

  /// d/Del: asks first, naming the subtasks that go with it.
  public func delete() {
    presentation.act { changeableTodo.map(actions.askToDelete) }
  }

  /// x/Space; on an open parent, the question about its open subtasks comes first.
  public func toggleDone() {
    presentation.act {
      if let item = changeableTodo { actions.toggleDone(item.id, withSubtasks: false) }
    }
  }

  /// The question an action on a parent asks; `y` takes its subtasks along, anything else
  /// does nothing.
  public func willAsk(_ question: SubtreeQuestion) {
    let actions = actions
    presentation.ask(question) { [weak actions] in
      switch question {
      case .markDone(let item, _): actions?.toggleDone(item.id, withSubtasks: true)
      case .delete(let item, _): actions?.delete(item.id, withSubtasks: true)
      }
    }
  }

  /// E: the notes in the person's editor. On a todo deleted elsewhere, what was written goes
  /// into the Add dialog filled from it, as `e` does there.
  public func editNotes() {
    presentation.act {
      guard let item = focusedTodo else { return }
      presentation.editNotes(of: item) { notes in
        if isFocusedTodoDeletedElsewhere {
          presentation.keepNotes(notes, of: item, delegate: self)
        } else {
          actions.saveNotes(notes, of: item)
        }
      }
    }
  }

  /// +/-.
  public func stepPriority(_ step: PriorityStep) {
    presentation.act {
      if let item = changeableTodo { actions.stepPriority(step, of: item.id) }
    }
  }

  /// Enter in the Add/Edit dialog: the form saved as a new todo or an edit.
  public func editorDidSubmit(_ form: TodoForm) {
    presentation.act {
      switch presentation.editSession.submission(of: form) {
      case .add(let form, let parent): actions.add(form, under: parent)
      case .update(let id, let form, let original): actions.update(id, with: form, over: original)
      case nil: break
      }
    }
  }

  /// Notes the editor could not save, the todo being gone meanwhile: the todo is taken as
  /// deleted elsewhere, and the Add dialog opens filled from it with the notes, so Enter adds
  /// it anew; false for any other outcome.
  func rescuesNotes(_ outcome: TodoActionOutcome) -> Bool {
    guard case .notesUnsaved(let item, let notes) = outcome else { return false }
    didFindDeleted(item.id)
    presentation.keepNotes(notes, of: item, delegate: self)
    return true
  }

  /// The focused todo, unless it was deleted elsewhere.
  private var changeableTodo: TodoItem? {
    isFocusedTodoDeletedElsewhere ? nil : focusedTodo
  }
}
