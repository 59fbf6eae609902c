import Foundation

/// The id of a stored todo (SQLite's rowid in the real store).
public typealias TodoID = Int64

/// One todo as the store keeps it: its id, its fields, and the times the store stamps.
public struct TodoItem: Equatable, Hashable, Sendable, Identifiable {
  /// Assigned by the store when the item is added; never reused.
  public var id: TodoID
  /// What a person set.
  public var fields: TodoFields
  /// When the todo was added.
  public var created: Date
  /// When the todo last changed.
  public var updated: Date
  /// How calendars know it: its UID (given by the store) and the iCalendar lines of other
  /// programs kept for it.
  public var calendar: CalendarRecord

  /// Makes an item from its id, fields and times (and its calendar record, if it has one).
  public init(
    id: TodoID, fields: TodoFields, created: Date, updated: Date,
    calendar: CalendarRecord = CalendarRecord()
  ) {
    self.id = id
    self.fields = fields
    self.created = created
    self.updated = updated
    self.calendar = calendar
  }

  /// `date` at the precision a todo's times are kept: whole 1/1024ths of a second. Such a
  /// moment is the same number of seconds whether counted from 1970 (the store's column) or
  /// from 2001 (how `Date` holds it), so it reads back from the store bit for bit and an item
  /// a change records equals the item the store holds. Any other fraction of a second may
  /// come back a rounding step off.
  public static func time(_ date: Date) -> Date {
    Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1024).rounded() / 1024)
  }
}

// Shorthands, so call sites read `item.title` rather than `item.fields.title`.
extension TodoItem {
  /// The title.
  public var title: String {
    get { fields.title }
    set { fields.title = newValue }
  }

  /// The content.
  public var content: String {
    get { fields.content }
    set { fields.content = newValue }
  }

  /// Whether it is done.
  public var done: Bool {
    get { fields.done }
    set { fields.done = newValue }
  }

  /// When it is due, if ever.
  public var due: DueDate? {
    get { fields.due }
    set { fields.due = newValue }
  }

  /// How urgent it is.
  public var priority: Priority {
    get { fields.priority }
    set { fields.priority = newValue }
  }

  /// Its tags.
  public var tags: TagSet {
    get { fields.tags }
    set { fields.tags = newValue }
  }

  /// The UID of the todo it is a subtask of; nil at the top level.
  public var parent: String? {
    get { fields.parent }
    set { fields.parent = newValue }
  }

  /// The name of the list it is in.
  public var list: String {
    get { fields.list }
    set { fields.list = newValue }
  }
}
