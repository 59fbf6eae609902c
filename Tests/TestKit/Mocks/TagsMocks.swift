import TodoCore
import TodoTerminal
import TodoUI

// The Tags module's roles as its other roles see them, each recording what it is told.

/// The Tags view: records every view model the presenter shows.
package final class MockTagsView: MockModuleView<TagsViewModel>, TagsViewProtocol {}

/// Records what the presenter asks for.
package final class MockTagsInteractor: TagsInteractorInput {
  /// One request from the presenter.
  package enum Call: Equatable {
    case load, fetchIfChangedElsewhere
    case apply(HistoryStep)
    case rename(String, to: String), remove(String)
  }

  package private(set) var calls: [Call] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func load() { calls.append(.load) }
  package func fetchIfChangedElsewhere() { calls.append(.fetchIfChangedElsewhere) }
  package func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  package func rename(_ tag: String, to name: String) { calls.append(.rename(tag, to: name)) }
  package func remove(_ tag: String) { calls.append(.remove(tag)) }
}

/// Hears the Tags interactor's results, in order.
package final class MockTagsInteractorOutput: TagsInteractorOutput {
  /// One result.
  package enum Event: Equatable {
    case loaded([TagCount]), renamed(String, String, merged: Bool, [TodoID])
    case refused(FormRejection), kept(String), removed(String, [TodoID]), gone(String)
    case applied(HistoryStep), nothing(HistoryStep), failed(String), deleted(TodoID)
    case rejected(FormRejection)
  }

  package private(set) var events: [Event] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func didLoad(_ tags: [TagCount]) { events.append(.loaded(tags)) }
  package func didRename(_ old: String, to new: String, merged: Bool, _ todos: [TodoItem]) {
    events.append(.renamed(old, new, merged: merged, todos.map(\.id)))
  }
  package func didRefuseName(_ rejection: FormRejection) { events.append(.refused(rejection)) }
  package func didKeepName(_ tag: String) { events.append(.kept(tag)) }
  package func didRemove(_ tag: String, _ todos: [TodoItem]) {
    events.append(.removed(tag, todos.map(\.id)))
  }
  package func didFindTagGone(_ tag: String) { events.append(.gone(tag)) }
  package func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  package func didFail(_ message: String) { events.append(.failed(message)) }
  package func didFindDeleted(_ id: TodoID) { events.append(.deleted(id)) }
  package func didApply(_ step: HistoryStep, _ change: TodoChange) { events.append(.applied(step)) }
  package func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }

  /// Forgets what was heard so far.
  package func clear() { events.removeAll() }
}

/// The Tags router: records navigation requests, hands back a prompt for a rename and keeps
/// the removal question's answer handler.
package final class MockTagsRouter: MockDialogRouter<MockTagsRouter.Call>, TagsRouterProtocol {
  /// One request from the presenter.
  package enum Call: DialogRoutingCall {
    case presentEditor(heading: String, form: TodoForm), presentConfirmation(Confirmation)
    case presentRename(String), presentRemoveConfirmation(String, count: Int)
    case presentHelp, dismissDialog, close, editNotes(String, fileName: String)
  }

  /// The rename dialog handed out last; strong, as the navigation stack holds a dialog.
  package private(set) var prompt: MockPromptView?

  package func presentRename(of tag: String, delegate: any PromptDelegate) -> any PromptViewProtocol
  {
    record(.presentRename(tag))
    let prompt = MockPromptView()
    self.prompt = prompt
    return prompt
  }

  package func presentRemoveConfirmation(
    of tag: String, count: Int, onAnswer: @escaping (Bool) -> Void
  ) {
    record(.presentRemoveConfirmation(tag, count: count))
    awaitAnswer(onAnswer)
  }

  package func close() { record(.close) }
}

/// The module below the Tags screen (the list): records what it hears.
package final class MockTagsDelegate: TagsModuleDelegate {
  /// One message from the Tags screen.
  package enum Event: Equatable {
    case chose(String), changed([TodoID])
  }

  package private(set) var events: [Event] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func tags(didChoose tag: String) { events.append(.chose(tag)) }
  package func tags(didChangeTodos ids: [TodoID]) { events.append(.changed(ids)) }
}
