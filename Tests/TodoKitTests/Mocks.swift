import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

// Small hand-written mocks, one per VIPER role (as the Generamba templates generate them):
// each records the calls it gets, in order, so a test can assert the exact traffic between
// two roles.

// MARK: - Fixtures

/// Items, times and sizes shared by the tests.
enum Fixture {
  /// 2026-01-05 09:00 UTC, the replay clock's start.
  static let start = Date(timeIntervalSince1970: 1_767_603_600)
  /// UTC, so times print as stored.
  static let utc = TimeZone(identifier: "UTC") ?? .current

  /// Due dates in words as typed at `start` (Monday 2026-01-05), in UTC.
  static let dueDates = DueDateParser(now: start, timeZone: utc)

  /// The dialogs' Due field read as of `start`, in UTC.
  static var dueReader: DueFieldReader { DueFieldReader(today: dueDates.today) }

  /// Due dates as a screen drawn at `start` words them (Monday 2026-01-05, 09:00 UTC).
  static let dueText = DueText(now: start, timeZone: utc)

  /// An item stamped `start`, with the given fields.
  static func item(
    _ id: TodoID, _ title: String, content: String = "", done: Bool = false
  ) -> TodoItem {
    TodoItem(id: id, title: title, content: content, done: done, created: start, updated: start)
  }

  /// The list index of `items`.
  static func entries(_ items: [TodoItem]) -> [TodoListEntry] {
    items.map(TodoListEntry.init)
  }

  /// Open items with ids 1, 2, … and the given titles.
  static func items(_ titles: String...) -> [TodoItem] {
    titles.enumerated().map { item(TodoID($0.offset + 1), $0.element) }
  }

  /// `count` open items titled `Item 1`, `Item 2`, ….
  static func numbered(_ count: Int) -> [TodoItem] {
    (1...count).map { item(TodoID($0), "Item \($0)") }
  }

  /// `item` as a toggle stamps it on the stepping clock's first reading (done), and as a
  /// toggle back stamps it on the second (open again).
  static func toggledTwice(_ item: TodoItem) -> (done: TodoItem, open: TodoItem) {
    var done = item
    done.done = true
    done.updated = start
    // Marked done here: the lines other calendars read say so, from that moment.
    done.calendar.kept =
      [
        ContentLine("STATUS", value: "COMPLETED"),
        ContentLine("COMPLETED", value: "20260105T090000Z"),
        ContentLine("PERCENT-COMPLETE", value: "100"),
      ] + item.calendar.kept
    var open = item
    open.updated = start + 60
    open.calendar.kept = [ContentLine("STATUS", value: "NEEDS-ACTION")] + item.calendar.kept
    return (done, open)
  }

  /// A clock at `start` moving one minute per reading.
  static func clock() -> SteppingClock {
    SteppingClock(start: start, step: 60)
  }

  /// An environment over `store` with the stepping clock, in UTC.
  static func environment(_ store: any TodoStore) -> TodoEnvironment {
    TodoEnvironment(store: store, clock: clock(), timeZone: utc)
  }
}

// MARK: - Views

extension Presentable {
  /// Drawn into a fresh frame of `size`, as the navigation stack draws it: a screen is laid
  /// out and updated first.
  func rendered(_ size: Size = Size(columns: 40, rows: 12)) -> ScreenBuffer {
    if let screen = self as? any Screen {
      screen.layOut(in: size)
      screen.update()
    }
    var frame = ScreenBuffer(size: size)
    render(into: &frame)
    return frame
  }
}

// MARK: - TodoList module

/// The list view: records every view model the presenter shows.
final class MockTodoListView: TodoListViewProtocol {
  private(set) var displayed: [TodoListViewModel] = []

  /// The last view model shown.
  var last: TodoListViewModel? { displayed.last }

  /// The last view model shown, required: a test fails when there is none.
  var shown: TodoListViewModel {
    get throws { try #require(last) }
  }

  func display(_ viewModel: TodoListViewModel) {
    displayed.append(viewModel)
  }
}

/// The list presenter, as its view sees it: records every call.
final class MockTodoListPresenter: TodoListPresenterProtocol {
  /// One call from the view.
  enum Call: Equatable {
    case viewDidLoad, viewDidLayout(TodoListLayout), move(ScrollMove)
    case openSelected, addItem, edit, delete
    case toggleDone, showHelp, quit, viewDidIdle, apply(HistoryStep)
    case beginFilter, filterChanged(String), commitFilter, clearFilter
    case editNotes, stepPriority(PriorityStep)
    case cycleSort, moveSelected(MoveDirection), toggleHideDone, showTags
  }

  private(set) var calls: [Call] = []
  /// How many frames the view said it was about to draw (counted apart from `calls`: every
  /// draw says so).
  private(set) var drawsAnnounced = 0

  func viewDidLoad() { calls.append(.viewDidLoad) }
  func viewDidLayout(_ layout: TodoListLayout) { calls.append(.viewDidLayout(layout)) }
  func viewWillDraw() { drawsAnnounced += 1 }
  func move(_ move: ScrollMove) { calls.append(.move(move)) }
  func openSelected() { calls.append(.openSelected) }
  func addItem() { calls.append(.addItem) }
  func edit() { calls.append(.edit) }
  func delete() { calls.append(.delete) }
  func toggleDone() { calls.append(.toggleDone) }
  func showHelp() { calls.append(.showHelp) }
  func quit() { calls.append(.quit) }
  func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  func beginFilter() { calls.append(.beginFilter) }
  func showTags() { calls.append(.showTags) }
  func filterChanged(_ text: String) { calls.append(.filterChanged(text)) }
  func commitFilter() { calls.append(.commitFilter) }
  func clearFilter() { calls.append(.clearFilter) }
  func viewDidIdle() { calls.append(.viewDidIdle) }
  func editNotes() { calls.append(.editNotes) }
  func stepPriority(_ step: PriorityStep) { calls.append(.stepPriority(step)) }
  func cycleSort() { calls.append(.cycleSort) }
  func moveSelected(_ direction: MoveDirection) { calls.append(.moveSelected(direction)) }
  func toggleHideDone() { calls.append(.toggleHideDone) }
}

/// The list interactor, as its presenter sees it: records every request, and answers the
/// presenter's requests for rows from `rows` (recorded apart in `rowFetches`). The actions on
/// the selected todo go to `todoActions`.
final class MockTodoListInteractor: TodoListInteractorInput {
  /// The items rows are served from.
  var rows: [TodoItem] = []
  /// Where rows are sent.
  weak var output: (any TodoListInteractorOutput)?
  /// Every request for rows, with the ids asked for.
  private(set) var rowFetches: [[TodoID]] = []
  /// The actions on the selected todo.
  let todoActions = MockTodoActions()

  /// One request from the presenter.
  enum Call: Equatable {
    case load, fetchIfChangedElsewhere, apply(HistoryStep), setFilter(String), reveal(TodoItem)
    case setViewSettings(ViewSettings), move(TodoID, MoveDirection, past: TodoID)
    case fetchEntries(EntryRange, at: Int)
  }

  private(set) var calls: [Call] = []
  /// The anchor of every load asked for (a filter set, settings kept, a reveal, a look for
  /// other instances' changes), in order.
  private(set) var anchors: [TodoListAnchor] = []

  var actions: any TodoActionsInput { todoActions }
  func load(around anchor: TodoListAnchor) {
    calls.append(.load)
    anchors.append(anchor)
  }
  func fetchEntries(_ range: EntryRange, at position: Int) {
    calls.append(.fetchEntries(range, at: position))
  }
  func fetchRows(_ ids: [TodoID]) {
    rowFetches.append(ids)
    output?.didFetchRows(rows.filter { ids.contains($0.id) })
  }
  func setFilter(_ query: String, around anchor: TodoListAnchor) {
    calls.append(.setFilter(query))
    anchors.append(anchor)
  }
  func fetchIfChangedElsewhere(around anchor: TodoListAnchor) {
    calls.append(.fetchIfChangedElsewhere)
    anchors.append(anchor)
  }
  func reveal(_ item: TodoItem, around anchor: TodoListAnchor) {
    calls.append(.reveal(item))
    anchors.append(anchor)
  }
  func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  func setViewSettings(_ settings: ViewSettings, around anchor: TodoListAnchor) {
    calls.append(.setViewSettings(settings))
    anchors.append(anchor)
  }
  func move(_ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID) {
    calls.append(.move(id, direction, past: neighbour))
  }
}

/// The list presenter, as its interactor sees it: records every result.
final class MockTodoListInteractorOutput: TodoListInteractorOutput {
  /// One result from the interactor.
  enum Event: Equatable {
    case fetched([TodoListEntry]), acted(TodoActionOutcome)
    case rejected(FormRejection), failed(String), deletedElsewhere(TodoID)
    case applied(HistoryStep, TodoChange), nothing(HistoryStep)
    case filtered([TodoListEntry], query: String, total: Int), rows([TodoItem])
    case changedElsewhere, moved(TodoItem, MoveDirection), entries([TodoListEntry], at: Int)
  }

  private(set) var events: [Event] = []
  /// The view settings of the latest load (not an event: every load reports them).
  private(set) var viewSettings: ViewSettings?

  func didMove(_ item: TodoItem, _ direction: MoveDirection) {
    events.append(.moved(item, direction))
  }

  func didNoticeChangesElsewhere() { events.append(.changedElsewhere) }
  func didLoad(_ page: TodoListPage, in settings: ViewSettings, filter: TodoFilter?) {
    viewSettings = settings
    guard let filter else { return events.append(.fetched(page.entries)) }
    events.append(.filtered(page.entries, query: filter.text, total: page.tally.all))
  }
  func didFetchEntries(_ entries: [TodoListEntry], at position: Int) {
    events.append(.entries(entries, at: position))
  }
  func didFetchRows(_ items: [TodoItem]) { events.append(.rows(items)) }
  func didAct(_ outcome: TodoActionOutcome) { events.append(.acted(outcome)) }
  func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  func didFail(_ message: String) { events.append(.failed(message)) }
  func didFindDeleted(_ id: TodoID) { events.append(.deletedElsewhere(id)) }
  func didApply(_ step: HistoryStep, _ change: TodoChange) { events.append(.applied(step, change)) }
  func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }
}

/// The list router: records navigation requests and answers them as a router would, handing
/// back an editor and keeping the confirmation's answer handler so a test can answer it.
final class MockTodoListRouter: TodoListRouterProtocol {
  /// One request from the presenter.
  enum Call: Equatable {
    case presentDetail(TodoID), presentTags, presentEditor(heading: String, form: TodoForm)
    case presentDeleteConfirmation(String), presentHelp, dismissDialog, quit
    case editNotes(String, fileName: String)
  }

  /// What the person's editor makes of the next notes edited.
  var notesOutcome = TextEditOutcome.unchanged

  private(set) var calls: [Call] = []
  /// The editor handed out last; strong, as the navigation stack holds a presented dialog.
  private(set) var editor: MockEditorView?
  /// Whom the last editor reports to.
  private(set) weak var editorDelegate: (any TodoEditorDelegate)?
  /// Whom the last detail module would report to.
  private(set) weak var detailDelegate: (any TodoDetailModuleDelegate)?
  private var onAnswer: ((Bool) -> Void)?

  /// Answers the open confirmation, as pressing `y` (true) or anything else (false) would.
  func answer(_ confirmed: Bool) {
    let handler = onAnswer
    onAnswer = nil
    handler?(confirmed)
  }

  func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate) {
    calls.append(.presentDetail(id))
    detailDelegate = delegate
  }

  /// Whom the last Tags module would report to.
  private(set) weak var tagsDelegate: (any TagsModuleDelegate)?

  func presentTags(delegate: any TagsModuleDelegate) {
    calls.append(.presentTags)
    tagsDelegate = delegate
  }

  func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  ) -> any TodoEditorViewProtocol {
    calls.append(.presentEditor(heading: heading, form: form))
    editorDelegate = delegate
    let editor = MockEditorView()
    self.editor = editor
    return editor
  }

  func presentDeleteConfirmation(title: String, onAnswer: @escaping (Bool) -> Void) {
    calls.append(.presentDeleteConfirmation(title))
    self.onAnswer = onAnswer
  }

  func presentHelp() { calls.append(.presentHelp) }
  func dismissDialog() { calls.append(.dismissDialog) }
  func quit() { calls.append(.quit) }
  func editNotes(_ notes: String, fileName: String) -> TextEditOutcome {
    calls.append(.editNotes(notes, fileName: fileName))
    return notesOutcome
  }
}

// MARK: - TodoDetail module

/// The detail view: records every view model the presenter shows.
final class MockTodoDetailView: TodoDetailViewProtocol {
  private(set) var displayed: [TodoDetailViewModel] = []

  /// The last view model shown.
  var last: TodoDetailViewModel? { displayed.last }

  /// The last view model shown, required: a test fails when there is none.
  var shown: TodoDetailViewModel {
    get throws { try #require(last) }
  }

  func display(_ viewModel: TodoDetailViewModel) {
    displayed.append(viewModel)
  }
}

/// The detail presenter, as its view sees it: records every call.
final class MockTodoDetailPresenter: TodoDetailPresenterProtocol {
  /// One call from the view.
  enum Call: Equatable {
    case viewDidLoad, viewDidLayout(TodoDetailLayout), move(ScrollMove)
    case edit, delete, toggleDone, showHelp, back, viewDidIdle, apply(HistoryStep)
    case editNotes, stepPriority(PriorityStep)
    case cycleSort, moveSelected(MoveDirection), toggleHideDone
  }

  private(set) var calls: [Call] = []

  func viewDidLoad() { calls.append(.viewDidLoad) }
  func viewDidLayout(_ layout: TodoDetailLayout) { calls.append(.viewDidLayout(layout)) }
  func viewWillDraw() {}
  func move(_ move: ScrollMove) { calls.append(.move(move)) }
  func edit() { calls.append(.edit) }
  func delete() { calls.append(.delete) }
  func toggleDone() { calls.append(.toggleDone) }
  func showHelp() { calls.append(.showHelp) }
  func back() { calls.append(.back) }
  func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
  func viewDidIdle() { calls.append(.viewDidIdle) }
  func editNotes() { calls.append(.editNotes) }
  func stepPriority(_ step: PriorityStep) { calls.append(.stepPriority(step)) }
  func cycleSort() { calls.append(.cycleSort) }
  func moveSelected(_ direction: MoveDirection) { calls.append(.moveSelected(direction)) }
  func toggleHideDone() { calls.append(.toggleHideDone) }
}

/// The detail interactor, as its presenter sees it: records every request. The actions on
/// its todo go to `todoActions`.
final class MockTodoDetailInteractor: TodoDetailInteractorInput {
  /// One request from the presenter.
  enum Call: Equatable {
    case load, fetchIfChangedElsewhere, apply(HistoryStep)
  }

  private(set) var calls: [Call] = []
  /// The actions on the todo.
  let todoActions = MockTodoActions()

  var actions: any TodoActionsInput { todoActions }
  func load() { calls.append(.load) }
  func fetchIfChangedElsewhere() { calls.append(.fetchIfChangedElsewhere) }
  func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
}

/// The detail presenter, as its interactor sees it: records every result.
final class MockTodoDetailInteractorOutput: TodoDetailInteractorOutput {
  /// One result from the interactor.
  enum Event: Equatable {
    case fetched(TodoItem), acted(TodoActionOutcome)
    case rejected(FormRejection), failed(String), lost, deletedElsewhere(TodoID)
    case applied(HistoryStep, TodoChange), nothing(HistoryStep)
  }

  private(set) var events: [Event] = []

  func didFetch(_ item: TodoItem) { events.append(.fetched(item)) }
  func didAct(_ outcome: TodoActionOutcome) { events.append(.acted(outcome)) }
  func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  func didFail(_ message: String) { events.append(.failed(message)) }
  func didFindDeleted(_ id: TodoID) { events.append(.deletedElsewhere(id)) }
  func didLoseItem() { events.append(.lost) }
  func didApply(_ step: HistoryStep, _ change: TodoChange) { events.append(.applied(step, change)) }
  func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }
}

/// The detail router: records navigation requests, hands back an editor and keeps the
/// confirmation's answer handler.
final class MockTodoDetailRouter: TodoDetailRouterProtocol {
  /// One request from the presenter.
  enum Call: Equatable {
    case presentEditor(heading: String, form: TodoForm), presentDeleteConfirmation(String)
    case presentHelp, dismissDialog, close, editNotes(String, fileName: String)
  }

  /// What the person's editor makes of the next notes edited.
  var notesOutcome = TextEditOutcome.unchanged

  private(set) var calls: [Call] = []
  /// The editor handed out last; strong, as the navigation stack holds a presented dialog.
  private(set) var editor: MockEditorView?
  /// Whom the last editor reports to.
  private(set) weak var editorDelegate: (any TodoEditorDelegate)?
  private var onAnswer: ((Bool) -> Void)?

  /// Answers the open confirmation, as pressing `y` (true) or anything else (false) would.
  func answer(_ confirmed: Bool) {
    let handler = onAnswer
    onAnswer = nil
    handler?(confirmed)
  }

  func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  ) -> any TodoEditorViewProtocol {
    calls.append(.presentEditor(heading: heading, form: form))
    editorDelegate = delegate
    let editor = MockEditorView()
    self.editor = editor
    return editor
  }

  func presentDeleteConfirmation(title: String, onAnswer: @escaping (Bool) -> Void) {
    calls.append(.presentDeleteConfirmation(title))
    self.onAnswer = onAnswer
  }

  func presentHelp() { calls.append(.presentHelp) }
  func dismissDialog() { calls.append(.dismissDialog) }
  func close() { calls.append(.close) }
  func editNotes(_ notes: String, fileName: String) -> TextEditOutcome {
    calls.append(.editNotes(notes, fileName: fileName))
    return notesOutcome
  }
}

/// The module that pushed a detail screen (the list): records what it is told, an outcome as
/// what the list makes of it (a todo changed, added, deleted, or completed making the next).
final class MockTodoDetailModuleDelegate: TodoDetailModuleDelegate {
  /// One message from the detail module.
  enum Event: Equatable {
    case changed(TodoItem), added(TodoItem), deleted(TodoItem), applied(HistoryStep, TodoChange)
    case completed(TodoItem, next: TodoItem)
  }

  private(set) var events: [Event] = []

  func todoDetail(didAct outcome: TodoActionOutcome) {
    switch outcome {
    case .added(let item, _): events.append(.added(item))
    case .deleted(let item): events.append(.deleted(item))
    case .toggled(let toggle) where toggle.next != nil:
      toggle.next.map { events.append(.completed(toggle.item, next: $0)) }
    default: events.append(.changed(outcome.item))
    }
  }
  func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    events.append(.applied(step, change))
  }
}

// MARK: - The actions on the todo in focus

/// The actions on the todo in focus, as a presenter sees them (the list's and the detail
/// screen's alike): records every request.
final class MockTodoActions: TodoActionsInput {
  /// One request from a presenter.
  enum Call: Equatable {
    case add(TodoForm), update(TodoID, TodoForm), toggleDone(TodoID), delete(TodoID)
    case saveNotes(String, of: TodoItem), stepPriority(PriorityStep, of: TodoID)
  }

  private(set) var calls: [Call] = []

  func add(_ form: TodoForm) { calls.append(.add(form)) }
  func update(_ id: TodoID, with form: TodoForm, over original: TodoForm) {
    calls.append(.update(id, form))
  }
  func toggleDone(_ id: TodoID) { calls.append(.toggleDone(id)) }
  func delete(_ id: TodoID) { calls.append(.delete(id)) }
  func saveNotes(_ notes: String, of item: TodoItem) { calls.append(.saveNotes(notes, of: item)) }
  func stepPriority(_ step: PriorityStep, of id: TodoID) {
    calls.append(.stepPriority(step, of: id))
  }
}

/// A presenter, as the actions see it: records what came of each, and each end.
final class MockTodoActionsOutput: TodoActionsOutput {
  /// One result from the actions.
  enum Event: Equatable {
    case acted(TodoActionOutcome), ended, rejected(FormRejection), failed(String)
    case deletedElsewhere(TodoID), applied(HistoryStep, TodoChange), nothing(HistoryStep)
  }

  private(set) var events: [Event] = []

  func didAct(_ outcome: TodoActionOutcome) { events.append(.acted(outcome)) }
  func didEndAction() { events.append(.ended) }
  func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  func didFail(_ message: String) { events.append(.failed(message)) }
  func didFindDeleted(_ id: TodoID) { events.append(.deletedElsewhere(id)) }
  func didApply(_ step: HistoryStep, _ change: TodoChange) { events.append(.applied(step, change)) }
  func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }
}

// MARK: - Editor dialog

/// An open editor dialog, as a presenter sees it: records the refusals and headings it is
/// asked to show.
final class MockEditorView: TodoEditorViewProtocol {
  private(set) var errors: [String] = []
  private(set) var headings: [String] = []
  private(set) var focused: [TodoForm.Entry] = []

  func showError(_ message: String) { errors.append(message) }
  func focus(on entry: TodoForm.Entry) { focused.append(entry) }
  func showHeading(_ heading: String) { headings.append(heading) }
}

/// Whoever opened an editor dialog: records submits and cancels.
final class MockEditorDelegate: TodoEditorDelegate {
  /// One message from the dialog.
  enum Event: Equatable {
    case submitted(TodoForm), cancelled
  }

  private(set) var events: [Event] = []

  func editorDidSubmit(_ form: TodoForm) { events.append(.submitted(form)) }
  func editorDidCancel() { events.append(.cancelled) }
}

// MARK: - Navigation

/// A navigator that records requests and, like the real stack, owns what it is given.
final class MockNavigator: Navigator {
  /// One request from a router.
  enum Call {
    case push(any Screen), pop, present(any Dialog), dismiss(any Dialog), quit, handOver
  }

  private(set) var calls: [Call] = []
  private(set) var screens: [any Screen] = []
  private(set) var dialogs: [any Dialog] = []

  func push(_ screen: any Screen) {
    calls.append(.push(screen))
    screens.append(screen)
  }

  func pop() {
    calls.append(.pop)
    if !screens.isEmpty { screens.removeLast() }
  }

  func present(_ dialog: any Dialog) {
    calls.append(.present(dialog))
    dialogs.append(dialog)
  }

  func dismiss(_ dialog: any Dialog) {
    calls.append(.dismiss(dialog))
    dialogs.removeAll { $0 === dialog }
  }

  func quit() { calls.append(.quit) }

  func handOverTerminal<Result>(_ body: () throws -> Result) rethrows -> Result {
    calls.append(.handOver)
    return try body()
  }
}

/// A screen or dialog that records the keys it gets and stamps `mark` at its corner when drawn.
final class MockPresentable: Screen, Dialog {
  let mark: String
  let origin: Point
  private(set) var keys: [Key] = []
  private(set) var renderCount = 0
  /// The size of every frame the screen was laid out for, drawn or not.
  private(set) var sizes: [Size] = []

  init(_ mark: String, at origin: Point = Point(x: 0, y: 0)) {
    self.mark = mark
    self.origin = origin
  }

  private(set) var refreshCount = 0

  func handle(_ key: Key) { keys.append(key) }
  func refresh() { refreshCount += 1 }
  func layOut(in size: Size) { sizes.append(size) }

  func render(into frame: inout ScreenBuffer) {
    renderCount += 1
    frame.write(mark, x: origin.x, y: origin.y)
  }
}

// MARK: - Store

/// A store whose every call fails, for the interactors' error paths.
final class FailingTodoStore: TodoStore {
  /// The one error it throws.
  struct Failure: Error, CustomStringConvertible {
    var description: String { "disk on fire" }
  }

  func read<T>(_ body: (any TodoReading) throws -> T) throws -> T { throw Failure() }
  func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T { throw Failure() }
  func outsideChangeToken() throws -> Int64 { throw Failure() }
}

/// A store in memory that counts what it hands out and whose outside-change token a test
/// moves by hand (standing in for another process writing to the same file).
final class InstrumentedTodoStore: TodoStore {
  let base: SQLiteTodoStore
  /// What `outsideChangeToken()` answers.
  var token: Int64 = 0
  /// How many times the list was loaded (its counts read; `index(_:)`, the whole index, is no
  /// longer read by the app).
  private(set) var indexReads = 0
  /// Rows handed out so far, by every read.
  private(set) var rowsRead = 0
  /// The id of every todo read in full or looked up so far (index entries are not counted
  /// here), in order: a todo read twice for one key shows up twice.
  private(set) var idsRead: [TodoID] = []
  /// How many read transactions were run.
  private(set) var reads = 0
  /// How many write transactions were run.
  private(set) var writes = 0

  init() throws {
    base = try SQLiteTodoStore.inMemory()
  }

  /// Changes the store as another instance would: the token moves.
  func changeElsewhere(_ change: (SQLiteTodoStore) throws -> Void) rethrows {
    try change(base)
    token += 1
  }

  func read<T>(_ body: (any TodoReading) throws -> T) throws -> T {
    reads += 1
    return try base.read { try body(ObservedReader(base: $0, observe: count)) }
  }

  func write<T>(_ body: (any TodoWriting) throws -> T) throws -> T {
    writes += 1
    return try base.write { try body(ObservedWriter(base: $0, observe: count)) }
  }

  func outsideChangeToken() throws -> Int64 { token }

  /// Counts the rows a read handed out, and the todos it read or looked up.
  private func count(_ read: ObservedRead) {
    switch read {
    case .item(let id), .contains(let id):
      rowsRead += 1
      idsRead.append(id)
    case .items(let items):
      rowsRead += items.count
      idsRead += items.map(\.id)
    case .index(let count), .entries(let count):
      rowsRead += count
    case .tally:
      // Every load of the list reads its counts once, first.
      indexReads += 1
      rowsRead += 1
    case .rank:
      // A todo's place in the order: one count, not a read of the todo.
      rowsRead += 1
    case .tagCounts(let count):
      rowsRead += count
    }
  }
}

// MARK: - The whole app

/// The whole app over a store on a headless terminal, driven a key at a time, with idle
/// ticks (when other instances' changes show) exactly where a test asks for them.
final class HeadlessApp {
  let terminal: HeadlessTerminal
  let navigation: NavigationStack
  private let loop: AppLoop

  /// The app over `store`, drawn once, at `size`.
  init(store: any TodoStore, size: Size = Size(columns: 64, rows: 14)) {
    terminal = HeadlessTerminal(size: size)
    navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    loop = AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app)
    loop.render()
  }

  /// Presses `keys` one after another, drawing after each.
  func press(_ keys: Key...) {
    for key in keys {
      navigation.handle(key)
      loop.render()
    }
  }

  /// Types `text` a character at a time.
  func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// An idle tick: screens look for other instances' changes.
  func idle() {
    navigation.refresh()
    loop.render()
  }

  /// The screen as text.
  var screen: String { terminal.frame.text }

  /// Row `y` as text.
  func row(_ y: Int) -> String { terminal.frame.rowText(y) }

  /// The bottom row as text.
  var footer: String { row(terminal.size.rows - 1) }
}

// MARK: - A list loaded without a store

extension TodoListPage {
  /// The page a store would give for `anchor` over a list that is `entries`, all of them
  /// loaded, out of `all` todos (the list's own count by default): for presenter tests driven
  /// by hand, without an interactor over a store.
  static func whole(
    _ entries: [TodoListEntry], anchor: TodoListAnchor, all: Int? = nil
  ) -> TodoListPage {
    let found = anchor.candidates.lazy.compactMap { candidate in
      entries.firstIndex { $0.id == candidate.id }.map { $0 + candidate.offset }
    }.first
    let selection = entries.isEmpty ? 0 : min(max(found ?? anchor.row, 0), entries.count - 1)
    return TodoListPage(
      tally: TodoTally(count: entries.count, open: entries.count { !$0.done }, all: all),
      start: 0,
      entries: entries, selection: selection)
  }
}

extension TodoListPresenter {
  /// Shows `entries` as the whole list loaded, the selection where the presenter's anchor
  /// puts it.
  func didFetch(_ entries: [TodoListEntry]) {
    didLoad(TodoListPage.whole(entries, anchor: paging.anchor), in: query.settings, filter: nil)
  }

  /// Shows `entries` as the filter's matches, out of `total`.
  func didFilter(_ entries: [TodoListEntry], filter: TodoFilter, total: Int) {
    didLoad(
      TodoListPage.whole(entries, anchor: paging.anchor, all: total), in: query.settings,
      filter: filter)
  }
}

extension TodoListAnchor {
  /// The whole of a short list, from the top: what the interactor tests load.
  static let whole = TodoListAnchor(below: 10_000)
}

extension TodoListInteractor {
  /// Loads the whole (short) list, from the top.
  func load() { load(around: .whole) }

  /// Sets the filter and loads the whole (short) list.
  func setFilter(_ text: String) { setFilter(text, around: .whole) }

  /// Loads the whole (short) list if another instance changed the store.
  func fetchIfChangedElsewhere() { fetchIfChangedElsewhere(around: .whole) }
}
