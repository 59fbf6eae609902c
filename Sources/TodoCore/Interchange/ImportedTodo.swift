import Foundation

/// A todo read from an import file, before the store gives it an id: its fields, and its
/// times when the file has them.
public struct ImportedTodo: Equatable, Sendable {
  /// The fields (the title never blank).
  public var fields: TodoFields
  /// When it was made, when the file says (todo.txt's creation date, JSON's `created`).
  public var created: Date?
  /// When it last changed, when the file says (todo.txt's completion date, JSON's
  /// `updated`).
  public var updated: Date?
  /// Its UID and kept lines, when it comes from a calendar or names its UID (JSON's `uid`);
  /// nil: the store gives a UID.
  public var calendar: CalendarRecord?
  /// The index, among the todos of the same file, of the todo it is a subtask of, when the
  /// file links its todos by ids of its own (todo.txt's `p:`, SPEC §16) rather than by UID.
  /// Such ids mean nothing outside the file, so the import gives that todo a UID and this one
  /// the link by it (`TodoUseCases.add(imported:)`); the reader stays pure.
  public var parentEntry: Int?

  /// Makes an imported todo.
  public init(
    _ fields: TodoFields, created: Date? = nil, updated: Date? = nil,
    calendar: CalendarRecord? = nil, parentEntry: Int? = nil
  ) {
    self.fields = fields
    self.created = created
    self.updated = updated
    self.calendar = calendar
    self.parentEntry = parentEntry
  }

  /// The times the store gives it when it is imported at `date`: the file's, else the
  /// nearest sensible ones. A todo known only to have been completed was made no later than
  /// that; one never changed since it was made was last changed then; and no todo changes
  /// before it is made.
  public func stamps(importedAt date: Date) -> (created: Date, updated: Date) {
    let created = self.created ?? min(updated ?? date, date)
    return (created, max(updated ?? created, created))
  }
}
