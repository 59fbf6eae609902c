import Foundation
import Testing
import TodoCore
import TodoStorage

@testable import TodoUI

/// Hears the Tags interactor's results, in order.
final class RecordingTagsOutput: TagsInteractorOutput {
  /// One result.
  enum Event: Equatable {
    case loaded([TagCount]), renamed(String, String, merged: Bool, [TodoID])
    case refused(FormRejection), kept(String), removed(String, [TodoID]), gone(String)
    case applied(HistoryStep), nothing(HistoryStep), failed(String), deleted(TodoID)
    case rejected(FormRejection)
  }

  private(set) var events: [Event] = []

  func didLoad(_ tags: [TagCount]) { events.append(.loaded(tags)) }
  func didRename(_ old: String, to new: String, merged: Bool, _ todos: [TodoItem]) {
    events.append(.renamed(old, new, merged: merged, todos.map(\.id)))
  }
  func didRefuseName(_ rejection: FormRejection) { events.append(.refused(rejection)) }
  func didKeepName(_ tag: String) { events.append(.kept(tag)) }
  func didRemove(_ tag: String, _ todos: [TodoItem]) {
    events.append(.removed(tag, todos.map(\.id)))
  }
  func didFindTagGone(_ tag: String) { events.append(.gone(tag)) }
  func didReject(_ rejection: FormRejection) { events.append(.rejected(rejection)) }
  func didFail(_ message: String) { events.append(.failed(message)) }
  func didFindDeleted(_ id: TodoID) { events.append(.deleted(id)) }
  func didApply(_ step: HistoryStep, _ change: TodoChange) { events.append(.applied(step)) }
  func didFindNothing(to step: HistoryStep) { events.append(.nothing(step)) }

  /// Forgets what was heard so far.
  func clear() { events.removeAll() }
}

/// The Tags interactor over a real store: the counts, `r` and `d` on every todo with the tag,
/// refusals that write nothing, undo, and other instances' changes.
@Suite final class TagsInteractorTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("todo-tags-\(UUID().uuidString)")
  let store: SQLiteTodoStore
  let interactor: TagsInteractor
  let output = RecordingTagsOutput()

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
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

  deinit {
    try? FileManager.default.removeItem(at: folder)
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
    let other = try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path)
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
