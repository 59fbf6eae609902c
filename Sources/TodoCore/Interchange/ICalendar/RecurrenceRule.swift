/// A todo's repeat rule as iCalendar writes it (SPEC §9): `RRULE:FREQ=WEEKLY;INTERVAL=2`, and
/// for a rule counted from completion our own `X-TODO-RECUR-FROM:COMPLETION` beside it, so
/// reading our export gives back the same rule. Only FREQ and INTERVAL can be expressed, and
/// the day of the month a series remembers while its due date is on a shorter month's end
/// (`BYMONTHDAY=30`, `-1` for the last day; a yearly one `BYMONTH=2;BYMONTHDAY=29`): any other
/// part (BYDAY, COUNT, UNTIL…) makes a rule `todo` cannot follow.
enum RecurrenceRule {
  /// The name of our property saying a rule counts from completion.
  static let fromCompletionName = "X-TODO-RECUR-FROM"
  /// Its value.
  static let fromCompletionValue = "COMPLETION"

  /// The lines for `rule`.
  static func lines(_ rule: Recurrence) -> [ContentLine] {
    let frequency =
      switch rule.unit {
      case .day: "DAILY"
      case .week: "WEEKLY"
      case .month: "MONTHLY"
      case .year: "YEARLY"
      }
    var value = "FREQ=\(frequency);INTERVAL=\(rule.count)"
    if let day = rule.dayOfMonth {
      value += rule.unit == .year ? ";BYMONTH=2" : ""
      value += ";BYMONTHDAY=\(day == 31 ? -1 : day)"
    }
    let rrule = ContentLine("RRULE", value: value)
    guard rule.schedule == .fromCompletion else { return [rrule] }
    return [rrule, ContentLine(fromCompletionName, value: fromCompletionValue)]
  }

  /// The rule an RRULE value states, or nil when it says more than FREQ and INTERVAL (or is
  /// not a rule at all).
  static func rule(_ value: String, fromCompletion: Bool) -> Recurrence? {
    var unit: Recurrence.Unit?
    var interval = 1
    var month: String?
    var dayOfMonth: Int?
    var seen: Set<String> = []
    for part in value.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1).map { $0.uppercased() }
      guard pair.count == 2, seen.insert(pair[0]).inserted else { return nil }
      switch pair[0] {
      case "FREQ":
        switch pair[1] {
        case "DAILY": unit = .day
        case "WEEKLY": unit = .week
        case "MONTHLY": unit = .month
        case "YEARLY": unit = .year
        default: return nil
        }
      case "INTERVAL":
        guard pair[1].count <= 4, pair[1].allSatisfy({ $0.isASCII && $0.isNumber }),
          let count = Int(pair[1])
        else { return nil }
        interval = count
      case "BYMONTH": month = pair[1]
      case "BYMONTHDAY":
        switch pair[1] {
        case "29", "30", "31": dayOfMonth = Int(pair[1])
        case "-1": dayOfMonth = 31
        default: return nil
        }
      default: return nil
      }
    }
    guard let unit else { return nil }
    // A yearly series remembers a day only in February (the last day of it: 29).
    if unit == .year, dayOfMonth != nil || month != nil {
      guard month == "2", dayOfMonth == 29 || dayOfMonth == 31 else { return nil }
      dayOfMonth = 29
    } else if month != nil {
      return nil
    }
    return Recurrence(
      every: interval, unit, schedule: fromCompletion ? .fromCompletion : .fixed,
      dayOfMonth: dayOfMonth)
  }
}
