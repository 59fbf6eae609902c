import Foundation
import TodoCore

/// A column of a todo and the part of an item it holds. `all` is the one place that says
/// which columns a todo has and how each is bound and read; every statement of `TodoTable` is
/// made from it. (A migration makes the column; this list uses it.)
struct TodoColumn: Sendable {
  /// When a column is written.
  enum Kind: Sendable {
    /// The id: chosen by SQLite on insert, written only when an item is put back.
    case key
    /// Written when the item is added, never changed (`created`).
    case fixed
    /// Written whenever the item changes.
    case changing
    /// Worked out from the item when it is written, never read back (`title_key`, what the
    /// title order compares).
    case derived
    /// Not a column of `todo`: the tags, one row per tag in `todo_tag` (so the filter and the
    /// tags screen find a tag through an index), written by `TodoTable` with the item and read
    /// by a subquery.
    case tagTable
  }

  /// The column's name.
  let name: String
  /// What a `SELECT` lists to read it: the name, or the subquery of the tags.
  let selected: String
  /// What a `SELECT` lists instead in a store made before the column was added (read-only
  /// commands never upgrade a store): its value for every todo then; nil for the columns of
  /// the first version.
  let absent: String?
  /// When it is written.
  let kind: Kind
  /// What an insert or update writes for the bound value: `?`, or an expression of it (the
  /// list, bound by name, is written as its id).
  let bound: String
  /// The value an item gives it.
  let value: @Sendable (TodoItem) -> SQLValue
  /// Reads it from a row (at a column index) into an item.
  let read: @Sendable (inout TodoItem, ExactStatement, Int32) -> Void

  /// A column; made only by the factories below and in `TodoColumn+OrderKeys.swift`.
  init(
    name: String, selected: String? = nil, absent: String? = nil, kind: Kind,
    bound: String = "?", value: @escaping @Sendable (TodoItem) -> SQLValue,
    read: @escaping @Sendable (inout TodoItem, ExactStatement, Int32) -> Void
  ) {
    self.name = name
    self.selected = selected ?? name
    self.absent = absent
    self.kind = kind
    self.bound = bound
    self.value = value
    self.read = read
  }

  /// Every column, in the order statements list them.
  static let all: [TodoColumn] = [
    integer("id", \.id, .key),
    text("title", \.fields.title),
    text("content", \.fields.content),
    flag("done", \.fields.done),
    time("created", \.created, .fixed),
    time("updated", \.updated),
    due("due", \.fields.due),
    priority("priority", \.fields.priority),
    tags("tags", \.fields.tags),
    recurrence("recur", \.fields.recur),
    parentUID("parent_uid"),
    list("list"),
    uid("uid"),
    keptLines("ical_kept"),
    titleKey("title_key"),
    dueKey("due_key"),
    priorityKey("priority_key"),
  ]

  /// The columns read into an item, in the order a `SELECT` of `selectList` lists them.
  static let read = all.filter { $0.kind != .derived }

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

  /// A due date column: NULL for none, else `stored(_:)` of the date, an integer whose order
  /// is the order of due dates (so one index serves the sort and every `due` filter).
  static func due(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, DueDate?> & Sendable
  ) -> TodoColumn {
    TodoColumn(
      name: name, absent: "NULL", kind: .changing,
      value: { $0[keyPath: keyPath].map { .integer(stored($0)) } ?? .null },
      read: { item, row, column in
        item[keyPath: keyPath] = row.isNull(column) ? nil : dueDate(row.integer(column))
      })
  }

  /// A priority column: iCalendar's 0 (none) to 9. A value out of range (written by another
  /// program) reads as none.
  static func priority(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, Priority> & Sendable
  ) -> TodoColumn {
    TodoColumn(
      name: name, absent: "0", kind: .changing,
      value: { .integer(Int64($0[keyPath: keyPath].value)) },
      read: { item, row, column in
        item[keyPath: keyPath] = Priority(value: Int(row.integer(column))) ?? .none
      })
  }

  /// A repeat rule column: NULL for none, else the rule as JSON and todo.txt write it (`+1w`).
  /// A rule it cannot read (written by another program) reads as none.
  static func recurrence(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, Recurrence?> & Sendable
  ) -> TodoColumn {
    TodoColumn(
      name: name, absent: "NULL", kind: .changing,
      value: { $0[keyPath: keyPath].map { .text($0.description) } ?? .null },
      read: { item, row, column in
        item[keyPath: keyPath] = row.isNull(column) ? nil : Recurrence(text: row.text(column))
      })
  }

  /// The parent's UID (SPEC §16), NULL at the top level: the link as the todo holds it. Where
  /// the todo stands, the `parent` column (an id), the store derives from it when it writes
  /// (`TodoTable+Tree.swift`), so it is no column of an item.
  static func parentUID(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, absent: "NULL", kind: .changing,
      value: { $0.fields.parent.map { .text($0) } ?? .null },
      read: { item, row, column in
        item.fields.parent = row.isNull(column) ? nil : row.text(column)
      })
  }

  /// The list a todo is in (SPEC §17), by name: the store keeps the list's id, so a rename
  /// touches one row of `todo_list`. A name is written as the id of the list of that name
  /// (`TodoTable.makeList(named:)` makes it first); an empty name as the default list's
  /// (`ListSQL.defaultList`). A store made before lists has every todo in `Tasks`.
  static func list(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, selected: "(SELECT name FROM todo_list WHERE id = todo.list)",
      absent: "'\(ListSQL.firstListName)'", kind: .changing,
      bound: "coalesce((SELECT id FROM todo_list WHERE name = ?), \(ListSQL.defaultList))",
      value: { .text($0.fields.list) },
      read: { item, row, column in item.fields.list = row.text(column) })
  }

  /// The calendar UID (`CalendarRecord.uid`): written when the todo is added (the store gives
  /// one when the item has none), never changed; unique (an index says so). Empty is NULL.
  static func uid(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, absent: "NULL", kind: .fixed,
      value: { $0.calendar.uid.isEmpty ? .null : .text($0.calendar.uid) },
      read: { item, row, column in
        item.calendar.uid = row.isNull(column) ? "" : row.text(column)
      })
  }

  /// The iCalendar lines of other programs kept for a todo (`CalendarRecord.kept`): NULL for
  /// none, else the unfolded content lines separated by line feeds (a content line holds
  /// none). A line that no longer reads (written by another program) is dropped on reading.
  static func keptLines(_ name: String) -> TodoColumn {
    TodoColumn(
      name: name, absent: "NULL", kind: .changing,
      value: { keptValue($0.calendar.kept) },
      read: { item, row, column in
        item.calendar.kept = row.isNull(column) ? [] : keptLines(from: row.text(column))
      })
  }

  /// What the kept lines column holds for `lines`.
  static func keptValue(_ lines: [ContentLine]) -> SQLValue {
    lines.isEmpty ? .null : .text(lines.map(\.text).joined(separator: "\n"))
  }

  /// The kept lines a non-NULL kept lines column holds.
  static func keptLines(from text: String) -> [ContentLine] {
    text.split(separator: "\n").compactMap { try? ContentLine(parsing: String($0), lineNumber: 0) }
  }

  /// The tags, kept in `todo_tag` and read as one text of the tags separated by spaces (a tag
  /// holds none).
  static func tags(
    _ name: String, _ keyPath: WritableKeyPath<TodoItem, TagSet> & Sendable
  ) -> TodoColumn {
    TodoColumn(
      name: name,
      selected: "(SELECT group_concat(tag, ' ') FROM todo_tag WHERE todo_id = todo.id)",
      absent: "NULL", kind: .tagTable,
      value: { .text($0[keyPath: keyPath].words.joined(separator: " ")) },
      read: { item, row, column in
        item[keyPath: keyPath] =
          row.isNull(column)
          ? .empty : TagSet(Self.words(row.text(column)))
      })
  }

  /// The tags of the text `group_concat` made, split at each space by scalar: a tag that
  /// starts with a combining mark (U+20DD) joins the space before it into one character,
  /// which a split by character would not see, merging two tags into one.
  static func words(_ text: String) -> [String] {
    text.unicodeScalars.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
  }

  /// A due date as the store keeps it: the wall-clock seconds since 1970-01-01 00:00 of its
  /// moment (floating, in no zone): its time, or the last second of its day (23:59:59) when it
  /// has no time, so a day without a time sorts after the times of that day, as `DueDate`
  /// orders, and the filter's due ranges compare with the same numbers.
  static func stored(_ due: DueDate) -> Int64 { due.moment.secondsSince1970 }

  /// A stored due date as a date.
  static func dueDate(_ stored: Int64) -> DueDate {
    let days = stored >= 0 ? stored / 86_400 : (stored - 86_399) / 86_400
    let seconds = Int(stored - days * 86_400)
    let day = CalendarDay(daysSince1970: Int(days))
    guard seconds != 86_399 else { return DueDate(day) }
    return DueDate(day, at: TimeOfDay(hour: seconds / 3600, minute: seconds % 3600 / 60))
  }

  /// A time as the store keeps it: seconds since 1970 as a double.
  static func stored(_ date: Date) -> Double { date.timeIntervalSince1970 }

  /// A stored time as a date.
  static func date(_ stored: Double) -> Date { Date(timeIntervalSince1970: stored) }

  // MARK: - Statements made from the columns

  /// The columns of the `todo` table (all but the tags).
  static let stored = all.filter { $0.kind != .tagTable }
  /// The columns an insert writes (all but the id and the tags).
  static let inserted = stored.filter { $0.kind != .key }
  /// The columns an update writes.
  static let changing = all.filter { $0.kind == .changing || $0.kind == .derived }

  /// `SELECT`'s list of every column, in `all`'s order, for a query `FROM todo`.
  static let selectList = selectList(having: nil)

  /// `SELECT`'s list for a store that has only the columns named in `available` (the tags'
  /// name standing for the `todo_tag` table), or every one when nil: a column it lacks is read
  /// as its `absent` value.
  static func selectList(having available: Set<String>?) -> String {
    read.map { column in
      guard let absent = column.absent, let available, !available.contains(column.name) else {
        return column.selected
      }
      return absent
    }.joined(separator: ", ")
  }

  /// Adds an item; SQLite chooses the id.
  /// Its place in the manual order (`ManualOrder`; not part of an item) is bound last.
  static let insertSQL = """
    INSERT INTO todo (\(inserted.map(\.name).joined(separator: ", ")), position)
    VALUES (\(inserted.map(\.bound).joined(separator: ", ")), ?)
    """

  /// Puts an item in with its own id, replacing any row with that id; its place in the manual
  /// order is bound last.
  static let replaceSQL = """
    INSERT OR REPLACE INTO todo (\(stored.map(\.name).joined(separator: ", ")), position)
    VALUES (\(stored.map(\.bound).joined(separator: ", ")), ?)
    """

  /// Writes an item's changing columns, then `WHERE id = ?`.
  static let updateSQL = """
    UPDATE todo SET \(changing.map { "\($0.name) = \($0.bound)" }.joined(separator: ", ")) WHERE id = ?
    """

  /// An item read from a row that lists `selectList`.
  static func item(from row: ExactStatement) -> TodoItem {
    var item = TodoItem(id: 0, fields: TodoFields(), created: .distantPast, updated: .distantPast)
    for (index, column) in read.enumerated() { column.read(&item, row, Int32(index)) }
    return item
  }
}
