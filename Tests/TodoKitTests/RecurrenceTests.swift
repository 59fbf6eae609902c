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
    ("+1m", "2026-02-28", "2026-02-28", "2026-03-28"),
    ("+1m", "2026-03-31", "2026-03-31", "2026-04-30"),
    ("+1m", "2026-01-30", "2026-01-30", "2026-02-28"),
    ("+1m", "2026-03-30", "2026-03-30", "2026-04-30"),
    ("+1m", "2028-01-31", "2028-01-31", "2028-02-29"),
    ("+1y", "2028-02-29", "2028-02-29", "2029-02-28"),
    ("+1y", "2031-02-28", "2031-02-28", "2032-02-28"),
    ("+2m", "2026-12-15T17:00", "2027-01-20", "2027-02-15T17:00"),
    ("1m", "2026-12-15", "2027-01-31", "2027-02-28"),
    ("+1w", "2026-10-01", "2026-11-23", "2026-10-08"),
  ])
  func nextDue(rule: String, due: String, completed: String, next: String) throws {
    let recurrence = try #require(Recurrence(text: rule))
    #expect(
      recurrence.next(after: Self.due(due), completedOn: Self.day(completed))?.due
        == Self.due(next))
  }

  /// Series, each completed on its due date: the rule, the first due date, the due dates of
  /// the todos it makes after it.
  static let series: [(String, String, [String])] = [
    ("+1m", "2026-11-30", ["2026-12-30", "2027-01-30", "2027-02-28", "2027-03-30", "2027-04-30"]),
    ("+1m", "2026-10-31", ["2026-11-30", "2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"]),
    ("+1m", "2027-01-29", ["2027-02-28", "2027-03-29", "2027-04-29"]),
    ("+1m", "2028-01-30", ["2028-02-29", "2028-03-30"]),
    ("+1m", "2027-02-28", ["2027-03-28", "2027-04-28"]),
    ("+1m", "2027-03-29", ["2027-04-29", "2027-05-29"]),
    ("+2m", "2026-12-31", ["2027-02-28", "2027-04-30", "2027-06-30", "2027-08-31"]),
    ("+1y", "2028-02-29", ["2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"]),
    ("+1y", "2027-02-28", ["2028-02-28", "2029-02-28"]),
    ("+1m@31", "2026-11-30", ["2026-12-31", "2027-01-31", "2027-02-28", "2027-03-31"]),
    ("+1y@29", "2029-02-28", ["2030-02-28", "2031-02-28", "2032-02-29", "2033-02-28"]),
    ("+1m@30", "2026-11-15", ["2026-12-15", "2027-01-15"]),
    ("+12m", "2028-02-29", ["2029-02-28", "2030-02-28", "2031-02-28", "2032-02-29"]),
    ("1m", "2026-11-30", ["2026-12-30", "2027-01-30", "2027-02-28", "2027-03-28"]),
  ]

  @Test func aSeriesKeepsItsDayOfTheMonth() throws {
    for (rule, first, dues) in Self.series {
      var recurrence = try #require(Recurrence(text: rule), "\(rule)")
      var due = Self.due(first)
      var seen: [String] = []
      for _ in dues {
        let next = try #require(recurrence.next(after: due, completedOn: due.day))
        seen.append(next.due.description)
        (due, recurrence) = (next.due, next.rule)
      }
      #expect(seen == dues, "\(rule) from \(first)")
    }
  }

  @Test func theNextRuleRemembersTheSeriesDayWhereItsDueDateIsNotOnIt() throws {
    for (rule, due, written) in [
      // rule, due, what the next todo's rule says
      ("+1m", "2026-10-31", "+1m@31"), ("+1m", "2026-11-30", "+1m"),
      ("+1m", "2027-01-29", "+1m@29"), ("+1m@31", "2027-01-31", "+1m@31"),
      ("+1m@31", "2027-02-28", "+1m"), ("+1y", "2028-02-29", "+1y@29"),
      ("+1y@29", "2031-02-28", "+1y"), ("1m", "2026-10-31", "1m"),
    ] {
      let recurrence = try #require(Recurrence(text: rule), "\(rule)")
      let next = recurrence.next(after: Self.due(due), completedOn: Self.day(due))
      #expect(next?.rule.description == written, "\(rule) due \(due)")
    }
  }

  @Test func theSeriesDayIsReadWhereARuleCanKeepIt() {
    for (text, written) in [("+1m@31", "+1m@31"), (" +2M@29 ", "+2m@29"), ("+1y@29", "+1y@29")] {
      #expect(Recurrence(text: text)?.description == written)
    }
    // Only a fixed monthly rule keeps a day past the 28th, a yearly one February's last.
    for text in ["1m@31", "+1w@30", "+1d@31", "+1m@28", "+1m@32", "+1m@", "+1m@031", "+1y@30"] {
      #expect(Recurrence(text: text) == nil, "\(text)")
    }
  }

  @Test(arguments: [
    // rule, due: the next one would fall after 9999-12-31, the last day a date is written with
    ("+1y", "9999-06-01"), ("+1m", "9999-12-31"), ("+1d", "9999-12-31T23:00"),
    ("+1000y", "9000-01-01"), ("1w", "9999-12-30"),
  ])
  func aSeriesStopsAtTheLastWritableDay(rule: String, due: String) throws {
    let recurrence = try #require(Recurrence(text: rule))
    #expect(recurrence.next(after: Self.due(due), completedOn: Self.day(due)) == nil)
  }
}

/// The day a series remembers, in iCalendar (SPEC §9: reading our export gives back the rule).
@Suite struct RecurrenceRuleDayTests {
  @Test func writesTheSeriesDayAndReadsItBack() throws {
    for (text, value) in [
      ("+1m@30", "FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=30"),
      ("+2m@31", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=-1"),
      ("+1y@29", "FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=29"),
      ("+1m", "FREQ=MONTHLY;INTERVAL=1"),
    ] {
      let rule = try #require(Recurrence(text: text), "\(text)")
      #expect(RecurrenceRule.lines(rule).map(\.value) == [value])
      #expect(RecurrenceRule.rule(value, fromCompletion: false) == rule, "\(value)")
    }
    // A day the rule cannot follow is still a rule todo cannot follow.
    for value in [
      "FREQ=MONTHLY;BYMONTHDAY=15", "FREQ=MONTHLY;BYMONTHDAY=1,15", "FREQ=WEEKLY;BYMONTHDAY=30",
      "FREQ=YEARLY;BYMONTHDAY=29", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=29", "FREQ=MONTHLY;BYMONTH=2",
    ] {
      #expect(RecurrenceRule.rule(value, fromCompletion: false) == nil, "\(value)")
    }
  }
}
