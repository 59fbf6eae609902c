import Foundation
import TodoCore

/// What the Due field of a dialog understood of the text typed into it, in the words the
/// dialog shows beside the field (`→ Fri 27 Nov`): the reading saving the form would make
/// (`TodoForm.dueDate`), in the detail screen's long form, as of the moment the dialog is
/// drawn. It peeks at the clock, so drawing a dialog never moves a replay clock on.
public struct DueFieldReader {
  /// One reading of the field.
  public enum Reading: Equatable, Sendable {
    /// Nothing typed (no due date).
    case empty
    /// A due date, in words (`Fri 27 Nov`, `Sun 3 Jan 2027 17:00`).
    case understood(String)
    /// Text no due date reads from (saving will be refused).
    case unreadable
  }

  /// The parser and the words for a reading made now.
  private let now: () -> (dueDates: DueDateParser, dueText: DueText)

  /// Readings as of the environment's clock (peeked) and time zone.
  public init(_ environment: TodoEnvironment) {
    now = { (environment.dueDates, environment.dueText) }
  }

  /// Readings as of `today` at `time`, always (for tests and previews).
  public init(today: CalendarDay, time: TimeOfDay = .midnight) {
    now = { (DueDateParser(today: today), DueText(today: today, time: time)) }
  }

  /// What `text` reads as now.
  public func reading(of text: String) -> Reading {
    let (dueDates, dueText) = now()
    do {
      guard let due = try TodoForm(due: text).dueDate(dueDates: dueDates) else { return .empty }
      return .understood(dueText.long(due))
    } catch {
      return .unreadable
    }
  }
}
