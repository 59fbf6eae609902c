import Foundation
import GRDB
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Migration v17, lists (`StoreSchema+Lists.swift`; docs/design/lists.md): an upgrade puts
/// every todo in the one list `Tasks` and changes nothing else; whatever writes (the store's
/// own calls, plain SQL as another program would, an import in bulk) a subtask stays in its
/// parent's list and the per-list counts equal counts made anew; and a list's top level is
/// read through its own index.
@Suite final class ListStoreTests {
  let scratch = ScratchFolder("todo-lists")

  /// A subtask in another list than its parent, as `child parent`: none, ever.
  static let cutAcrossLists = """
    SELECT child.id || ' ' || above.id FROM todo AS child JOIN todo AS above
    ON above.id = child.parent WHERE child.list IS NOT above.list
    """

  /// What the triggers keep and what a count of the rows says, each as `list done count`
  /// lines: every todo's and the top level's (rows at 0 left out: a list may keep them).
  struct Counts: Equatable {
    let tally: [String]
    let roots: [String]
  }

  /// The kept counts and the counts made anew, read by `lines` (the first column of each row
  /// of a statement, as text).
  static func keptAndCounted(
    _ lines: (String) throws -> [String]
  ) throws -> (kept: Counts, counted: Counts) {
    func kept(_ table: String) throws -> [String] {
      try lines(
        "SELECT list || ' ' || done || ' ' || count FROM \(table) WHERE count != 0 "
          + "ORDER BY list, done")
    }
    func counted(_ tests: String) throws -> [String] {
      try lines(
        "SELECT list || ' ' || (done <> 0) || ' ' || count(*) FROM todo \(tests) "
          + "GROUP BY list, done <> 0 ORDER BY list, done <> 0")
    }
    return (
      Counts(tally: try kept("todo_list_tally"), roots: try kept("todo_list_roots")),
      Counts(tally: try counted(""), roots: try counted("WHERE parent = 0"))
    )
  }

  /// Takes a store's lists away, back to v16 as v16 made it: triggers, indexes, tables, the
  /// column, the view setting and the migration's name (`DROP COLUMN` needs the indexes and
  /// triggers that name it gone first).
  static func takeListsAway(_ db: Database) throws {
    for type in ["trigger", "index"] {
      let names = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE type = ? AND name LIKE 'todo_list_%'",
        arguments: [type])
      for name in names { try db.execute(sql: "DROP \(type) \(name)") }
    }
    try db.execute(
      sql: """
        DROP TABLE todo_list;
        DROP TABLE todo_list_tally;
        DROP TABLE todo_list_roots;
        ALTER TABLE todo DROP COLUMN list;
        DELETE FROM view_setting WHERE name = 'default_list';
        DELETE FROM grdb_migrations WHERE identifier = 'v17: lists';
        """)
  }

  /// The path of a new store file in the scratch folder.
  private func storePath() throws -> String {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    return scratch.url.appendingPathComponent("todo.sqlite").path
  }

  /// The store's connection, for SQL no call of the store writes yet (a todo's list).
  private static func sql<T>(_ store: SQLiteTodoStore, _ body: (TodoTable) throws -> T) throws -> T
  {
    try store.write { writing in try body(try #require(writing as? TodoTable)) }
  }

  /// Runs `sql` with `arguments` in one write of the store.
  private static func run(
    _ store: SQLiteTodoStore, _ sql: String, _ arguments: [SQLValue] = []
  ) throws {
    try Self.sql(store) { try $0.prepare(sql).run(arguments) }
  }

  /// The lines `sql` reads (its first column as text), in one read of the store.
  private static func lines(_ store: SQLiteTodoStore, _ sql: String) throws -> [String] {
    try store.read { reading in
      try #require(reading as? TodoTable).prepare(sql).rows([]) { $0.text(0) }
    }
  }

  /// The kept counts and the counts made anew of `store`.
  private static func keptAndCounted(_ store: SQLiteTodoStore) throws -> (Counts, Counts) {
    try keptAndCounted { try lines(store, $0) }
  }

  @Test func aStoreMadeBeforeListsUpgradesWithEveryTodoInTasksAndNothingElseChanged() throws {
    let path = try storePath()
    // A store of v16 holding a tree three deep, done todos here and there, with the counts
    // v15 and v16 keep, written by that version's own triggers.
    var configuration = Configuration()
    configuration.prepareDatabase { try $0.execute(sql: "PRAGMA recursive_triggers = ON") }
    let queue = try DatabaseQueue(path: path, configuration: configuration)
    try StoreSchema.migrator.migrate(queue, upTo: "v16: open todos shown below each todo")
    try queue.write { db in
      for number in 1...60 {
        let parent = number <= 6 || number % 5 == 0 ? 0 : (number * 7) % (number - 1) + 1
        try db.execute(
          sql: """
            INSERT INTO todo (title, done, created, updated, position, uid, parent)
            VALUES (?, ?, ?, ?, ?, hex(randomblob(16)), ?)
            """,
          arguments: [
            "todo \(number)", number % 3 == 0, 1_764_490_500.25 + Double(number),
            1_764_490_600.5, number * 1024, parent,
          ])
      }
      try db.execute(sql: "DELETE FROM todo WHERE id = 60")
    }
    let before = try queue.read { db in
      try Row.fetchAll(db, sql: "SELECT * FROM todo ORDER BY id")
    }
    let columns = try queue.read { db in
      try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info('todo')")
    }
    #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT max(parent) FROM todo") } ?? 0 > 0)
    try queue.close()

    _ = try SQLiteTodoStore(path: path, access: .change)
    let upgraded = try DatabaseQueue(path: path)
    defer { try? upgraded.close() }
    try upgraded.read { db in
      let after = try Row.fetchAll(
        db, sql: "SELECT \(columns.joined(separator: ", ")) FROM todo ORDER BY id")
      #expect(after == before)
      #expect(try Int.fetchAll(db, sql: "SELECT DISTINCT list FROM todo") == [1])
      #expect(
        try String.fetchAll(
          db,
          sql: "SELECT id || ' ' || name || ' ' || ifnull(color, '-') || ' ' || position "
            + "FROM todo_list") == ["1 Tasks - 1"])
      #expect(
        try String.fetchOne(db, sql: "SELECT value FROM view_setting WHERE name = 'default_list'")
          == "1")
      let (kept, counted) = try Self.keptAndCounted { try String.fetchAll(db, sql: $0) }
      #expect(kept == counted)
      #expect(kept.tally == ["1 0 40", "1 1 19"])
      // Both rows of the one list are there, at 0 or not.
      #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM todo_list_roots") == 2)
    }
  }

  @Test(arguments: StoreKind.allCases)
  func randomWritesKeepTheCountsAndEverySubtaskInItsParentsList(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    try Self.run(
      store,
      "INSERT INTO todo_list (id, name, position) VALUES (2, 'Work', 2), (3, 'Home', 3)")
    var random = SeededGenerator(seed: 17)
    var deleted: [TodoItem] = []
    var listChanges = 0
    var followed = 0
    for step in 0..<300 {
      let items = try store.items()
      let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
      let placement = try KeptTree.placement(in: store)
      /// Whether `id` is `ancestor` or lies below it.
      func isWithin(_ id: TodoID, _ ancestor: TodoID) -> Bool {
        var current = id
        while current != 0 {
          if current == ancestor { return true }
          current = placement[current] ?? 0
        }
        return false
      }
      let pick = items.randomElement(using: &random)
      let roll = items.count < 3 ? 0 : Int.random(in: 0..<100, using: &random)
      switch roll {
      case 0..<30:
        let parent = (items.map(\.id) + [nil, nil]).randomElement(using: &random) ?? nil
        let fields = TodoFields(
          title: "step \(step)", done: Int.random(in: 0..<4, using: &random) == 0,
          parent: parent.flatMap { byID[$0]?.calendar.uid })
        _ = try store.write {
          try $0.insert(fields, created: Fixture.start, updated: Fixture.start)
        }
      case 30..<40:
        let item = try #require(pick)
        try store.delete(id: item.id)
        deleted.append(item)
      case 40..<52:
        var item = try #require(pick)
        item.done.toggle()
        try store.update(item)
      case 52..<68:
        var item = try #require(pick)
        let target = (items.map(\.id) + [nil]).randomElement(using: &random) ?? nil
        guard target.map({ !isWithin($0, item.id) }) ?? true else { continue }
        item.fields.parent = target.flatMap { byID[$0]?.calendar.uid }
        try store.update(item)
      case 68..<95:
        // A todo to another list: the whole subtree goes; a subtask is held in its parent's.
        let item = try #require(pick)
        let list = Int64.random(in: 1...3, using: &random)
        let toggles = roll >= 88
        try Self.run(
          store,
          "UPDATE todo SET list = ?\(toggles ? ", done = NOT done" : "") WHERE id = ?",
          [.integer(list), .integer(item.id)])
        listChanges += 1
        if placement[item.id] != 0 { followed += 1 }
      default:
        guard let item = deleted.popLast() else { continue }
        try store.restore(item)
      }
      let (kept, counted) = try Self.keptAndCounted(store)
      #expect(kept == counted, "step \(step)")
      let cut = try Self.lines(store, Self.cutAcrossLists)
      #expect(cut == [], "step \(step)")
      guard kept == counted, cut.isEmpty else { return }
    }
    #expect(listChanges > 50)
    #expect(followed > 0)
    let lists = try Self.lines(store, "SELECT DISTINCT list FROM todo ORDER BY list")
    #expect(lists == ["1", "2", "3"])
  }

  @Test func aParentMovedToAnotherListTakesItsWholeSubtreeAndTheLinkWins() throws {
    let store = try SQLiteTodoStore.inMemory()
    try Self.run(
      store,
      "INSERT INTO todo_list (id, name, position) VALUES (2, 'Work', 2), (3, 'Home', 3)")
    var ids: [String: TodoID] = [:]
    var uids: [TodoID: String] = [:]
    for (title, parent) in [
      ("Move", nil), ("Pack", "Move"), ("Books", "Pack"), ("Shelf", "Books"),
      ("Call", "Move"), ("Shop", nil), ("Milk", "Shop"),
    ] as [(String, String?)] {
      let fields = TodoFields(
        title: title, done: title == "Books",
        parent: parent.flatMap { ids[$0] }.flatMap { uids[$0] })
      let item = try store.write {
        try $0.insert(fields, created: Fixture.start, updated: Fixture.start)
      }
      ids[title] = item.id
      uids[item.id] = item.calendar.uid
    }
    func lists() throws -> [String: Int64] {
      let pairs = try Self.lines(store, "SELECT title || ' ' || list FROM todo")
        .map { $0.split(separator: " ") }
      return Dictionary(uniqueKeysWithValues: pairs.map { (String($0[0]), Int64($0[1]) ?? 0) })
    }
    func check(_ step: String) throws {
      let (kept, counted) = try Self.keptAndCounted(store)
      #expect(kept == counted, "\(step)")
      #expect(try Self.lines(store, Self.cutAcrossLists) == [], "\(step)")
    }
    func setList(_ title: String, _ list: Int64) throws {
      try Self.run(
        store, "UPDATE todo SET list = ? WHERE id = ?", [.integer(list), .integer(ids[title]!)])
    }

    try setList("Move", 2)
    #expect(
      try lists() == [
        "Move": 2, "Pack": 2, "Books": 2, "Shelf": 2, "Call": 2, "Shop": 1, "Milk": 1,
      ])
    try check("Move to Work")
    // A subtask put in another list alone goes back to its parent's, with its own subtree.
    try setList("Books", 3)
    #expect(try lists()["Books"] == 2)
    #expect(try lists()["Shelf"] == 2)
    try check("Books to Home")
    // A todo added under one in Work, or moved under one, joins Work with its subtree.
    let added = try store.write {
      try $0.insert(
        TodoFields(title: "Tape", parent: uids[ids["Pack"]!]), created: Fixture.start,
        updated: Fixture.start)
    }
    #expect(try lists()["Tape"] == 2)
    var shop = try #require(try store.item(id: ids["Shop"]!))
    shop.fields.parent = uids[ids["Shelf"]!]
    try store.update(shop)
    #expect(try lists()["Shop"] == 2)
    #expect(try lists()["Milk"] == 2)
    try check("Shop under Shelf")
    // Out of its parent, a subtree moves on its own; a delete counts off its list.
    var pack = try #require(try store.item(id: ids["Pack"]!))
    pack.fields.parent = nil
    try store.update(pack)
    try setList("Pack", 3)
    #expect(
      try lists() == [
        "Move": 2, "Pack": 3, "Books": 3, "Shelf": 3, "Call": 2, "Shop": 3, "Milk": 3,
        "Tape": 3,
      ])
    try check("Pack to Home")
    try store.delete(id: added.id)
    try check("Tape deleted")
  }

  @Test func aBulkImportKeepsTheCountsTheSubtreesAndTheIndexes() throws {
    let store = try SQLiteTodoStore(path: try storePath())
    let indexes =
      "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
      + "ORDER BY name"
    let before = try Self.lines(store, indexes)
    #expect(before.filter { $0.hasPrefix("todo_list_") }.count == 6)
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    try Self.run(store, "INSERT INTO todo_list (id, name, position) VALUES (2, 'Work', 2)")
    let work = try cases.add(TodoForm(title: "work"))
    try Self.run(store, "UPDATE todo SET list = 2 WHERE id = ?", [.integer(work.id)])
    // 12,000 todos: every tenth under `work` (in Work), every seventh under the todo before
    // it in the file, the rest at the top level.
    let todos = (0..<12_000).map { number in
      ImportedTodo(
        TodoFields(
          title: "bulk \(number)", done: number % 4 == 0,
          parent: number % 10 == 0 ? work.calendar.uid : nil),
        parentEntry: number % 10 != 0 && number % 7 == 0 ? number - 1 : nil)
    }
    try store.prepareForImport(of: todos.count)
    #expect(try cases.add(imported: todos) == todos.count)
    #expect(try Self.lines(store, indexes) == before)
    #expect(try Self.lines(store, "PRAGMA integrity_check") == ["ok"])
    let (kept, counted) = try Self.keptAndCounted(store)
    #expect(kept == counted)
    #expect(try Self.lines(store, Self.cutAcrossLists) == [])
    #expect(
      try Self.lines(store, "SELECT count(*) FROM todo WHERE list = 2") == [
        String(1 + 1_200 + todos.indices.filter { $0 % 70 == 21 }.count)
      ])
    // The triggers are back for the next change.
    try Self.run(store, "UPDATE todo SET list = 1 WHERE id = ?", [.integer(work.id)])
    #expect(try Self.lines(store, "SELECT count(*) FROM todo WHERE list = 2") == ["0"])
    let (keptAfter, countedAfter) = try Self.keptAndCounted(store)
    #expect(keptAfter == countedAfter)
  }

  @Test(arguments: [
    ("position", "todo_list_top_in_manual_order"),
    ("due_key, priority_key", "todo_list_top_in_due_order"),
    ("priority_key, due_key", "todo_list_top_in_priority_order"),
    ("title_key", "todo_list_top_in_title_order"),
  ])
  func aListsTopLevelIsReadThroughItsOwnIndex(keys: String, index: String) throws {
    let store = try SQLiteTodoStore.inMemory()
    let plan = try store.queryPlan(
      "SELECT id FROM todo WHERE parent = 0 AND list = ? AND done = ? "
        + "ORDER BY done, \(keys), id LIMIT 22")
    #expect(plan.contains("USING INDEX \(index) (list=? AND done=?)"), "\(plan)")
    #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
  }
}
