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
  /// The day of the month a fixed monthly or yearly series is on, kept while its due date had
  /// to move to the last day of a shorter month (written `+1m@30`): 29, 30 or 31, where 31 is
  /// every month's last day (a series on the 31st, or made with `eom`); a yearly series only
  /// ever moves in February, so its day is 29. Nil when the series is on its due date's day.
  public let dayOfMonth: Int?

  /// Every `count` `unit`s, counted as `schedule` says, on `dayOfMonth` (see there); nil when
  /// `count` is not 1…1000 or a day of the month is one the rule cannot keep.
  public init?(every count: Int, _ unit: Unit, schedule: Schedule, dayOfMonth: Int? = nil) {
    guard (1...Self.longest).contains(count) else { return nil }
    if let dayOfMonth {
      guard schedule == .fixed,
        unit == .month && (29...31).contains(dayOfMonth) || unit == .year && dayOfMonth == 29
      else { return nil }
    }
    self.count = count
    self.unit = unit
    self.schedule = schedule
    self.dayOfMonth = dayOfMonth
  }

  /// Reads `1w`, `+1w`, `3d`, `2m`, `1y`, and a fixed monthly or yearly rule with the day its
  /// series is on (`+1m@30`, `+1y@29`), either case, blank characters around ignored; nil for
  /// anything else.
  public init?(text: String) {
    var word = Substring(BlankText.trimmed(text).lowercased())
    let schedule: Schedule = word.hasPrefix("+") ? .fixed : .fromCompletion
    if schedule == .fixed { word = word.dropFirst() }
    var dayOfMonth: Int?
    if let at = word.firstIndex(of: "@") {
      let digits = word[word.index(after: at)...]
      guard digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let day = Int(digits)
      else { return nil }
      dayOfMonth = day
      word = word[..<at]
    }
    guard let last = word.last, let unit = Unit(rawValue: last) else { return nil }
    let digits = word.dropLast()
    guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(digits)
    else { return nil }
    self.init(every: count, unit, schedule: schedule, dayOfMonth: dayOfMonth)
  }

  /// `+1w`, `1w` or `+1m@30`: how JSON, todo.txt, the command line and the dialog write it.
  public var description: String {
    (schedule == .fixed ? "+" : "") + String(count) + String(unit.rawValue)
      + (dayOfMonth.map { "@\($0)" } ?? "")
  }

  /// The next todo of a series: when it is due, and its rule (the same, remembering the day of
  /// the month the series is on when the due date had to move to a shorter month's end).
  public struct Next: Hashable, Sendable {
    /// The next todo's due date.
    public let due: DueDate
    /// The next todo's rule.
    public let rule: Recurrence
  }

  /// The next todo of the series, when one due `due` is completed on `completed`; nil when it
  /// would be due after 9999-12-31, the last day a date can be written in (the series ends
  /// there). The time of day is kept. A month or a year later is the series' day of the month
  /// (its due date's, or the day the rule remembers), or the month's last day when the month is
  /// shorter: a series on the 30th goes Jan 30, Feb 28, Mar 30; one on the 31st (or made with
  /// `eom`) keeps to every month's last day. A rule counted from completion counts from the day
  /// it was done, and remembers no day.
  public func next(after due: DueDate, completedOn completed: CalendarDay) -> Next? {
    let day: CalendarDay
    var seriesDay: Int?
    switch (schedule, unit) {
    case (.fromCompletion, _): day = advance(completed)
    case (.fixed, .day), (.fixed, .week): day = advance(due.day)
    case (.fixed, .month), (.fixed, .year):
      let onDay = self.seriesDay(of: due.day)
      let later = advance(due.day)
      let length = CalendarDay.length(ofMonth: later.month, in: later.year)
      day = CalendarDay(year: later.year, month: later.month, day: min(onDay, length)) ?? later
      seriesDay = onDay
    }
    guard day <= Self.lastDay else { return nil }
    return Next(due: DueDate(day, at: due.time), rule: remembering(seriesDay, on: day))
  }

  /// The last day a date can be written in (four digits of year): a series ends before it.
  public static let lastDay = CalendarDay.lastWritable

  /// The day of the month a fixed series due on `due` is on: the remembered one when `due` is
  /// where that day falls in its month, else `due`'s own.
  private func seriesDay(of due: CalendarDay) -> Int {
    guard let dayOfMonth,
      min(dayOfMonth, CalendarDay.length(ofMonth: due.month, in: due.year)) == due.day
    else { return due.day }
    return dayOfMonth
  }

  /// This rule on `day` of a series on `seriesDay` (nil: the day's own): remembering the
  /// series' day only where `day` is not on it. A yearly series only moves in February, to
  /// the 28th, so it remembers the 29th there and nothing on the 29th itself (an `eom` series
  /// made on Feb 29 is the same series as one on its due date's day).
  func remembering(_ seriesDay: Int?, on day: CalendarDay) -> Recurrence {
    var kept: Int?
    if let seriesDay {
      let onDay = unit == .year ? (day.month == 2 ? min(seriesDay, 29) : nil) : seriesDay
      if let onDay, onDay > day.day { kept = onDay }
    }
    return Recurrence(every: count, unit, schedule: schedule, dayOfMonth: kept) ?? self
  }

  /// This rule for a series whose first todo is due on `due`: remembering the last day of the
  /// month (a due date written `eom`) when `endOfMonth`, else the day the due date is on.
  public func starting(on due: CalendarDay, endOfMonth: Bool) -> Recurrence {
    guard schedule == .fixed, unit == .month || unit == .year else { return self }
    return remembering(endOfMonth ? 31 : seriesDay(of: due), on: due)
  }

  /// `day` moved on by the interval (a month or a year later clamped to the month's length).
  private func advance(_ day: CalendarDay) -> CalendarDay {
    switch unit {
    case .day: return day.adding(days: count)
    case .week: return day.adding(days: 7 * count)
    case .month: return day.adding(months: count)
    case .year: return day.adding(months: 12 * count)
    }
  }

  /// The longest interval accepted, in units: a thousand of anything is further than a todo
  /// list plans.
  private static let longest = 1000
}
