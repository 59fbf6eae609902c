import TodoCore

/// What came of an action on a todo, as every screen with a todo in focus hears it; each
/// screen reacts its own way (`TodoActionsOutput`).
public enum TodoActionOutcome: Equatable, Sendable {
  /// A todo was added (from the Add dialog, or an edit of a todo deleted elsewhere, saved
  /// anew); `clearingFilter`: the list's filter would have hidden it and was cleared.
  case added(TodoItem, clearingFilter: Bool)
  /// A todo's fields were saved; `hiddenByFilter`: the list's filter no longer shows it.
  case updated(TodoItem, hiddenByFilter: Bool)
  /// A todo was toggled; completing a repeating one also added the next one.
  case toggled(ToggleOutcome)
  /// A todo was deleted, with `subtasks` of its subtasks (at every depth).
  case deleted(TodoItem, subtasks: Int = 0)
  /// Notes from the editor were saved; `hiddenByFilter` as for `updated`.
  case notesSaved(TodoItem, hiddenByFilter: Bool)
  /// Notes from the editor could not be saved: another instance deleted the todo (as it was
  /// when the editor opened) meanwhile.
  case notesUnsaved(TodoItem, notes: String)
  /// A todo's priority was stepped from `from` (the same as now at that end already).
  case priorityStepped(TodoItem, from: Priority, PriorityStep)

  /// The todo the action was on (the one added, for an add).
  public var item: TodoItem {
    switch self {
    case .added(let item, _), .updated(let item, _), .deleted(let item, _),
      .notesSaved(let item, _), .notesUnsaved(let item, _), .priorityStepped(let item, _, _):
      item
    case .toggled(let toggle): toggle.item
    }
  }

  /// Whether it ends the Add/Edit dialog's work (a form saved), so the dialog closes.
  public var endsEdit: Bool {
    switch self {
    case .added, .updated: true
    case .toggled, .deleted, .notesSaved, .notesUnsaved, .priorityStepped: false
    }
  }
}

/// Presenter → the actions on the todo in focus (`e`, `d`, `x`, `E`, `+`, `-` and the Add
/// dialog), the same on every screen that has one: a `TodoActions` its interactor holds.
public protocol TodoActionsInput: AnyObject {
  /// Adds a form as a new todo, a subtask of `parent` when one is given.
  func add(_ form: TodoForm, under parent: TodoID?)
  /// Saves the fields of `form` the person changed from `original` (what the dialog opened
  /// with) into the todo `id`.
  func update(_ id: TodoID, with form: TodoForm, over original: TodoForm)
  /// Toggles a todo done/open; marking one done that has open subtasks asks first
  /// (`SubtreeQuestion.markDone`) unless `withSubtasks`, the answer yes, says they go too.
  func toggleDone(_ id: TodoID, withSubtasks: Bool)
  /// Finds what deleting `item` would take along and asks (`SubtreeQuestion.delete`).
  func askToDelete(_ item: TodoItem)
  /// Deletes a todo, with its subtasks when `withSubtasks` (else they go to the top level).
  func delete(_ id: TodoID, withSubtasks: Bool)
  /// Saves notes edited in the editor as `item`'s content (`item` as it was when the editor
  /// opened, to keep the notes should it be gone).
  func saveNotes(_ notes: String, of item: TodoItem)
  /// Moves a todo's priority one class up or down.
  func stepPriority(_ step: PriorityStep, of id: TodoID)
}

/// The actions → presenter: what came of each; a refused form, a failure and a todo deleted
/// elsewhere come as every change's (`TodoChangeOutput`).
public protocol TodoActionsOutput: TodoChangeOutput {
  /// What came of an action.
  func didAct(_ outcome: TodoActionOutcome)
  /// An action waits for the person's word first: what it would take along.
  func willAsk(_ question: SubtreeQuestion)
  /// An action ended, however it ended (after its outcome or its failure).
  func didEndAction()
}

extension TodoActionsOutput {
  /// A screen whose todo the outcome says all about needs nothing more.
  public func didEndAction() {}
}

/// The actions → the interactor of the screen they act for: what they need to know of what it
/// shows.
public protocol TodoActionsScope: AnyObject {
  /// Whether the screen shows `item` as it is now (the list: whether its filter selects it).
  func shows(_ item: TodoItem) throws -> Bool
  /// `item` was just added from this screen, which shows it from now on (the detail screen
  /// follows it; the list clears a filter that would hide it); true when a filter was cleared.
  func showAdded(_ item: TodoItem) throws -> Bool
  /// The list a todo added here goes to (SPEC §17): the list's screen, the list in view; nil
  /// for the default list.
  var listForNewTodos: String? { get }
}

extension TodoActionsScope {
  /// The default list, on a screen that shows no list of its own.
  public var listForNewTodos: String? { nil }
}
