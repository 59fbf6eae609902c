import TodoCore
import TodoTerminal
import TodoUI

// The TodoList module's roles as its other roles see them, each recording what it is told.

/// The list view: records every view model the presenter shows.
package final class MockTodoListView: MockModuleView<TodoListViewModel>, TodoListViewProtocol {}

/// The list presenter, as its view sees it: records every call.
package final class MockTodoListPresenter: TodoListPresenterProtocol {
  /// One call from the view.
  package enum Call: Equatable {
    case viewDidLoad, viewDidLayout(TodoListLayout), move(ScrollMove)
    case openSelected, addItem, edit, delete
    case toggleDone, showHelp, quit, viewDidIdle, apply(HistoryStep)
    case beginFilter, filterChanged(String), commitFilter, clearFilter
    case editNotes, stepPriority(PriorityStep)
    case cycleSort, moveSelected(MoveDirection), toggleHideDone, showTags, showLists
    case addSubtask, moveInTree(TreeStep), fold, foldAll
  }

  package private(set) var calls: [Call] = []
  /// How many frames the view said it was about to draw (counted apart from `calls`: every
  /// draw says so).
  package private(set) var drawsAnnounced = 0

  /// A mock that has recorded nothing yet.
  package init() {}

  package func viewDidLoad() { calls.append(.viewDidLoad) }
  package func viewDidLayout(_ layout: TodoListLayout) { calls.append(.viewDidLayout(layout)) }
  package func viewWillDraw() { drawsAnnounced += 1 }
  package func move(_ move: ScrollMove) { calls.append(.move(move)) }
  package func openSelected() { calls.append(.openSelected) }
  package func addItem() { calls.append(.addItem) }
  package func edit() { calls.append(.edit) }
  package func delete() { calls.append(.delete) }
  package func toggleDone() { calls.append(.toggleDone) }
  package func showHelp() { calls.append(.showHelp) }
  package func quit() { calls.append(.quit) }
  package func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  package func beginFilter() { calls.append(.beginFilter) }
  package func showTags() { calls.append(.showTags) }
  package func showLists() { calls.append(.showLists) }
  package func filterChanged(_ text: String) { calls.append(.filterChanged(text)) }
  package func commitFilter() { calls.append(.commitFilter) }
  package func clearFilter() { calls.append(.clearFilter) }
  package func viewDidIdle() { calls.append(.viewDidIdle) }
  package func editNotes() { calls.append(.editNotes) }
  package func stepPriority(_ step: PriorityStep) { calls.append(.stepPriority(step)) }
  package func cycleSort() { calls.append(.cycleSort) }
  package func moveSelected(_ direction: MoveDirection) { calls.append(.moveSelected(direction)) }
  package func toggleHideDone() { calls.append(.toggleHideDone) }
  package func addSubtask() { calls.append(.addSubtask) }
  package func moveInTree(_ step: TreeStep) { calls.append(.moveInTree(step)) }
  package func fold() { calls.append(.fold) }
  package func foldAll() { calls.append(.foldAll) }
}

/// The list interactor, as its presenter sees it: records every request, and answers the
/// presenter's requests for rows from `rows` (recorded apart in `rowFetches`). The actions on
/// the selected todo go to `todoActions`.
package final class MockTodoListInteractor: TodoListInteractorInput {
  /// The items rows are served from.
  package var rows: [TodoItem] = []
  /// Where rows are sent.
  package weak var output: (any TodoListInteractorOutput)?
  /// Every request for rows, with the ids asked for.
  package private(set) var rowFetches: [[TodoID]] = []
  /// The actions on the selected todo.
  package let todoActions = MockTodoActions()

  /// One request from the presenter.
  package enum Call: Equatable {
    case load, fetchIfChangedElsewhere, apply(HistoryStep), setFilter(String), reveal(TodoItem)
    case setViewSettings(ViewSettings), move(TodoID, MoveDirection)
    case fetchEntries(EntryRange, at: Int), moveInTree(TodoID, TreeStep), fold(TodoID), foldAll
  }

  package private(set) var calls: [Call] = []
  /// The anchor of every load asked for (a filter set, settings kept, a reveal, a look for
  /// other instances' changes), in order.
  package private(set) var anchors: [TodoListAnchor] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package var actions: any TodoActionsInput { todoActions }
  package func load(around anchor: TodoListAnchor) {
    calls.append(.load)
    anchors.append(anchor)
  }
  package func fetchEntries(_ range: EntryRange, at position: Int) {
    calls.append(.fetchEntries(range, at: position))
  }
  package func fetchRows(_ ids: [TodoID]) {
    rowFetches.append(ids)
    output?.didFetchRows(rows.filter { ids.contains($0.id) })
  }
  package func setFilter(_ query: String, around anchor: TodoListAnchor) {
    calls.append(.setFilter(query))
    anchors.append(anchor)
  }
  package func fetchIfChangedElsewhere(around anchor: TodoListAnchor) {
    calls.append(.fetchIfChangedElsewhere)
    anchors.append(anchor)
  }
  package func reveal(_ item: TodoItem, around anchor: TodoListAnchor) {
    calls.append(.reveal(item))
    anchors.append(anchor)
  }
  package func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  package func setViewSettings(_ settings: ViewSettings, around anchor: TodoListAnchor) {
    calls.append(.setViewSettings(settings))
    anchors.append(anchor)
  }
  package func move(_ entry: TodoListEntry, _ direction: MoveDirection) {
    calls.append(.move(entry.id, direction))
  }
  package func moveInTree(_ id: TodoID, _ step: TreeStep) { calls.append(.moveInTree(id, step)) }
  package func fold(_ entry: TodoListEntry) { calls.append(.fold(entry.id)) }
  package func foldAll(around selected: TodoID?) { calls.append(.foldAll) }
}

/// The list presenter, as its interactor sees it: records every result.
package final class MockTodoListInteractorOutput: TodoListInteractorOutput {
  /// One result from the interactor.
  package enum Event: Equatable {
    case fetched([TodoListEntry]), acted(TodoActionOutcome)
    case rejected(FormRejection), failed(String), deletedElsewhere(TodoID)
    case applied(HistoryStep, TodoChange), nothing(HistoryStep)
    case filtered([TodoListEntry], query: String, total: Int), rows([TodoItem])
    case changedElsewhere, tree(TodoListTreeChange), entries([TodoListEntry], at: Int)
    case asked(SubtreeQuestion)
  }

  package private(set) var events: [Event] = []
  /// The view settings of the latest load (not an event: every load reports them).
  package private(set) var viewSettings: ViewSettings?
  /// The page of the latest load: its selection and window, beside the entries it reports.
  package private(set) var lastPage: TodoListPage?

  /// A mock that has recorded nothing yet.
  package init() {}

  package func didChangeTree(_ change: TodoListTreeChange) { events.append(.tree(change)) }
  package func willAsk(_ question: SubtreeQuestion) { events.append(.asked(question)) }

  package func didNoticeChangesElsewhere() { events.append(.changedElsewhere) }
  package func didLoad(_ page: TodoListPage, in settings: ViewSettings, filter: TodoFilter?) {
    viewSettings = settings
    lastPage = page
    guard let filter else { return events.append(.fetched(page.entries)) }
    events.append(.filtered(page.entries, query: filter.text, total: page.tally.all))
  }
  package func didFetchEntries(_ entries: [TodoListEntry], at position: Int) {
    events.append(.entries(entries, at: position))
  }
  package func didFetchRows(_ items: [TodoItem]) { events.append(.rows(items)) }
  package func didAct(_ outcome: TodoActionOutcome) { events.append(.acted(outcome)) }
  package func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  package func didFail(_ message: String) { events.append(.failed(message)) }
  package func didFindDeleted(_ id: TodoID) { events.append(.deletedElsewhere(id)) }
  package func didApply(_ step: HistoryStep, _ change: TodoChange) {
    events.append(.applied(step, change))
  }
  package func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }
}

/// The list router: records navigation requests, the detail and Tags screens' among them.
package final class MockTodoListRouter: MockDialogRouter<MockTodoListRouter.Call>,
  TodoListRouterProtocol
{
  /// One request from the presenter.
  package enum Call: DialogRoutingCall {
    case presentDetail(TodoID), presentTags, presentLists
    case presentEditor(heading: String, form: TodoForm)
    case presentConfirmation(Confirmation), presentHelp, dismissDialog, quit
    case editNotes(String, fileName: String)
  }

  /// Whom the last detail module would report to.
  package private(set) weak var detailDelegate: (any TodoDetailModuleDelegate)?
  /// Whom the last Tags module would report to.
  package private(set) weak var tagsDelegate: (any TagsModuleDelegate)?

  package func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate) {
    record(.presentDetail(id))
    detailDelegate = delegate
  }

  package func presentTags(delegate: any TagsModuleDelegate) {
    record(.presentTags)
    tagsDelegate = delegate
  }

  package func presentLists(delegate: any ListsModuleDelegate) {
    record(.presentLists)
  }

  package func quit() { record(.quit) }
}
