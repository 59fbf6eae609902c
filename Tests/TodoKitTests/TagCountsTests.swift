import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The tags screen's counts as the store gives them: every tag with its open and done todos,
/// counted by SQLite through the tag index (never by reading todos), in reading order.
@Suite struct TagCountsTests {
  /// A store in memory holding one todo per entry: its tags and whether it is done.
  private func store(_ todos: [(tags: TagSet, done: Bool)]) throws -> SQLiteTodoStore {
    let store = try SQLiteTodoStore.inMemory()
    try store.add(
      contentsOf: todos.enumerated().map { number, todo in
        ImportedTodo(TodoFields(title: "Todo \(number + 1)", done: todo.done, tags: todo.tags))
      }, at: Fixture.start)
    return store
  }

  @Test func anEmptyStoreAndUntaggedTodosHaveNoTags() throws {
    #expect(try SQLiteTodoStore.inMemory().read { try $0.tagCounts() } == [])
    #expect(try store([([], false), ([], true)]).read { try $0.tagCounts() } == [])
  }

  @Test func everyTagIsCountedOpenAndDone() throws {
    let store = try store([
      (["work", "home"], false),
      (["work"], true),
      (["work"], false),
      (["home"], true),
      (["errand"], true),
      ([], false),
    ])
    #expect(
      try store.read { try $0.tagCounts() } == [
        TagCount(tag: "errand", open: 0, done: 1),
        TagCount(tag: "home", open: 1, done: 1),
        TagCount(tag: "work", open: 2, done: 1),
      ])
  }

  @Test func tagsAreInReadingOrderWithCJKAndEmoji() throws {
    let store = try store([
      (["🏠", "読書"], false),
      (["zz", "work"], false),
      (["Work", "été"], true),
      (["@phone", "home", "読書"], false),
      (["Été"], false),
    ])
    // Case, accents and width folded as the title order folds them; tags that fold alike by
    // code point (capitals first); punctuation before letters, other scripts after Latin.
    #expect(
      try store.read { try $0.tagCounts() } == [
        TagCount(tag: "@phone", open: 1, done: 0),
        TagCount(tag: "Été", open: 1, done: 0),
        TagCount(tag: "été", open: 0, done: 1),
        TagCount(tag: "home", open: 1, done: 0),
        TagCount(tag: "Work", open: 0, done: 1),
        TagCount(tag: "work", open: 1, done: 0),
        TagCount(tag: "zz", open: 1, done: 0),
        TagCount(tag: "読書", open: 2, done: 0),
        TagCount(tag: "🏠", open: 1, done: 0),
      ])
  }

  @Test func aTodoChangedOrDeletedIsCountedAsItIsNow() throws {
    let store = try store([(["work"], false), (["work"], false), (["home"], false)])
    var first = try #require(try store.item(id: 1))
    first.done = true
    try store.update(first)
    try store.delete(id: 3)
    #expect(try store.read { try $0.tagCounts() } == [TagCount(tag: "work", open: 1, done: 1)])
  }

  @Test func theTodosOfATagAreThoseThatHaveItExactly() throws {
    let store = try store([
      (["work"], false), (["Work"], true), (["work", "home"], true), ([], false),
    ])
    let tagged = try store.read { try $0.items(taggedWith: "work") }
    #expect(Set(tagged) == Set(try store.allItems().filter { $0.tags.contains("work") }))
    #expect(tagged.count == 2)
    #expect(try store.read { try $0.items(taggedWith: "nothing") } == [])
  }

  @Test func countingReadsTheTagIndexAndLooksTodosUpByID() throws {
    let plan = try SQLiteTodoStore.inMemory().queryPlan(TodoTable.tagCountsSQL)
    #expect(plan.contains("SCAN todo_tag USING COVERING INDEX todo_tag_by_tag"), "\(plan)")
    #expect(plan.contains("SEARCH todo USING INTEGER PRIMARY KEY (rowid=?)"), "\(plan)")
    #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
  }

  @Test func theTodosOfATagAreFoundThroughTheTagIndex() throws {
    let plan = try SQLiteTodoStore.inMemory().queryPlan(
      TodoTable.itemsTaggedSQL(selecting: TodoColumn.selectList))
    #expect(plan.contains("SEARCH todo USING INTEGER PRIMARY KEY (rowid=?)"), "\(plan)")
    #expect(plan.contains("todo_tag USING COVERING INDEX todo_tag_by_tag (tag=?)"), "\(plan)")
    #expect(!plan.contains("SCAN todo "), "\(plan)")
  }

  @Test func aStoreOpenedToReadCountsToo() throws {
    let folder = ScratchFolder("todo-tags")
    let path = folder.path("todo.sqlite")
    try SQLiteTodoStore(path: path).add(
      contentsOf: [ImportedTodo(TodoFields(title: "Call", done: true, tags: ["@phone"]))],
      at: Fixture.start)
    let reader = try SQLiteTodoStore(path: path, access: .read)
    #expect(try reader.read { try $0.tagCounts() } == [TagCount(tag: "@phone", open: 0, done: 1)])
  }
}
