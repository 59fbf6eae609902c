import Foundation
import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The list interactor on the in-memory store and a stepping clock, reporting to a mock output.
@Suite struct TodoListInteractorTests {
  let store: SQLiteTodoStore
  let output = MockTodoListInteractorOutput()
  let interactor: TodoListInteractor

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    interactor = TodoListInteractor(useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    interactor.output = output
  }

  /// Adds `title` straight to the store at the fixture's start time.
  @discardableResult
  private func seed(_ title: String, done: Bool = false) throws -> TodoItem {
    try store.add(title: title, content: "", done: done, at: Fixture.start - 3600)
  }

  @Test func fetchReportsAllItemsOldestFirst() throws {
    let first = try seed("First")
    let second = try seed("Second", done: true)
    interactor.load()
    #expect(output.events == [.fetched(Fixture.entries([first, second]))])
    interactor.fetchRows([second.id])
    #expect(output.events.last == .rows([second]))
  }

  @Test func fetchFailureIsReported() {
    let interactor = TodoListInteractor(
      useCases: TodoUseCases(store: FailingTodoStore(), clock: Fixture.clock()))
    interactor.output = output
    interactor.load()
    #expect(output.events == [.failed("disk on fire")])
  }

  // MARK: - What the list shows, for the actions on the selected todo

  @Test func theActionsReportToTheListsOutputAndLeaveTheLoadToThePresenter() throws {
    let item = try seed("Task")
    interactor.actions.toggleDone(item.id, withSubtasks: false)
    let (done, _) = Fixture.toggledTwice(item)
    #expect(output.events == [.acted(.toggled(ToggleOutcome(done)))])
  }

  @Test func anAddTheFilterWouldHideClearsTheFilterSoTheLoadShowsEverything() throws {
    let milk = try seed("Buy milk")
    try seed("Call mum")
    interactor.setFilter("milk")
    interactor.actions.add(TodoForm(title: "Feed cat"), under: nil)
    let added = try #require(try store.item(id: 3))
    #expect(output.events.last == .acted(.added(added, clearingFilter: true)))
    interactor.load()
    #expect(
      output.events.last
        == .fetched(Fixture.entries([milk, try #require(try store.item(id: 2)), added])))
  }

  @Test func anAddTheFilterShowsKeepsIt() throws {
    let milk = try seed("Buy milk")
    try seed("Call mum")
    interactor.setFilter("milk")
    interactor.actions.add(TodoForm(title: "More milk"), under: nil)
    let added = try #require(try store.item(id: 3))
    #expect(output.events.last == .acted(.added(added, clearingFilter: false)))
    interactor.load()
    #expect(
      output.events.last == .filtered(Fixture.entries([milk, added]), query: "milk", total: 3))
  }

  @Test func anEditTheFilterNoLongerShowsSaysSo() throws {
    let milk = try seed("Buy milk")
    interactor.setFilter("milk")
    interactor.actions.update(milk.id, with: TodoForm(title: "Buy bread"), over: TodoForm(milk))
    let renamed = try #require(try store.item(id: milk.id))
    #expect(output.events.last == .acted(.updated(renamed, hiddenByFilter: true)))
    interactor.load()
    #expect(output.events.last == .filtered([], query: "milk", total: 1))
  }

  @Test func aTodoAddedOnAnotherScreenIsShownAsAnAddHere() throws {
    try seed("Buy milk")
    interactor.setFilter("milk")
    let elsewhere = try seed("Call mum")
    interactor.reveal(elsewhere, around: .whole)
    #expect(output.events.suffix(2).first == .acted(.added(elsewhere, clearingFilter: true)))
    #expect(output.events.last == .fetched(Fixture.entries(try store.allItems())))
  }

  @Test func holdsOutputWeakly() {
    weak var probe: MockTodoListInteractorOutput?
    do {
      let output = MockTodoListInteractorOutput()
      interactor.output = output
      probe = output
    }
    #expect(probe == nil)
    interactor.load()
  }

  @Test func notesAreSavedAndTheFilterToldOfThem() throws {
    let item = try seed("Buy milk")
    interactor.setFilter("milk")
    interactor.actions.saveNotes("two litres", of: item)
    #expect(
      output.events.contains { if case .acted(.notesSaved(_, false)) = $0 { true } else { false } })
    interactor.setFilter("skimmed")
    interactor.actions.saveNotes("oat", of: item)
    #expect(
      output.events.contains { if case .acted(.notesSaved(_, true)) = $0 { true } else { false } })
  }
}
