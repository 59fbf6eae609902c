import Foundation
import GRDBSQLite
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// Every word of the filter language (SPEC §10) answered by the store's SQL, the same in
/// memory as on a file. Typed on Monday 2026-01-05 at 09:00.
@Suite final class FilterQueryTests {
  let scratch = ScratchFolder("todo-filter")
  var folder: URL { scratch.url }

  static func due(_ text: String) -> DueDate? { DueDate(iso: text) }

  /// 1: overdue, H, +work; 2: today 08:00 (overdue by an hour), M, +home @phone;
  /// 3: today, no time, L(7), +work; 4: tomorrow 17:00; 5: Sunday (end of week), done;
  /// 6: next Monday, repeats weekly after done; 7: no due date, "milk" in the notes; 8: next
  /// year, done, +Work, repeats yearly from its due date.
  static let todos: [TodoFields] = [
    TodoFields(title: "Pay rent", due: due("2026-01-02"), priority: .high, tags: ["work"]),
    TodoFields(
      title: "Call mum", due: due("2026-01-05T08:00"), priority: .medium,
      tags: ["home", "@phone"]),
    TodoFields(
      title: "Write report", due: due("2026-01-05"), priority: Priority(value: 7) ?? .none,
      tags: ["work"]),
    TodoFields(title: "Dentist", due: due("2026-01-06T17:00")),
    TodoFields(title: "Plan week", done: true, due: due("2026-01-11")),
    TodoFields(title: "Standup", due: due("2026-01-12"), recur: Recurrence(text: "1w")),
    TodoFields(title: "Shop", content: "MILK and eggs"),
    TodoFields(
      title: "Taxes", done: true, due: due("2027-04-15"), tags: ["Work"],
      recur: Recurrence(text: "+1y")),
  ]

  private func stores() throws -> [SQLiteTodoStore] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let stores = [
      try SQLiteTodoStore.inMemory(),
      try SQLiteTodoStore(path: folder.appendingPathComponent("todo.sqlite").path),
    ]
    for store in stores {
      _ = try store.write { transaction in
        try Self.todos.map {
          try transaction.insert($0, created: Fixture.start, updated: Fixture.start)
        }
      }
    }
    return stores
  }

  @Test(
    "each filter selects the same todos in memory and on a file",
    arguments: [
      ("", [1, 2, 3, 4, 5, 6, 7, 8]),
      ("milk", [7]), ("MILK -eggs", []), ("-milk", [1, 2, 3, 4, 5, 6, 8]),
      ("+work", [1, 3]), ("+Work", [8]), ("+@phone", [2]), ("-+work", [2, 4, 5, 6, 7, 8]),
      ("+work +home", []), ("+nothing", []),
      ("due:today", [2, 3]), ("due:tomorrow", [4]), ("due:overdue", [1, 2]),
      ("-due:overdue", [3, 4, 5, 6, 7, 8]), ("due:none", [7]),
      ("-due:none", [1, 2, 3, 4, 5, 6, 8]),
      ("due<today", [1]), ("due>today", [4, 5, 6, 8]), ("due<eow", [1, 2, 3, 4, 5]),
      ("due>eow", [6, 8]), ("due<2026-01-05T09:00", [1, 2]), ("due<tom", [1, 2, 3]),
      ("-due<eow", [6, 7, 8]),
      ("pri:H", [1]), ("pri:m", [2]), ("pri:L", [3]), ("pri:none", [4, 5, 6, 7, 8]),
      ("is:done", [5, 8]), ("is:open", [1, 2, 3, 4, 6, 7]), ("is:repeating", [6, 8]),
      ("-is:repeating", [1, 2, 3, 4, 5, 7]), ("is:repeating is:open", [6]),
      ("+work due:overdue pri:h", [1]), ("is:open -+work due<eow", [2, 4]),
      ("due:blursday", []), ("pri:X", []),
    ])
  func filter(text: String, expected: [TodoID]) throws {
    for store in try stores() {
      let query = TodoQuery(filter: text)
      #expect(try store.items(query).map(\.id) == expected, "\(text)")
      #expect(try store.read { try $0.index(query) }.map(\.id) == expected, "\(text)")
      for id in 1...8 {
        #expect(
          try store.read { try $0.contains(TodoID(id), in: query) } == expected.contains(TodoID(id))
        )
      }
    }
  }

  /// A due date or priority word is counted through the covering index of its order (done,
  /// then the keys), not by looking up each match for its done flag, and in its own order a
  /// page of it is one range of that index, never sorted.
  @Test(arguments: [
    ("due<eow", "todo_in_due_order", TodoQuery.Sort.due),
    ("due:overdue", "todo_in_due_order", .due), ("due:none", "todo_in_due_order", .due),
    ("pri:H", "todo_in_priority_order", .priority),
    ("pri:none", "todo_in_priority_order", .priority),
  ])
  func aDueOrPriorityWordReadsItsOrdersIndex(
    text: String, index: String, sort: TodoQuery.Sort
  )
    throws
  {
    let store = try stores()[0]
    let query = ViewSettings(sort: sort).applied(to: TodoQuery(filter: text))
    let sql = QuerySQL(query)
    let tally = try store.queryPlan(sql.tally)
    #expect(tally.contains("COVERING INDEX \(index)"), "\(text): \(tally)")
    let page = try store.queryPlan(sql.page(descending: false))
    #expect(page.contains("COVERING INDEX \(index)"), "\(text): \(page)")
    #expect(!page.contains("TEMP B-TREE"), "\(text): \(page)")
    // A filter over subtasks scans its matches once in the same index, which holds each
    // match's parent and children (migration v16).
    let counting = QuerySQL(query, forCounting: true)
    let scan = try store.queryPlan(counting.matchScan)
    #expect(scan.contains("COVERING INDEX \(index)"), "\(text): \(scan)")
  }

  /// A due word reads the todos due in its range and no others: its count and its scan over
  /// subtasks step through the matches, not every dated todo. The key of no due date was an
  /// upper bound said before the word's own, and SQLite reads up to the first it is given:
  /// `due<eow` read 700,000 todos at a million to find 145,000.
  @Test(arguments: ["due<eow", "due<today", "due:overdue", "due:today"])
  func aDueWordStepsThroughItsRangeAlone(text: String) throws {
    let store = try SQLiteTodoStore.inMemory()
    let first = try #require(CalendarDay(iso: "2025-12-01"))
    _ = try store.write { transaction in
      try (0..<2_000).map { offset in
        try transaction.insert(
          TodoFields(title: "t\(offset)", due: DueDate(first.adding(days: offset))),
          created: Fixture.start, updated: Fixture.start)
      }
    }
    let query = TodoQuery(filter: text)
    let matches = try store.items(query).count
    #expect((1...60).contains(matches), "\(text): \(matches)")
    let counting = QuerySQL(query, forCounting: true)
    for statement in [counting.tally, counting.matchScan] {
      let steps = try store.machineSteps(statement, counting.arguments)
      #expect(steps < 30 * (matches + 10), "\(text): \(steps) steps for \(matches) matches")
    }
  }

  /// A filter over subtasks reads a trigram word's matches in the narrow index of every
  /// todo's links, and walks up from them in the parents' one, never in the table; a short
  /// word's scan reads the search rows, as the flat count does.
  @Test func aFilterOverSubtasksReadsItsMatchesAndTheirParentsInTheLinksIndexes() throws {
    let store = try stores()[0]
    for (text, index) in [("milk", "COVERING INDEX todo_tree_link"), ("mi", "SCAN todo_search")] {
      let counting = QuerySQL(TodoQuery(filter: text), forCounting: true)
      let scan = try store.queryPlan(counting.matchScan)
      #expect(scan.contains(index), "\(text): \(scan)")
    }
    let walk = try store.queryPlan(QuerySQL.parentLinks)
    #expect(walk.contains("COVERING INDEX todo_parent_link"), "\(walk)")
  }

  /// Text words alone are counted in the narrow search table in every order, done shown or
  /// hidden, with no look-up of each match in `todo`: one scan of it for a short word.
  @Test(arguments: TodoQuery.Sort.allCases)
  func textWordsAloneAreCountedInTheSearchTable(sort: TodoQuery.Sort) throws {
    let store = try stores()[0]
    for hidesDone in [false, true] {
      let query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(
        to: TodoQuery(filter: "mi eg"))
      let plan = try store.queryPlan(QuerySQL(query, forCounting: true).tally)
      #expect(plan == "SCAN todo_search", "\(sort): \(plan)")
    }
  }

  /// One todo's key or membership under text words reads that todo's search row, not the
  /// whole search table, in every order.
  @Test(arguments: TodoQuery.Sort.allCases)
  func oneTodoUnderTextWordsReadsItsOwnSearchRow(sort: TodoQuery.Sort) throws {
    let store = try stores()[0]
    let query = ViewSettings(sort: sort).applied(to: TodoQuery(filter: "milk -eggs +work"))
    let sql = QuerySQL(query)
    for statement in [sql.key, sql.contains] {
      let plan = try store.queryPlan(statement)
      #expect(!plan.contains("SCAN"), "\(sort): \(plan)")
    }
  }
}

extension SQLiteTodoStore {
  /// How many steps of SQLite's virtual machine `sql` takes with `arguments`: the rows it
  /// reads, counted, where a plan names only the index.
  func machineSteps(_ sql: String, _ arguments: [SQLValue]) throws -> Int {
    try read { reading in
      guard let table = reading as? TodoTable else { return 0 }
      let statement = try table.prepare(sql)
      _ = sqlite3_stmt_status(statement.handle, SQLITE_STMTSTATUS_VM_STEP, 1)
      _ = try statement.rows(arguments) { _ in 0 }
      return Int(sqlite3_stmt_status(statement.handle, SQLITE_STMTSTATUS_VM_STEP, 0))
    }
  }
}
