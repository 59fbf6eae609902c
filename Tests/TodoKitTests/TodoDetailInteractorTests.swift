import Foundation
import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The detail interactor for one item on the in-memory store, reporting to a mock output.
@Suite struct TodoDetailInteractorTests {
  let store: SQLiteTodoStore
  let output = MockTodoDetailInteractorOutput()
  let item = TodoItem(
    id: 3, title: "Call mum", content: "Sunday", created: Fixture.start - 86_400,
    updated: Fixture.start - 3600)

  init() throws {
    store = try SQLiteTodoStore.seeded([item, Fixture.item(5, "Other")])
  }

  private func interactor(for id: TodoID) -> TodoDetailInteractor {
    let interactor = TodoDetailInteractor(
      id: id, useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    interactor.output = output
    return interactor
  }

  @Test func fetchReportsTheItem() {
    interactor(for: 3).load()
    #expect(output.events == [.fetched(item)])
  }

  @Test func fetchOfMissingItemReportsItDeletedElsewhere() {
    interactor(for: 4).load()
    #expect(output.events == [.deletedElsewhere(4)])
  }

  @Test func fetchFailureIsReported() {
    let interactor = TodoDetailInteractor(
      id: 1, useCases: TodoUseCases(store: FailingTodoStore(), clock: Fixture.clock()))
    interactor.output = output
    interactor.load()
    #expect(output.events == [.failed("disk on fire")])
  }

  @Test func theActionsReportToTheDetailScreensOutput() throws {
    interactor(for: 3).actions.toggleDone(3, withSubtasks: false)
    let (done, _) = Fixture.toggledTwice(item)
    #expect(output.events == [.acted(.toggled(ToggleOutcome(done)))])
  }

  @Test func anEditOfATodoDeletedElsewhereIsAddedAnewAndShownFromThenOn() throws {
    let interactor = interactor(for: 9)
    interactor.actions.update(9, with: TodoForm(title: "x", content: "kept"), over: TodoForm())
    let added = try #require(try store.allItems().last)
    #expect(added.title == "x" && added.content == "kept")
    #expect(output.events == [.acted(.added(added, clearingFilter: false))])
    interactor.load()
    #expect(output.events.last == .fetched(added))
  }

  @Test func addingAnewShowsTheNewItemFromThenOn() throws {
    let interactor = interactor(for: 3)
    try store.delete(id: 3)
    interactor.actions.add(TodoForm(title: "  Again "), under: nil)
    let added = try #require(try store.allItems().last)
    #expect(added.title == "Again")
    #expect(output.events == [.acted(.added(added, clearingFilter: false))])
    interactor.load()
    #expect(output.events.last == .fetched(added))
  }

  @Test func anUndoOfTheItemsAddLosesIt() throws {
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let item = try useCases.add(TodoForm(title: "Mine"))
    let interactor = TodoDetailInteractor(id: item.id, useCases: useCases)
    interactor.output = output
    interactor.apply(.undo)
    #expect(output.events == [.applied(.undo, .added(item)), .lost])
  }

  @Test func anUndoOfAnotherItemWhileThisOneIsDeletedElsewhereSaysDeleted() throws {
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let other = try useCases.add(TodoForm(title: "Other"))
    let interactor = TodoDetailInteractor(id: 3, useCases: useCases)
    interactor.output = output
    try store.delete(id: 3)
    interactor.apply(.undo)
    #expect(output.events == [.applied(.undo, .added(other)), .deletedElsewhere(3)])
  }
}
