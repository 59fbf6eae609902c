import Foundation
import TodoCore

/// How a due date reads on screen, relative to the moment the screen is drawn: the one place
/// list rows, the detail screen and the dialogs' "what I understood" take their words from.
public struct DueText: Sendable {
  /// The day the screen is drawn on.
  public let today: CalendarDay
  /// The wall-clock time the screen is drawn at.
  public let time: TimeOfDay
  /// How a day is written where no nearer word fits (`27 Nov`; `[view] date_format`).
  public let dayFormat: DayFormat

  /// Words for a screen drawn at `now` in `timeZone`.
  public init(now: Date, timeZone: TimeZone, dayFormat: DayFormat = .standard) {
    let moment = WallClockMoment(now, in: timeZone)
    self.init(
      today: moment.day,
      time: TimeOfDay(hour: moment.second / 3600, minute: moment.second % 3600 / 60) ?? .midnight,
      dayFormat: dayFormat)
  }

  /// Words for a screen drawn on `today` at `time`.
  public init(today: CalendarDay, time: TimeOfDay = .midnight, dayFormat: DayFormat = .standard) {
    self.today = today
    self.time = time
    self.dayFormat = dayFormat
  }

  /// Whether `due` has passed: a day before today, or today at a time already gone. A todo due
  /// on a day without a time is due until that day ends.
  public func isOverdue(_ due: DueDate) -> Bool {
    if due.day != today { return due.day < today }
    return due.time.map { $0 < time } ?? false
  }

  /// The short form of list rows: `today`, `tomorrow`, `yesterday`, a weekday within the
  /// coming week (`Fri`), `27 Nov` in this year (or as `date_format` says), `2027-01-03` in
  /// another (unless `date_format` writes the year); the time after it (`Fri 17:00`) when
  /// `withTime` and the due date has one.
  public func short(_ due: DueDate, withTime: Bool = true) -> String {
    let day: String
    switch due.day.daysSince1970 - today.daysSince1970 {
    case 0: day = "today"
    case 1: day = "tomorrow"
    case -1: day = "yesterday"
    case 2...6: day = Self.weekdayNames[due.day.weekday - 1]
    default:
      day =
        due.day.year == today.year || dayFormat.showsYear
        ? dayFormat.text(due.day) : due.day.description
    }
    guard withTime, let time = due.time else { return day }
    return "\(day) \(time)"
  }

  /// The long form of the detail screen and the dialogs: `Fri 27 Nov`, with the year when it is
  /// not this one (`Sun 3 Jan 2027`), and the time when there is one (`Fri 27 Nov 17:00`). A
  /// configured `date_format` writes the day instead of `27 Nov`, after the weekday unless it
  /// writes one itself.
  public func long(_ due: DueDate) -> String {
    var text = dayFormat.text(due.day)
    if !dayFormat.showsWeekday { text = Self.weekdayNames[due.day.weekday - 1] + " " + text }
    if due.day.year != today.year, !dayFormat.showsYear { text += " \(due.day.year)" }
    if let time = due.time { text += " \(time)" }
    return text
  }

  private static let weekdayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
