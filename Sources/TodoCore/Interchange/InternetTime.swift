import Foundation

/// An RFC 3339 time as the JSON format writes `created` and `updated`
/// (`2026-01-05T09:00:00Z`, `2026-01-05T10:00:00.25+01:00`), read by hand: a formatter made
/// per value made a million-todo import spend minutes on dates alone, and this is the one
/// shape the format allows.
enum InternetTime {
  /// The moment `text` names; nil when it is not `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`.
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
    return Date(timeIntervalSince1970: Double(seconds) + fraction)
  }
}
