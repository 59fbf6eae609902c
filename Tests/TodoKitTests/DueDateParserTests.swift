import Foundation
import Testing

@testable import TodoCore

/// The due-date words of SPEC §8, read relative to a given today: every form, month and year
/// ends, leap days, and a clock just before and after midnight. The expected days were worked
/// out with Python's `datetime`, an independent calendar.
@Suite struct DueDateParserTests {
  /// (today, words, the day they name).
  static let days: [(String, String, String)] = [
    ("2026-11-23", "today", "2026-11-23"),
    ("2026-11-23", "tomorrow", "2026-11-24"),
    ("2026-11-23", "tom", "2026-11-24"),
    ("2026-11-23", "yesterday", "2026-11-22"),
    ("2026-11-23", "fri", "2026-11-27"),
    ("2026-11-23", "Monday", "2026-11-30"),
    ("2026-11-23", "sun", "2026-11-29"),
    ("2026-11-23", "thursday", "2026-11-26"),
    ("2026-11-23", "+3d", "2026-11-26"),
    ("2026-11-23", "3d", "2026-11-26"),
    ("2026-11-23", "2w", "2026-12-07"),
    ("2026-11-23", "1m", "2026-12-23"),
    ("2026-11-23", "1y", "2027-11-23"),
    ("2026-11-23", "13m", "2027-12-23"),
    ("2026-11-23", "eow", "2026-11-29"),
    ("2026-11-23", "eom", "2026-11-30"),
    ("2026-11-23", "eoy", "2026-12-31"),
    ("2026-11-23", "12-01", "2026-12-01"),
    ("2026-11-23", "01-01", "2027-01-01"),
    ("2026-11-23", "02-29", "2028-02-29"),
    ("2026-11-23", "11-23", "2026-11-23"),
    ("2026-11-23", "3-1", "2027-03-01"),
    ("2026-11-29", "today", "2026-11-29"),
    ("2026-11-29", "tomorrow", "2026-11-30"),
    ("2026-11-29", "tom", "2026-11-30"),
    ("2026-11-29", "yesterday", "2026-11-28"),
    ("2026-11-29", "fri", "2026-12-04"),
    ("2026-11-29", "Monday", "2026-11-30"),
    ("2026-11-29", "sun", "2026-12-06"),
    ("2026-11-29", "thursday", "2026-12-03"),
    ("2026-11-29", "+3d", "2026-12-02"),
    ("2026-11-29", "3d", "2026-12-02"),
    ("2026-11-29", "2w", "2026-12-13"),
    ("2026-11-29", "1m", "2026-12-29"),
    ("2026-11-29", "1y", "2027-11-29"),
    ("2026-11-29", "13m", "2027-12-29"),
    ("2026-11-29", "eow", "2026-11-29"),
    ("2026-11-29", "eom", "2026-11-30"),
    ("2026-11-29", "eoy", "2026-12-31"),
    ("2026-11-29", "12-01", "2026-12-01"),
    ("2026-11-29", "01-01", "2027-01-01"),
    ("2026-11-29", "02-29", "2028-02-29"),
    ("2026-11-29", "11-29", "2026-11-29"),
    ("2026-11-29", "3-1", "2027-03-01"),
    ("2026-01-31", "today", "2026-01-31"),
    ("2026-01-31", "tomorrow", "2026-02-01"),
    ("2026-01-31", "tom", "2026-02-01"),
    ("2026-01-31", "yesterday", "2026-01-30"),
    ("2026-01-31", "fri", "2026-02-06"),
    ("2026-01-31", "Monday", "2026-02-02"),
    ("2026-01-31", "sun", "2026-02-01"),
    ("2026-01-31", "thursday", "2026-02-05"),
    ("2026-01-31", "+3d", "2026-02-03"),
    ("2026-01-31", "3d", "2026-02-03"),
    ("2026-01-31", "2w", "2026-02-14"),
    ("2026-01-31", "1m", "2026-02-28"),
    ("2026-01-31", "1y", "2027-01-31"),
    ("2026-01-31", "13m", "2027-02-28"),
    ("2026-01-31", "eow", "2026-02-01"),
    ("2026-01-31", "eom", "2026-01-31"),
    ("2026-01-31", "eoy", "2026-12-31"),
    ("2026-01-31", "12-01", "2026-12-01"),
    ("2026-01-31", "01-01", "2027-01-01"),
    ("2026-01-31", "02-29", "2028-02-29"),
    ("2026-01-31", "01-31", "2026-01-31"),
    ("2026-01-31", "3-1", "2026-03-01"),
    ("2024-02-29", "today", "2024-02-29"),
    ("2024-02-29", "tomorrow", "2024-03-01"),
    ("2024-02-29", "tom", "2024-03-01"),
    ("2024-02-29", "yesterday", "2024-02-28"),
    ("2024-02-29", "fri", "2024-03-01"),
    ("2024-02-29", "Monday", "2024-03-04"),
    ("2024-02-29", "sun", "2024-03-03"),
    ("2024-02-29", "thursday", "2024-03-07"),
    ("2024-02-29", "+3d", "2024-03-03"),
    ("2024-02-29", "3d", "2024-03-03"),
    ("2024-02-29", "2w", "2024-03-14"),
    ("2024-02-29", "1m", "2024-03-29"),
    ("2024-02-29", "1y", "2025-02-28"),
    ("2024-02-29", "13m", "2025-03-29"),
    ("2024-02-29", "eow", "2024-03-03"),
    ("2024-02-29", "eom", "2024-02-29"),
    ("2024-02-29", "eoy", "2024-12-31"),
    ("2024-02-29", "12-01", "2024-12-01"),
    ("2024-02-29", "01-01", "2025-01-01"),
    ("2024-02-29", "02-29", "2024-02-29"),
    ("2024-02-29", "3-1", "2024-03-01"),
    ("2026-12-31", "today", "2026-12-31"),
    ("2026-12-31", "tomorrow", "2027-01-01"),
    ("2026-12-31", "tom", "2027-01-01"),
    ("2026-12-31", "yesterday", "2026-12-30"),
    ("2026-12-31", "fri", "2027-01-01"),
    ("2026-12-31", "Monday", "2027-01-04"),
    ("2026-12-31", "sun", "2027-01-03"),
    ("2026-12-31", "thursday", "2027-01-07"),
    ("2026-12-31", "+3d", "2027-01-03"),
    ("2026-12-31", "3d", "2027-01-03"),
    ("2026-12-31", "2w", "2027-01-14"),
    ("2026-12-31", "1m", "2027-01-31"),
    ("2026-12-31", "1y", "2027-12-31"),
    ("2026-12-31", "13m", "2028-01-31"),
    ("2026-12-31", "eow", "2027-01-03"),
    ("2026-12-31", "eom", "2026-12-31"),
    ("2026-12-31", "eoy", "2026-12-31"),
    ("2026-12-31", "12-01", "2027-12-01"),
    ("2026-12-31", "01-01", "2027-01-01"),
    ("2026-12-31", "02-29", "2028-02-29"),
    ("2026-12-31", "12-31", "2026-12-31"),
    ("2026-12-31", "3-1", "2027-03-01"),
    ("2023-02-28", "today", "2023-02-28"),
    ("2023-02-28", "tomorrow", "2023-03-01"),
    ("2023-02-28", "tom", "2023-03-01"),
    ("2023-02-28", "yesterday", "2023-02-27"),
    ("2023-02-28", "fri", "2023-03-03"),
    ("2023-02-28", "Monday", "2023-03-06"),
    ("2023-02-28", "sun", "2023-03-05"),
    ("2023-02-28", "thursday", "2023-03-02"),
    ("2023-02-28", "+3d", "2023-03-03"),
    ("2023-02-28", "3d", "2023-03-03"),
    ("2023-02-28", "2w", "2023-03-14"),
    ("2023-02-28", "1m", "2023-03-28"),
    ("2023-02-28", "1y", "2024-02-28"),
    ("2023-02-28", "13m", "2024-03-28"),
    ("2023-02-28", "eow", "2023-03-05"),
    ("2023-02-28", "eom", "2023-02-28"),
    ("2023-02-28", "eoy", "2023-12-31"),
    ("2023-02-28", "12-01", "2023-12-01"),
    ("2023-02-28", "01-01", "2024-01-01"),
    ("2023-02-28", "02-29", "2024-02-29"),
    ("2023-02-28", "02-28", "2023-02-28"),
    ("2023-02-28", "3-1", "2023-03-01"),
  ]

  @Test(arguments: days)
  func wordsNameTheDay(today: String, words: String, expected: String) throws {
    let parser = DueDateParser(today: try #require(CalendarDay(iso: today)))
    #expect(try parser.parse(words) == DueDate(try #require(CalendarDay(iso: expected))))
  }

  @Test func aTimeMayFollowAnyDay() throws {
    let parser = DueDateParser(today: try #require(CalendarDay(iso: "2026-11-23")))
    #expect(try parser.parse("fri 17:00").description == "2026-11-27T17:00")
    #expect(try parser.parse("2026-12-01 9:05").description == "2026-12-01T09:05")
    #expect(try parser.parse("2026-12-01T17:00").description == "2026-12-01T17:00")
    #expect(try parser.parse("  Tomorrow   08:30 ").description == "2026-11-24T08:30")
    #expect(try parser.parse("23:59").description == "2026-11-23T23:59")
    #expect(try parser.parse("eoy 0:00").description == "2026-12-31T00:00")
  }

  @Test(arguments: [
    "", "blursday", "2026-13-01", "2026-02-29", "02-30", "13-01", "1x", "+d", "3", "-3d",
    "fri 25:00", "fri 17:60", "fri 17", "today tomorrow", "fri 17:00 extra", "2026-12-01T",
    "2026-12-01T5pm", "12-01-2026", "１２-０１", "+99999999999d",
  ])
  func unreadableWordsAreRefusedWithTheirText(words: String) throws {
    let parser = DueDateParser(today: try #require(CalendarDay(iso: "2026-11-23")))
    #expect(throws: DueDateError(text: words.trimmingCharacters(in: .whitespaces))) {
      try parser.parse(words)
    }
    #expect(
      DueDateError(text: "blursday").description == "Cannot read due date \"blursday\"")
  }

  /// Today is the day of the clock's moment in the person's time zone.
  @Test func todayFollowsTheTimeZoneAroundMidnight() throws {
    // 2026-11-23 23:59:59 in UTC, which is already the 24th in Tokyo and still the 23rd in
    // New York; one second later it is the 24th in UTC.
    let beforeMidnight = Date(timeIntervalSince1970: 1_795_478_399)
    let afterMidnight = beforeMidnight.addingTimeInterval(1)
    let utc = try #require(TimeZone(identifier: "UTC"))
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    #expect(DueDateParser(now: beforeMidnight, timeZone: utc).today.description == "2026-11-23")
    #expect(DueDateParser(now: afterMidnight, timeZone: utc).today.description == "2026-11-24")
    #expect(DueDateParser(now: beforeMidnight, timeZone: tokyo).today.description == "2026-11-24")
    #expect(
      DueDateParser(now: afterMidnight, timeZone: newYork).today.description == "2026-11-23")
    #expect(
      try DueDateParser(now: beforeMidnight, timeZone: utc).parse("tomorrow").description
        == "2026-11-24")
    #expect(
      try DueDateParser(now: afterMidnight, timeZone: utc).parse("tomorrow").description
        == "2026-11-25")
  }
}

/// The calendar underneath: days counted from 1970 both ways, weekdays, month lengths.
@Suite struct CalendarDayTests {
  /// (year, month, day, days since 1970-01-01, ISO weekday).
  static let known: [(Int, Int, Int, Int, Int)] = [
    (1970, 1, 1, 0, 4),
    (2000, 2, 29, 11016, 2),
    (1969, 12, 31, -1, 3),
    (1600, 3, 1, -135080, 3),
    (2400, 12, 31, 157419, 7),
    (2026, 11, 23, 20780, 1),
  ]

  @Test(arguments: known)
  func daysAndWeekdays(year: Int, month: Int, day: Int, days: Int, weekday: Int) throws {
    let calendarDay = try #require(CalendarDay(year: year, month: month, day: day))
    #expect(calendarDay.daysSince1970 == days)
    #expect(CalendarDay(daysSince1970: days) == calendarDay)
    #expect(calendarDay.weekday == weekday)
  }

  @Test func everyDayOfFourHundredYearsRoundTrips() {
    var previous = CalendarDay(daysSince1970: -146_098)
    for days in -146_097...146_097 {
      let day = CalendarDay(daysSince1970: days)
      #expect(day.daysSince1970 == days)
      #expect(previous < day)
      previous = day
      if days % 50_000 == 0 { #expect(CalendarDay(iso: day.description) == day) }
    }
  }

  @Test func daysThatDoNotExistAreRefused() {
    #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
    #expect(CalendarDay(year: 2100, month: 2, day: 29) == nil)
    #expect(CalendarDay(year: 2000, month: 2, day: 29) != nil)
    #expect(CalendarDay(year: 2026, month: 4, day: 31) == nil)
    #expect(CalendarDay(year: 2026, month: 0, day: 1) == nil)
    #expect(CalendarDay(iso: "2026-1-01") == nil)
  }

  @Test func dueDatesSortByDayThenTimeWithTheWholeDayLast() throws {
    let dates = try ["2026-12-02", "2026-12-01", "2026-12-01T17:00", "2026-12-01T09:00"].map {
      try #require(DueDate(iso: $0))
    }
    #expect(
      dates.sorted().map(\.description) == [
        "2026-12-01T09:00", "2026-12-01T17:00", "2026-12-01", "2026-12-02",
      ])
  }
}
