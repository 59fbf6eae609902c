import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage

/// How the store keeps a due date: one integer whose order is the order of due dates.
@Suite struct TodoColumnTests {
  @Test(
    "a due date is kept as wall-clock seconds; a day without a time as its last second",
    arguments: [
      ("1970-01-01", 86_399), ("1970-01-01T00:00", 0), ("1970-01-02T17:30", 86_400 + 63_000),
      ("1969-12-31", -1), ("1969-12-31T23:59", -60), ("2026-12-01", 1_796_169_599),
    ])
  func stored(text: String, stored: Int64) throws {
    let due = try #require(DueDate(iso: text))
    #expect(TodoColumn.stored(due) == stored)
    #expect(TodoColumn.dueDate(stored) == due)
  }

  @Test func storedOrderIsDueDateOrder() throws {
    let dates = try [
      "2024-02-29T00:00", "2024-02-29T23:59", "2024-02-29", "2024-03-01T00:00", "2026-12-01",
      "1900-01-01", "2100-12-31T12:00",
    ].map { try #require(DueDate(iso: $0)) }
    #expect(dates.sorted().map(TodoColumn.stored) == dates.map(TodoColumn.stored).sorted())
  }

  @Test func everyColumnIsListedOnceAndTheTagsComeFromTheirTable() {
    #expect(
      TodoColumn.all.map(\.name) == [
        "id", "title", "content", "done", "created", "updated", "due", "priority", "tags",
        "recur", "parent_uid", "list", "uid", "ical_kept", "title_key", "due_key",
        "priority_key",
      ])
    #expect(TodoColumn.stored.map(\.name).contains("tags") == false)
    #expect(
      TodoColumn.changing.map(\.name) == [
        "title", "content", "done", "updated", "due", "priority", "recur", "parent_uid",
        "list", "ical_kept", "title_key", "due_key", "priority_key",
      ])
    #expect(
      TodoColumn.selectList(having: ["id", "title", "content", "done", "created", "updated"])
        .hasSuffix("updated, NULL, 0, NULL, NULL, NULL, 'Tasks', NULL, NULL"))
    #expect(
      TodoColumn.selectList(having: [
        "id", "title", "content", "done", "created", "updated", "due", "priority", "tags",
      ]).hasSuffix(
        "priority, (SELECT group_concat(tag, ' ') FROM todo_tag WHERE todo_id = todo.id), NULL,"
          + " NULL, 'Tasks', NULL, NULL"))
  }
}
