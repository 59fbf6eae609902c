import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// UIDs and kept iCalendar lines in the store: given from the injected source, kept through
/// every change and undo, found by UID, and an import that never overwrites a todo.
@Suite struct CalendarIdentityTests {
  private func useCases() throws -> (SQLiteTodoStore, TodoUseCases) {
    let store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "test"))
    return (store, TodoUseCases(store: store, clock: Fixture.clock()))
  }

  @Test func newTodosGetUIDsFromTheInjectedSource() throws {
    let (store, cases) = try useCases()
    let first = try cases.add(TodoForm(title: "a"))
    let second = try cases.add(TodoForm(title: "b"))
    #expect([first, second].map(\.calendar.uid) == ["test-1", "test-2"])
    #expect(try store.items().map(\.calendar.uid) == ["test-1", "test-2"])
    #expect(try store.read { try $0.item(uid: "test-2") }?.id == second.id)
    #expect(try store.read { try $0.item(uid: "nope") } == nil)
  }

  @Test func theUIDAndKeptLinesSurviveEditsTogglesDeleteAndUndo() throws {
    let (store, cases) = try useCases()
    let kept = [
      ContentLine("X-APPLE-SORT-ORDER", value: "12"), ContentLine("BEGIN", value: "VALARM"),
      ContentLine("ACTION", value: "DISPLAY"), ContentLine("END", value: "VALARM"),
    ]
    try cases.add(imported: [
      ImportedTodo(
        TodoFields(title: "from a phone"), calendar: CalendarRecord(uid: "phone-1", kept: kept))
    ])
    let id = try #require(try store.items().first?.id)
    _ = try cases.update(id, setting: [.title], from: TodoForm(title: "renamed"))
    // Done and open again: the state lines say it was reopened here; the others stay.
    _ = try cases.toggleDone(id)
    _ = try cases.toggleDone(id)
    let reopened = [ContentLine("STATUS", value: "NEEDS-ACTION")] + kept
    #expect(try store.item(id: id)?.calendar == CalendarRecord(uid: "phone-1", kept: reopened))
    _ = try cases.delete(id)
    _ = try cases.apply(.undo)
    #expect(try store.item(id: id)?.calendar == CalendarRecord(uid: "phone-1", kept: reopened))
  }

  @Test func importingAUIDTheStoreHasSkipsItAndChangesNothing() throws {
    let (store, cases) = try useCases()
    let todo = ImportedTodo(TodoFields(title: "one"), calendar: CalendarRecord(uid: "same"))
    #expect(try cases.add(imported: [todo]) == 1)
    var changed = todo
    changed.fields.title = "other"
    let fresh = ImportedTodo(TodoFields(title: "new"))
    #expect(try cases.add(imported: [changed, changed, fresh]) == 1)
    #expect(try store.items().map(\.title) == ["one", "new"])
    #expect(try store.items().map(\.calendar.uid) == ["same", "test-1"])
  }

  @Test func exportThenImportIntoAnotherStoreIsEqual() throws {
    let (store, cases) = try useCases()
    try cases.add(imported: [
      ImportedTodo(
        TodoFields(
          title: "every, field; 読書 😀", content: "a\nb\\c", done: true,
          due: DueDate(iso: "2026-03-01T08:15"), priority: .medium, tags: ["x", "@y"],
          recur: Recurrence(text: "+1m")),
        created: Fixture.start, updated: Fixture.start + 61,
        calendar: CalendarRecord(uid: "u-1", kept: [ContentLine("X-KEEP", value: "1")])),
      ImportedTodo(TodoFields(title: "plain"), created: Fixture.start, updated: Fixture.start),
    ])
    let data = try InterchangeFormat.ics.encode(try store.items(), stamp: Fixture.start)
    let file = try InterchangeFormat.ics.read(data, timeZone: Fixture.utc)
    let (other, otherCases) = try useCases()
    try otherCases.add(imported: file.todos)
    // The copy of the done todo also keeps when it was completed (the lines other calendars
    // read); everything else is equal.
    let stateNames: Set = ["STATUS", "COMPLETED", "PERCENT-COMPLETE"]
    let strip = { (item: TodoItem) -> TodoItem in
      var copy = item
      copy.id = 0
      copy.calendar.kept.removeAll { stateNames.contains($0.name) }
      return copy
    }
    #expect(try other.items().map(strip) == store.items().map(strip))
    #expect(
      try other.items()[0].calendar.kept.map(\.text).prefix(3) == [
        "STATUS:COMPLETED", "COMPLETED:20260105T090101Z", "PERCENT-COMPLETE:100",
      ])
  }

  @Test func theUpgradeGivesEveryTodoOfAnOldStoreItsOwnUID() throws {
    let folder = try ScratchFolder.made("todo-uid")
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/store-0e9e80d.sqlite")
    let path = folder.path("todo.sqlite")
    try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
    let store = try SQLiteTodoStore(path: path, access: .change)
    let uids = try store.items().map(\.calendar.uid)
    #expect(uids.count == 6)
    #expect(Set(uids).count == 6)
    let form = /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/
    #expect(uids.allSatisfy { $0.wholeMatch(of: form) != nil }, "\(uids)")
    // A UID is unique in the store: the index refuses a second todo with one.
    #expect(throws: (any Error).self) {
      try store.write { transaction in
        _ = try transaction.insert(
          TodoFields(title: "dup"), created: Fixture.start, updated: Fixture.start,
          calendar: CalendarRecord(uid: uids[0]))
      }
    }
  }
}
