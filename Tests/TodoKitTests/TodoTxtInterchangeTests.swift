import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// todo.txt as the format has it: priority first, then dates; real calendar days only; the
/// dates read are kept.
@Suite struct TodoTxtInterchangeTests {
  private static func day(_ text: Substring) -> Date? { TodoTxtInterchange.day(text) }

  private func decode(_ text: String) throws -> [ImportedTodo] {
    try TodoTxtInterchange.decode(Data(text.utf8))
  }

  @Test(
    "only real calendar days are dates",
    arguments: [
      ("2026-01-05", true), ("2024-02-29", true), ("2000-02-29", true), ("2026-12-31", true),
      ("2026-13-45", false), ("2026-02-29", false), ("1900-02-29", false), ("2026-04-31", false),
      ("2026-00-10", false), ("2026-01-00", false), ("2026-1-05", false), ("２０２６-01-05", false),
      ("2026-01-05x", false), ("+026-01-05", false),
    ])
  func calendarDays(text: String, isDay: Bool) {
    #expect((Self.day(text[...]) != nil) == isDay)
  }

  @Test func daysAreMidnightUTC() {
    #expect(Self.day("2026-01-05") == Date(timeIntervalSince1970: 1_767_571_200))
  }

  @Test func readsPriorityDatesAndDone() throws {
    let todos = try decode(
      """
      (A) 2026-01-01 call mom +family
      x 2026-01-03 2026-01-02 paid
      x 2026-01-04 finished
      2026-13-45 not a date
      (B) no date
      x (A) 2026-01-01 done with a priority

      """)
    #expect(
      todos.map(\.fields.title) == [
        "(A) call mom +family", "paid", "finished", "2026-13-45 not a date", "(B) no date",
        "(A) 2026-01-01 done with a priority",
      ])
    #expect(todos.map(\.fields.done) == [false, true, true, false, false, true])
    #expect(
      todos.map(\.created) == [Self.day("2026-01-01"), Self.day("2026-01-02"), nil, nil, nil, nil])
    #expect(
      todos.map(\.updated) == [nil, Self.day("2026-01-03"), Self.day("2026-01-04"), nil, nil, nil])
  }

  @Test func writesPriorityFirstThenDates() {
    let created = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let items = [
      TodoItem(id: 1, title: "(A) call mom", created: created, updated: created + 86_400),
      TodoItem(id: 2, title: "(A) paid", done: true, created: created, updated: created + 86_400),
      TodoItem(id: 3, title: "plain", content: "a note", created: created, updated: created),
      TodoItem(id: 4, title: "(A) ", created: created, updated: created),
      TodoItem(id: 5, title: "(a) lower case is no priority", created: created, updated: created),
    ]
    #expect(
      TodoTxtInterchange.encode(items) == """
        (A) 2026-01-01 call mom
        x 2026-01-02 2026-01-01 (A) paid
        2026-01-01 plain content:a%20note
        2026-01-01 (A) 
        2026-01-01 (a) lower case is no priority

        """)
  }

  @Test func roundTripsExactly() throws {
    let created = Date(timeIntervalSince1970: 1_767_225_600)
    let items = [
      TodoItem(
        id: 1, title: "(C) 2025-12-31 starts with a date", created: created, updated: created),
      TodoItem(id: 2, title: "x marks", created: created, updated: created),
      TodoItem(
        id: 3, title: "nul\u{0}in title", content: "tab\tnul\u{0}", created: created,
        updated: created),
      TodoItem(id: 4, title: "(A) done", done: true, created: created, updated: created + 86_400),
    ]
    let back = try decode(TodoTxtInterchange.encode(items))
    #expect(back.map(\.fields.title) == items.map(\.title))
    #expect(back.map(\.fields.content) == items.map(\.content))
    #expect(back.map(\.fields.done) == items.map(\.done))
    #expect(back.map(\.created) == items.map(\.created))
    #expect(back.map { $0.updated ?? $0.created } == items.map(\.updated))
  }

  @Test func skipsBlankLinesAndAByteOrderMark() throws {
    let todos = try TodoTxtInterchange.decode(
      Data([0xEF, 0xBB, 0xBF]) + Data("one\n\u{200B}\n \ntwo\n".utf8))
    #expect(todos.map(\.fields.title) == ["one", "two"])
  }

  @Test func aPriorityOrDatesAloneAreNoTodo() {
    for line in ["(A)", "(A) 2026-01-01", "x 2026-01-02 2026-01-01", "(A) \u{FEFF}"] {
      let error = #expect(throws: ImportError.self) { try decode("ok\n\(line)\n") }
      #expect(error?.description == "line 2: the todo has no title", "\(line)")
    }
  }
}
