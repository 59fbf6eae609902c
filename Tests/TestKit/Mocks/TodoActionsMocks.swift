import TodoCore
import TodoTerminal
import TodoUI

// The actions on the todo in focus (the module kit's, shared by the list and the detail
// screen), as a presenter sees them and as they see a presenter.

/// The actions on the todo in focus, as a presenter sees them (the list's and the detail
/// screen's alike): records every request.
package final class MockTodoActions: TodoActionsInput {
  /// One request from a presenter.
  package enum Call: Equatable {
    case add(TodoForm, under: TodoID? = nil), update(TodoID, TodoForm)
    case toggleDone(TodoID, withSubtasks: Bool = false), askToDelete(TodoID)
    /// A delete as the answer yes to its question asks it.
    case delete(TodoID, withSubtasks: Bool = true)
    case saveNotes(String, of: TodoItem), stepPriority(PriorityStep, of: TodoID)
  }

  package private(set) var calls: [Call] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func add(_ form: TodoForm, under parent: TodoID?) {
    calls.append(.add(form, under: parent))
  }
  package func update(_ id: TodoID, with form: TodoForm, over original: TodoForm) {
    calls.append(.update(id, form))
  }
  package func toggleDone(_ id: TodoID, withSubtasks: Bool) {
    calls.append(.toggleDone(id, withSubtasks: withSubtasks))
  }
  package func askToDelete(_ item: TodoItem) { calls.append(.askToDelete(item.id)) }
  package func delete(_ id: TodoID, withSubtasks: Bool) {
    calls.append(.delete(id, withSubtasks: withSubtasks))
  }
  package func saveNotes(_ notes: String, of item: TodoItem) {
    calls.append(.saveNotes(notes, of: item))
  }
  package func stepPriority(_ step: PriorityStep, of id: TodoID) {
    calls.append(.stepPriority(step, of: id))
  }
}

/// A presenter, as the actions see it: records what came of each, and each end.
package final class MockTodoActionsOutput: TodoActionsOutput {
  /// One result from the actions.
  package enum Event: Equatable {
    case acted(TodoActionOutcome), asked(SubtreeQuestion), ended, rejected(FormRejection)
    case failed(String)
    case deletedElsewhere(TodoID), applied(HistoryStep, TodoChange), nothing(HistoryStep)
  }

  package private(set) var events: [Event] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func didAct(_ outcome: TodoActionOutcome) { events.append(.acted(outcome)) }
  package func willAsk(_ question: SubtreeQuestion) { events.append(.asked(question)) }
  package func didEndAction() { events.append(.ended) }
  package func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  package func didFail(_ message: String) { events.append(.failed(message)) }
  package func didFindDeleted(_ id: TodoID) { events.append(.deletedElsewhere(id)) }
  package func didApply(_ step: HistoryStep, _ change: TodoChange) {
    events.append(.applied(step, change))
  }
  package func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }
}
