import Foundation
import Testing

@testable import TodoKit

/// Undo and redo through the shared rules: every kind of change, chains, and the refusal
/// to overwrite what another instance changed.
@Suite struct ChangeHistoryTests {
  let store = InMemoryTodoStore()
  let history = ChangeHistory()
  let commands: TodoCommands

  init() {
    commands = TodoCommands(store: store, clock: Fixture.clock(), history: history)
  }

  @Test func undoAndRedoAnAdd() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    #expect(try commands.apply(.undo) == .added(item))
    #expect(try store.allItems().isEmpty)
    #expect(try commands.apply(.redo) == .added(item))
    #expect(try store.allItems() == [item])
  }

  @Test func undoAndRedoAnEditRestoresEveryField() throws {
    let item = try commands.add(TodoDraft(title: "One", content: "a"))
    let edited = try commands.update(item.id, with: TodoDraft(title: "Uno", content: "b"))
    #expect(try commands.apply(.undo) == .edited(before: item, after: edited))
    #expect(try store.item(id: item.id) == item)
    _ = try commands.apply(.redo)
    #expect(try store.item(id: item.id) == edited)
  }

  @Test func undoAndRedoAToggle() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    let done = try commands.toggleDone(item.id)
    _ = try commands.apply(.undo)
    #expect(try store.item(id: item.id) == item)
    _ = try commands.apply(.redo)
    #expect(try store.item(id: item.id) == done)
  }

  @Test func undoADeleteBringsTheItemBackWithItsID() throws {
    let first = try commands.add(TodoDraft(title: "One"))
    let second = try commands.add(TodoDraft(title: "Two"))
    _ = try commands.delete(first.id)
    _ = try commands.apply(.undo)
    #expect(try store.allItems() == [first, second])
    _ = try commands.apply(.redo)
    #expect(try store.allItems() == [second])
  }

  @Test func aChainUndoesNewestFirstAndRedoesInOrder() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    _ = try commands.toggleDone(item.id)
    _ = try commands.update(item.id, with: TodoDraft(title: "Uno"))
    let verbs = try (0..<3).map { _ in try #require(try commands.apply(.undo)).verb }
    #expect(verbs == ["edit", "mark done", "add"])
    #expect(try commands.apply(.undo) == nil)
    #expect(try store.allItems().isEmpty)
    let redone = try (0..<3).map { _ in try #require(try commands.apply(.redo)).verb }
    #expect(redone == ["add", "mark done", "edit"])
    #expect(try commands.apply(.redo) == nil)
    #expect(try store.item(id: item.id)?.title == "Uno")
    #expect(try store.item(id: item.id)?.done == true)
  }

  @Test func aNewChangeClearsRedo() throws {
    _ = try commands.add(TodoDraft(title: "One"))
    _ = try commands.apply(.undo)
    _ = try commands.add(TodoDraft(title: "Two"))
    #expect(try commands.apply(.redo) == nil)
    #expect(try store.allItems().map(\.title) == ["Two"])
  }

  @Test func anUnchangedEditIsNotRecorded() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    _ = try commands.update(item.id, with: TodoDraft(title: "One"))
    #expect(history.undoable == [.added(item)])
  }

  @Test func undoRefusesWhenAnotherInstanceChangedTheItem() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    _ = try commands.update(item.id, with: TodoDraft(title: "Mine"))
    var theirs = try #require(try store.item(id: item.id))
    theirs.title = "Theirs"
    try store.update(theirs)
    #expect(throws: HistoryError.self) { try commands.apply(.undo) }
    #expect(try store.item(id: item.id) == theirs)
    // The refused change is dropped; the add beneath it is refused too (the item differs).
    #expect(throws: HistoryError.self) { try commands.apply(.undo) }
    #expect(try store.item(id: item.id) == theirs)
  }

  @Test func undoOfADeleteRefusesWhenTheIDIsTakenAgain() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    _ = try commands.delete(item.id)
    try store.restore(
      TodoItem(id: item.id, title: "Someone else's", created: Fixture.start, updated: Fixture.start)
    )
    let error = try #require(throws: HistoryError.self) { try commands.apply(.undo) }
    #expect(error.description == "Cannot undo delete: \"One\" changed elsewhere")
  }

  @Test func historyKeepsTheNewestChangesOnly() throws {
    for index in 0..<(ChangeHistory.limit + 5) {
      history.record(.deleted(Fixture.item(TodoID(index + 1), "x")))
    }
    #expect(history.undoable.count == ChangeHistory.limit)
    #expect(history.undoable.first?.item.id == 6)
  }

  @Test func listInteractorReportsTheStepThenReloads() throws {
    let interactor = TodoListInteractor(commands: commands)
    let output = MockTodoListInteractorOutput()
    interactor.output = output
    interactor.apply(.undo)
    #expect(output.events == [.nothing(.undo)])
    let item = try commands.add(TodoDraft(title: "One"))
    interactor.apply(.undo)
    #expect(output.events.suffix(2) == [.applied(.undo, .added(item)), .fetched([])])
  }

  @Test func detailInteractorReloadsItsItemOrReportsItGone() throws {
    let item = try commands.add(TodoDraft(title: "One"))
    let toggled = try commands.toggleDone(item.id)
    let interactor = TodoDetailInteractor(id: item.id, commands: commands)
    let output = MockTodoDetailInteractorOutput()
    interactor.output = output
    interactor.apply(.undo)
    #expect(
      output.events == [.applied(.undo, .toggled(before: item, after: toggled)), .fetched(item)])
    interactor.apply(.undo)
    #expect(output.events.suffix(2) == [.applied(.undo, .added(item)), .lost])
  }

  @Test func listPresenterSaysWhatWasUndoneAndSelectsIt() throws {
    let view = MockTodoListView()
    let interactor = MockTodoListInteractor()
    let presenter = TodoListPresenter(interactor: interactor, router: MockTodoListRouter())
    presenter.view = view
    presenter.viewDidLayout(TodoListLayout(width: 60, visibleRows: 5, titleWidth: 54))
    presenter.didFetch(Fixture.entries(Fixture.items("One", "Two", "Three")))
    presenter.apply(.undo)
    #expect(interactor.calls == [.apply(.undo)])
    presenter.didApply(.undo, .deleted(Fixture.item(2, "Two")))
    presenter.didFetch(Fixture.entries(Fixture.items("One", "Two", "Three")))
    let model = try #require(view.last)
    #expect(model.selectedRow == 1)
    #expect(model.footer == StatusLine("Undone: delete \"Two\""))
    presenter.didFindNothing(to: .redo)
    #expect(view.last?.footer == StatusLine("Nothing to redo"))
  }

  @Test func detailPresenterTellsTheListAboutAStep() {
    let delegate = MockTodoDetailModuleDelegate()
    let interactor = MockTodoDetailInteractor()
    let presenter = TodoDetailPresenter(
      interactor: interactor, router: MockTodoDetailRouter(), timeZone: Fixture.utc)
    presenter.moduleDelegate = delegate
    presenter.apply(.redo)
    #expect(interactor.calls == [.apply(.redo)])
    let change = TodoChange.added(Fixture.item(1, "One"))
    presenter.didApply(.redo, change)
    #expect(delegate.events == [.applied(.redo, change)])
  }

  @Test func listReloadsWhenTheDetailScreenStepped() {
    let interactor = MockTodoListInteractor()
    let presenter = TodoListPresenter(interactor: interactor, router: MockTodoListRouter())
    presenter.todoDetail(didApply: .undo, .added(Fixture.item(1, "One")))
    #expect(interactor.calls == [.fetchItems])
  }
}
