import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Renaming and removing a tag on every todo that has it (SPEC §10's `r` and `d`): one
/// transaction and one undo step each, touching only the tags of only those todos.
@Suite struct TagUseCasesTests {
  let store: SQLiteTodoStore
  let useCases: TodoUseCases
  let tags: TagUseCases

  /// When the seeded todos were last changed.
  static let seeded = Fixture.start - 3600.25
  /// The first reading of the clock: when a change stamps the todos it writes.
  static let changed = Fixture.start + 0.5

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    useCases = TodoUseCases(store: store, clock: SteppingClock(start: Self.changed, step: 0.75))
    tags = TagUseCases(useCases)
    try store.add(
      contentsOf: [
        ImportedTodo(TodoFields(title: "Report", tags: ["work"])),
        ImportedTodo(TodoFields(title: "Invoice", done: true, tags: ["work", "@phone"])),
        ImportedTodo(TodoFields(title: "Both", tags: ["work", "job"])),
        ImportedTodo(TodoFields(title: "Old job", tags: ["job"])),
        ImportedTodo(TodoFields(title: "Garden", tags: ["home", "Work"])),
        ImportedTodo(TodoFields(title: "Nothing")),
      ], at: Self.seeded)
  }

  /// Every todo's tags, by id.
  private func tagsByID() throws -> [TodoID: TagSet] {
    Dictionary(uniqueKeysWithValues: try store.allItems().map { ($0.id, $0.tags) })
  }

  @Test func anUndoRefusedAfterAMergeNamesTheTodoChangedElsewhere() throws {
    _ = try tags.renameTag("work", to: "job")
    // Another instance gives "Both", the third of the three todos renamed, another tag: the
    // field the rename touched.
    try store.write { transaction in
      var both = try #require(try transaction.item(id: 3))
      both.tags = ["job", "urgent"]
      try transaction.update(both)
    }
    let error = try #require(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(error.subject == "Both")
    #expect(error.description.contains("\"Both\""), "\(error)")
  }

  @Test func aRenameMovesTheTagOnEveryTodoThatHasItAndMergesWithTheNewOne() throws {
    let before = try store.allItems()
    let changed = try tags.renameTag("work", to: "job")
    #expect(changed.map(\.id) == [1, 2, 3])
    #expect(changed.allSatisfy { $0.updated == Self.changed })
    #expect(
      try tagsByID() == [
        1: ["job"], 2: ["@phone", "job"], 3: ["job"], 4: ["job"], 5: ["Work", "home"], 6: [],
      ])
    // Only the tags of those todos changed: every other field, and every other todo, is as
    // it was, update time and all.
    let after = try store.allItems()
    for (old, new) in zip(before, after) {
      var expected = old
      if changed.contains(where: { $0.id == old.id }) {
        expected.tags = new.tags
        expected.updated = Self.changed
      }
      #expect(new == expected)
    }
    #expect(try store.items(ids: [1, 2, 3]) == changed)
    #expect(
      try tags.counts() == [
        TagCount(tag: "@phone", open: 0, done: 1),
        TagCount(tag: "home", open: 1, done: 0),
        TagCount(tag: "job", open: 3, done: 1),
        TagCount(tag: "Work", open: 1, done: 0),
      ])
    let change = try #require(useCases.history.undoable.last)
    #expect(useCases.history.undoable.count == 1)
    #expect(change.kind == .renameTag("work", to: "job"))
    #expect(change.verb == "rename tag")
    #expect(change.items.map(\.touched) == Array(repeating: [.tags], count: 3))
  }

  @Test func aRemovalTakesTheTagFromEveryTodoThatHasIt() throws {
    let changed = try tags.removeTag("work")
    #expect(changed.map(\.id) == [1, 2, 3])
    #expect(
      try tagsByID() == [1: [], 2: ["@phone"], 3: ["job"], 4: ["job"], 5: ["Work", "home"], 6: []])
    #expect(try store.item(id: 5)?.updated == Self.seeded)
    let change = try #require(useCases.history.undoable.last)
    #expect(change.kind == .removeTag("work"))
    #expect(change.verb == "remove tag")
    #expect(change.items.count == 3)
  }

  @Test(
    "undo puts back every todo exactly and redo makes the change again",
    arguments: ["rename", "remove"])
  func undoAndRedoRestoreEveryTodo(kind: String) throws {
    let before = try store.allItems()
    if kind == "rename" {
      try tags.renameTag("work", to: "job")
    } else {
      try tags.removeTag("work")
    }
    let after = try store.allItems()
    #expect(after != before)
    #expect(try useCases.apply(.undo) != nil)
    #expect(try store.allItems() == before)
    #expect(try useCases.apply(.redo) != nil)
    #expect(try store.allItems() == after)
    #expect(try useCases.apply(.undo) != nil)
    #expect(try store.allItems() == before)
  }

  @Test(
    "a new name that is not a tag is refused and nothing changes",
    arguments: [
      ("", FormRejection.emptyTag), (" \t ", .emptyTag), ("+", .emptyTag),
      ("two words", .notATag("two words")), ("bell\u{7}", .notATag("bell\u{7}")),
      ("++work", .notATag("++work")), ("@", .notATag("@")),
    ])
  func aNameThatIsNotATagIsRefused(name: String, rejection: FormRejection) throws {
    let before = try store.allItems()
    #expect(throws: rejection) { try tags.renameTag("work", to: name) }
    // Refused before anything is looked up: even for a tag no todo has.
    #expect(throws: rejection) { try tags.renameTag("absent", to: name) }
    #expect(try store.allItems() == before)
    #expect(useCases.history.undoable.isEmpty)
  }

  @Test func theRefusalsSaySo() {
    #expect(FormRejection.emptyTag.message == "A tag must not be empty")
    #expect(FormRejection.emptyTag.entry == .tags)
  }

  @Test func theNewNameIsReadAsATagIsAnywhere() throws {
    try tags.renameTag("home", to: "  +house ")
    #expect(try store.item(id: 5)?.tags == ["Work", "house"])
  }

  @Test func renamingToTheSameNameOrATagNoTodoHasChangesNothing() throws {
    let before = try store.allItems()
    #expect(try tags.renameTag("work", to: "work") == [])
    #expect(try tags.renameTag("work", to: "+work") == [])
    #expect(try tags.renameTag("absent", to: "job") == [])
    #expect(try tags.removeTag("absent") == [])
    #expect(try store.allItems() == before)
    #expect(useCases.history.undoable.isEmpty)
  }

  @Test func tagsThatDifferInCaseAreTwoTags() throws {
    let changed = try tags.renameTag("work", to: "Work")
    #expect(changed.map(\.id) == [1, 2, 3])
    #expect(try store.item(id: 5)?.updated == Self.seeded)
    #expect(try tags.counts().first { $0.tag == "Work" } == TagCount(tag: "Work", open: 3, done: 1))
    #expect(try tags.counts().contains { $0.tag == "work" } == false)
  }

  @Test func aRenameReadsAndWritesOnlyTheTodosThatHaveTheTag() throws {
    let counted = try InstrumentedTodoStore()
    let untagged = (1...500).map { ImportedTodo(TodoFields(title: "Untagged \($0)")) }
    let tagged = (1...3).map { ImportedTodo(TodoFields(title: "Tagged \($0)", tags: ["work"])) }
    try counted.base.add(contentsOf: untagged + tagged + untagged, at: Self.seeded)
    let tagUseCases = TagUseCases(TodoUseCases(store: counted, clock: Fixture.clock()))
    let rowsBefore = counted.rowsRead
    #expect(try tagUseCases.renameTag("work", to: "job").count == 3)
    #expect(counted.rowsRead - rowsBefore == 3)
    #expect(counted.writes == 1)
    #expect(
      try counted.base.allItems().filter { $0.updated != Self.seeded }.map(\.title) == [
        "Tagged 1", "Tagged 2", "Tagged 3",
      ])
    let rowsBeforeCounts = counted.rowsRead
    #expect(try tagUseCases.counts() == [TagCount(tag: "job", open: 3, done: 0)])
    #expect(counted.rowsRead - rowsBeforeCounts == 1)
  }
}

/// A tag renamed or removed by one instance while another changes the same todos.
@Suite final class TagChangesInTwoInstancesTests {
  let folder = ScratchFolder("todo-tags-two")
  let path: String

  init() throws {
    try folder.make()
    path = folder.path("todo.sqlite")
    try SQLiteTodoStore(path: path).add(
      contentsOf: [
        ImportedTodo(TodoFields(title: "Report", tags: ["work"])),
        ImportedTodo(TodoFields(title: "Invoice", tags: ["work", "@phone"])),
      ], at: Fixture.start)
  }

  @Test func anotherInstancesEditOfAnotherFieldDoesNotBlockUndoingARename() throws {
    let a = TodoUseCases(store: try SQLiteTodoStore(path: path), clock: Fixture.clock())
    let b = TodoUseCases(store: try SQLiteTodoStore(path: path), clock: Fixture.clock())
    try TagUseCases(a).renameTag("work", to: "job")
    _ = try b.update(1, applying: TodoPatch([.title], from: TodoFields(title: "Quarterly report")))
    #expect(try a.apply(.undo)?.kind == .renameTag("work", to: "job"))
    let items = try b.store.allItems()
    #expect(items.map(\.title) == ["Quarterly report", "Invoice"])
    #expect(items.map(\.tags) == [["work"], ["@phone", "work"]])
    #expect(try a.apply(.redo) != nil)
    #expect(try b.store.allItems().map(\.tags) == [["job"], ["@phone", "job"]])
  }

  @Test func anotherInstancesChangeOfTheTagsRefusesTheUndoAndChangesNothing() throws {
    let a = TodoUseCases(store: try SQLiteTodoStore(path: path), clock: Fixture.clock())
    let b = TodoUseCases(store: try SQLiteTodoStore(path: path), clock: Fixture.clock())
    try TagUseCases(a).removeTag("work")
    // B tags the todo undo reaches last, so undo has put the other one back before it finds
    // this one changed.
    _ = try b.update(
      1, applying: TodoPatch([], from: TodoFields()).tagging(adding: ["urgent"], removing: .empty))
    let before = try b.store.allItems()
    #expect(before.map(\.tags) == [["urgent"], ["@phone"]])
    #expect(throws: HistoryError.self) { try a.apply(.undo) }
    // All or nothing: the todo B did not touch keeps the removal too.
    #expect(try b.store.allItems() == before)
    #expect(a.history.undoable.isEmpty)
  }
}
