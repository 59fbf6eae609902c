import Foundation

/// A moment on the wall clock, to the second, in no particular zone: what due dates are compared
/// with. A due date without a time is due until its day ends, so it stands for the last second
/// of its day (`DueDate.moment`), as the store orders it.
public struct WallClockMoment: Hashable, Comparable, Sendable {
  /// The day.
  public let day: CalendarDay
  /// Seconds since the day began, 0…86,399.
  public let second: Int

  /// The moment `second` seconds into `day`, kept within the day.
  public init(_ day: CalendarDay, second: Int) {
    self.day = day
    self.second = min(max(second, 0), Self.lastSecond)
  }

  /// The moment `date` is on the wall clock in `timeZone` (plain arithmetic on the zone's
  /// offset: a screen reads this on every key).
  public init(_ date: Date, in timeZone: TimeZone) {
    let seconds = Int(
      (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    self.init(CalendarDay(daysSince1970: days), second: seconds - days * 86_400)
  }

  /// The first second of `day`.
  public static func start(of day: CalendarDay) -> WallClockMoment {
    WallClockMoment(day, second: 0)
  }

  /// The last second of `day`.
  public static func end(of day: CalendarDay) -> WallClockMoment {
    WallClockMoment(day, second: lastSecond)
  }

  /// The moment `time` on `day`.
  public init(_ day: CalendarDay, at time: TimeOfDay) {
    self.init(day, second: time.hour * 3600 + time.minute * 60)
  }

  /// The moment one second before this one.
  public var previous: WallClockMoment {
    second > 0
      ? WallClockMoment(day, second: second - 1) : .end(of: day.adding(days: -1))
  }

  /// The moment one second after this one.
  public var next: WallClockMoment {
    second < Self.lastSecond
      ? WallClockMoment(day, second: second + 1) : .start(of: day.adding(days: 1))
  }

  /// Seconds since 1970-01-01 00:00 on the wall clock: one number whose order is the moments'.
  public var secondsSince1970: Int64 {
    Int64(day.daysSince1970) * 86_400 + Int64(second)
  }

  public static func < (lhs: WallClockMoment, rhs: WallClockMoment) -> Bool {
    (lhs.day, lhs.second) < (rhs.day, rhs.second)
  }

  private static let lastSecond = 86_399
}

extension DueDate {
  /// The moment this is due: its time, or the last second of its day when it has none.
  public var moment: WallClockMoment {
    time.map { WallClockMoment(day, at: $0) } ?? .end(of: day)
  }
}
