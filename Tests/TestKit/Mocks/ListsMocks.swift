import TodoCore
import TodoUI

// The Lists module's roles as its presenter sees them, a small hand-written mock per role
// (as the Generamba templates generate them), each recording what it is told.

/// The Lists view: records every view model the presenter shows.
package final class MockListsView: MockModuleView<ListsViewModel>, ListsViewProtocol {}

/// The Lists interactor, as its presenter sees it: records every request.
package final class MockListsInteractor: ListsInteractorInput {
  /// One request from the presenter.
  package enum Call: Equatable {
    case load, fetchIfChangedElsewhere
    case apply(HistoryStep)
  }

  package private(set) var calls: [Call] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func load() { calls.append(.load) }
  package func fetchIfChangedElsewhere() { calls.append(.fetchIfChangedElsewhere) }
  package func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
}

/// The Lists router, as its presenter sees it: records every request of navigation (the
/// dialogs' through `MockDialogRouter`).
package final class MockListsRouter: MockDialogRouter<MockListsRouter.Call>,
  ListsRouterProtocol
{
  /// One request from the presenter.
  package enum Call: DialogRoutingCall {
    case presentEditor(heading: String, form: TodoForm)
    case presentConfirmation(Confirmation)
    case presentHelp, dismissDialog, close
    case editNotes(String, fileName: String)
  }

  package func close() { record(.close) }
}
