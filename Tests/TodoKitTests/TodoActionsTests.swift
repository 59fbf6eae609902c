import Foundation
import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The actions on the todo in focus, the same for the list and the detail screen, on the
/// in-memory store and a stepping clock, reporting to a mock presenter. What the screen shows
/// (a filter cleared for a new todo, the detail screen following it) is its interactor's, in
/// `TodoListInteractorTests` and `TodoDetailInteractorTests`.
@Suite struct TodoActionsTests {
  let store: SQLiteTodoStore
  let output = MockTodoActionsOutput()
  let actions: TodoActions

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    actions = TodoActions(useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    actions.output = output
  }

  /// Adds `title` straight to the store an hour before the fixture's start.
  @discardableResult
  private func seed(_ title: String, content: String = "") throws -> TodoItem {
    try store.add(title: title, content: content, done: false, at: Fixture.start - 3600)
  }

  /// What came of the actions, their ends left out.
  private var outcomes: [MockTodoActionsOutput.Event] {
    output.events.filter { $0 != .ended }
  }

  @Test func addStoresTrimmedTitleStampedByClock() throws {
    actions.add(TodoForm(title: "  Buy milk \n", content: " two litres "))
    var expected = TodoItem(
      id: 1, title: "Buy milk", content: " two litres ", done: false,
      created: Fixture.start, updated: Fixture.start)
    expected.calendar = try #require(try store.allItems().first).calendar
    #expect(output.events == [.acted(.added(expected, clearingFilter: false)), .ended])
    #expect(try store.allItems() == [expected])
  }

  @Test(
    "an empty or blank title is rejected and nothing is stored",
    arguments: ["", " ", "\t\n  ", "\u{3000}"])
  func blankTitleIsRejected(title: String) throws {
    actions.add(TodoForm(title: title, content: "some content"))
    #expect(output.events == [.rejected(.emptyTitle), .ended])
    #expect(try store.allItems().isEmpty)
  }

  @Test func rejectionDoesNotReadTheClock() throws {
    actions.add(TodoForm(title: ""))
    actions.add(TodoForm(title: "Real"))
    #expect(try store.allItems().map(\.created) == [Fixture.start])
  }

  @Test func updateChangesOnlyThisTodoAndItsUpdatedTime() throws {
    let item = try seed("Old")
    let other = try seed("Other")
    actions.update(item.id, with: TodoForm(title: " New ", content: "body"), over: TodoForm())
    var expected = item
    expected.title = "New"
    expected.content = "body"
    expected.updated = Fixture.start
    expected.calendar = try #require(try store.item(id: item.id)).calendar
    #expect(outcomes == [.acted(.updated(expected, hiddenByFilter: false))])
    #expect(try store.item(id: item.id) == expected)
    #expect(try store.item(id: other.id) == other)
  }

  @Test func updateWithBlankTitleChangesNothing() throws {
    let item = try seed("Keep me")
    actions.update(item.id, with: TodoForm(title: "   ", content: "lost"), over: TodoForm())
    #expect(output.events == [.rejected(.emptyTitle), .ended])
    #expect(try store.item(id: item.id) == item)
  }

  @Test func anEditOfATodoDeletedElsewhereAddsItsTextAnew() throws {
    try seed("Present")
    actions.update(42, with: TodoForm(title: "x", content: "kept"), over: TodoForm())
    let added = try #require(try store.allItems().last)
    #expect(added.title == "x" && added.content == "kept")
    #expect(outcomes == [.acted(.added(added, clearingFilter: false))])
    #expect(try store.allItems().count == 2)
  }

  @Test func toggleFlipsDoneAndStampsUpdated() throws {
    let item = try seed("Task")
    actions.toggleDone(item.id)
    actions.toggleDone(item.id)
    let (done, open) = Fixture.toggledTwice(item)
    #expect(
      output.events == [
        .acted(.toggled(ToggleOutcome(done))), .ended, .acted(.toggled(ToggleOutcome(open))),
        .ended,
      ])
    #expect(try store.item(id: item.id) == open)
  }

  @Test func completingARepeatingTodoReportsTheNextOne() throws {
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let item = try useCases.add(TodoForm(title: "Water plants", due: "2026-01-05", recur: "+1w"))
    actions.toggleDone(item.id)
    let next = try #require(try store.item(id: item.id + 1))
    #expect(next.due == DueDate(iso: "2026-01-12"))
    let done = try #require(try store.item(id: item.id))
    #expect(outcomes == [.acted(.toggled(ToggleOutcome(done, next: next)))])
  }

  @Test func deleteRemovesAndReportsTheTodo() throws {
    let first = try seed("First")
    let second = try seed("Second")
    actions.delete(first.id)
    #expect(output.events == [.acted(.deleted(first)), .ended])
    #expect(try store.allItems() == [second])
  }

  @Test(
    "a missing id is reported as deleted elsewhere, not by its id",
    arguments: ["toggle", "delete", "raise"])
  func missingIDIsDeletedElsewhere(action: String) throws {
    try seed("Present")
    switch action {
    case "toggle": actions.toggleDone(42)
    case "delete": actions.delete(42)
    default: actions.stepPriority(.raise, of: 42)
    }
    #expect(output.events == [.deletedElsewhere(42), .ended])
    #expect(try store.allItems().count == 1)
  }

  // MARK: - E and +/-

  @Test func notesAreSaved() throws {
    let item = try seed("Buy milk", content: "old")
    actions.saveNotes("semi-skimmed", of: item)
    var saved = item
    saved.content = "semi-skimmed"
    saved.updated = Fixture.start
    #expect(output.events == [.acted(.notesSaved(saved, hiddenByFilter: false)), .ended])
  }

  @Test func notesOfATodoDeletedElsewhereAreHandedBack() throws {
    let item = try seed("Buy milk")
    try store.delete(id: item.id)
    actions.saveNotes("not lost", of: item)
    #expect(output.events == [.acted(.notesUnsaved(item, notes: "not lost")), .ended])
  }

  @Test func aPriorityStepReportsThePriorityBefore() throws {
    let item = try seed("Pay rent")
    actions.stepPriority(.raise, of: item.id)
    actions.stepPriority(.lower, of: item.id)
    actions.stepPriority(.lower, of: item.id)
    var raised = item
    raised.priority = .low
    raised.updated = Fixture.start
    var lowered = item
    lowered.updated = Fixture.start + 60
    #expect(
      outcomes == [
        .acted(.priorityStepped(raised, from: .none, .raise)),
        .acted(.priorityStepped(lowered, from: .low, .lower)),
        .acted(.priorityStepped(lowered, from: .none, .lower)),
      ])
  }

  @Test func failuresAreReportedAndStillEnd() {
    let actions = TodoActions(
      useCases: TodoUseCases(store: FailingTodoStore(), clock: Fixture.clock()))
    actions.output = output
    actions.toggleDone(1)
    #expect(output.events == [.failed("disk on fire"), .ended])
  }

  @Test func holdsOutputAndScopeWeakly() throws {
    weak var outputProbe: MockTodoActionsOutput?
    weak var scopeProbe: TodoListInteractor?
    do {
      let output = MockTodoActionsOutput()
      let scope = TodoListInteractor(useCases: TodoUseCases(store: store, clock: Fixture.clock()))
      actions.output = output
      actions.scope = scope
      outputProbe = output
      scopeProbe = scope
    }
    #expect(outputProbe == nil)
    #expect(scopeProbe == nil)
    actions.add(TodoForm(title: "Still fine"))
  }
}
