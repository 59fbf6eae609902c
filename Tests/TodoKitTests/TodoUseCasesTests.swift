import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The shared use cases: validation, clock stamps, one transaction per change.
@Suite struct TodoUseCasesTests {
  let store: SQLiteTodoStore
  let useCases: TodoUseCases

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    useCases = TodoUseCases(store: store, clock: Fixture.clock())
  }

  @Test func validateTrimsTitleKeepsContent() throws {
    let valid = try TodoForm(title: "\t Title  \n", content: "  body  ").validated()
    #expect(valid == TodoFields(title: "Title", content: "  body  "))
  }

  @Test(
    "a title of only white space is rejected",
    arguments: ["", " ", "\n\n", "\t \r\n", "\u{00A0}\u{2003}"])
  func blankTitleIsRejected(title: String) {
    #expect(throws: FormRejection.emptyTitle) {
      try TodoForm(title: title, content: "content").validated()
    }
  }

  @Test func rejectionMessage() {
    #expect(FormRejection.emptyTitle.message == "Title must not be empty")
  }

  @Test func addCreatesOpenItemAtClockTime() throws {
    let first = try useCases.add(TodoForm(title: "One"))
    let second = try useCases.add(TodoForm(title: "Two", content: "2"))
    #expect(first == Fixture.item(1, "One"))
    #expect(
      second
        == TodoItem(
          id: 2, title: "Two", content: "2", created: Fixture.start + 60,
          updated: Fixture.start + 60))
    #expect(try store.allItems() == [first, second])
  }

  @Test func updateKeepsCreatedAndDone() throws {
    _ = try useCases.add(TodoForm(title: "One"))
    _ = try useCases.toggleDone(1)
    let updated = try useCases.update(1, with: TodoForm(title: "Uno", content: "x"))
    #expect(
      updated
        == TodoItem(
          id: 1, title: "Uno", content: "x", done: true, created: Fixture.start,
          updated: Fixture.start + 120))
    #expect(try store.item(id: 1) == updated)
  }

  @Test func updateThatChangesNothingWritesNothing() throws {
    let item = try useCases.add(TodoForm(title: "Same", content: "body"))
    let after = try useCases.update(item.id, with: TodoForm(title: "  Same ", content: "body"))
    #expect(after == item)
    #expect(try store.item(id: item.id)?.updated == item.updated)
  }

  @Test func anEditKeepsFieldsAnotherInstanceChangedMeanwhile() throws {
    let item = try useCases.add(TodoForm(title: "Title", content: "old body"))
    let opened = TodoForm(item)
    var theirs = item
    theirs.content = "their body"
    try store.update(theirs)
    let after = try useCases.update(
      item.id, with: TodoForm(title: "My title", content: "old body"), over: opened)
    #expect(after.title == "My title")
    #expect(after.content == "their body")
  }

  @Test func deleteReturnsWhatWasDeleted() throws {
    let item = try useCases.add(TodoForm(title: "Gone soon"))
    #expect(try useCases.delete(item.id) == item)
    #expect(try store.item(id: item.id) == nil)
  }

  @Test func missingIDThrowsNotFound() {
    #expect(throws: TodoStoreError.notFound(8)) { try useCases.toggleDone(8) }
    #expect(throws: TodoStoreError.notFound(8)) { try useCases.delete(8) }
    #expect(throws: TodoStoreError.notFound(8)) {
      try useCases.update(8, with: TodoForm(title: "x"))
    }
  }

  @Test func markDoneLeavesADoneTodoAsItIsAndRecordsNothing() throws {
    let item = try useCases.add(TodoForm(title: "Once"))
    let done = try useCases.markDone(item.id)
    #expect(done.done)
    #expect(try useCases.markDone(item.id) == done)
    #expect(useCases.history.undoable.map(\.verb) == ["add", "mark done"])
    #expect(throws: TodoStoreError.notFound(9)) { try useCases.markDone(9) }
  }

  @Test func anUpdateOfSeveralTodosWithOneMissingChangesNone() throws {
    let one = try useCases.add(TodoForm(title: "One"))
    let rename = TodoPatch([.title], from: TodoFields(title: "Renamed"))
    #expect(throws: TodoStoreError.notFound(7)) {
      try useCases.update([(one.id, rename), (7, rename)])
    }
    #expect(try store.item(id: one.id) == one)
    #expect(useCases.history.undoable.map(\.verb) == ["add"])
  }

  @Test func importedTodosKeepTheirTimesElseTheClocks() throws {
    let made = Fixture.start - 86_400
    try useCases.add(imported: [
      ImportedTodo(TodoFields(title: "dated"), created: made),
      ImportedTodo(TodoFields(title: "undated", done: true)),
    ])
    let items = try store.allItems()
    #expect(items.map(\.created) == [made, Fixture.start])
    #expect(items.map(\.done) == [false, true])
  }

  @Test func notFoundSaysWhichTodo() {
    #expect("\(TodoStoreError.notFound(12))" == "todo 12 no longer exists")
  }
}
