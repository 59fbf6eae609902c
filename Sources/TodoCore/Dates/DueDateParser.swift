import Foundation

/// A due date that could not be read.
public struct DueDateError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was typed.
  public let text: String

  /// `Cannot read due date "…"`, as the dialog, the command line and the filter say it.
  public var description: String { "Cannot read due date \"\(text)\"" }
}

/// Reads a due date typed in words, relative to today: the one parser the dialogs, the command
/// line (`--due`) and the filter (`due<eow`) share. Pure: "today" is given, so the same words
/// give the same day on every machine and in every test.
///
/// A day is `2026-12-01`, `12-01` (the next such day, today included), `today`, `tomorrow` or
/// `tom`, `yesterday`, a weekday or its first three letters (the next one after today),
/// `+3d`/`3d`, `2w`, `1m`, `1y` (from today; a month later on a shorter month is its last day),
/// or `eow`/`eom`/`eoy` (the end of this week — weeks start on Monday — month or year). A time
/// (`17:00`) may follow after a space, or after `T` in the ISO form; a time alone is today.
public struct DueDateParser: Sendable {
  /// The day the words are relative to.
  public let today: CalendarDay

  /// A parser for words typed on `today`.
  public init(today: CalendarDay) {
    self.today = today
  }

  /// A parser for words typed at `now`, in `timeZone`.
  public init(now: Date, timeZone: TimeZone) {
    self.init(today: CalendarDay(now, in: timeZone))
  }

  /// The due date `text` names; a day after `CalendarDay.lastWritable` (`100000m`) is refused
  /// as a day no file could hold.
  public func parse(_ text: String) throws(DueDateError) -> DueDate {
    // Trimmed as the dialogs trim what was typed (whole characters: a space a mark sits on
    // is part of what was typed), so every message names the same text.
    let failure = DueDateError(text: BlankText.trimmed(text))
    let due = try read(text, failure: failure)
    guard due.day <= .lastWritable else { throw failure }
    return due
  }

  /// The due date the words of `text` name, any day.
  private func read(_ text: String, failure: DueDateError) throws(DueDateError) -> DueDate {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace)
    switch words.count {
    case 1:
      if let due = DueDate(iso: words[0].uppercased()) { return due }
      if let time = TimeOfDay(words[0]) { return DueDate(today, at: time) }
      guard let day = day(named: words[0]) else { throw failure }
      return DueDate(day)
    case 2:
      guard let day = day(named: words[0]), let time = TimeOfDay(words[1]) else { throw failure }
      return DueDate(day, at: time)
    default:
      throw failure
    }
  }

  /// The day one word names, or nil.
  public func day(named word: Substring) -> CalendarDay? {
    if let day = CalendarDay(iso: word) { return day }
    if let day = Self.relativeWords[String(word)].map({ today.adding(days: $0) }) { return day }
    if let weekday = Self.weekdays[String(word)] {
      let ahead = (weekday - today.weekday + 7) % 7
      return today.adding(days: ahead == 0 ? 7 : ahead)
    }
    switch word {
    case "eow": return today.adding(days: 7 - today.weekday)
    case "eom": return today.endOfMonth
    case "eoy": return CalendarDay(year: today.year, month: 12, day: 31)
    default: break
    }
    return offset(word) ?? monthDay(word)
  }

  /// `+3d`, `3d`, `2w`, `1m`, `1y`.
  private func offset(_ word: Substring) -> CalendarDay? {
    let body = word.hasPrefix("+") ? word.dropFirst() : word
    guard let unit = body.last, body.count >= 2,
      body.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }),
      let count = Int(body.dropLast()), count <= 100_000
    else { return nil }
    switch unit {
    case "d": return today.adding(days: count)
    case "w": return today.adding(days: 7 * count)
    case "m": return today.adding(months: count)
    case "y": return today.adding(years: count)
    default: return nil
    }
  }

  /// `12-01`: that day this year if it is today or later, else the next year that has it.
  private func monthDay(_ word: Substring) -> CalendarDay? {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) }),
      parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let month = Int(parts[0]), let dayOfMonth = Int(parts[1])
    else { return nil }
    // Eight years always reach a February 29.
    for year in today.year...(today.year + 8) {
      if let day = CalendarDay(year: year, month: month, day: dayOfMonth), day >= today {
        return day
      }
    }
    return nil
  }

  private static let relativeWords: [String: Int] = [
    "today": 0, "tomorrow": 1, "tom": 1, "yesterday": -1,
  ]

  private static let weekdays: [String: Int] = {
    let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    var table: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      table[name] = index + 1
      table[String(name.prefix(3))] = index + 1
    }
    table["tues"] = 2
    table["thur"] = 4
    table["thurs"] = 4
    return table
  }()
}
