import Foundation

/// A day of the proleptic Gregorian calendar, with no time and no zone: what a due date names.
/// Arithmetic is done on a count of days, so adding days, weeks, months and years is exact and
/// the same on every machine.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year, e.g. 2026.
  public let year: Int
  /// The month, 1…12.
  public let month: Int
  /// The day of the month, 1…31.
  public let day: Int

  /// The day `year`-`month`-`day`, or nil when there is no such day (2026-02-29, 2026-13-01).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), (1...Self.length(ofMonth: month, in: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  private init(unchecked year: Int, _ month: Int, _ day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `date` falls on in `timeZone`.
  public init(_ date: Date, in timeZone: TimeZone) {
    self = WallClockMoment(date, in: timeZone).day
  }

  /// The day `days` after 1970-01-01 (negative: before).
  public init(daysSince1970 days: Int) {
    // Civil-from-days over 400-year eras (H. Hinnant's algorithm, written from its description).
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.init(unchecked: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// Days since 1970-01-01.
  public var daysSince1970: Int {
    let year = month <= 2 ? self.year - 1 : self.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// 1 for Monday … 7 for Sunday (ISO 8601).
  public var weekday: Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (daysSince1970 + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// `days` later (earlier when negative).
  public func adding(days: Int) -> CalendarDay {
    CalendarDay(daysSince1970: daysSince1970 + days)
  }

  /// `months` later, on the same day of the month or the month's last day when it is shorter
  /// (Jan 31 + 1 month is the end of February).
  public func adding(months: Int) -> CalendarDay {
    let index = year * 12 + (month - 1) + months
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    let newMonth = index - newYear * 12 + 1
    return CalendarDay(
      unchecked: newYear, newMonth, min(day, Self.length(ofMonth: newMonth, in: newYear)))
  }

  /// `years` later, Feb 29 becoming Feb 28 in a year that has none.
  public func adding(years: Int) -> CalendarDay { adding(months: 12 * years) }

  /// The last day of this day's month.
  public var endOfMonth: CalendarDay {
    CalendarDay(unchecked: year, month, Self.length(ofMonth: month, in: year))
  }

  /// The last day a date can be written in (four digits of year: 9999-12-31), as JSON,
  /// todo.txt, iCalendar and the Edit dialog write it: no due date is later.
  public static let lastWritable = CalendarDay(unchecked: 9999, 12, 31)

  /// `2026-12-01`.
  public var description: String {
    let y = String(year)
    let paddedYear = year >= 0 && y.count < 4 ? String(repeating: "0", count: 4 - y.count) + y : y
    return paddedYear + "-" + Self.twoDigits(month) + "-" + Self.twoDigits(day)
  }

  /// Reads `YYYY-MM-DD`; nil for anything else or a day that does not exist.
  public init?(iso text: some StringProtocol) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// How many days `month` has in `year`.
  public static func length(ofMonth month: Int, in year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Whether `year` has a February 29.
  public static func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
