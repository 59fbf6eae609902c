/// One condition of the filter language (SPEC §10), already resolved against the moment the
/// filter was typed: relative dates are days here, so the store compiles a term without a clock.
public enum FilterTerm: Hashable, Sendable {
  /// Title or notes contain this text (folded as `TextFold` folds it).
  case text(String)
  /// The todo has this tag, exactly (`+work`; `+@phone` for a context).
  case tag(String)
  /// Due within these moments, both ends included (`due:today`, `due<fri`, `due>eom`); a todo
  /// with no due date is never within.
  case due(DueRange)
  /// An open todo whose due moment is before this one (`due:overdue`).
  case overdue(before: WallClockMoment)
  /// No due date (`due:none`).
  case noDue
  /// A priority in this class (`pri:H`), or none (`pri:none`).
  case priority(Priority.Level?)
  /// Done (`is:done`).
  case done
  /// Open (`is:open`).
  case open
  /// Has a repeat rule (`is:repeating`).
  case repeating
  /// Stands under a parent in the store (`is:subtask`, SPEC §16).
  case subtask
  /// Has subtasks (`is:parent`).
  case parent
  /// In the list of this name, compared as the store compares names (`ListName.same`):
  /// `list:Work`, or `list:"Team stuff"` for a name with spaces (SPEC §17). A name no list has
  /// matches nothing.
  case list(String)
}

/// Moments a due date may fall within; an end that is nil is open.
public struct DueRange: Hashable, Sendable {
  /// The earliest moment included.
  public let from: WallClockMoment?
  /// The latest moment included.
  public let through: WallClockMoment?

  /// The moments from `from` through `through`.
  public init(from: WallClockMoment?, through: WallClockMoment?) {
    self.from = from
    self.through = through
  }

  /// Every moment of `day`.
  public static func day(_ day: CalendarDay) -> DueRange {
    DueRange(from: .start(of: day), through: .end(of: day))
  }

  /// Whether `moment` is within.
  public func contains(_ moment: WallClockMoment) -> Bool {
    (from.map { $0 <= moment } ?? true) && (through.map { moment <= $0 } ?? true)
  }
}
