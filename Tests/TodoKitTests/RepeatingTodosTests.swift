import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Completing a repeating todo (SPEC §9): the next one is added in the same transaction, due
/// as the rule says, and one undo removes it while reopening the todo. The clock reads Monday
/// 2026-01-05 09:00 UTC.
@Suite struct RepeatingTodosTests {
  let store: SQLiteTodoStore
  let useCases: TodoUseCases

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    useCases = TodoUseCases(store: store, clock: Fixture.clock())
  }

  /// Adds a todo from the form's text.
  private func add(
    _ title: String, due: String, recur: String, tags: String = "", priority: String = "",
    content: String = ""
  ) throws -> TodoItem {
    try useCases.add(
      TodoForm(
        title: title, content: content, due: due, priority: priority, tags: tags, recur: recur))
  }

  @Test func completingAFixedScheduleAddsTheNextOneAfterTheDueDateKeepingEverythingElse() throws {
    let todo = try add(
      "Water plants", due: "2026-01-01 18:30", recur: "+1w", tags: "home @garden",
      priority: "M", content: "the ferns too")
    let outcome = try useCases.toggleDone(todo.id)
    #expect(outcome.item.done)
    let next = try #require(outcome.next)
    #expect(next.id == todo.id + 1)
    var expected = todo.fields
    expected.due = DueDate(iso: "2026-01-08T18:30")
    #expect(next.fields == expected)
    #expect(next.created == next.updated && next.created == outcome.item.updated)
    #expect(try store.allItems() == [outcome.item, next])
  }

  @Test func aFromCompletionRuleCountsFromTodayWhenDoneLate() throws {
    let todo = try add("Haircut", due: "2025-12-01", recur: "3w")
    let next = try #require(try useCases.toggleDone(todo.id).next)
    // Done on Monday 5 January, four weeks late: due three weeks after that.
    #expect(next.due == DueDate(iso: "2026-01-26"))
  }

  @Test func todayIsTheClocksDayInTheUseCasesZone() throws {
    // 09:00 UTC is still Sunday 4 January, 22:00, in Pago Pago (UTC-11).
    let zone = try #require(TimeZone(identifier: "Pacific/Pago_Pago"))
    let useCases = TodoUseCases(store: store, clock: Fixture.clock(), timeZone: zone)
    let todo = try useCases.add(TodoForm(title: "Stretch", due: "2026-01-01", recur: "1d"))
    #expect(try useCases.toggleDone(todo.id).next?.due == DueDate(iso: "2026-01-05"))
  }

  @Test func aMonthEndSeriesKeepsToTheEndOfEachMonth() throws {
    let january = try add("Rent", due: "2026-01-31", recur: "+1m")
    let february = try #require(try useCases.toggleDone(january.id).next)
    #expect(february.due == DueDate(iso: "2026-02-28"))
    let march = try #require(try useCases.markDone(february.id).next)
    #expect(march.due == DueDate(iso: "2026-03-31"))
  }

  @Test func aSeriesOnThe30thComesBackToThe30thAfterFebruary() throws {
    var todo = try add("Invoice", due: "2026-11-30", recur: "+1m")
    var dues: [String] = []
    for _ in 0..<4 {
      todo = try #require(try useCases.markDone(todo.id).next)
      dues.append(todo.due?.description ?? "none")
    }
    #expect(dues == ["2026-12-30", "2027-01-30", "2027-02-28", "2027-03-30"])
    // February's todo remembers the series' day; March's no longer needs to.
    #expect(
      try store.allItems().compactMap(\.fields.recur?.description) == [
        "+1m", "+1m", "+1m", "+1m@30", "+1m",
      ])
  }

  @Test func aSeriesMadeWithEomKeepsToTheLastDay() throws {
    // Tuesday 3 November 2026: `eom` is Monday 30 November.
    let november = Date(timeIntervalSince1970: 1_793_664_000)
    let useCases = TodoUseCases(store: store, clock: SteppingClock(start: november, step: 60))
    let todo = try useCases.add(TodoForm(title: "Rent", due: "eom", recur: "+1m"))
    #expect(todo.due == DueDate(iso: "2026-11-30"))
    #expect(todo.fields.recur?.description == "+1m@31")
    let next = try #require(try useCases.markDone(todo.id).next)
    #expect(next.due == DueDate(iso: "2026-12-31"))
  }

  @Test func aSeriesPastTheYear9999EndsAndSaysSo() throws {
    let todo = try add("Millennium", due: "9999-06-01", recur: "+1y")
    let outcome = try useCases.markDone(todo.id)
    #expect(outcome.item.done)
    #expect(outcome.next == nil)
    #expect(outcome.seriesEnded)
    #expect(try store.allItems() == [outcome.item])
    // The last day itself still comes, and ends its series.
    let eve = try add("Eve", due: "9999-12-30", recur: "+1d")
    let last = try #require(try useCases.markDone(eve.id).next)
    #expect(last.due == DueDate(iso: "9999-12-31"))
    #expect(try useCases.markDone(last.id).seriesEnded)
  }

  @Test func oneUndoReopensTheTodoAndRemovesTheNextOneAndRedoBringsBothBack() throws {
    let todo = try add("Water plants", due: "2026-01-05", recur: "+1w")
    let outcome = try useCases.toggleDone(todo.id)
    let next = try #require(outcome.next)
    let change = try #require(useCases.history.undoable.last)
    #expect(change.kind == .toggle)
    #expect(change.items.map(\.item.id) == [todo.id, next.id])
    #expect(try useCases.apply(.undo) == change)
    #expect(try store.allItems() == [todo])
    #expect(try useCases.apply(.redo) == change)
    #expect(try store.allItems() == [outcome.item, next])
  }

  @Test func reopeningARepeatingTodoMakesNothing() throws {
    let todo = try add("Water plants", due: "2026-01-05", recur: "1w")
    let done = try useCases.toggleDone(todo.id)
    let reopened = try useCases.toggleDone(todo.id)
    #expect(reopened.next == nil)
    #expect(!reopened.item.done)
    #expect(try store.allItems().map(\.id) == [todo.id, try #require(done.next).id])
  }

  @Test func markingADoneTodoDoneAgainMakesNothing() throws {
    let todo = try add("Water plants", due: "2026-01-05", recur: "1w")
    _ = try useCases.markDone(todo.id)
    let again = try useCases.markDone(todo.id)
    #expect(again.next == nil)
    #expect(try store.allItems().count == 2)
  }

  @Test func aTodoThatDoesNotRepeatMakesNothing() throws {
    let todo = try useCases.add(TodoForm(title: "Once", due: "tomorrow"))
    #expect(try useCases.toggleDone(todo.id).next == nil)
    #expect(try store.allItems().count == 1)
  }

  @Test func anEditCannotLeaveARepeatingTodoWithoutADueDate() throws {
    let plain = try useCases.add(TodoForm(title: "Plain"))
    #expect(throws: FormRejection.repeatWithoutDue) {
      try useCases.update(plain.id, setting: [.recur], from: TodoForm(recur: "1w"))
    }
    let todo = try add("Water plants", due: "2026-01-05", recur: "1w")
    #expect(throws: FormRejection.repeatWithoutDue) {
      try useCases.update(todo.id, setting: [.due], from: TodoForm())
    }
    #expect(try store.allItems() == [plain, todo])
    let stopped = try useCases.update(todo.id, setting: [.recur, .due], from: TodoForm())
    #expect(stopped.fields.recur == nil && stopped.fields.due == nil)
  }
}
