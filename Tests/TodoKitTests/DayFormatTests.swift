import Testing
import TodoCore

/// `[view] date_format`: the `strftime` directives that name a day, checked when read.
@Suite struct DayFormatTests {
  /// A Friday.
  let day = CalendarDay(daysSince1970: 20_882)

  @Test func theDayIsAFridayInMarch() {
    #expect(day.description == "2027-03-05")
    #expect(day.weekday == 5)
  }

  @Test(arguments: [
    ("%d %b", "05 Mar"), ("%e %b", "5 Mar"), ("%-d.%-m.", "5.3."), ("%Y-%m-%d", "2027-03-05"),
    ("%a %e %B %y", "Fri 5 March 27"), ("%A", "Friday"), ("100%% %d", "100% 05"),
  ])
  func writesTheDay(pattern: String, text: String) throws {
    #expect(try DayFormat(pattern).text(day) == text)
  }

  @Test func theStandardFormatIsTheListsOwn() {
    #expect(DayFormat.standard.text(day) == "5 Mar")
    #expect(!DayFormat.standard.showsYear)
    #expect(!DayFormat.standard.showsWeekday)
  }

  @Test func knowsWhetherItWritesTheYearAndTheWeekday() throws {
    #expect(try DayFormat("%d.%m.%y").showsYear)
    #expect(try !DayFormat("%d.%m.").showsYear)
    #expect(try DayFormat("%A %d").showsWeekday)
  }

  @Test(arguments: ["%q", "%d %", "%-b", "plain", ""])
  func refusesWhatNamesNoDay(pattern: String) {
    #expect(throws: DayFormat.Problem.self) { try DayFormat(pattern) }
  }
}
