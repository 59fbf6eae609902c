import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The shared rules: validation, clock stamps, and one store call per change.
@Suite struct TodoCommandsTests {
  let store = InMemoryTodoStore()
  let commands: TodoCommands

  init() {
    commands = TodoCommands(store: store, clock: Fixture.clock())
  }

  @Test func validateTrimsTitleKeepsContent() throws {
    let valid = try TodoCommands.validate(TodoDraft(title: "\t Title  \n", content: "  body  "))
    #expect(valid == TodoDraft(title: "Title", content: "  body  "))
  }

  @Test(
    "a title of only white space is rejected",
    arguments: ["", " ", "\n\n", "\t \r\n", "\u{00A0}\u{2003}"])
  func blankTitleIsRejected(title: String) {
    #expect(throws: DraftRejection.emptyTitle) {
      try TodoCommands.validate(TodoDraft(title: title, content: "content"))
    }
  }

  @Test func rejectionMessage() {
    #expect(DraftRejection.emptyTitle.message == "Title must not be empty")
  }

  @Test func addCreatesOpenItemAtClockTime() throws {
    let first = try commands.add(TodoDraft(title: "One"))
    let second = try commands.add(TodoDraft(title: "Two", content: "2"))
    #expect(first == Fixture.item(1, "One"))
    #expect(
      second
        == TodoItem(
          id: 2, title: "Two", content: "2", created: Fixture.start + 60,
          updated: Fixture.start + 60))
    #expect(try store.allItems() == [first, second])
  }

  @Test func updateKeepsCreatedAndDone() throws {
    _ = try commands.add(TodoDraft(title: "One"))
    _ = try commands.toggleDone(1)
    let updated = try commands.update(1, with: TodoDraft(title: "Uno", content: "x"))
    #expect(
      updated
        == TodoItem(
          id: 1, title: "Uno", content: "x", done: true, created: Fixture.start,
          updated: Fixture.start + 120))
    #expect(try store.item(id: 1) == updated)
  }

  @Test func updateThatChangesNothingWritesNothing() throws {
    let item = try commands.add(TodoDraft(title: "Same", content: "body"))
    let after = try commands.update(item.id, with: TodoDraft(title: "  Same ", content: "body"))
    #expect(after == item)
    #expect(try store.item(id: item.id)?.updated == item.updated)
  }

  @Test func anEditKeepsFieldsAnotherInstanceChangedMeanwhile() throws {
    let item = try commands.add(TodoDraft(title: "Title", content: "old body"))
    let opened = TodoDraft(item)
    var theirs = item
    theirs.content = "their body"
    try store.update(theirs)
    let after = try commands.update(
      item.id, with: TodoDraft(title: "My title", content: "old body"), over: opened)
    #expect(after.title == "My title")
    #expect(after.content == "their body")
  }

  @Test func deleteReturnsWhatWasDeleted() throws {
    let item = try commands.add(TodoDraft(title: "Gone soon"))
    #expect(try commands.delete(item.id) == item)
    #expect(try store.item(id: item.id) == nil)
  }

  @Test func missingIDThrowsNotFound() {
    #expect(throws: TodoStoreError.notFound(8)) { try commands.toggleDone(8) }
    #expect(throws: TodoStoreError.notFound(8)) { try commands.delete(8) }
    #expect(throws: TodoStoreError.notFound(8)) {
      try commands.update(8, with: TodoDraft(title: "x"))
    }
  }

  @Test func notFoundSaysWhichTodo() {
    #expect("\(TodoStoreError.notFound(12))" == "todo 12 no longer exists")
  }
}
