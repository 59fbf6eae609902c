import Foundation
import TodoCore

/// A column of the `todo` table and the part of an item it holds. `all` is the one place that
/// says which columns a todo has and how each is bound and read; every statement of
/// `TodoTable` is made from it. (A migration makes the column; this list uses it.)
struct TodoColumn: Sendable {
  /// When a column is written.
  enum Kind: Sendable {
    /// The id: chosen by SQLite on insert, written only when an item is put back.
    case key
    /// Written when the item is added, never changed (`created`).
    case fixed
    /// Written whenever the item changes.
    case changing
  }

  /// The column's name.
  let name: String
  /// When it is written.
  let kind: Kind
  /// The value an item gives it.
  let value: @Sendable (TodoItem) -> SQLValue
  /// Reads it from a row (at a column index) into an item.
  let read: @Sendable (inout TodoItem, ExactStatement, Int32) -> Void

  /// Every column, in the order statements list them.
  static let all: [TodoColumn] = [
    integer("id", \.id, .key),
    text("title", \.fields.title),
    text("content", \.fields.content),
    flag("done", \.fields.done),
    time("created", \.created, .fixed),
    time("updated", \.updated),
  ]

  /// A text column, bound and read with its length, so text is kept whole, NUL bytes included.
  static func text(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, String> & Sendable,
    _ kind: Kind = .changing
  ) -> TodoColumn {
    TodoColumn(
      name: name, kind: kind, value: { .text($0[keyPath: keyPath]) },
      read: { item, row, column in item[keyPath: keyPath] = row.text(column) })
  }

  /// An integer column.
  static func integer(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, Int64> & Sendable,
    _ kind: Kind = .changing
  ) -> TodoColumn {
    TodoColumn(
      name: name, kind: kind, value: { .integer($0[keyPath: keyPath]) },
      read: { item, row, column in item[keyPath: keyPath] = row.integer(column) })
  }

  /// A true/false column, kept as 1 or 0.
  static func flag(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, Bool> & Sendable,
    _ kind: Kind = .changing
  ) -> TodoColumn {
    TodoColumn(
      name: name, kind: kind, value: { .integer($0[keyPath: keyPath] ? 1 : 0) },
      read: { item, row, column in item[keyPath: keyPath] = row.integer(column) != 0 })
  }

  /// A time column: seconds since 1970 as a double.
  static func time(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, Date> & Sendable,
    _ kind: Kind = .changing
  ) -> TodoColumn {
    TodoColumn(
      name: name, kind: kind, value: { .real(stored($0[keyPath: keyPath])) },
      read: { item, row, column in item[keyPath: keyPath] = date(row.real(column)) })
  }

  /// A time as the store keeps it: seconds since 1970 as a double.
  static func stored(_ date: Date) -> Double { date.timeIntervalSince1970 }

  /// A stored time as a date.
  static func date(_ stored: Double) -> Date { Date(timeIntervalSince1970: stored) }

  // MARK: - Statements made from the columns

  /// The columns an insert writes (all but the id).
  static let inserted = all.filter { $0.kind != .key }
  /// The columns an update writes.
  static let changing = all.filter { $0.kind == .changing }

  /// `SELECT`'s list of every column, in `all`'s order.
  static let selectList = all.map(\.name).joined(separator: ", ")

  /// Adds an item; SQLite chooses the id.
  static let insertSQL = """
    INSERT INTO todo (\(inserted.map(\.name).joined(separator: ", ")))
    VALUES (\(marks(inserted.count)))
    """

  /// Puts an item in with its own id, replacing any row with that id.
  static let replaceSQL = """
    INSERT OR REPLACE INTO todo (\(selectList)) VALUES (\(marks(all.count)))
    """

  /// Writes an item's changing columns, then `WHERE id = ?`.
  static let updateSQL = """
    UPDATE todo SET \(changing.map { "\($0.name) = ?" }.joined(separator: ", ")) WHERE id = ?
    """

  /// An item read from a row that lists `selectList`.
  static func item(from row: ExactStatement) -> TodoItem {
    var item = TodoItem(id: 0, fields: TodoFields(), created: .distantPast, updated: .distantPast)
    for (index, column) in all.enumerated() { column.read(&item, row, Int32(index)) }
    return item
  }

  /// `?, ?, ?` for `count` values.
  private static func marks(_ count: Int) -> String {
    Array(repeating: "?", count: count).joined(separator: ", ")
  }
}
