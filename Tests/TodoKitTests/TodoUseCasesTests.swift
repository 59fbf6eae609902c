import Foundation
import Testing
import TodoTestKit

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
    let valid = try TodoForm(title: "\t Title  \n", content: "  body  ").validated(
      dueDates: Fixture.dueDates)
    #expect(valid == TodoFields(title: "Title", content: "  body  "))
  }

  @Test(
    "a title of only white space is rejected",
    arguments: ["", " ", "\n\n", "\t \r\n", "\u{00A0}\u{2003}"])
  func blankTitleIsRejected(title: String) {
    #expect(throws: FormRejection.emptyTitle) {
      try TodoForm(title: title, content: "content").validated(dueDates: Fixture.dueDates)
    }
  }

  @Test func rejectionMessage() {
    #expect(FormRejection.emptyTitle.message == "Title must not be empty")
  }

  @Test func addCreatesOpenItemAtClockTime() throws {
    let first = try useCases.add(TodoForm(title: "One"))
    let second = try useCases.add(TodoForm(title: "Two", content: "2"))
    #expect(first.withoutCalendar == Fixture.item(1, "One"))
    #expect(
      second.withoutCalendar
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
      updated.withoutCalendar
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
    #expect(try useCases.delete(item.id) == DeleteOutcome(item: item))
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
    let done = try useCases.markDone(item.id).item
    #expect(done.done)
    #expect(try useCases.markDone(item.id) == ToggleOutcome(done))
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

  // MARK: - Due dates, priorities and tags

  @Test func aDueDateInWordsIsReadAsOfTheClockInTheUseCasesZone() throws {
    // 2026-01-05 23:30 UTC is already Tuesday the 6th in Tokyo.
    let late = SteppingClock(start: Fixture.start + 14.5 * 3600)
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let inTokyo = TodoUseCases(store: store, clock: late, timeZone: tokyo)
    let item = try inTokyo.add(TodoForm(title: "a", due: "tomorrow 9:00"))
    #expect(item.due == DueDate(iso: "2026-01-07T09:00"))
    let inUTC = TodoUseCases(store: store, clock: late)
    #expect(try inUTC.add(TodoForm(title: "b", due: "tomorrow")).due == DueDate(iso: "2026-01-06"))
  }

  @Test func addKeepsEveryFieldOfTheForm() throws {
    let item = try useCases.add(
      TodoForm(title: "Tax", content: "forms", due: "eow", priority: "M", tags: "home +desk"))
    #expect(
      item.fields
        == TodoFields(
          title: "Tax", content: "forms", due: DueDate(iso: "2026-01-11"), priority: .medium,
          tags: ["home", "desk"], list: Fixture.firstList))
    #expect(try store.item(id: item.id) == item)
  }

  @Test func theClockIsReadOnceForADueDateInWordsAndNotAtAllForABlankTitle() throws {
    let clock = Fixture.clock()
    let rules = TodoUseCases(store: store, clock: clock)
    #expect(throws: FormRejection.emptyTitle) { try rules.add(TodoForm(title: " ", due: "fri")) }
    let added = try rules.add(TodoForm(title: "a", due: "fri"))
    #expect(added.created == Fixture.start)
    #expect(added.due == DueDate(iso: "2026-01-09"))
    #expect(clock.now() == Fixture.start + 60)
    #expect(throws: FormRejection.unreadableDue("blursday")) {
      try rules.add(TodoForm(title: "b", due: "blursday"))
    }
    #expect(try store.allItems() == [added])
  }

  @Test func anEditOfSomeFieldsLeavesTheOthersAsTheyAreNow() throws {
    let item = try useCases.add(TodoForm(title: "a", content: "notes", tags: "old keep"))
    var theirs = item
    theirs.title = "their title"
    theirs.tags = ["old", "keep", "theirs"]
    try store.update(theirs)
    let after = try useCases.update(
      item.id, setting: [.due, .priority], from: TodoForm(due: "2026-03-01", priority: "L"),
      addingTags: ["new"], removingTags: ["old"])
    #expect(
      after.fields
        == TodoFields(
          title: "their title", content: "notes", due: DueDate(iso: "2026-03-01"),
          priority: .low, tags: ["keep", "new", "theirs"], list: Fixture.firstList))
    #expect(useCases.history.undoable.last?.items.first?.touched == [.due, .priority, .tags])
  }

  @Test func priorityStepsUpAndDownOneClassAtATime() throws {
    let item = try useCases.add(TodoForm(title: "a"))
    var seen: [Int] = []
    for _ in 0..<4 { seen.append(try useCases.raisePriority(item.id).priority.value) }
    for _ in 0..<4 { seen.append(try useCases.lowerPriority(item.id).priority.value) }
    #expect(seen == [9, 5, 1, 1, 5, 9, 0, 0])
    // The steps at either end change nothing and are not recorded.
    #expect(useCases.history.undoable.count == 1 + 6)
    #expect(useCases.history.undoable.last?.verb == "edit")
  }

  @Test func aPriorityStepReportsThePriorityBefore() throws {
    let item = try useCases.add(TodoForm(title: "a", priority: "M"))
    let raised = try useCases.step(.raise, priorityOf: item.id)
    #expect(raised.previous == .medium && raised.item.priority == .high)
    let again = try useCases.step(.raise, priorityOf: item.id)
    #expect(again.previous == .high && again.item == raised.item)
    #expect(useCases.history.undoable.count == 2)
    #expect(throws: TodoStoreError.notFound(99)) { try useCases.step(.lower, priorityOf: 99) }
  }

  @Test func notesAreSavedOverTheTodoAsItIsNowAndUndoneInOneStep() throws {
    let item = try useCases.add(TodoForm(title: "Buy milk", content: "old", priority: "L"))
    var theirs = try #require(try store.item(id: item.id))
    theirs.title = "Buy oat milk"
    try store.update(theirs)
    let saved = try useCases.saveNotes("two litres\n日本 🥛", of: item.id)
    #expect(saved.title == "Buy oat milk")
    #expect(saved.content == "two litres\n日本 🥛")
    #expect(saved.priority == .low)
    #expect(useCases.history.undoable.last?.items.first?.touched == [.content])
    _ = try useCases.apply(.undo)
    #expect(try store.item(id: item.id)?.fields == theirs.fields)
    #expect(throws: TodoStoreError.notFound(99)) { try useCases.saveNotes("x", of: 99) }
  }
}

/// Tags the store keeps as they were given, however they start.
@Suite struct StoredTagsTests {
  @Test("a tag starting with a combining mark stays a tag of its own")
  func aTagStartingWithACombiningMarkIsKept() throws {
    let store = try SQLiteTodoStore.inMemory()
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let item = try useCases.add(TodoForm(title: "x", tags: "\u{20DD} a"))
    #expect(item.tags.words == ["a", "\u{20DD}"])
    #expect(try store.item(id: item.id)?.tags == item.tags)
    // The Edit dialog's text of them reads back as the same two tags.
    let again = try TodoForm(item).validated(dueDates: Fixture.dueDates)
    #expect(again.tags == item.tags)
  }
}
