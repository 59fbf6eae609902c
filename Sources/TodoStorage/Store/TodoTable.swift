import Foundation
import GRDB
import GRDBSQLite
import TodoCore

/// The `todo`, `todo_tag` and `todo_search` tables, read and changed through `ExactStatement`s
/// made from `TodoColumn.all` and `QuerySQL`, so titles, contents, tags and the search text are
/// bound and read whole. An item's tags and search row are written with it, in the caller's
/// transaction; a trigger removes its tags when it is deleted; a parent is checked against the
/// tree before it is written (`TodoTable+Tree.swift`). Works on a GRDB connection (cached statements, inside GRDB's transactions: this is
/// what a store's `read` and `write` hand their body) and on the store's own read-only
/// connection alike.
struct TodoTable: TodoWriting {
  /// Prepares (or finds in a cache) the statement for some SQL.
  let prepare: (String) throws -> ExactStatement
  /// What a `SELECT` of whole items lists: every column, or, on a store not upgraded yet,
  /// those it has.
  let selectList: String
  /// Whether the store has the view settings and the manual order (migration v7): a store
  /// not upgraded yet, read by a read-only command, has the defaults.
  let hasViewSettings: Bool
  /// Whether the store has the `todo_tag` table (migration v5): a store not upgraded yet has
  /// no tags.
  let hasTags: Bool
  /// Whether the store has the tree of subtasks and its counts (migrations v15 and v16): a
  /// store not upgraded yet is read flat.
  let hasTree: Bool
  /// Whether the store has lists (migration v17): a store not upgraded yet has every todo in
  /// one list, `Tasks`.
  let hasLists: Bool
  /// Gives the UID of a todo added without one (the store's injected `UIDSource`).
  var newUID: () -> String = { UUID().uuidString }
  /// The search rows this transaction changed that the trigram index does not show yet.
  let pendingIndexChanges = PendingIndexChanges()
  /// What this read found out (`ReadMemory`: forests, folds, ancestries); nil in a write,
  /// whose reads may follow its changes.
  var memory: ReadMemory?

  /// The table on a GRDB connection, using its statement cache.
  init(_ db: Database) {
    prepare = { sql in
      let statement = try db.cachedStatement(sql: sql)
      guard let connection = db.sqliteConnection else {
        throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "the connection is closed")
      }
      return ExactStatement(handle: statement.sqliteStatement, connection: connection)
    }
    // A connection that may write has upgraded the store first.
    selectList = TodoColumn.selectList
    hasViewSettings = true
    hasTags = true
    hasTree = true
    hasLists = true
  }

  /// The table on the store's own read-only connection, in whatever version the file is.
  init(_ connection: ReadConnection) throws {
    prepare = connection.prepare
    let columns = try connection.todoColumns()
    selectList = TodoColumn.selectList(having: columns)
    hasViewSettings = columns.contains("position")
    hasTags = columns.contains("tags")
    hasTree = columns.contains("open_below")
    hasLists = columns.contains("list")
  }

  /// `query` as SQL, once the trigram index shows this transaction's changes (the query may
  /// read it).
  func querySQL(_ query: TodoQuery, forCounting: Bool = false) throws -> QuerySQL {
    try query.filter.checkLength()
    try writeTrigramIndex()
    return QuerySQL(query, forCounting: forCounting, hasLists: hasLists)
  }

  // MARK: - TodoReading

  /// The item with the calendar UID `uid`, or nil.
  func item(uid: String) throws -> TodoItem? {
    try prepare("SELECT \(selectList) FROM todo WHERE uid = ?")
      .rows([.text(uid)], TodoColumn.item).first
  }

  /// One item, or nil.
  func item(id: TodoID) throws -> TodoItem? {
    try prepare("SELECT \(selectList) FROM todo WHERE id = ?")
      .rows([.integer(id)], TodoColumn.item).first
  }

  /// The items with these ids.
  func items(ids: [TodoID]) throws -> [TodoItem] {
    guard !ids.isEmpty else { return [] }
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
    // One cached statement per number of ids: at most a few screenfuls of them.
    return try prepare("SELECT \(selectList) FROM todo WHERE id IN (\(marks))")
      .rows(ids.map(SQLValue.integer), TodoColumn.item)
  }

  /// The items `query` selects, in its order.
  func items(_ query: TodoQuery) throws -> [TodoItem] {
    let sql = try querySQL(query)
    return try prepare(sql.items(selecting: selectList)).rows(sql.arguments, TodoColumn.item)
  }

  /// The index of the items `query` selects: two integers a row, read straight from SQLite
  /// (at 100,000 rows a GRDB `Row` per row is most of the cost of starting the list).
  func index(_ query: TodoQuery) throws -> [TodoListEntry] {
    let sql = try querySQL(query)
    return try prepare(sql.index).rows(sql.arguments) {
      TodoListEntry(id: $0.integer(0), done: $0.integer(1) != 0)
    }
  }

  /// Whether `query` selects the item `id`; in the tree, whether it shows it (no fold and,
  /// done todos hidden, no done ancestor hides it).
  func contains(_ id: TodoID, in query: TodoQuery) throws -> Bool {
    let sql = try querySQL(query)
    if try isTree(query, sql) { return try treeContains(id, query, sql) }
    if try isFilteredTree(query, sql) { return try filteredTreeContains(id, query, sql) }
    return try !prepare(sql.contains).rows(sql.arguments + [.integer(id)]) { _ in () }.isEmpty
  }

  /// How many items there are.
  func count() throws -> Int {
    Int(try prepare("SELECT count(*) FROM todo").rows([]) { $0.integer(0) }.first ?? 0)
  }

  /// The kept view settings; `defaults`' on a store made before they were kept, where one was
  /// never kept, or where a kept value is not one this version knows.
  func viewSettings(startingFrom defaults: ViewSettings) throws -> ViewSettings {
    guard hasViewSettings else { return defaults }
    let values = Dictionary(
      try prepare("SELECT name, value FROM view_setting").rows([]) {
        ($0.text(0), $0.text(1))
      }, uniquingKeysWith: { first, _ in first })
    var settings = defaults
    if let sort = values["sort"].flatMap(TodoQuery.Sort.init(rawValue:)) { settings.sort = sort }
    if let hidesDone = values["hide_done"] { settings.hidesDone = hidesDone == "1" }
    if let foldAll = values["fold_all"] { settings.foldAll = foldAll == "1" }
    if hasLists, let id = values["list"].flatMap(Int64.init) {
      settings.list = try prepare("SELECT name FROM todo_list WHERE id = ?").rows([.integer(id)]) {
        $0.text(0)
      }.first
    }
    return settings
  }

  /// An item's place in the manual order.
  func position(of id: TodoID) throws -> Int64? {
    guard hasViewSettings else { return nil }
    return try prepare("SELECT position FROM todo WHERE id = ?").rows([.integer(id)]) {
      $0.integer(0)
    }.first
  }

  /// Every tag with its open and done counts, counted by SQLite (`tagCountsSQL`), in
  /// `TagCount.inReadingOrder` (a sort of the few distinct tags, not of todos).
  func tagCounts() throws -> [TagCount] {
    guard hasTags else { return [] }
    return TagCount.inReadingOrder(
      try prepare(Self.tagCountsSQL).rows([]) {
        TagCount(tag: $0.text(0), open: Int($0.integer(1)), done: Int($0.integer(2)))
      })
  }

  /// The tags and their counts: `todo_tag` read in the order of its index on `tag` (which
  /// holds the todo's id too, so the table itself is not read), each row's todo looked up
  /// by id for its done flag, grouped as read. `CROSS JOIN` keeps that order of the two
  /// tables: the tags first, never a scan of every todo.
  static let tagCountsSQL = """
    SELECT todo_tag.tag, sum(todo.done = 0), sum(todo.done <> 0)
    FROM todo_tag CROSS JOIN todo ON todo.id = todo_tag.todo_id
    GROUP BY todo_tag.tag
    """

  /// The items that have `tag`, found through the index on `tag` and looked up by id.
  func items(taggedWith tag: String) throws -> [TodoItem] {
    guard hasTags else { return [] }
    return try prepare(Self.itemsTaggedSQL(selecting: selectList))
      .rows([.text(tag)], TodoColumn.item)
  }

  /// The `SELECT` of `items(taggedWith:)`, each item read by `selectList`; no order, so SQLite
  /// looks up only the ids the tag's rows list.
  static func itemsTaggedSQL(selecting selectList: String) -> String {
    "SELECT \(selectList) FROM todo WHERE id IN (SELECT todo_id FROM todo_tag WHERE tag = ?)"
  }

  // MARK: - TodoWriting (inside the caller's transaction)

  /// Inserts a new item, at the end of the manual order, and returns it as stored.
  func insert(
    _ fields: TodoFields, created: Date, updated: Date, calendar: CalendarRecord
  ) throws -> TodoItem {
    var item = TodoItem(
      id: 0, fields: fields, created: TodoColumn.date(TodoColumn.stored(created)),
      updated: TodoColumn.date(TodoColumn.stored(updated)), calendar: calendar)
    if item.calendar.uid.isEmpty { item.calendar.uid = newUID() }
    try makeList(named: fields.list)
    let end = try manualOrder.end()
    let statement = try prepare(TodoColumn.insertSQL)
    try statement.run(TodoColumn.inserted.map { $0.value(item) } + [.integer(end)])
    item.id = statement.lastInsertedRowID
    try writeTags(item, replacing: false)
    try writeSearch(item, under: try place(item, isNew: true), added: true)
    try adoptSubtasks(of: item)
    return try inStoredList(item)
  }

  /// A UID from the store's source.
  func freshUID() -> String { newUID() }

  /// Puts `item` in with its own id, replacing any row with that id, at the end of the manual
  /// order (undo puts back the position it had).
  /// An item whose UID another todo has taken meanwhile (an import after the delete) gets a
  /// fresh one: `OR REPLACE` would otherwise remove that other todo. (Every item read from
  /// the store has a UID; an item a test makes up without one is put back without one.)
  @discardableResult
  func restore(_ item: TodoItem) throws -> TodoItem {
    var item = item
    let holder = item.calendar.uid.isEmpty ? nil : try self.item(uid: item.calendar.uid)
    if holder.map({ $0.id != item.id }) == true {
      item.calendar.uid = newUID()
    }
    try makeList(named: item.fields.list)
    let end = try manualOrder.end()
    try prepare(TodoColumn.replaceSQL).run(
      TodoColumn.stored.map { $0.value(item) } + [.integer(end)])
    try writeTags(item, replacing: true)
    try writeSearch(item, under: try place(item))
    try adoptSubtasks(of: item)
    return try inStoredList(item)
  }

  /// Writes an item's changing columns; throws `notFound` when no row has its id.
  @discardableResult
  func update(_ item: TodoItem) throws -> TodoItem {
    try makeList(named: item.fields.list)
    let statement = try prepare(TodoColumn.updateSQL)
    try statement.run(TodoColumn.changing.map { $0.value(item) } + [.integer(item.id)])
    guard statement.changes > 0 else { throw TodoStoreError.notFound(item.id) }
    try writeTags(item, replacing: true)
    try releaseFromClaim(item)
    try writeSearch(item, under: try place(item))
    return try inStoredList(item)
  }

  /// Deletes an item, its children moved to the top level first (the triggers keep the
  /// counts), holding their link: put back (undo), it takes them in again. Throws `notFound`
  /// when no row has its id.
  func delete(id: TodoID) throws {
    try prepare("UPDATE todo SET parent = 0 WHERE \(QuerySQL.parentIsBound)").run([.integer(id)])
    let statement = try prepare("DELETE FROM todo WHERE id = ?")
    try statement.run([.integer(id)])
    guard statement.changes > 0 else { throw TodoStoreError.notFound(id) }
    try deleteSearch(id: id)
  }

  /// Keeps the view settings.
  func saveViewSettings(_ settings: ViewSettings) throws {
    let statement = try prepare("INSERT OR REPLACE INTO view_setting (name, value) VALUES (?, ?)")
    try statement.run([.text("sort"), .text(settings.sort.rawValue)])
    try statement.run([.text("hide_done"), .text(settings.hidesDone ? "1" : "0")])
    // The list in view by id (none: every list); a name no list has is every list.
    try prepare(ListSQL.saveListInView).run([.text(settings.list ?? "")])
  }

  /// Sets an item's place in the manual order.
  func setPosition(_ position: Int64, of id: TodoID) throws {
    try manualOrder.set(position, of: id)
  }

  /// Puts an item after every other in the manual order, where a new one goes.
  func placeLast(_ id: TodoID) throws -> PositionChange {
    guard let before = try position(of: id) else { throw TodoStoreError.notFound(id) }
    let after = try manualOrder.end()
    try manualOrder.set(after, of: id)
    return PositionChange(id: id, before: before, after: after)
  }

  /// Moves an item past a neighbour in the manual order (`ManualOrder`).
  func move(
    _ id: TodoID, _ direction: MoveDirection, past neighbour: TodoID
  ) throws
    -> [PositionChange]
  {
    try manualOrder.move(id, direction, past: neighbour)
  }

  /// Makes the manual order `sort`'s order.
  func adoptOrder(_ sort: TodoQuery.Sort) throws {
    try manualOrder.adopt(sort)
  }

  /// The positions of the manual order.
  private var manualOrder: ManualOrder { ManualOrder(prepare: prepare) }

  // MARK: - The tag table

  /// Makes an item's rows of `todo_tag` its tags: those it had are removed first when
  /// `replacing` (a new item has none, so nothing is looked up for it).
  private func writeTags(_ item: TodoItem, replacing: Bool) throws {
    if replacing {
      try prepare("DELETE FROM todo_tag WHERE todo_id = ?").run([.integer(item.id)])
    }
    guard !item.tags.isEmpty else { return }
    let insert = try prepare("INSERT INTO todo_tag (todo_id, tag) VALUES (?, ?)")
    for tag in item.tags { try insert.run([.integer(item.id), .text(tag)]) }
  }
}
