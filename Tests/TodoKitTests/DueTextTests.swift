import Foundation
import Testing

@testable import TodoCore
@testable import TodoUI

/// How due dates read on screen, relative to the moment the screen is drawn.
@Suite struct DueTextTests {
  /// Drawn on Monday 2026-11-23 at 15:30.
  let text = DueText(now: Date(timeIntervalSince1970: 1_795_447_800), timeZone: .gmt)

  @Test(arguments: [
    ("2026-11-23", "today"), ("2026-11-24", "tomorrow"), ("2026-11-22", "yesterday"),
    ("2026-11-25", "Wed"), ("2026-11-29", "Sun"), ("2026-11-30", "30 Nov"),
    ("2026-11-21", "21 Nov"), ("2026-01-01", "1 Jan"), ("2026-12-31", "31 Dec"),
    ("2027-01-03", "2027-01-03"), ("2025-12-31", "2025-12-31"),
    ("2026-11-27T17:00", "Fri 17:00"), ("2026-11-23T09:05", "today 09:05"),
  ])
  func shortForm(due: String, expected: String) throws {
    #expect(text.short(try #require(DueDate(iso: due))) == expected)
  }

  @Test func shortFormCanLeaveTheTimeOut() throws {
    #expect(text.short(try #require(DueDate(iso: "2026-11-27T17:00")), withTime: false) == "Fri")
  }

  @Test(arguments: [
    ("2026-11-27", "Fri 27 Nov"), ("2026-11-27T17:00", "Fri 27 Nov 17:00"),
    ("2027-01-03", "Sun 3 Jan 2027"), ("2024-02-29", "Thu 29 Feb 2024"),
  ])
  func longForm(due: String, expected: String) throws {
    #expect(text.long(try #require(DueDate(iso: due))) == expected)
  }

  @Test(arguments: [
    ("%d.%m.", "2026-11-30", "30.11.", "Mon 30.11."),
    ("%d.%m.", "2027-01-03", "2027-01-03", "Sun 03.01. 2027"),
    ("%d %b %Y", "2027-01-03", "03 Jan 2027", "Sun 03 Jan 2027"),
    ("%A %-d", "2026-12-04", "Friday 4", "Friday 4"),
  ])
  func aConfiguredDayFormatWritesTheDaysNoWordFits(
    pattern: String, due: String, short: String, long: String
  ) throws {
    let configured = DueText(
      now: Date(timeIntervalSince1970: 1_795_447_800), timeZone: .gmt,
      dayFormat: try DayFormat(pattern))
    let date = try #require(DueDate(iso: due))
    #expect(configured.short(date) == short)
    #expect(configured.long(date) == long)
    #expect(configured.short(try #require(DueDate(iso: "2026-11-24"))) == "tomorrow")
  }

  @Test(arguments: [
    ("2026-11-22", true), ("2026-11-22T23:59", true), ("2026-11-23", false),
    ("2026-11-23T15:29", true), ("2026-11-23T15:30", false), ("2026-11-24T00:00", false),
  ])
  func overdue(due: String, expected: Bool) throws {
    #expect(text.isOverdue(try #require(DueDate(iso: due))) == expected)
  }

  @Test func drawnOnMondayAfternoon() {
    #expect(text.today == CalendarDay(year: 2026, month: 11, day: 23))
    #expect(text.time == TimeOfDay(hour: 15, minute: 30))
  }

  @Test func readsTheDayAndTimeInTheZoneGiven() throws {
    // 2026-11-23 23:30 UTC is already the 24th, 08:30 in Tokyo.
    let now = try #require(ISO8601DateFormatter().date(from: "2026-11-23T23:30:00Z"))
    let tokyo = DueText(now: now, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
    #expect(tokyo.today == CalendarDay(year: 2026, month: 11, day: 24))
    #expect(tokyo.time == TimeOfDay(hour: 8, minute: 30))
  }
}
