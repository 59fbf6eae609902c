import TodoCore
import TodoTerminal
import TodoUI

// The TodoDetail module's roles as its other roles see them, each recording what it is told.

/// The detail view: records every view model the presenter shows.
package final class MockTodoDetailView: MockModuleView<TodoDetailViewModel>, TodoDetailViewProtocol
{}

/// The detail presenter, as its view sees it: records every call.
package final class MockTodoDetailPresenter: TodoDetailPresenterProtocol {
  /// One call from the view.
  package enum Call: Equatable {
    case viewDidLoad, viewDidLayout(TodoDetailLayout), move(ScrollMove)
    case edit, delete, toggleDone, showHelp, back, viewDidIdle, apply(HistoryStep)
    case editNotes, stepPriority(PriorityStep)
    case cycleSort, moveSelected(MoveDirection), toggleHideDone
    case selectSubtask(MoveDirection), openSubtask
  }

  package private(set) var calls: [Call] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func viewDidLoad() { calls.append(.viewDidLoad) }
  package func viewDidLayout(_ layout: TodoDetailLayout) { calls.append(.viewDidLayout(layout)) }
  package func viewWillDraw() {}
  package func move(_ move: ScrollMove) { calls.append(.move(move)) }
  package func edit() { calls.append(.edit) }
  package func delete() { calls.append(.delete) }
  package func toggleDone() { calls.append(.toggleDone) }
  package func showHelp() { calls.append(.showHelp) }
  package func back() { calls.append(.back) }
  package func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  package func viewDidIdle() { calls.append(.viewDidIdle) }
  package func editNotes() { calls.append(.editNotes) }
  package func stepPriority(_ step: PriorityStep) { calls.append(.stepPriority(step)) }
  package func cycleSort() { calls.append(.cycleSort) }
  package func moveSelected(_ direction: MoveDirection) { calls.append(.moveSelected(direction)) }
  package func toggleHideDone() { calls.append(.toggleHideDone) }
  package func selectSubtask(_ direction: MoveDirection) { calls.append(.selectSubtask(direction)) }
  package func openSubtask() { calls.append(.openSubtask) }
}

/// The detail interactor, as its presenter sees it: records every request. The actions on
/// its todo go to `todoActions`.
package final class MockTodoDetailInteractor: TodoDetailInteractorInput {
  /// One request from the presenter.
  package enum Call: Equatable {
    case load, fetchIfChangedElsewhere, apply(HistoryStep)
  }

  package private(set) var calls: [Call] = []
  /// The actions on the todo.
  package let todoActions = MockTodoActions()

  /// A mock that has recorded nothing yet.
  package init() {}

  package var actions: any TodoActionsInput { todoActions }
  package func load() { calls.append(.load) }
  package func fetchIfChangedElsewhere() { calls.append(.fetchIfChangedElsewhere) }
  package func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
}

/// The detail presenter, as its interactor sees it: records every result.
package final class MockTodoDetailInteractorOutput: TodoDetailInteractorOutput {
  /// One result from the interactor.
  package enum Event: Equatable {
    case fetched(TodoItem), acted(TodoActionOutcome), asked(SubtreeQuestion)
    case rejected(FormRejection), failed(String), lost, deletedElsewhere(TodoID)
    case applied(HistoryStep, TodoChange), nothing(HistoryStep)
  }

  package private(set) var events: [Event] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func didFetch(_ item: TodoItem, family: TodoFamily) { events.append(.fetched(item)) }
  package func didAct(_ outcome: TodoActionOutcome) { events.append(.acted(outcome)) }
  package func willAsk(_ question: SubtreeQuestion) { events.append(.asked(question)) }
  package func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  package func didFail(_ message: String) { events.append(.failed(message)) }
  package func didFindDeleted(_ id: TodoID) { events.append(.deletedElsewhere(id)) }
  package func didLoseItem() { events.append(.lost) }
  package func didApply(_ step: HistoryStep, _ change: TodoChange) {
    events.append(.applied(step, change))
  }
  package func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }
}

/// The detail router: records navigation requests.
package final class MockTodoDetailRouter: MockDialogRouter<MockTodoDetailRouter.Call>,
  TodoDetailRouterProtocol
{
  /// One request from the presenter.
  package enum Call: DialogRoutingCall {
    case presentEditor(heading: String, form: TodoForm), presentConfirmation(Confirmation)
    case presentHelp, dismissDialog, close, editNotes(String, fileName: String)
    case presentDetail(TodoID)
  }

  package func close() { record(.close) }
  package func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate) {
    record(.presentDetail(id))
  }
}

/// The module that pushed a detail screen (the list): records what it is told, an outcome as
/// what the list makes of it (a todo changed, added, deleted, or completed making the next).
package final class MockTodoDetailModuleDelegate: TodoDetailModuleDelegate {
  /// One message from the detail module.
  package enum Event: Equatable {
    case changed(TodoItem), added(TodoItem), deleted(TodoItem), applied(HistoryStep, TodoChange)
    case completed(TodoItem, next: TodoItem)
  }

  package private(set) var events: [Event] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func todoDetail(didAct outcome: TodoActionOutcome) {
    switch outcome {
    case .added(let item, _): events.append(.added(item))
    case .deleted(let item, _): events.append(.deleted(item))
    case .toggled(let toggle) where toggle.next != nil:
      toggle.next.map { events.append(.completed(toggle.item, next: $0)) }
    default: events.append(.changed(outcome.item))
    }
  }
  package func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    events.append(.applied(step, change))
  }
}
