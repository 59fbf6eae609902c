import Foundation

/// An RFC 3339 time as the JSON format writes `created` and `updated`
/// (`2026-01-05T09:00:00Z`, `2026-01-05T10:00:00.25+01:00`), read by hand: a formatter made
/// per value made a million-todo import spend minutes on dates alone, and this is the one
/// shape the format allows. Written by hand too, in the same (proleptic Gregorian) calendar:
/// Foundation's formatter writes a day before 15 October 1582 in the Julian one, so such a
/// time came back days off.
enum InternetTime {
  /// The moment `text` names; nil when it is not `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`,
  /// or when its offset takes it out of the years 0000 to 9999 (which `text(_:)` cannot write).
  static func date(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ digits: Int) -> Int? {
      guard index + digits <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + digits] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += digits
      return value
    }
    func skip(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    guard let year = number(4), skip(0x2D), let month = number(2), skip(0x2D),
      let dayOfMonth = number(2), skip(0x54) || skip(0x74), let hour = number(2), skip(0x3A),
      let minute = number(2), skip(0x3A), let second = number(2),
      let day = CalendarDay(year: year, month: month, day: dayOfMonth),
      hour < 24, minute < 60, second < 61
    else { return nil }
    var fraction = 0.0
    if skip(0x2E) {
      var scale = 0.1
      let start = index
      while index < bytes.count, (48...57).contains(bytes[index]) {
        fraction += Double(bytes[index] - 48) * scale
        scale /= 10
        index += 1
      }
      guard index > start else { return nil }
    }
    var offset = 0
    if skip(0x5A) || skip(0x7A) {
      offset = 0
    } else if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
      let sign = bytes[index] == 0x2D ? -1 : 1
      index += 1
      guard let hours = number(2), skip(0x3A), let minutes = number(2), hours < 24, minutes < 60
      else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      return nil
    }
    guard index == bytes.count else { return nil }
    let seconds = day.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset
    guard writable.contains(seconds) else { return nil }
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }

  /// `2026-01-05T09:00:00Z`: `date` in UTC, to the second (a fraction is dropped).
  static func text(_ date: Date) -> String {
    let moment = WallClockMoment(date, in: ICalendarTime.utc)
    let hour = CalendarDay.twoDigits(moment.second / 3600)
    let minute = CalendarDay.twoDigits(moment.second % 3600 / 60)
    return "\(moment.day)T\(hour):\(minute):\(CalendarDay.twoDigits(moment.second % 60))Z"
  }

  /// The seconds since 1970 of the moments `text(_:)` writes with a year of four digits.
  private static let writable: ClosedRange<Int> = {
    let first = CalendarDay(year: 0, month: 1, day: 1) ?? CalendarDay(daysSince1970: 0)
    let last = CalendarDay(year: 9999, month: 12, day: 31) ?? CalendarDay(daysSince1970: 0)
    return first.daysSince1970 * 86_400...last.daysSince1970 * 86_400 + 86_399
  }()
}
