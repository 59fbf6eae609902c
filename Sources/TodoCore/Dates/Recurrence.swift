/// How a todo repeats (SPEC §9): every N days, weeks, months or years, counted from its due
/// date (a fixed schedule, written `+1w`) or from the day it was completed (`1w`, the todo.txt
/// and topydo convention). Only completing a repeating todo makes the next one.
public struct Recurrence: Hashable, Sendable, CustomStringConvertible {
  /// The unit of the interval.
  public enum Unit: Character, CaseIterable, Hashable, Sendable {
    case day = "d", week = "w", month = "m", year = "y"
  }

  /// What the interval is counted from.
  public enum Schedule: Hashable, Sendable {
    /// The due date: the series keeps its days, even when one is done late.
    case fixed
    /// The day the todo was completed.
    case fromCompletion
  }

  /// How many units apart, 1 or more.
  public let count: Int
  /// The unit.
  public let unit: Unit
  /// What the interval counts from.
  public let schedule: Schedule

  /// Every `count` `unit`s, counted as `schedule` says; nil when `count` is not 1…1000.
  public init?(every count: Int, _ unit: Unit, schedule: Schedule) {
    guard (1...Self.longest).contains(count) else { return nil }
    self.count = count
    self.unit = unit
    self.schedule = schedule
  }

  /// Reads `1w`, `+1w`, `3d`, `2m`, `1y` (either case, blank characters around ignored); nil
  /// for anything else.
  public init?(text: String) {
    var word = Substring(BlankText.trimmed(text).lowercased())
    let schedule: Schedule = word.hasPrefix("+") ? .fixed : .fromCompletion
    if schedule == .fixed { word = word.dropFirst() }
    guard let last = word.last, let unit = Unit(rawValue: last) else { return nil }
    let digits = word.dropLast()
    guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(digits)
    else { return nil }
    self.init(every: count, unit, schedule: schedule)
  }

  /// `+1w` or `1w`: how JSON, todo.txt, the command line and the dialog write it.
  public var description: String {
    (schedule == .fixed ? "+" : "") + String(count) + String(unit.rawValue)
  }

  /// The due date of the next todo of the series, when one due `due` is completed on
  /// `completed`. The time of day is kept. A month or a year later is the same day of the
  /// month, or the month's last day when it is shorter; a todo due on the last day of a month
  /// repeats on the last day (Jan 31, Feb 28, Mar 31), so a series never drifts off the end.
  public func next(after due: DueDate, completedOn completed: CalendarDay) -> DueDate {
    let from = schedule == .fixed ? due.day : completed
    return DueDate(advance(from, keepingMonthEnd: due.day == due.day.endOfMonth), at: due.time)
  }

  /// `day` moved on by the interval.
  private func advance(_ day: CalendarDay, keepingMonthEnd: Bool) -> CalendarDay {
    switch unit {
    case .day: return day.adding(days: count)
    case .week: return day.adding(days: 7 * count)
    case .month, .year:
      let later = day.adding(months: unit == .month ? count : 12 * count)
      return keepingMonthEnd && day == day.endOfMonth ? later.endOfMonth : later
    }
  }

  /// The longest interval accepted, in units: a thousand of anything is further than a todo
  /// list plans.
  private static let longest = 1000
}
