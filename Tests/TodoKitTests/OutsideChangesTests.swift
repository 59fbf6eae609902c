import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Other instances' changes show up on ticks, and only then cost a reload.
@Suite struct OutsideChangesTests {
  @Test func listInteractorReloadsOnlyWhenTheTokenMoves() throws {
    let store = try InstrumentedTodoStore()
    let interactor = TodoListInteractor(
      useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    let output = MockTodoListInteractorOutput()
    interactor.output = output
    interactor.load()
    interactor.fetchIfChangedElsewhere()
    #expect(store.indexReads == 1)
    try store.changeElsewhere {
      _ = try $0.add(title: "theirs", content: "", done: false, at: Fixture.start)
    }
    interactor.fetchIfChangedElsewhere()
    #expect(store.indexReads == 2)
    #expect(output.events.last == .fetched([TodoListEntry(id: 1, done: false)]))
    interactor.fetchIfChangedElsewhere()
    #expect(store.indexReads == 2)
  }

  /// `z` tells the load the selected todo's row (a fold changes only the rows below it), so
  /// the load seeks no rank; once another instance changed the store, that row may be stale,
  /// and the load finds the todo's rank again.
  @Test func aRowTheListKnowsIsTrustedOnlyUntilAnotherInstanceChangesTheStore() throws {
    let store = try InstrumentedTodoStore()
    let due = { (day: Int) in DueDate(CalendarDay(daysSince1970: 20_460 + day)) }
    let items = try store.write { transaction in
      try (1...5).map { day in
        try transaction.insert(
          TodoFields(title: "todo \(day)", due: due(day)), created: Fixture.start,
          updated: Fixture.start)
      }
    }
    try store.write { try $0.saveViewSettings(ViewSettings(sort: .due)) }
    let interactor = TodoListInteractor(
      useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    let output = MockTodoListInteractorOutput()
    interactor.output = output
    interactor.load()
    let anchor = TodoListAnchor(candidates: [.init(items[2].id, row: 2)], above: 5, below: 10)
    let rows = store.rowsRead
    interactor.load(around: anchor)
    #expect(output.lastPage?.selection == 2)
    // The counts and the five entries, no rank.
    #expect(store.rowsRead - rows == 1 + 5)
    try store.changeElsewhere { other in
      _ = try other.write {
        try $0.insert(
          TodoFields(title: "earlier", due: due(0)), created: Fixture.start,
          updated: Fixture.start)
      }
    }
    interactor.load(around: anchor)
    #expect(output.lastPage?.selection == 3)
    #expect(output.lastPage?.entries.map(\.id) == [6] + items.map(\.id))
  }

  @Test func detailInteractorReloadsItemOrReportsItGone() throws {
    let store = try InstrumentedTodoStore()
    let mine = try store.add(title: "mine", content: "", done: false, at: Fixture.start)
    let interactor = TodoDetailInteractor(
      id: mine.id, useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    let output = MockTodoDetailInteractorOutput()
    interactor.output = output
    interactor.load()
    interactor.fetchIfChangedElsewhere()
    #expect(output.events == [.fetched(mine)])
    var renamed = mine
    renamed.title = "renamed elsewhere"
    try store.changeElsewhere { try $0.update(renamed) }
    interactor.fetchIfChangedElsewhere()
    #expect(output.events.last == .fetched(renamed))
    try store.changeElsewhere { try $0.delete(id: mine.id) }
    interactor.fetchIfChangedElsewhere()
    #expect(output.events.last == .deletedElsewhere(mine.id))
  }

  @Test func presentersPassIdleToTheirInteractors() {
    let listInteractor = MockTodoListInteractor()
    TodoListPresenter(
      interactor: listInteractor, router: MockTodoListRouter(), keys: .defaults,
      dueText: { Fixture.dueText }
    )
    .viewDidIdle()
    #expect(listInteractor.calls == [.fetchIfChangedElsewhere])
    let detailInteractor = MockTodoDetailInteractor()
    TodoDetailPresenter(
      interactor: detailInteractor, router: MockTodoDetailRouter(), timeZone: Fixture.utc,
      keys: .defaults, dueText: { Fixture.dueText }
    ).viewDidIdle()
    #expect(detailInteractor.calls == [.fetchIfChangedElsewhere])
  }

  @Test func detailPresenterGoesBackWhenItsItemIsGone() {
    let router = MockTodoDetailRouter()
    let presenter = TodoDetailPresenter(
      interactor: MockTodoDetailInteractor(), router: router, timeZone: Fixture.utc,
      keys: .defaults,
      dueText: { Fixture.dueText })
    presenter.didLoseItem()
    #expect(router.calls == [.close])
  }

  @Test func navigationRefreshesEveryScreenNotDialogs() {
    let navigation = NavigationStack()
    let bottom = MockPresentable("a")
    let top = MockPresentable("b")
    let dialog = MockPresentable("c")
    navigation.push(bottom)
    navigation.push(top)
    navigation.present(dialog)
    navigation.refresh()
    #expect(bottom.refreshCount == 1)
    #expect(top.refreshCount == 1)
    #expect(dialog.refreshCount == 0)
  }

  @Test func appShowsAnotherInstancesAddOnTheNextTick() throws {
    let store = try InstrumentedTodoStore()
    let terminal = ScriptedTerminal(size: Size(columns: 40, rows: 8))
    let navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    terminal.events = [.tick, .tick]
    terminal.beforeEvent = { index in
      if index == 1 {
        try? store.changeElsewhere {
          _ = try $0.add(title: "from elsewhere", content: "", done: false, at: Fixture.start)
        }
      }
    }
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(terminal.frames.first?.text.contains("No todos yet") == true)
    #expect(terminal.frames.last?.rowText(1) == ">[ ] from elsewhere")
  }

  @Test func sqliteTokenMovesForOtherConnectionsOnly() throws {
    let folder = try ScratchFolder.made("todo-outside")
    let path = folder.path("s.sqlite")
    let mine = try SQLiteTodoStore(path: path)
    let theirs = try SQLiteTodoStore(path: path)
    let start = try mine.outsideChangeToken()
    _ = try mine.add(title: "mine", content: "", done: false, at: Fixture.start)
    #expect(try mine.outsideChangeToken() == start)
    _ = try theirs.add(title: "theirs", content: "", done: false, at: Fixture.start)
    #expect(try mine.outsideChangeToken() != start)
  }
}

/// A terminal that hands out scripted events (ticks included) and keeps every frame.
final class ScriptedTerminal: Terminal {
  let size: Size
  var events: [TerminalEvent] = []
  var beforeEvent: (Int) -> Void = { _ in }
  private(set) var frames: [ScreenBuffer] = []
  private var next = 0

  init(size: Size) { self.size = size }

  func nextEvent(wakingOn wake: WakePipe?) -> TerminalEvent {
    guard next < events.count else { return .closed }
    beforeEvent(next)
    defer { next += 1 }
    return events[next]
  }

  func present(_ frame: ScreenBuffer) { frames.append(frame) }

  func handOver<Result>(_ body: () throws -> Result) rethrows -> Result { try body() }
}
