import Foundation
import Testing

@testable import TodoCore

/// What the fuzz target `Fuzz/vtodo` found (README, "Fuzzing"): each finding a test named after
/// what it broke, its input inline or under `Tests/Fixtures/fuzz/vtodo`.
@Suite struct VTodoFuzzFindingsTests {
  /// The zone the fuzz target reads and writes on.
  static let zone = TimeZone(identifier: "Europe/Berlin") ?? ICalendarTime.utc

  /// The todos of `file` as a store adds them (a UID for each without one).
  static func stored(_ todos: [ImportedTodo]) -> [TodoItem] {
    todos.enumerated().map { index, todo in
      var calendar = todo.calendar ?? CalendarRecord()
      if calendar.uid.isEmpty { calendar.uid = "stored-\(index)" }
      let stamps = todo.stamps(importedAt: Date(timeIntervalSince1970: 0))
      return TodoItem(
        id: TodoID(index + 1), fields: todo.fields, created: stamps.created,
        updated: stamps.updated, calendar: calendar)
    }
  }

  /// The todos of `file`, and those of it written and read again.
  static func roundTrip(_ file: Data) throws -> (first: [TodoItem], back: [TodoItem]) {
    let items = stored(try ICalendarInterchange.decode(file, timeZone: zone).todos)
    let written = try ICalendarInterchange.encode(
      items, stamp: Date(timeIntervalSince1970: 0), timeZone: zone)
    return (items, stored(try ICalendarInterchange.decode(written, timeZone: zone).todos))
  }

  /// vtodo (the kept lines changed): a Nextcloud Tasks VTODO naming its parent twice in the
  /// same words (`RELATED-TO:d573…`, then again after other lines) lost the second line on the
  /// way back: the writer said a parent once even when the parent had not changed here. Both
  /// lines another program wrote stay.
  @Test func theSameParentNamedTwiceKeepsBothLines() throws {
    let (first, back) = try Self.roundTrip(
      try Self.fixture("the-same-parent-named-twice.ics"))
    let parent = "d573a535-dc72-4ba9-9f36-e3c300b796b4"
    #expect(first.map(\.fields.parent) == [parent])
    #expect(first[0].calendar.kept.filter { $0.named("RELATED-TO") }.count == 2)
    // The same lines, in any order (the state lines are written first).
    #expect(
      back.map { $0.calendar.kept.map(\.text).sorted() }
        == first.map { $0.calendar.kept.map(\.text).sorted() })
    #expect(back.map(\.fields.parent) == [parent])
  }

  /// vtodo (4 todos written, 5 read again): an override (`RECURRENCE-ID`) without a UID was
  /// imported as a todo alone and kept too inside every VTODO without a UID, as if it were
  /// that series' override: an export wrote it twice, and importing that gave one more todo.
  /// A VTODO without a UID is no series.
  @Test func anOverrideWithoutAUIDIsATodoAlone() throws {
    let (first, back) = try Self.roundTrip(try Self.fixture("an-override-without-a-uid.ics"))
    #expect(first.map(\.title) == ["a", "h"])
    #expect(first.allSatisfy { !$0.calendar.kept.contains { $0.named("BEGIN") } })
    #expect(back.map(\.title) == ["a", "h"])
  }

  /// vtodo (the kept lines changed): a VTODO with two DUE lines (the found file has one in a
  /// zone this machine does not know) took its due date from the last, then wrote it in the
  /// form of the first, dropping both: the second line was lost, the due date moved to another
  /// zone. RFC 5545 allows one DUE; a second (and a second of any property read into one
  /// field, of which the first was taken or lost the same way) is refused, naming its line.
  @Test func aSecondDueIsRefused() throws {
    let error = #expect(throws: ImportError.self) {
      try ICalendarInterchange.decode(try Self.fixture("two-due-lines.ics"), timeZone: Self.zone)
    }
    #expect(
      error?.description
        == "line 7: a second DUE in one VTODO (the first is on line 5); a todo has one")
  }

  /// The same for every property read into one field.
  @Test(arguments: [
    "UID:b", "SUMMARY:b", "DESCRIPTION:b", "STATUS:COMPLETED", "DUE:20260101T100000",
    "PRIORITY:0", "CREATED:20260101T100000Z", "LAST-MODIFIED:20260101T100000Z", "summary:b",
  ])
  func aSecondOfAPropertyReadIntoOneFieldIsRefused(line: String) throws {
    let first =
      "UID:a\r\nSUMMARY:a\r\nDESCRIPTION:a\r\nSTATUS:NEEDS-ACTION\r\nDUE:20260102T100000\r\n"
      + "PRIORITY:1\r\nCREATED:20260101T000000Z\r\nLAST-MODIFIED:20260101T000000Z\r\n"
    let file = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\n\(first)\(line)\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
    let error = #expect(throws: ImportError.self) {
      try ICalendarInterchange.decode(Data(file.utf8), timeZone: Self.zone)
    }
    #expect(error?.location == "line 11")
  }

  /// What RFC 5545 allows more than once stays as it was: CATEGORIES lines, other programs'
  /// properties, RRULEs (kept when more than one).
  @Test func propertiesAllowedTwiceAreRead() throws {
    let file = """
      BEGIN:VCALENDAR\r
      BEGIN:VTODO\r
      UID:a\r
      SUMMARY:a\r
      CATEGORIES:x\r
      CATEGORIES:y\r
      X-A:1\r
      X-A:2\r
      RRULE:FREQ=DAILY\r
      RRULE:FREQ=WEEKLY\r
      END:VTODO\r
      END:VCALENDAR\r

      """
    let todos = try ICalendarInterchange.decode(Data(file.utf8), timeZone: Self.zone).todos
    #expect(todos.map(\.fields.tags) == [["x", "y"]])
    #expect(todos.first?.calendar?.kept.count == 6)
  }

  /// vtodo (the kept lines changed): an X-TODO-RECUR-FROM (our own line: the rule counts from
  /// completion) with another value than COMPLETION, or two of them, was kept beside the RRULE
  /// taken as a fixed rule, and dropped when that rule was written. Such a rule is one todo
  /// cannot follow: both lines are kept as they came, and the todo does not repeat here.
  @Test(arguments: [
    ["X-TODO-RECUR-FROM:CODTSTART:20260308T020000MPLETION"],
    ["X-TODO-RECUR-FROM:COMPLETION", "X-TODO-RECUR-FROM:COMPLETION"],
  ])
  func anOddRecurFromKeepsTheRuleAsItCame(lines: [String]) throws {
    let file =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:a\r\nDUE;VALUE=DATE:20260105\r\n"
      + "RRULE:FREQ=WEEKLY\r\n" + lines.map { $0 + "\r\n" }.joined()
      + "END:VTODO\r\nEND:VCALENDAR\r\n"
    let (first, back) = try Self.roundTrip(Data(file.utf8))
    #expect(first.map(\.fields.recur) == [nil])
    #expect(first.first?.calendar.kept.map(\.text) == ["RRULE:FREQ=WEEKLY"] + lines)
    #expect(back.map(\.calendar) == first.map(\.calendar))
  }

  /// vtodo (1 todo written, 2 read again): a VTODO nested in a VTODO was kept with its lines,
  /// which take a kept VTODO for an override of the series, written beside it: read back, it
  /// was a todo of its own (a nested VTIMEZONE became the todo's zone the same way). RFC 5545
  /// lets a VTODO hold neither: it is refused, naming the line.
  @Test(arguments: [("a-vtodo-inside-a-vtodo.ics", "line 4: BEGIN:VTODO inside a VTODO")])
  func aVTodoInsideAVTodoIsRefused(fixture: String, message: String) throws {
    let error = #expect(throws: ImportError.self) {
      try ICalendarInterchange.decode(try Self.fixture(fixture), timeZone: Self.zone)
    }
    #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
    let zone = "BEGIN:VCALENDAR\nBEGIN:VTODO\nSUMMARY:u\nBEGIN:VTIMEZONE\nTZID:x\nEND:VTIMEZONE\n"
    #expect(throws: ImportError.self) {
      try ICalendarInterchange.decode(
        Data((zone + "END:VTODO\nEND:VCALENDAR\n").utf8), timeZone: Self.zone)
    }
  }

  /// The bytes of `Tests/Fixtures/fuzz/vtodo/NAME`.
  static func fixture(_ name: String) throws -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/vtodo/\(name)")
    return try Data(contentsOf: url)
  }
}
