import Testing

@testable import TodoCore

/// The filter language of SPEC §10, read by one parser for the prompt and the command line.
@Suite struct TodoFilterTests {
  /// Monday 2026-11-23, 15:30.
  static let now = WallClockMoment(
    CalendarDay(year: 2026, month: 11, day: 23) ?? CalendarDay(daysSince1970: 0), second: 55_800)

  static func day(_ month: Int, _ day: Int, _ year: Int = 2026) -> CalendarDay {
    CalendarDay(year: year, month: month, day: day) ?? CalendarDay(daysSince1970: 0)
  }

  func words(_ text: String) -> [TodoFilter.Word] {
    TodoFilter(parsing: text, at: Self.now).words
  }

  @Test func plainWordsAreFoldedTextAndAllMustHold() {
    #expect(
      words("Milk  ÉCOLE") == [.init(.text("milk")), .init(.text("ecole"))])
  }

  @Test func aLeadingMinusExcludes() {
    #expect(
      words("-report -+home") == [
        .init(.text("report"), excludes: true), .init(.tag("home"), excludes: true),
      ])
  }

  @Test func tagsAndContexts() {
    #expect(
      words("+work +@phone +Work") == [
        .init(.tag("work")), .init(.tag("@phone")), .init(.tag("Work")),
      ])
  }

  @Test(arguments: [
    ("due:today", FilterTerm.due(.day(day(11, 23)))),
    ("due:tomorrow", .due(.day(day(11, 24)))),
    ("DUE:Tom", .due(.day(day(11, 24)))),
    ("due:overdue", .overdue(before: now)),
    ("due:none", .noDue),
    ("pri:H", .priority(.high)), ("pri:m", .priority(.medium)), ("pri:L", .priority(.low)),
    ("pri:none", .priority(nil)),
    ("is:done", .done), ("is:open", .open), ("is:repeating", .repeating),
    ("is:subtask", .subtask), ("IS:Parent", .parent),
  ])
  func namedConditions(word: String, term: FilterTerm) {
    #expect(words(word) == [.init(term)])
  }

  @Test(arguments: [
    // A day compares by the day.
    ("due<fri", DueRange(from: nil, through: .end(of: day(11, 26)))),
    ("due>fri", DueRange(from: .start(of: day(11, 28)), through: nil)),
    ("due<today", DueRange(from: nil, through: .end(of: day(11, 22)))),
    ("due<2027-01-01", DueRange(from: nil, through: .end(of: day(12, 31)))),
    ("due>12-31", DueRange(from: .start(of: day(1, 1, 2027)), through: nil)),
    ("due<+3d", DueRange(from: nil, through: .end(of: day(11, 25)))),
    // The end words name the moment the period ends.
    ("due<eow", DueRange(from: nil, through: .end(of: day(11, 29)))),
    ("due>eow", DueRange(from: .start(of: day(11, 30)), through: nil)),
    ("due<eom", DueRange(from: nil, through: .end(of: day(11, 30)))),
    ("due>eoy", DueRange(from: .start(of: day(1, 1, 2027)), through: nil)),
    // A time compares by the minute.
    (
      "due<2026-11-27T17:00",
      DueRange(from: nil, through: WallClockMoment(day(11, 27), second: 61_199))
    ),
    (
      "due>2026-11-27T17:00",
      DueRange(from: WallClockMoment(day(11, 27), second: 61_201), through: nil)
    ),
  ])
  func dateBounds(word: String, range: DueRange) {
    #expect(words(word) == [.init(.due(range))])
  }

  @Test(arguments: [
    "due:blursday", "due<blursday", "due>", "pri:X", "pri:", "is:late", "+", "-", "+ +",
    "due:", "is:", "+bad\u{7}tag", "++work",
  ])
  func unreadableWordsArePlainText(word: String) {
    for typed in words(word) {
      guard case .text = typed.term else {
        Issue.record("\(word) read as \(typed.term)")
        continue
      }
    }
    #expect(!words(word).isEmpty)
  }

  @Test func anExcludedUnreadableWordExcludesItsText() {
    #expect(words("-pri:X") == [.init(.text("pri:x"), excludes: true)])
  }

  @Test func nothingTypedIsNoFilter() {
    #expect(TodoFilter(parsing: "  \t ", at: Self.now).isEmpty)
  }

  @Test func dueDatesWithoutATimeAreDueUntilTheirDayEnds() {
    let friday = DueDate(Self.day(11, 27))
    #expect(friday.moment == .end(of: Self.day(11, 27)))
    #expect(DueRange(from: nil, through: .end(of: Self.day(11, 27))).contains(friday.moment))
    #expect(!DueRange(from: nil, through: .end(of: Self.day(11, 26))).contains(friday.moment))
  }

  @Test func momentsStepAcrossMidnightAndYears() {
    let newYear = WallClockMoment.start(of: Self.day(1, 1, 2027))
    #expect(newYear.previous == .end(of: Self.day(12, 31)))
    #expect(newYear.previous.next == newYear)
    #expect(newYear.secondsSince1970 - newYear.previous.secondsSince1970 == 1)
  }
}
