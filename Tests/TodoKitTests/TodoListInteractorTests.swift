import Foundation
import Testing
import TodoCore
import TodoStorage
import TodoTerminal
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

  @Test func addStoresTrimmedTitleStampedByClockThenLoadsTheIndex() throws {
    interactor.add(TodoForm(title: "  Buy milk \n", content: " two litres "))
    var expected = TodoItem(
      id: 1, title: "Buy milk", content: " two litres ", done: false,
      created: Fixture.start, updated: Fixture.start)
    expected.calendar = try #require(try store.allItems().first).calendar
    #expect(
      output.events == [
        .added(expected, clearingFilter: false), .fetched([TodoListEntry(expected)]),
      ])
    #expect(try store.allItems() == [expected])
  }

  @Test(
    "an empty or blank title is rejected and nothing is stored",
    arguments: ["", " ", "\t\n  ", "\u{3000}"])
  func blankTitleIsRejected(title: String) throws {
    interactor.add(TodoForm(title: title, content: "some content"))
    #expect(output.events == [.rejected(.emptyTitle)])
    #expect(try store.allItems().isEmpty)
  }

  @Test func rejectionDoesNotReadTheClock() throws {
    interactor.add(TodoForm(title: ""))
    interactor.add(TodoForm(title: "Real"))
    #expect(try store.allItems().map(\.created) == [Fixture.start])
  }

  @Test func updateChangesFieldsAndUpdatedTime() throws {
    interactor.add(TodoForm(title: "Old"))
    interactor.update(1, with: TodoForm(title: " New ", content: "body"), over: TodoForm())
    var expected = TodoItem(
      id: 1, title: "New", content: "body", done: false,
      created: Fixture.start, updated: Fixture.start + 60)
    expected.calendar = try #require(try store.item(id: 1)).calendar
    // The edit, then the load every change is followed by.
    #expect(
      Array(output.events.suffix(2)) == [
        .updated(expected, hiddenByFilter: false), .fetched([TodoListEntry(expected)]),
      ])
    #expect(try store.item(id: 1) == expected)
  }

  @Test func updateWithBlankTitleChangesNothing() throws {
    let item = try seed("Keep me")
    interactor.update(item.id, with: TodoForm(title: "   ", content: "lost"), over: TodoForm())
    #expect(output.events == [.rejected(.emptyTitle), .fetched([TodoListEntry(item)])])
    #expect(try store.item(id: item.id) == item)
  }

  @Test func toggleFlipsDoneAndStampsUpdated() throws {
    let item = try seed("Task")
    interactor.toggleDone(item.id)
    interactor.toggleDone(item.id)
    let (done, open) = Fixture.toggledTwice(item)
    #expect(
      output.events == [
        .toggled(done), .fetched([TodoListEntry(done)]), .toggled(open),
        .fetched([TodoListEntry(open)]),
      ])
    #expect(try store.item(id: item.id) == open)
  }

  @Test func completingARepeatingTodoReportsTheNextOneThenLoadsTheIndexShowingIt() throws {
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let item = try useCases.add(TodoForm(title: "Water plants", due: "2026-01-05", recur: "+1w"))
    interactor.toggleDone(item.id)
    let next = try #require(try store.item(id: item.id + 1))
    #expect(next.due == DueDate(iso: "2026-01-12"))
    let done = try #require(try store.item(id: item.id))
    #expect(
      output.events == [
        // The done todo below the open one it made, as in every order.
        .toggled(done), .madeNext(next), .fetched(Fixture.entries([next, done])),
      ])
  }

  @Test func deleteRemovesAndReportsItem() throws {
    let first = try seed("First")
    let second = try seed("Second")
    interactor.delete(first.id)
    #expect(output.events == [.deleted(first), .fetched([TodoListEntry(second)])])
    #expect(try store.allItems() == [second])
  }

  @Test(
    "a missing id is reported as deleted elsewhere, not by its id",
    arguments: ["toggle", "delete"])
  func missingIDIsDeletedElsewhere(action: String) throws {
    try seed("Present")
    switch action {
    case "toggle": interactor.toggleDone(42)
    default: interactor.delete(42)
    }
    #expect(
      output.events == [.deletedElsewhere(42), .fetched([TodoListEntry(id: 1, done: false)])])
    #expect(try store.allItems().count == 1)
  }

  @Test func anEditOfATodoDeletedElsewhereAddsItsTextAnew() throws {
    try seed("Present")
    interactor.update(42, with: TodoForm(title: "x", content: "kept"), over: TodoForm())
    let added = try #require(try store.allItems().last)
    #expect(added.title == "x" && added.content == "kept")
    guard case .added(let shown, clearingFilter: false) = output.events.first else {
      Issue.record("\(output.events)")
      return
    }
    #expect(shown.id == added.id)
    #expect(try store.allItems().count == 2)
  }

  @Test func anAddTheFilterWouldHideClearsTheFilterThenLoadsEverything() throws {
    let milk = try seed("Buy milk")
    try seed("Call mum")
    interactor.setFilter("milk")
    interactor.add(TodoForm(title: "Feed cat"))
    let added = try #require(try store.item(id: 3))
    #expect(
      Array(output.events.suffix(2)) == [
        .added(added, clearingFilter: true),
        .fetched(Fixture.entries([milk, try #require(try store.item(id: 2)), added])),
      ])
  }

  @Test func anAddTheFilterShowsKeepsIt() throws {
    let milk = try seed("Buy milk")
    try seed("Call mum")
    interactor.setFilter("milk")
    interactor.add(TodoForm(title: "More milk"))
    let added = try #require(try store.item(id: 3))
    #expect(
      Array(output.events.suffix(2)) == [
        .added(added, clearingFilter: false),
        .filtered(Fixture.entries([milk, added]), query: "milk", total: 3),
      ])
  }

  @Test func anEditTheFilterNoLongerShowsSaysSoThenLoadsTheFilter() throws {
    let milk = try seed("Buy milk")
    interactor.setFilter("milk")
    interactor.update(milk.id, with: TodoForm(title: "Buy bread"), over: TodoForm(milk))
    let renamed = try #require(try store.item(id: milk.id))
    #expect(
      Array(output.events.suffix(2)) == [
        .updated(renamed, hiddenByFilter: true), .filtered([], query: "milk", total: 1),
      ])
  }

  @Test func aTodoAddedOnAnotherScreenIsShownAsAnAddHere() throws {
    try seed("Buy milk")
    interactor.setFilter("milk")
    let elsewhere = try seed("Call mum")
    interactor.reveal(elsewhere)
    #expect(output.events.suffix(2).first == .added(elsewhere, clearingFilter: true))
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

  // MARK: - E and +/-

  @Test func notesAreSavedAndTheFilterToldOfThem() throws {
    let item = try seed("Buy milk")
    interactor.saveNotes("semi-skimmed", of: item)
    var saved = item
    saved.content = "semi-skimmed"
    saved.updated = Fixture.start
    #expect(
      output.events == [
        .notesSaved(saved, hiddenByFilter: false), .fetched([TodoListEntry(saved)]),
      ])
    interactor.setFilter("milk")
    interactor.saveNotes("two litres", of: saved)
    #expect(output.events.contains { if case .notesSaved(_, false) = $0 { true } else { false } })
    interactor.setFilter("skimmed")
    interactor.saveNotes("oat", of: saved)
    #expect(output.events.contains { if case .notesSaved(_, true) = $0 { true } else { false } })
  }

  @Test func notesOfATodoDeletedElsewhereAreHandedBack() throws {
    let item = try seed("Buy milk")
    try store.delete(id: item.id)
    interactor.saveNotes("not lost", of: item)
    #expect(output.events == [.notesKept("not lost", of: item), .fetched([])])
  }

  @Test func aPriorityStepReportsThePriorityBefore() throws {
    let item = try seed("Pay rent")
    interactor.stepPriority(.raise, of: item.id)
    interactor.stepPriority(.lower, of: item.id)
    interactor.stepPriority(.lower, of: item.id)
    var raised = item
    raised.priority = .low
    raised.updated = Fixture.start
    var lowered = item
    lowered.updated = Fixture.start + 60
    let loaded = MockTodoListInteractorOutput.Event.fetched([TodoListEntry(item)])
    #expect(
      output.events == [
        .priorityStepped(raised, from: .none, .raise), loaded,
        .priorityStepped(lowered, from: .low, .lower), loaded,
        .priorityStepped(lowered, from: .none, .lower), loaded,
      ])
    interactor.stepPriority(.raise, of: 42)
    #expect(Array(output.events.suffix(2)) == [.deletedElsewhere(42), loaded])
  }
}
