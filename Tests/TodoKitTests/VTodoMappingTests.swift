import Foundation
import Testing
import TodoTestKit

@testable import TodoCore

/// The one VTODO ↔ todo mapping: every field both ways, time zones, status words, repeat
/// rules, and other programs' lines kept byte for byte.
@Suite struct VTodoMappingTests {
  private static let paris = TimeZone(identifier: "Europe/Paris") ?? .current
  private static let newYork = TimeZone(identifier: "America/New_York") ?? .current

  /// The todo of a VTODO made of `lines`, read in `timeZone`.
  private func read(_ lines: [String], in timeZone: TimeZone = Fixture.utc) throws -> ImportedTodo {
    let text = (["BEGIN:VCALENDAR", "BEGIN:VTODO"] + lines + ["END:VTODO", "END:VCALENDAR"])
      .joined(separator: "\r\n")
    let todo = try #require(try CalendarComponent.parse(text).first?.components.first)
    return try VTodoMapping.todo(from: todo, timeZone: timeZone)
  }

  private static let full = TodoItem(
    id: 3,
    fields: TodoFields(
      title: "Pay 税金; now, 🧾", content: "line one\nline two\\ with, commas; and\ttab",
      done: false, due: DueDate(iso: "2026-12-01T17:00"), priority: Priority(value: 2) ?? .none,
      tags: ["@銀行", "tax", "a,b"], recur: Recurrence(text: "2w")),
    created: Fixture.start, updated: Fixture.start + 3600,
    calendar: CalendarRecord(uid: "uid-1@example.org"))

  @Test func everyFieldIsWrittenAsTheSpecSays() throws {
    let text = try VTodoMapping.component(of: Self.full, stamp: Fixture.start + 7200).text
    #expect(
      text
        == [
          "BEGIN:VTODO", "UID:uid-1@example.org", "DTSTAMP:20260105T110000Z",
          "CREATED:20260105T090000Z", "LAST-MODIFIED:20260105T100000Z",
          #"SUMMARY:Pay 税金\; now\, 🧾"#,
          #"DESCRIPTION:line one\nline two\\ with\, commas\; and"# + "\ttab",
          "DUE:20261201T170000", "PRIORITY:2",
          #"CATEGORIES:@銀行,a\,b,tax"#, "RRULE:FREQ=WEEKLY;INTERVAL=2",
          "X-TODO-RECUR-FROM:COMPLETION", "END:VTODO", "",
        ].joined(separator: "\r\n"))
  }

  @Test func everyFieldReadsBack() throws {
    var item = Self.full
    for done in [false, true] {
      item.fields.done = done
      item.fields.recur = done ? Recurrence(text: "+1y") : Recurrence(text: "3d")
      let component = try VTodoMapping.component(of: item, stamp: Fixture.start)
      let back = try VTodoMapping.todo(from: component, timeZone: Self.paris)
      #expect(back.fields == item.fields)
      #expect(back.created == item.created)
      #expect(back.updated == item.updated)
      // A done todo keeps the lines that say when it was completed; nothing else is kept.
      let state =
        done ? ["STATUS:COMPLETED", "COMPLETED:20260105T100000Z", "PERCENT-COMPLETE:100"] : []
      #expect(back.calendar?.uid == item.calendar.uid)
      #expect(back.calendar?.kept.map(\.text) == state + item.calendar.kept.map(\.text))
    }
  }

  @Test func aDoneTodoHasStatusAndCompletedTime() throws {
    var item = Self.full
    item.fields.done = true
    let lines = try VTodoMapping.component(of: item, stamp: Fixture.start).properties.map(\.text)
    #expect(lines.contains("STATUS:COMPLETED"))
    #expect(lines.contains("COMPLETED:20260105T100000Z"))
  }

  @Test func aDayIsADateAndNothingEmptyIsWritten() throws {
    let item = TodoItem(
      id: 1, fields: TodoFields(title: "t", due: DueDate(iso: "2026-02-28")),
      created: Fixture.start,
      updated: Fixture.start, calendar: CalendarRecord(uid: "u"))
    let names = try VTodoMapping.component(of: item, stamp: Fixture.start).properties.map(\.text)
    #expect(names.contains("DUE;VALUE=DATE:20260228"))
    #expect(!names.contains { $0.hasPrefix("DESCRIPTION") || $0.hasPrefix("PRIORITY") })
    #expect(!names.contains { $0.hasPrefix("CATEGORIES") || $0.hasPrefix("RRULE") })
  }

  @Test(
    "due dates: a day, floating as it is, UTC and TZID moved to the app's wall clock",
    arguments: [
      ("DUE;VALUE=DATE:20261201", Fixture.utc, "2026-12-01"),
      ("DUE:20261201", paris, "2026-12-01"),
      ("DUE:20261201T170000", paris, "2026-12-01T17:00"),
      ("DUE:20261201T170000", newYork, "2026-12-01T17:00"),
      ("DUE:20261201T160000Z", paris, "2026-12-01T17:00"),
      ("DUE:20260701T160000Z", paris, "2026-07-01T18:00"),
      ("DUE:20261201T030000Z", newYork, "2026-11-30T22:00"),
      ("DUE;TZID=Europe/Paris:20261201T170000", Fixture.utc, "2026-12-01T16:00"),
      ("DUE;TZID=Europe/Paris:20260701T170000", Fixture.utc, "2026-07-01T15:00"),
      ("DUE;TZID=Europe/Paris:20260701T170000", newYork, "2026-07-01T11:00"),
      ("DUE;TZID=Europe/Paris:20260701T170000", paris, "2026-07-01T17:00"),
      // Clocks go forward at 02:00 on 2026-03-29 in Paris: 02:30 does not exist, read as 03:30.
      ("DUE;TZID=Europe/Paris:20260329T023000", Fixture.utc, "2026-03-29T01:30"),
      // Clocks go back at 03:00 on 2026-10-25: 02:30 happens twice, the first is meant.
      ("DUE;TZID=Europe/Paris:20261025T023000", Fixture.utc, "2026-10-25T00:30"),
      ("DUE;TZID=/Europe/Paris:20261201T170000", Fixture.utc, "2026-12-01T16:00"),
      // A zone this machine does not know: the time as written.
      ("DUE;TZID=Nowhere Standard Time:20261201T170000", paris, "2026-12-01T17:00"),
      ("DUE:20261201T170059", paris, "2026-12-01T17:00"),
    ])
  func due(line: String, timeZone: TimeZone, due: String) throws {
    #expect(try read(["SUMMARY:x", line], in: timeZone).fields.due == DueDate(iso: due))
  }

  @Test(
    "status words",
    arguments: [
      ("STATUS:NEEDS-ACTION", false, "STATUS:NEEDS-ACTION"),
      ("STATUS:COMPLETED", true, "STATUS:COMPLETED"),
      ("STATUS:IN-PROCESS", false, "STATUS:IN-PROCESS"),
      ("STATUS:CANCELLED", true, "STATUS:CANCELLED"),
      // No state lines: open, and written with none (SPEC §11 writes STATUS for done ones).
      ("X-NONE:1", false, ""),
    ])
  func status(line: String, done: Bool, written: String) throws {
    let todo = try read(["SUMMARY:x", "UID:u", line])
    #expect(todo.fields.done == done)
    let item = TodoItem(
      id: 1, fields: todo.fields, created: Fixture.start, updated: Fixture.start,
      calendar: todo.calendar ?? CalendarRecord())
    let lines = try VTodoMapping.component(of: item, stamp: Fixture.start).properties.map(\.text)
    #expect(lines.filter { $0.hasPrefix("STATUS") } == (written.isEmpty ? [] : [written]))
    // Once the todo is toggled, our own word replaces the kept one.
    var toggled = item
    toggled.fields.done.toggle()
    let after = try VTodoMapping.component(of: toggled, stamp: Fixture.start).properties
      .map(\.text).filter { $0.hasPrefix("STATUS") }
    #expect(after == [done ? "STATUS:NEEDS-ACTION" : "STATUS:COMPLETED"])
  }

  @Test(
    "repeat rules we can follow become rules; others are kept as they were",
    arguments: [
      (["RRULE:FREQ=WEEKLY;INTERVAL=2"], "+2w", []),
      (["RRULE:FREQ=DAILY"], "+1d", []),
      (["RRULE:FREQ=MONTHLY;INTERVAL=3", "X-TODO-RECUR-FROM:COMPLETION"], "3m", []),
      (["RRULE:FREQ=YEARLY"], "+1y", []),
      (["RRULE:FREQ=WEEKLY;BYDAY=MO,WE"], nil, ["RRULE:FREQ=WEEKLY;BYDAY=MO,WE"]),
      (["RRULE:FREQ=DAILY;COUNT=5"], nil, ["RRULE:FREQ=DAILY;COUNT=5"]),
      (["RRULE:FREQ=HOURLY"], nil, ["RRULE:FREQ=HOURLY"]),
    ] as [([String], String?, [String])])
  func rules(lines: [String], rule: String?, kept: [String]) throws {
    let todo = try read(["SUMMARY:x", "DUE;VALUE=DATE:20260105"] + lines)
    #expect(todo.fields.recur == rule.flatMap { Recurrence(text: $0) })
    #expect(todo.calendar?.kept.map(\.text) == kept)
  }

  @Test func aRuleWithoutADueDateIsKeptNotFollowed() throws {
    let todo = try read(["SUMMARY:x", "RRULE:FREQ=DAILY"])
    #expect(todo.fields.recur == nil)
    #expect(todo.calendar?.kept.map(\.text) == ["RRULE:FREQ=DAILY"])
  }

  @Test func otherProgramsLinesAndAlarmsAreKeptByteForByteAndWrittenBack() throws {
    let foreign = [
      #"X-APPLE-SORT-ORDER;X-P="a:b":123"#, "DTSTART;TZID=Europe/Paris:20261201T090000",
      "PERCENT-COMPLETE:40", #"ATTENDEE;CN="Doe, John":mailto:j@example.org"#,
      "X-LONG:" + String(repeating: "読", count: 40),
    ]
    let alarm = ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:x", "END:VALARM"]
    let todo = try read(
      ["UID:abc", "SUMMARY:x", foreign[0], "CATEGORIES:home,Two Words", foreign[1]]
        + foreign[2...] + alarm)
    #expect(todo.fields.tags == ["home"])
    #expect(
      todo.calendar?.kept.map(\.text)
        == [foreign[0], "CATEGORIES:home,Two Words", foreign[1]] + foreign[2...] + alarm)
    var item = TodoItem(
      id: 1, fields: todo.fields, created: Fixture.start, updated: Fixture.start,
      calendar: todo.calendar ?? CalendarRecord())
    item.fields.title = "changed here"
    let written = try VTodoMapping.component(of: item, stamp: Fixture.start).text
    let lines = LineFolding.unfold(written).map(\.text)
    for line in foreign + alarm { #expect(lines.contains(line), "\(line)") }
    #expect(lines.contains("SUMMARY:changed here"))
    let again = try VTodoMapping.todo(
      from: try #require(try CalendarComponent.parse(written).first), timeZone: Fixture.utc)
    // The state lines (PERCENT-COMPLETE here) are written together, with STATUS; the order
    // of every other kept line is as it came.
    let stateNames: Set = ["STATUS", "COMPLETED", "PERCENT-COMPLETE"]
    #expect(
      again.calendar?.kept.filter { !stateNames.contains($0.name) }
        == item.calendar.kept.filter { !stateNames.contains($0.name) })
    #expect(Set(again.calendar?.kept ?? []) == Set(item.calendar.kept))
    #expect(again.fields == item.fields)
  }

  @Test(
    "CATEGORIES another program wrote come back as they came while they say the todo's tags",
    arguments: [
      ["CATEGORIES:weekly,alex"], ["CATEGORIES:home", "CATEGORIES:garden"],
      ["CATEGORIES:home,Two Words"], ["CATEGORIES;LANGUAGE=en:work"],
    ])
  func categoriesAsTheyCame(lines: [String]) throws {
    let todo = try read(["UID:abc", "SUMMARY:x"] + lines)
    var item = TodoItem(
      id: 1, fields: todo.fields, created: Fixture.start, updated: Fixture.start,
      calendar: todo.calendar ?? CalendarRecord())
    item.fields.title = "changed here"
    let written = try VTodoMapping.component(of: item, stamp: Fixture.start).properties
    #expect(written.filter { $0.named("CATEGORIES") }.map(\.text) == lines)
    // Tags changed here: ours, with the words that are not tags kept beside them.
    item.fields.tags = TagSet(item.fields.tags.words + ["new"])
    let changed = try VTodoMapping.component(of: item, stamp: Fixture.start).properties
    let categories = changed.filter { $0.named("CATEGORIES") }.map(\.text)
    #expect(categories.first == "CATEGORIES:" + item.fields.tags.words.joined(separator: ","))
    #expect(
      categories.dropFirst()
        == (lines == ["CATEGORIES:home,Two Words"] ? ["CATEGORIES:Two Words"] : []))
  }

  @Test func ourOwnCategoriesLineIsNotKept() throws {
    let todo = try read(["SUMMARY:x", "CATEGORIES:alex,weekly"])
    #expect(todo.fields.tags == ["alex", "weekly"])
    #expect(todo.calendar?.kept == [])
  }

  @Test func aPriorityOfZeroAnotherProgramWroteComesBackUntilAPriorityIsSet() throws {
    let todo = try read(["UID:abc", "SUMMARY:x", "PRIORITY:0"])
    #expect(todo.fields.priority.isNone)
    var item = TodoItem(
      id: 1, fields: todo.fields, created: Fixture.start, updated: Fixture.start,
      calendar: todo.calendar ?? CalendarRecord())
    let written = try VTodoMapping.component(of: item, stamp: Fixture.start).properties
    #expect(written.filter { $0.named("PRIORITY") }.map(\.text) == ["PRIORITY:0"])
    item.fields.priority = Priority(value: 1) ?? .none
    let changed = try VTodoMapping.component(of: item, stamp: Fixture.start).properties
    #expect(changed.filter { $0.named("PRIORITY") }.map(\.text) == ["PRIORITY:1"])
  }

  @Test(
    "what cannot be read names its line",
    arguments: [
      (
        ["SUMMARY:x", "DUE:2026-12-01"],
        "line 4: DUE must be a date like 20261201 or a time like 20261201T170000 (got \"2026-12-01\")"
      ),
      (
        ["SUMMARY:x", "PRIORITY:high"],
        "line 4: PRIORITY must be a whole number from 0 to 9 (got \"high\")"
      ),
      (
        ["SUMMARY:x", "PRIORITY:10"],
        "line 4: PRIORITY must be a whole number from 0 to 9 (got \"10\")"
      ),
      (
        ["SUMMARY:x", "STATUS:TENTATIVE"],
        "line 4: STATUS of a VTODO must be NEEDS-ACTION, IN-PROCESS, COMPLETED or CANCELLED (got \"TENTATIVE\")"
      ),
      (["DESCRIPTION:no title"], "line 2: the VTODO has no SUMMARY (a todo needs a title)"),
      (
        ["SUMMARY:x", "CREATED:yesterday"],
        "line 4: CREATED must be a date like 20261201 or a time like 20261201T170000 (got \"yesterday\")"
      ),
      (
        ["SUMMARY:x", "DUE:20261301"],
        "line 4: DUE must be a date like 20261201 or a time like 20261201T170000 (got \"20261301\")"
      ),
    ])
  func bad(lines: [String], message: String) {
    do {
      _ = try read(lines)
      Issue.record("no error")
    } catch {
      #expect("\(error)" == message)
    }
  }
}
