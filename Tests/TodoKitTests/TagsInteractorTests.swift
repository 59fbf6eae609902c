import Foundation
import TestSupport
import Testing
import TodoCore
import TodoStorage
import TodoTestKit

@testable import TodoUI

/// The Tags interactor over a real store: the counts, `r` and `d` on every todo with the tag,
/// refusals that write nothing, undo, and other instances' changes.
@Suite final class TagsInteractorTests {
  let folder = ScratchFolder("todo-tags")
  let store: SQLiteTodoStore
  let interactor: TagsInteractor
  let output = MockTagsInteractorOutput()

  init() throws {
    try folder.make()
    store = try SQLiteTodoStore(path: folder.path("todo.sqlite"))
    try store.add(
      contentsOf: [
        ImportedTodo(TodoFields(title: "Report", tags: ["work"])),
        ImportedTodo(TodoFields(title: "Invoice", done: true, tags: ["work", "@phone"])),
        ImportedTodo(TodoFields(title: "Fix bike", tags: ["job"])),
        ImportedTodo(TodoFields(title: "読書", tags: ["読書😀"])),
      ], at: Fixture.start)
    interactor = TagsInteractor(useCases: TodoUseCases(store: store, clock: Fixture.clock()))
    interactor.output = output
  }

  private static let counts = [
    TagCount(tag: "@phone", open: 0, done: 1), TagCount(tag: "job", open: 1, done: 0),
    TagCount(tag: "work", open: 1, done: 1), TagCount(tag: "読書😀", open: 1, done: 0),
  ]

  @Test func loadsEveryTagWithItsOpenAndDoneCounts() {
    interactor.load()
    #expect(output.events == [.loaded(Self.counts)])
  }

  @Test func aRenameOntoATagTodosHaveMergesAndLoadsTheTagsAgain() throws {
    interactor.rename("work", to: " +job ")
    #expect(
      output.events == [
        .renamed("work", "job", merged: true, [1, 2]),
        .loaded([
          TagCount(tag: "@phone", open: 0, done: 1), TagCount(tag: "job", open: 2, done: 1),
          TagCount(tag: "読書😀", open: 1, done: 0),
        ]),
      ])
    #expect(try store.allItems().map(\.tags) == [["job"], ["job", "@phone"], ["job"], ["読書😀"]])
    // One undo puts every todo back.
    output.clear()
    interactor.apply(.undo)
    #expect(output.events == [.applied(.undo), .loaded(Self.counts)])
  }

  @Test func aRenameToANewTagIsNoMerge() {
    interactor.rename("job", to: "cycling")
    #expect(output.events.first == .renamed("job", "cycling", merged: false, [3]))
  }

  @Test func aNameThatIsNoTagIsRefusedAndWritesNothing() throws {
    let before = try store.allItems()
    for name in ["", "  ", "+", "two words"] {
      interactor.rename("work", to: name)
    }
    #expect(
      output.events == [
        .refused(.emptyTag), .refused(.emptyTag), .refused(.emptyTag),
        .refused(.notATag("two words")),
      ])
    #expect(try store.allItems() == before)
  }

  @Test func theSameNameOrATagNoTodoHasChangesNothing() throws {
    let before = try store.allItems()
    interactor.rename("work", to: "work")
    interactor.rename("gone", to: "other")
    interactor.remove("gone")
    #expect(
      output.events == [
        .kept("work"), .gone("gone"), .loaded(Self.counts), .gone("gone"), .loaded(Self.counts),
      ])
    #expect(try store.allItems() == before)
    output.clear()
    interactor.apply(.undo)
    #expect(output.events == [.nothing(.undo)])
  }

  @Test func removeTakesTheTagFromEveryTodoAndUndoPutsItBack() throws {
    interactor.remove("work")
    #expect(output.events.first == .removed("work", [1, 2]))
    #expect(try store.allItems().map(\.tags) == [[], ["@phone"], ["job"], ["読書😀"]])
    interactor.apply(.undo)
    #expect(try store.allItems().map(\.tags) == [["work"], ["work", "@phone"], ["job"], ["読書😀"]])
    interactor.apply(.redo)
    #expect(try store.allItems().map(\.tags) == [[], ["@phone"], ["job"], ["読書😀"]])
  }

  @Test func anotherInstancesTagChangeShowsAtTheNextIdleTick() throws {
    interactor.load()
    interactor.fetchIfChangedElsewhere()
    #expect(output.events == [.loaded(Self.counts)])
    let other = try SQLiteTodoStore(path: folder.path("todo.sqlite"))
    try TagUseCases(TodoUseCases(store: other, clock: Fixture.clock())).renameTag("job", to: "bike")
    output.clear()
    interactor.fetchIfChangedElsewhere()
    #expect(
      output.events == [
        .loaded([
          TagCount(tag: "@phone", open: 0, done: 1), TagCount(tag: "bike", open: 1, done: 0),
          TagCount(tag: "work", open: 1, done: 1), TagCount(tag: "読書😀", open: 1, done: 0),
        ])
      ])
  }
}
