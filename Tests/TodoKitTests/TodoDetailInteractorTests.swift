import Foundation
import Testing
import TodoCore
import TodoStorage
import TodoTerminal
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

  @Test func updateChangesOnlyThisItem() throws {
    interactor(for: 3).update(
      with: TodoForm(title: " Call dad ", content: "Monday"), over: TodoForm())
    var expected = item
    expected.title = "Call dad"
    expected.content = "Monday"
    expected.updated = Fixture.start
    #expect(output.events == [.updated(expected)])
    #expect(try store.item(id: 3) == expected)
    #expect(try store.item(id: 5) == Fixture.item(5, "Other"))
  }

  @Test(
    "a blank title is rejected and nothing changes",
    arguments: ["", "  ", "\n"])
  func blankTitleIsRejected(title: String) throws {
    interactor(for: 3).update(with: TodoForm(title: title, content: "changed"), over: TodoForm())
    #expect(output.events == [.rejected(.emptyTitle)])
    #expect(try store.item(id: 3) == item)
  }

  @Test func toggleFlipsDoneKeepsCreated() throws {
    let interactor = interactor(for: 3)
    interactor.toggleDone()
    interactor.toggleDone()
    let (done, open) = Fixture.toggledTwice(item)
    #expect(output.events == [.toggled(done), .toggled(open)])
    #expect(try store.item(id: 3)?.created == item.created)
  }

  @Test func deleteRemovesTheItem() throws {
    interactor(for: 3).delete()
    #expect(output.events == [.deleted(item)])
    #expect(try store.allItems().map(\.id) == [5])
  }

  @Test(
    "a missing id is reported as deleted elsewhere, not by its id",
    arguments: ["toggle", "delete"])
  func missingIDIsDeletedElsewhere(action: String) throws {
    let interactor = interactor(for: 9)
    switch action {
    case "toggle": interactor.toggleDone()
    default: interactor.delete()
    }
    #expect(output.events == [.deletedElsewhere(9)])
    #expect(try store.allItems().count == 2)
  }

  @Test func anEditOfATodoDeletedElsewhereAddsItsTextAnew() throws {
    let interactor = interactor(for: 9)
    interactor.update(with: TodoForm(title: "x", content: "kept"), over: TodoForm())
    let added = try #require(try store.allItems().last)
    #expect(added.title == "x" && added.content == "kept")
    let shown: [TodoID?] = output.events.map {
      guard case .added(let item) = $0 else { return nil }
      return item.id
    }
    #expect(shown == [added.id])
    #expect(try store.allItems().count == 3)
  }

  @Test func deletedElsewhereThenToggledSaysSo() throws {
    let interactor = interactor(for: 3)
    try store.delete(id: 3)
    interactor.toggleDone()
    #expect(output.events == [.deletedElsewhere(3)])
  }

  @Test func addingAnewShowsTheNewItemFromThenOn() throws {
    let interactor = interactor(for: 3)
    try store.delete(id: 3)
    interactor.add(TodoForm(title: "  Again "))
    let added = try #require(try store.allItems().last)
    #expect(added.title == "Again")
    #expect(output.events == [.added(added)])
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

  // MARK: - E and +/-

  @Test func notesAreSavedAndPriorityStepped() throws {
    let interactor = interactor(for: 3)
    interactor.saveNotes("Sunday, after lunch")
    interactor.stepPriority(.raise)
    var saved = item
    saved.content = "Sunday, after lunch"
    saved.updated = Fixture.start
    var raised = saved
    raised.priority = .low
    raised.updated = Fixture.start + 60
    #expect(
      output.events == [.notesSaved(saved), .priorityStepped(raised, from: .none, .raise)])
  }

  @Test func notesOfAnItemDeletedElsewhereAreHandedBack() throws {
    try store.delete(id: 3)
    interactor(for: 3).saveNotes("not lost")
    #expect(output.events == [.notesKept("not lost")])
  }
}
