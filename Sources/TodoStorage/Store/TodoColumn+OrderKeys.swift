import TodoCore

/// The columns worked out from an item for the orders' indexes, never read back: each order
/// compares plain columns that are never NULL, so the list is read in index order.
extension TodoColumn {
  /// The title as the title order compares it (`TextFold`), kept beside the title so an
  /// index orders by it.
  static func titleKey(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, kind: .derived, value: { .text(TextFold.folded($0.title)) },
      read: { _, _, _ in })
  }

  /// The due order's key: the stored due date, or the largest integer for none, so todos
  /// without one sort last and the key is never NULL (a NULL would end a row-value comparison:
  /// the list's keyset pages compare `(done, due_key, priority_key, id)` in one index range).
  static func dueKey(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, kind: .derived,
      value: { .integer($0.fields.due.map(stored) ?? Int64.max) }, read: { _, _, _ in })
  }

  /// The priority order's key: iCalendar's 1 (highest) to 9 as 0 to 8, and none (0) as 9, so
  /// the highest priority sorts first and none last in one never-NULL integer.
  static func priorityKey(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, kind: .derived,
      value: { .integer(Int64(($0.fields.priority.value + 9) % 10)) }, read: { _, _, _ in })
  }
}
