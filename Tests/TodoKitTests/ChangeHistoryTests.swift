import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Undo and redo through the shared rules: every kind of change, chains, and the refusal
/// to overwrite what another instance changed.
@Suite struct ChangeHistoryTests {
  let store: SQLiteTodoStore
  let history = ChangeHistory()
  let useCases: TodoUseCases

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    useCases = TodoUseCases(store: store, clock: Fixture.clock(), history: history)
  }

  @Test func undoAndRedoAnAdd() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    #expect(try useCases.apply(.undo) == .added(item))
    #expect(try store.allItems().isEmpty)
    #expect(try useCases.apply(.redo) == .added(item))
    #expect(try store.allItems() == [item])
  }

  @Test func undoAndRedoAnEditRestoresEveryField() throws {
    let item = try useCases.add(TodoForm(title: "One", content: "a"))
    let edited = try useCases.update(item.id, with: TodoForm(title: "Uno", content: "b"))
    #expect(try useCases.apply(.undo) == .edited(before: item, after: edited))
    #expect(try store.item(id: item.id) == item)
    _ = try useCases.apply(.redo)
    #expect(try store.item(id: item.id) == edited)
  }

  @Test(
    "undo and redo give back each field: due date, priority, tags",
    arguments: [
      TodoForm(title: "One", due: "2026-02-01"), TodoForm(title: "One", due: "fri 9:00"),
      TodoForm(title: "One", priority: "H"), TodoForm(title: "One", tags: "home @phone"),
    ])
  func undoAndRedoEachNewField(form: TodoForm) throws {
    let item = try useCases.add(
      TodoForm(title: "One", due: "2026-01-20", priority: "L", tags: "old"))
    let opened = TodoForm(item)
    var typed = opened
    typed.due = form.due.isEmpty ? opened.due : form.due
    typed.priority = form.priority.isEmpty ? opened.priority : form.priority
    typed.tags = form.tags.isEmpty ? opened.tags : form.tags
    let edited = try useCases.update(item.id, with: typed, over: opened)
    #expect(edited.fields != item.fields)
    #expect(try useCases.apply(.undo) == .edited(before: item, after: edited))
    #expect(try store.item(id: item.id) == item)
    _ = try useCases.apply(.redo)
    #expect(try store.item(id: item.id) == edited)
  }

  @Test func undoOfAPriorityStepPutsTheOldPriorityBack() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.raisePriority(item.id)
    _ = try useCases.raisePriority(item.id)
    #expect(try store.item(id: item.id)?.priority == .medium)
    _ = try useCases.apply(.undo)
    #expect(try store.item(id: item.id)?.priority == .low)
    _ = try useCases.apply(.undo)
    #expect(try store.item(id: item.id) == item)
  }

  @Test func undoAndRedoAToggle() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    let done = try useCases.toggleDone(item.id).item
    _ = try useCases.apply(.undo)
    #expect(try store.item(id: item.id) == item)
    _ = try useCases.apply(.redo)
    #expect(try store.item(id: item.id) == done)
  }

  @Test func undoADeleteBringsTheItemBackWithItsID() throws {
    let first = try useCases.add(TodoForm(title: "One"))
    let second = try useCases.add(TodoForm(title: "Two"))
    _ = try useCases.delete(first.id)
    _ = try useCases.apply(.undo)
    #expect(try store.allItems() == [first, second])
    _ = try useCases.apply(.redo)
    #expect(try store.allItems() == [second])
  }

  @Test func aChainUndoesNewestFirstAndRedoesInOrder() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.toggleDone(item.id)
    _ = try useCases.update(item.id, with: TodoForm(title: "Uno"))
    let verbs = try (0..<3).map { _ in try #require(try useCases.apply(.undo)).verb }
    #expect(verbs == ["edit", "mark done", "add"])
    #expect(try useCases.apply(.undo) == nil)
    #expect(try store.allItems().isEmpty)
    let redone = try (0..<3).map { _ in try #require(try useCases.apply(.redo)).verb }
    #expect(redone == ["add", "mark done", "edit"])
    #expect(try useCases.apply(.redo) == nil)
    #expect(try store.item(id: item.id)?.title == "Uno")
    #expect(try store.item(id: item.id)?.done == true)
  }

  @Test func aNewChangeClearsRedo() throws {
    _ = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.apply(.undo)
    _ = try useCases.add(TodoForm(title: "Two"))
    #expect(try useCases.apply(.redo) == nil)
    #expect(try store.allItems().map(\.title) == ["Two"])
  }

  @Test func anUnchangedEditIsNotRecorded() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.update(item.id, with: TodoForm(title: "One"))
    #expect(history.undoable == [.added(item)])
  }

  @Test func undoRefusesWhenAnotherInstanceChangedTheItem() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.update(item.id, with: TodoForm(title: "Mine"))
    var theirs = try #require(try store.item(id: item.id))
    theirs.title = "Theirs"
    try store.update(theirs)
    #expect(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(try store.item(id: item.id) == theirs)
    // The refused change is dropped; the add beneath it is refused too (the item differs).
    #expect(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(try store.item(id: item.id) == theirs)
  }

  @Test func undoOfADeleteRefusesWhenTheIDIsTakenAgain() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.delete(item.id)
    try store.restore(
      TodoItem(id: item.id, title: "Someone else's", created: Fixture.start, updated: Fixture.start)
    )
    let error = try #require(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(
      error.description == "Cannot undo delete: \"One\" changed elsewhere · dropped from undo")
  }

  /// Three todos renamed by one use case: one change, undone and redone in one step.
  private func renameThree() throws -> (before: [TodoItem], after: [TodoItem]) {
    let before = try ["One", "Two", "Three"].map { try useCases.add(TodoForm(title: $0)) }
    let after = try useCases.update(
      before.map { ($0.id, TodoPatch([.title], from: TodoFields(title: $0.title + "!"))) })
    return (before, after)
  }

  @Test func oneUndoStepRestoresSeveralTodos() throws {
    let (before, after) = try renameThree()
    #expect(history.undoable.count == 4)
    let change = try #require(history.undoable.last)
    #expect(change.items.map(\.touched) == Array(repeating: [.title], count: 3))
    // Another instance changes a field the change did not touch: it survives the undo.
    var theirs = after[1]
    theirs.content = "their notes"
    try store.update(theirs)
    #expect(try useCases.apply(.undo) == change)
    #expect(try store.allItems().map(\.title) == ["One", "Two", "Three"])
    #expect(try store.item(id: before[1].id)?.content == "their notes")
    #expect(try store.item(id: before[0].id) == before[0])
    #expect(try useCases.apply(.redo) == change)
    #expect(try store.allItems().map(\.title) == ["One!", "Two!", "Three!"])
    #expect(try store.item(id: before[2].id) == after[2])
  }

  @Test func aSeveralTodoUndoIsAllOrNothing() throws {
    let (_, after) = try renameThree()
    // Another instance renames the last one: the undo would overwrite it, so none is undone.
    var theirs = after[2]
    theirs.title = "Theirs"
    try store.update(theirs)
    #expect(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(try store.allItems().map(\.title) == ["One!", "Two!", "Theirs"])
    // The refused change is dropped; the adds beneath it are still there to undo.
    #expect(history.undoable.count == 3)
  }

  @Test func anImportIsOneChangeUndoneAndRedoneInOneStep() throws {
    _ = try useCases.add(TodoForm(title: "Mine"))
    let count = try useCases.add(imported: [
      ImportedTodo(TodoFields(title: "a")),
      ImportedTodo(TodoFields(title: "b", done: true), created: Fixture.start - 86_400),
      ImportedTodo(TodoFields(title: "c", content: "notes")),
    ])
    #expect(count == 3)
    let imported = Array(try store.allItems().dropFirst())
    #expect(try useCases.apply(.undo)?.verb == "import")
    #expect(try store.allItems().map(\.title) == ["Mine"])
    #expect(try useCases.apply(.redo)?.items.count == 3)
    #expect(Array(try store.allItems().dropFirst()) == imported)
  }

  @Test func anEmptyImportRecordsNothing() throws {
    #expect(try useCases.add(imported: []) == 0)
    #expect(history.undoable.isEmpty)
  }

  @Test func historyKeepsTheNewestChangesOnly() throws {
    for index in 0..<(ChangeHistory.limit + 5) {
      history.record(.deleted(Fixture.item(TodoID(index + 1), "x")))
    }
    #expect(history.undoable.count == ChangeHistory.limit)
    #expect(history.undoable.first?.item.id == 6)
  }

  @Test func aHistoryKeepingNothingMakesNoRecordAndUndoesNothing() throws {
    let none = ChangeHistory(keeping: 0)
    let cases = TodoUseCases(store: store, clock: Fixture.clock(), history: none)
    #expect(try cases.add(imported: [ImportedTodo(TodoFields(title: "a"))]) == 1)
    var made = false
    none.record(
      {
        made = true
        return .deleted(Fixture.item(1, "x"))
      }())
    #expect(!made)
    #expect(none.undoable.isEmpty)
    #expect(try cases.apply(.undo) == nil)
    #expect(try store.allItems().map(\.title) == ["a"])
  }

  @Test func listInteractorReportsTheStepAndLeavesTheLoadToThePresenter() throws {
    let interactor = TodoListInteractor(useCases: useCases)
    let output = MockTodoListInteractorOutput()
    interactor.output = output
    interactor.apply(.undo)
    #expect(output.events == [.nothing(.undo)])
    let item = try useCases.add(TodoForm(title: "One"))
    interactor.apply(.undo)
    // The undone add left no todo to hand over.
    #expect(output.events.suffix(2) == [.applied(.undo, .added(item)), .rows([])])
  }

  @Test func listInteractorHandsOverTheTodosAStepLeftSoTheyAreNotReadAgain() throws {
    let interactor = TodoListInteractor(useCases: useCases)
    let output = MockTodoListInteractorOutput()
    interactor.output = output
    let item = try useCases.add(TodoForm(title: "One"))
    let toggled = try useCases.toggleDone(item.id).item
    interactor.apply(.undo)
    #expect(
      output.events == [.applied(.undo, .toggled(before: item, after: toggled)), .rows([item])])
    interactor.apply(.redo)
    #expect(output.events.last == .rows([toggled]))
  }

  @Test func detailInteractorReloadsItsItemOrReportsItGone() throws {
    let item = try useCases.add(TodoForm(title: "One"))
    let toggled = try useCases.toggleDone(item.id).item
    let interactor = TodoDetailInteractor(id: item.id, useCases: useCases)
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
      interactor: interactor, router: MockTodoListRouter(), keys: .defaults,
      dueText: { Fixture.dueText })
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
      interactor: interactor, router: MockTodoDetailRouter(), timeZone: Fixture.utc,
      keys: .defaults,
      dueText: { Fixture.dueText })
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
      interactor: interactor, router: MockTodoListRouter(), keys: .defaults,
      dueText: { Fixture.dueText })
    presenter.todoDetail(didApply: .undo, .added(Fixture.item(1, "One")))
    #expect(interactor.calls == [.load])
  }
}

/// Undo and redo on the real SQLite store, stamped by a clock with sub-second times (the
/// whole-minute replay clock hid that a `Date` does not survive the store bit for bit), and
/// against a second connection standing in for another instance.
@Suite final class ChangeHistorySQLiteTests {
  let folder = ScratchFolder("todo-undo")
  let store: SQLiteTodoStore
  let useCases: TodoUseCases

  init() throws {
    try folder.make()
    store = try SQLiteTodoStore(path: folder.path("todo.sqlite"))
    useCases = TodoUseCases(
      store: store,
      clock: SteppingClock(start: Date(timeIntervalSince1970: 1_767_603_600.25), step: 0.137))
  }

  /// Another instance on the same file.
  private func otherInstance() throws -> SQLiteTodoStore {
    try SQLiteTodoStore(path: store.path)
  }

  @Test func twentyTogglesAndUndosAreNeverRefused() throws {
    let item = try useCases.add(TodoForm(title: "solo"))
    for round in 1...20 {
      _ = try useCases.toggleDone(item.id)
      let undone = try useCases.apply(.undo)
      #expect(undone?.verb == "mark done", "round \(round)")
      #expect(try store.item(id: item.id) == item, "round \(round)")
    }
  }

  @Test func twentyEditsAndUndosGiveTheOldTitleBack() throws {
    let item = try useCases.add(TodoForm(title: "solo"))
    for round in 1...20 {
      let edited = try useCases.update(item.id, with: TodoForm(title: "edit \(round)"))
      let undone = try useCases.apply(.undo)
      #expect(undone?.verb == "edit", "round \(round)")
      #expect(try store.item(id: item.id) == item, "round \(round)")
      _ = try useCases.apply(.redo)
      #expect(try store.item(id: item.id) == edited, "round \(round)")
      _ = try useCases.apply(.undo)
    }
  }

  @Test func aChainOfEveryKindUndoesAndRedoesToTheEnd() throws {
    let first = try useCases.add(TodoForm(title: "one", content: "a"))
    let second = try useCases.add(TodoForm(title: "two"))
    _ = try useCases.toggleDone(first.id)
    let edited = try useCases.update(first.id, with: TodoForm(title: "uno", content: "b"))
    _ = try useCases.delete(second.id)
    for _ in 0..<5 { #expect(try useCases.apply(.undo) != nil) }
    #expect(try store.allItems().isEmpty)
    for _ in 0..<5 { #expect(try useCases.apply(.redo) != nil) }
    #expect(try store.allItems() == [edited])
  }

  @Test func whatAChangeRecordsIsWhatTheStoreHolds() throws {
    let added = try useCases.add(TodoForm(title: "one"))
    #expect(try store.item(id: added.id) == added)
    let toggled = try useCases.toggleDone(added.id).item
    #expect(try store.item(id: added.id) == toggled)
    let edited = try useCases.update(added.id, with: TodoForm(title: "uno"))
    #expect(try store.item(id: added.id) == edited)
    _ = try useCases.delete(added.id)
    _ = try useCases.apply(.undo)
    #expect(try store.item(id: added.id) == edited)
  }

  @Test func undoOfAnEditKeepsAnotherInstancesChangeToAnotherField() throws {
    let item = try useCases.add(TodoForm(title: "title", content: "body"))
    _ = try useCases.update(item.id, with: TodoForm(title: "mine", content: "body"))
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.content = "their body"
    changed.done = true
    changed.updated += 5
    try theirs.update(changed)
    #expect(try useCases.apply(.undo)?.verb == "edit")
    let now = try #require(try store.item(id: item.id))
    #expect(now.title == "title")
    #expect(now.content == "their body")
    #expect(now.done)
    // Not put back to the time before the edit: over their change, the undo is a change of now.
    #expect(now.updated != item.updated)
    #expect(now.updated != changed.updated)
  }

  @Test func undoOfAToggleKeepsAnotherInstancesEdit() throws {
    let item = try useCases.add(TodoForm(title: "title"))
    _ = try useCases.toggleDone(item.id)
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.title = "their title"
    try theirs.update(changed)
    #expect(try useCases.apply(.undo)?.verb == "mark done")
    let now = try #require(try store.item(id: item.id))
    #expect(now.title == "their title")
    #expect(!now.done)
  }

  @Test func undoRefusesWhenAnotherInstanceChangedTheSameField() throws {
    let item = try useCases.add(TodoForm(title: "title"))
    _ = try useCases.update(item.id, with: TodoForm(title: "mine"))
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.title = "theirs"
    try theirs.update(changed)
    let error = try #require(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(
      error.description == "Cannot undo edit: \"mine\" changed elsewhere · dropped from undo")
    #expect(try store.item(id: item.id)?.title == "theirs")
    // Dropped, as the message says: the next undo is the add beneath it.
    #expect(throws: HistoryError.changedElsewhere(.undo, .added(item), culprit: item)) {
      try useCases.apply(.undo)
    }
  }

  @Test func undoOfATagEditKeepsAnotherInstancesDueDateAndRefusesOverTheirTags() throws {
    let item = try useCases.add(TodoForm(title: "title", tags: "a"))
    _ = try useCases.update(item.id, setting: [], from: TodoForm(), addingTags: ["b"])
    let theirs = try otherInstance()
    var changed = try #require(try theirs.item(id: item.id))
    changed.due = DueDate(iso: "2026-05-01")
    try theirs.update(changed)
    #expect(try useCases.apply(.undo)?.verb == "edit")
    let now = try #require(try store.item(id: item.id))
    #expect(now.tags == ["a"])
    #expect(now.due == DueDate(iso: "2026-05-01"))

    _ = try useCases.apply(.redo)
    changed = try #require(try theirs.item(id: item.id))
    changed.tags = ["a", "b", "c"]
    try theirs.update(changed)
    #expect(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(try store.item(id: item.id)?.tags == ["a", "b", "c"])
  }
}
