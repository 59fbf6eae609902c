/// When a todo is due: a day, or a day and a local time (floating: the same wall-clock time
/// wherever the person is, as iCalendar's floating DUE and todo.txt's `due:` are).
public struct DueDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The day.
  public var day: CalendarDay
  /// The time of day, if one was given.
  public var time: TimeOfDay?

  /// Due on `day`, at `time` if given.
  public init(_ day: CalendarDay, at time: TimeOfDay? = nil) {
    self.day = day
    self.time = time
  }

  /// `2026-12-01` or `2026-12-01T17:00`: how JSON, todo.txt and the command line write it.
  public var description: String {
    time.map { "\(day)T\($0)" } ?? day.description
  }

  /// Reads `2026-12-01` or `2026-12-01T17:00`; nil for anything else.
  public init?(iso text: some StringProtocol) {
    let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
    guard let day = CalendarDay(iso: parts[0]) else { return nil }
    if parts.count == 2 {
      guard let time = TimeOfDay(parts[1]) else { return nil }
      self.init(day, at: time)
    } else {
      self.init(day)
    }
  }

  /// Earlier days first; on one day, a due date without a time comes after those with one
  /// (due some time that day).
  public static func < (lhs: DueDate, rhs: DueDate) -> Bool {
    if lhs.day != rhs.day { return lhs.day < rhs.day }
    switch (lhs.time, rhs.time) {
    case (let left?, let right?): return left < right
    case (_?, nil): return true
    default: return false
    }
  }
}

/// A wall-clock time, hours and minutes.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// 0…23.
  public let hour: Int
  /// 0…59.
  public let minute: Int

  /// The time `hour`:`minute`, or nil when out of range.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// Reads `17:00` or `9:30`; nil for anything else.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  /// 00:00, the start of a day.
  public static let midnight = TimeOfDay(unchecked: 0, 0)

  private init(unchecked hour: Int, _ minute: Int) {
    self.hour = hour
    self.minute = minute
  }

  /// `17:00`.
  public var description: String {
    CalendarDay.twoDigits(hour) + ":" + CalendarDay.twoDigits(minute)
  }

  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
  }
}
