import Testing

@testable import TodoCore

/// Repeat rules (SPEC §9): reading them and where the next todo of a series is due.
@Suite struct RecurrenceTests {
  static func due(_ text: String) -> DueDate {
    DueDate(iso: text) ?? DueDate(CalendarDay(daysSince1970: 0))
  }

  static func day(_ text: String) -> CalendarDay { due(text).day }

  @Test(arguments: [
    ("1w", "1w"), ("+1w", "+1w"), (" 3D ", "3d"), ("+2m", "+2m"), ("1y", "1y"), ("10d", "10d"),
    ("1000d", "1000d"),
  ])
  func readsAndWritesBack(text: String, written: String) {
    #expect(Recurrence(text: text)?.description == written)
  }

  @Test(arguments: [
    "", "w", "+w", "0d", "-1d", "1x", "1 w", "++1w", "1001d", "１w", "1.5w", "+", "99999d",
  ])
  func refusesAnythingElse(text: String) {
    #expect(Recurrence(text: text) == nil)
  }

  @Test func theScheduleIsInThePlus() {
    #expect(Recurrence(text: "+1w")?.schedule == .fixed)
    #expect(Recurrence(text: "1w")?.schedule == .fromCompletion)
  }

  @Test(arguments: [
    // rule, due, completed on, next due
    ("+1w", "2026-11-23", "2026-11-25", "2026-11-30"),
    ("1w", "2026-11-23", "2026-11-25", "2026-12-02"),
    ("+3d", "2026-12-30T08:00", "2026-12-30", "2027-01-02T08:00"),
    ("3d", "2026-12-30T08:00", "2027-01-05", "2027-01-08T08:00"),
    ("+1m", "2026-01-31", "2026-01-31", "2026-02-28"),
    ("+1m", "2026-02-28", "2026-02-28", "2026-03-31"),
    ("+1m", "2026-03-31", "2026-03-31", "2026-04-30"),
    ("+1m", "2026-01-30", "2026-01-30", "2026-02-28"),
    ("+1m", "2026-03-30", "2026-03-30", "2026-04-30"),
    ("+1m", "2028-01-31", "2028-01-31", "2028-02-29"),
    ("+1y", "2028-02-29", "2028-02-29", "2029-02-28"),
    ("+1y", "2031-02-28", "2031-02-28", "2032-02-29"),
    ("+2m", "2026-12-15T17:00", "2027-01-20", "2027-02-15T17:00"),
    ("1m", "2026-12-15", "2027-01-31", "2027-02-28"),
    ("+1w", "2026-10-01", "2026-11-23", "2026-10-08"),
  ])
  func nextDue(rule: String, due: String, completed: String, next: String) throws {
    let recurrence = try #require(Recurrence(text: rule))
    #expect(
      recurrence.next(after: Self.due(due), completedOn: Self.day(completed)) == Self.due(next))
  }
}
