import Foundation

/// The DATE and DATE-TIME values of RFC 5545 §3.3.4–§3.3.5: `20261201`, `20261201T170000`
/// (floating), `20261201T160000Z` (UTC), and a local time with `TZID=Europe/Paris`.
enum ICalendarTime {
  /// A value read: a day, or a day and a wall-clock time with where that wall clock is.
  enum Value: Equatable {
    /// `VALUE=DATE`: a day.
    case day(CalendarDay)
    /// A DATE-TIME: the day, the second of the day, and its zone (nil: floating).
    case time(CalendarDay, second: Int, zone: TimeZone?)
  }

  /// Reads the value of `line` (a DATE or a DATE-TIME, any `TZID`), or throws naming the line.
  /// A `TZID` this machine does not know is read as floating (the wall-clock time as written).
  static func value(of line: ContentLine) throws(ICalendarError) -> Value {
    let text = line.value
    let fail = ICalendarError(
      line: line.lineNumber,
      reason: "\(line.name) must be a date like 20261201 or a time like 20261201T170000"
        + " (got \"\(text)\")")
    let scalars = Array(text.utf8)
    guard scalars.count >= 8, let day = day(scalars[0..<8]) else { throw fail }
    if scalars.count == 8 { return .day(day) }
    guard scalars.count == 15 || (scalars.count == 16 && scalars[15] == UInt8(ascii: "Z")),
      scalars[8] == UInt8(ascii: "T"), let hour = number(scalars[9..<11]),
      let minute = number(scalars[11..<13]), let second = number(scalars[13..<15]),
      hour < 24, minute < 60, second <= 60
    else { throw fail }
    let seconds = hour * 3600 + minute * 60 + min(second, 59)
    if scalars.count == 16 { return .time(day, second: seconds, zone: utc) }
    let zone = line.parameter("TZID").flatMap { identifier in
      TimeZone(identifier: identifier.hasPrefix("/") ? String(identifier.dropFirst()) : identifier)
    }
    return .time(day, second: seconds, zone: zone)
  }

  /// The due date `line` names, on the wall clock of `timeZone`: a day stays a day; a
  /// floating time is taken as it is; a UTC or `TZID` time is moved to `timeZone` (seconds
  /// dropped, as a due date keeps minutes).
  static func due(_ line: ContentLine, in timeZone: TimeZone) throws(ICalendarError) -> DueDate {
    switch try value(of: line) {
    case .day(let day): return DueDate(day)
    case .time(let day, let second, let zone):
      let wall =
        zone.map { WallClockMoment(instant(day, second: second, in: $0), in: timeZone) }
        ?? WallClockMoment(day, second: second)
      return DueDate(
        wall.day, at: TimeOfDay(hour: wall.second / 3600, minute: wall.second % 3600 / 60))
    }
  }

  /// The moment `line` names (CREATED, LAST-MODIFIED: UTC by the RFC; a floating or dated value
  /// from a lenient program is taken on the wall clock of `timeZone`).
  static func moment(_ line: ContentLine, in timeZone: TimeZone) throws(ICalendarError) -> Date {
    switch try value(of: line) {
    case .day(let day): return instant(day, second: 0, in: timeZone)
    case .time(let day, let second, let zone):
      return instant(day, second: second, in: zone ?? timeZone)
    }
  }

  /// The moment the wall clock of `zone` shows `second` into `day`. A time that happens twice
  /// (clocks going back) is the first; a time that never happens (clocks going forward) is
  /// read with the offset before the change, as RFC 5545 §3.3.5 says (02:30 becomes 03:30).
  static func instant(_ day: CalendarDay, second: Int, in zone: TimeZone) -> Date {
    let wall = Double(WallClockMoment(day, second: second).secondsSince1970)
    let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 86_400))
    let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + 86_400))
    let candidates = [before, after].map { Date(timeIntervalSince1970: wall - Double($0)) }
    let valid = zip([before, after], candidates).filter { zone.secondsFromGMT(for: $1) == $0 }
    return valid.map(\.1).min() ?? candidates[0]
  }

  /// `20260105T090000Z`: a moment in UTC, to the second.
  static func stamp(_ date: Date) -> String {
    let moment = WallClockMoment(date, in: utc)
    return basic(moment.day) + "T" + clock(moment.second) + "Z"
  }

  /// `20261201`.
  static func basic(_ day: CalendarDay) -> String {
    String(day.description.filter { $0 != "-" })
  }

  /// `170000` for a second of the day.
  static func clock(_ second: Int) -> String {
    CalendarDay.twoDigits(second / 3600) + CalendarDay.twoDigits(second % 3600 / 60)
      + CalendarDay.twoDigits(second % 60)
  }

  /// The due date as a DUE line: `DUE;VALUE=DATE:20261201` or floating `DUE:20261201T170000`.
  static func dueLine(_ due: DueDate) -> ContentLine {
    guard let time = due.time else {
      return ContentLine("DUE", parameters: [.init("VALUE", ["DATE"])], value: basic(due.day))
    }
    return ContentLine(
      "DUE", value: basic(due.day) + "T" + clock(time.hour * 3600 + time.minute * 60))
  }

  static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

  private static func day(_ digits: ArraySlice<UInt8>) -> CalendarDay? {
    guard let year = number(digits.prefix(4)), let month = number(digits.dropFirst(4).prefix(2)),
      let day = number(digits.dropFirst(6))
    else { return nil }
    return CalendarDay(year: year, month: month, day: day)
  }

  private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
    guard !digits.isEmpty, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
  }
}
