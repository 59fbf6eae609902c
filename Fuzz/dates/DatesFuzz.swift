import Foundation

/// libFuzzer's entry point for the dates target (SPEC §20): any bytes as what a person types
/// into the Due and Repeat fields (and `--due`, `--recur`). An input is lines: a first line
/// that is a day of 1900–2199 (`2024-02-29`) is the day it is typed on, else that is
/// `DatesOracle.defaultToday`; the next line is the due date, the one after the repeat rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDates(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  var lines = input.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
  var today = DatesOracle.defaultToday
  if let first = lines.first, let day = CalendarDay(iso: first), (1900..<2200).contains(day.year) {
    today = day
    lines.removeFirst()
  }
  let due = lines.first.map(String.init) ?? ""
  let recur = lines.dropFirst().first.map(String.init) ?? ""
  DatesOracle.check(due: due, recur: recur, today: today)
  return 0
}

/// What must hold for every due date and repeat rule typed, beyond not crashing:
/// - a due date read is a real day, and the app can write it and read it back the same: as
///   JSON, todo.txt and the command line write it (`DueDate.description`), and as the Edit
///   dialog fills its field (`TodoForm`); one it cannot write is refused when typed;
///   a date that cannot be read is refused with the text typed;
/// - the words the list and the detail screen show for it (`DueText`, in the standard day
///   format and in ISO), where the parser reads them, name the same day and time (a second
///   reading of the date, by the app's own words);
/// - a repeat rule read is written (`Recurrence.description`) and read back the same, and the
///   next todo of a series is due later than the one done, on a day that can be written,
///   with a rule that reads back the same.
/// A broken property stops the run with `fatalError`, naming it.
enum DatesOracle {
  /// The day typed on when the input names none: a Friday.
  static let defaultToday =
    CalendarDay(year: 2026, month: 11, day: 27)
    ?? CalendarDay(
      daysSince1970: 0)

  /// The time of day the screens are drawn at.
  static let noon = TimeOfDay(hour: 12, minute: 0) ?? .midnight

  /// Checks the properties on `due` and `recur` typed on `today`.
  static func check(due: String, recur: String, today: CalendarDay) {
    let parser = DueDateParser(today: today)
    var parsed: DueDate?
    do {
      let date = try parser.parse(due)
      checkDate(date, typed: due, parser: parser)
      parsed = date
    } catch {
      expect(
        error.text == BlankText.trimmed(due),
        "the error names \(String(reflecting: error.text)), not what was typed")
    }
    var rule: Recurrence?
    if let read = Recurrence(text: recur) {
      checkRule(read)
      rule = read
    }
    checkForm(due: due, recur: recur, parser: parser)
    guard let parsed, let rule else { return }
    let started = rule.starting(on: parsed.day, endOfMonth: false)
    checkNext(of: started, due: parsed, completed: today)
    checkNext(of: rule.starting(on: parsed.day, endOfMonth: true), due: parsed, completed: today)
  }

  /// `date` (read from `typed`) is a real day, written and read back the same, and the
  /// screens' words for it read as it.
  static func checkDate(_ date: DueDate, typed: String, parser: DueDateParser) {
    let day = date.day
    expect(
      CalendarDay(year: day.year, month: day.month, day: day.day) == day,
      "\(String(reflecting: typed)) is \(day.year)-\(day.month)-\(day.day), no day")
    expect(
      CalendarDay(daysSince1970: day.daysSince1970) == day,
      "\(String(reflecting: typed)): \(day) is not its own count of days")
    expect(
      DueDate(iso: date.description) == date,
      "\(String(reflecting: typed)) is \(date), which does not read back")
    expect(
      (try? parser.parse(date.description)) == date,
      "\(String(reflecting: typed)) is \(date), which the parser does not read back")
    let form = TodoForm(TodoFields(title: "t", due: date))
    expect(
      (try? form.dueDate(dueDates: parser)) == date,
      "\(String(reflecting: typed)) is \(date), shown by the Edit dialog as "
        + "\(String(reflecting: form.due)), which does not read back")
    for format in [DayFormat.standard, iso] {
      let words = DueText(today: parser.today, time: noon, dayFormat: format)
      for (shown, time) in [
        (words.short(date), date.time), (words.short(date, withTime: false), nil),
        (words.long(date), date.time),
      ] {
        guard let read = try? parser.parse(shown) else { continue }
        expect(
          read == DueDate(date.day, at: time),
          "\(date) is shown as \(String(reflecting: shown)), which reads as \(read)")
      }
    }
  }

  /// The day format of ISO dates.
  static let iso = (try? DayFormat("%Y-%m-%d")) ?? .standard

  /// `rule` is written and read back the same, and within its bounds.
  static func checkRule(_ rule: Recurrence) {
    expect(
      Recurrence(text: rule.description) == rule,
      "the rule \(rule.description) does not read back")
    expect((1...1000).contains(rule.count), "the rule \(rule.description) counts \(rule.count)")
  }

  /// The next todo of the series `rule` when one due `due` is completed on `completed`: later
  /// than the one done, on a day that can be written, with a rule that reads back the same.
  static func checkNext(of rule: Recurrence, due: DueDate, completed: CalendarDay) {
    checkRule(rule)
    guard let next = rule.next(after: due, completedOn: completed) else { return }
    let from = rule.schedule == .fixed ? due.day : completed
    expect(next.due.day > from, "\(rule) after \(due) done \(completed) is \(next.due)")
    expect(next.due.time == due.time, "\(rule) after \(due) moved the time to \(next.due)")
    expect(DueDate(iso: next.due.description) == next.due, "\(next.due) does not read back")
    checkRule(next.rule)
    expect(
      next.rule.count == rule.count && next.rule.unit == rule.unit
        && next.rule.schedule == rule.schedule,
      "\(rule) after \(due) became \(next.rule)")
  }

  /// The Add dialog with `due` and `recur` typed: saved, or refused with what was typed; and
  /// the Edit dialog it fills then saves the same fields.
  static func checkForm(due: String, recur: String, parser: DueDateParser) {
    let form = TodoForm(title: "t", due: due, recur: recur)
    let fields: TodoFields
    do {
      fields = try form.validated(dueDates: parser)
    } catch {
      switch error {
      case .unreadableDue(let text):
        expect(text == BlankText.trimmed(due), "the form names \(text), not the due date")
      case .unreadableRepeat(let text):
        expect(text == BlankText.trimmed(recur), "the form names \(text), not the rule")
      case .repeatWithoutDue:
        break
      default:
        expect(false, "the form refused \(error)")
      }
      return
    }
    let again = try? TodoForm(fields).validated(dueDates: parser)
    expect(
      again == fields,
      "saved, \(String(reflecting: due)) and \(String(reflecting: recur)) are "
        + "\(String(describing: fields.due)) \(String(describing: fields.recur)); the Edit "
        + "dialog saves \(String(describing: again?.due)) \(String(describing: again?.recur))")
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fatalError("dates: \(property())")
  }
}
