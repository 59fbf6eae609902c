import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

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
    #expect(
      error.description == "Cannot undo delete: \"One\" changed elsewhere · dropped from undo")
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
    let presenter = TodoListPresenter(
      interactor: interactor, router: MockTodoListRouter(), keys: .defaults)
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
      interactor: interactor, router: MockTodoDetailRouter(), timeZone: Fixture.utc, keys: .defaults
    )
    presenter.moduleDelegate = delegate
    presenter.apply(.redo)
    #expect(interactor.calls == [.apply(.redo)])
    let change = TodoChange.added(Fixture.item(1, "One"))
    presenter.didApply(.redo, change)
    #expect(delegate.events == [.applied(.redo, change)])
  }

  @Test func listReloadsWhenTheDetailScreenStepped() {
    let interactor = MockTodoListInteractor()
    let presenter = TodoListPresenter(
      interactor: interactor, router: MockTodoListRouter(), keys: .defaults)
    presenter.todoDetail(didApply: .undo, .added(Fixture.item(1, "One")))
    #expect(interactor.calls == [.fetchItems])
  }
}

/// Undo and redo on the real SQLite store, stamped by a clock with sub-second times (the
/// whole-minute replay clock hid that a `Date` does not survive the store bit for bit), and
/// against a second connection standing in for another instance.
@Suite final class ChangeHistorySQLiteTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("todo-undo-\(UUID().uuidString)")
  let store: SQLiteTodoStore
  let commands: TodoCommands

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
    commands = TodoCommands(
      store: store,
      clock: SteppingClock(start: Date(timeIntervalSince1970: 1_767_603_600.25), step: 0.137))
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Another instance on the same file.
  private func otherInstance() throws -> SQLiteTodoStore {
    try SQLiteTodoStore(path: store.path)
  }

  @Test func twentyTogglesAndUndosAreNeverRefused() throws {
    let item = try commands.add(TodoDraft(title: "solo"))
    for round in 1...20 {
      _ = try commands.toggleDone(item.id)
      let undone = try commands.apply(.undo)
      #expect(undone?.verb == "mark done", "round \(round)")
      #expect(try store.item(id: item.id) == item, "round \(round)")
    }
  }

  @Test func twentyEditsAndUndosGiveTheOldTitleBack() throws {
    let item = try commands.add(TodoDraft(title: "solo"))
    for round in 1...20 {
      let edited = try commands.update(item.id, with: TodoDraft(title: "edit \(round)"))
      let undone = try commands.apply(.undo)
      #expect(undone?.verb == "edit", "round \(round)")
      #expect(try store.item(id: item.id) == item, "round \(round)")
      _ = try commands.apply(.redo)
      #expect(try store.item(id: item.id) == edited, "round \(round)")
      _ = try commands.apply(.undo)
    }
  }

  @Test func aChainOfEveryKindUndoesAndRedoesToTheEnd() throws {
    let first = try commands.add(TodoDraft(title: "one", content: "a"))
    let second = try commands.add(TodoDraft(title: "two"))
    _ = try commands.toggleDone(first.id)
    let edited = try commands.update(first.id, with: TodoDraft(title: "uno", content: "b"))
    _ = try commands.delete(second.id)
    for _ in 0..<5 { #expect(try commands.apply(.undo) != nil) }
    #expect(try store.allItems().isEmpty)
    for _ in 0..<5 { #expect(try commands.apply(.redo) != nil) }
    #expect(try store.allItems() == [edited])
  }

  @Test func whatAChangeRecordsIsWhatTheStoreHolds() throws {
    let added = try commands.add(TodoDraft(title: "one"))
    #expect(try store.item(id: added.id) == added)
    let toggled = try commands.toggleDone(added.id)
    #expect(try store.item(id: added.id) == toggled)
    let edited = try commands.update(added.id, with: TodoDraft(title: "uno"))
    #expect(try store.item(id: added.id) == edited)
    _ = try commands.delete(added.id)
    _ = try commands.apply(.undo)
    #expect(try store.item(id: added.id) == edited)
  }

  @Test func undoOfAnEditKeepsAnotherInstancesChangeToAnotherField() throws {
    let item = try commands.add(TodoDraft(title: "title", content: "body"))
    _ = try commands.update(item.id, with: TodoDraft(title: "mine", content: "body"))
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.content = "their body"
    changed.done = true
    changed.updated += 5
    try theirs.update(changed)
    #expect(try commands.apply(.undo)?.verb == "edit")
    let now = try #require(try store.item(id: item.id))
    #expect(now.title == "title")
    #expect(now.content == "their body")
    #expect(now.done)
    // Not put back to the time before the edit: over their change, the undo is a change of now.
    #expect(now.updated != item.updated)
    #expect(now.updated != changed.updated)
  }

  @Test func undoOfAToggleKeepsAnotherInstancesEdit() throws {
    let item = try commands.add(TodoDraft(title: "title"))
    _ = try commands.toggleDone(item.id)
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.title = "their title"
    try theirs.update(changed)
    #expect(try commands.apply(.undo)?.verb == "mark done")
    let now = try #require(try store.item(id: item.id))
    #expect(now.title == "their title")
    #expect(!now.done)
  }

  @Test func undoRefusesWhenAnotherInstanceChangedTheSameField() throws {
    let item = try commands.add(TodoDraft(title: "title"))
    _ = try commands.update(item.id, with: TodoDraft(title: "mine"))
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.title = "theirs"
    try theirs.update(changed)
    let error = try #require(throws: HistoryError.self) { try commands.apply(.undo) }
    #expect(
      error.description == "Cannot undo edit: \"mine\" changed elsewhere · dropped from undo")
    #expect(try store.item(id: item.id)?.title == "theirs")
    // Dropped, as the message says: the next undo is the add beneath it.
    #expect(throws: HistoryError.changedElsewhere(.undo, .added(item))) {
      try commands.apply(.undo)
    }
  }
}
