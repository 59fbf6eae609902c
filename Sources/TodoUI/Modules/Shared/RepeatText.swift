import TodoCore

/// How a repeat rule reads on screen, in words: the one place the dialog's hint beside Repeat,
/// the detail screen's Repeat line and the footer take them from.
public enum RepeatText {
  /// `every week after done`, `every 2 months from the due date`: how often, and what the next
  /// due date counts from (the day it is done, or the due date: a fixed schedule).
  public static func words(_ rule: Recurrence) -> String {
    "every \(interval(rule)) " + (rule.schedule == .fixed ? "from the due date" : "after done")
  }

  /// The same, shorter, for a narrow dialog: `every week from due`, `every 2 days after done`.
  public static func shortWords(_ rule: Recurrence) -> String {
    "every \(interval(rule)) " + (rule.schedule == .fixed ? "from due" : "after done")
  }

  /// `week`, `2 weeks`, `day`, `3 days`.
  public static func interval(_ rule: Recurrence) -> String {
    let unit: String
    switch rule.unit {
    case .day: unit = "day"
    case .week: unit = "week"
    case .month: unit = "month"
    case .year: unit = "year"
    }
    return rule.count == 1 ? unit : "\(rule.count) \(unit)s"
  }
}
