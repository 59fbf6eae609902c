import Foundation
import GRDB
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The list's index a page at a time: pages read from an end or from an entry's
/// key are exactly the whole index, in every order, done shown or hidden, with and without
/// filter words; a rank is a position; the counts the store keeps are the index's through
/// every kind of change; and a page is one range of its order's index, never a sort.
@Suite struct ListPagesTests {
  /// 240 todos whose orders all differ: due dates with and without a time and none, every
  /// priority, tags on some, titles out of order, done every third; a few moved by hand so the
  /// manual order is not the order of creation.
  static func store(count: Int = 240) throws -> SQLiteTodoStore {
    let store = try SQLiteTodoStore.inMemory()
    let todos = (1...count).map { number in
      ImportedTodo(
        TodoFields(
          title: "todo \((number * 37) % count)", done: number % 3 == 0,
          due: number % 4 == 0
            ? nil
            : DueDate(
              CalendarDay(daysSince1970: 20_455 + number % 9),
              at: number % 2 == 0 ? TimeOfDay(hour: 9 + number % 8, minute: 0) : nil),
          priority: Priority(value: number % 10) ?? .none,
          tags: number % 5 == 0 ? ["work"] : []))
    }
    _ = try store.add(contentsOf: todos, at: Fixture.start)
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    for (id, neighbour): (TodoID, TodoID) in [(10, 20), (31, 2), (200, 7)] {
      _ = try useCases.move(id, .up, past: neighbour, in: ViewSettings(sort: .manual))
    }
    return store
  }

  /// Every order, done shown and hidden, with no words, a tag, text and an exclusion.
  static let queries: [TodoQuery] = TodoQuery.Sort.allCases.flatMap { sort in
    [false, true].flatMap { hidesDone in
      ["", "+work", "todo 1", "-+work pri:H"].map { words in
        ViewSettings(sort: sort, hidesDone: hidesDone).applied(
          to: TodoQuery(filter: TodoFilter(parsing: words, at: TodoFilterTests.now)))
      }
    }
  }

  @Test(arguments: queries)
  func pagesFromTheEndsAndFromKeysAreTheWholeIndex(query: TodoQuery) throws {
    let store = try Self.store()
    try store.read { list in
      let whole = try list.index(query)
      #expect(whole.count > 7, "\(query)")
      // Forwards from the top, a page at a time from the last entry read.
      var forwards = try list.entries(query, .first(limit: 7))
      while let last = forwards.last {
        let page = try list.entries(query, .after(last.id, limit: 7))
        if page.isEmpty { break }
        forwards += page
      }
      #expect(forwards == whole, "\(query)")
      // Backwards from the bottom, a page at a time from the first entry read.
      var backwards = try list.entries(query, .last(limit: 7))
      while let first = backwards.first {
        let page = try list.entries(query, .before(first.id, limit: 7))
        if page.isEmpty { break }
        backwards = page + backwards
      }
      #expect(backwards == whole, "\(query)")
      for position in stride(from: 0, to: whole.count, by: 5) {
        let id = whole[position].id
        #expect(try list.rank(of: id, in: query) == position, "\(query), \(id)")
        #expect(
          try list.entries(query, .from(id, limit: 4)) == Array(whole[position...].prefix(4)))
        #expect(
          try list.entries(query, .offset(position, limit: 4))
            == Array(whole[position...].prefix(4)))
      }
      // A todo the query leaves out has no rank and no page from it.
      let shown = Set(whole.map(\.id))
      if let hidden = (1...240).map(TodoID.init).first(where: { !shown.contains($0) }) {
        #expect(try list.rank(of: hidden, in: query) == nil)
        #expect(try list.entries(query, .after(hidden, limit: 4)).isEmpty)
      }
      let tally = try list.tally(query)
      #expect(tally == TodoTally(count: whole.count, open: whole.count { !$0.done }, all: 240))
    }
  }

  /// Parts longer than `countedFromAnEnd` are counted from the end nearer the key (walked to
  /// from either end, or, deeper inside, judged from a sample): a rank is still the position,
  /// at the ends of both parts and all through them.
  @Test func aRankInALongListIsThePositionCountedFromEitherEnd() throws {
    let store = try Self.store(count: 13_500)
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery())
        try store.read { list in
          let whole = try list.index(query)
          let open = whole.count { !$0.done }
          #expect(open > 2 * TodoTable.countedFromAnEnd, "\(query)")
          let ends = [0, 1, open - 2, open - 1, open, open + 1, whole.count - 1]
          for position in Set(ends + Array(stride(from: 0, to: whole.count, by: 131)))
          where whole.indices.contains(position) {
            #expect(
              try list.rank(of: whole[position].id, in: query) == position, "\(query), \(position)")
          }
        }
      }
    }
  }

  @Test func theKeptCountsFollowEveryChange() throws {
    let store = try Self.store()
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    func expectCounted(_ step: String) throws {
      let all = try store.read { try $0.index(TodoQuery()) }
      let open = all.count { !$0.done }
      for query in [TodoQuery(), TodoQuery(showDone: false), TodoQuery(showOpen: false)] {
        let counted = try store.read { try $0.index(query) }
        let tally = try store.read { try $0.tally(query) }
        #expect(
          tally
            == TodoTally(count: counted.count, open: counted.count { !$0.done }, all: all.count),
          "\(step): \(query)")
      }
      #expect(open > 0, "\(step)")
    }
    try expectCounted("made")
    _ = try useCases.toggleDone(1)
    try expectCounted("done")
    _ = try useCases.toggleDone(3)
    try expectCounted("reopened")
    _ = try useCases.delete(5)
    try expectCounted("deleted")
    _ = try useCases.apply(.undo)
    try expectCounted("delete undone")
    _ = try useCases.add(TodoForm(title: "new", due: "tomorrow", recur: "1w"))
    try expectCounted("added")
    let repeating = try #require(try store.items().last)
    _ = try useCases.toggleDone(repeating.id)
    try expectCounted("completed, the next one made")
    _ = try useCases.apply(.undo)
    try expectCounted("completion undone, the next one gone")
  }

  @Test func everyPageIsOneRangeOfItsOrdersIndex() throws {
    let store = try Self.store()
    for sort in TodoQuery.Sort.allCases {
      for hidesDone in [false, true] {
        let query = ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery())
        let sql = QuerySQL(query)
        // From a key: each range a page or a rank reads starts with a seek in the order's
        // index, and none is sorted: equal to the key on a prefix of the order's columns,
        // compared on the next one (the id, which the plan names `rowid`, or `id` in the due
        // and priority orders' indexes that hold it as a column; the plan writes `>=` as `>`),
        // from the last column to the first, then the parts beyond by done.
        for comparison in [">", ">=", "<"] {
          let bounds = sql.bounds(comparison)
          let strict = comparison == "<" ? "<" : ">"
          let columns = sql.keysWithin
          let seeks: [[String]] =
            columns.indices.reversed().map { index in
              columns[..<index].map { "\($0)=?" } + ["\(columns[index])\(strict)?"]
            } + [["done"]]
          #expect(bounds.count == seeks.count, "\(sort) \(comparison)")
          for (bound, seek) in zip(bounds, seeks) {
            for statement in [
              sql.page(bound, descending: comparison == "<"), sql.count(bound),
            ] {
              let plan = try store.queryPlan(statement)
              #expect(!plan.contains("TEMP B-TREE"), "\(sort): \(plan)")
              #expect(plan.contains("INDEX"), "\(sort): \(plan)")
              #expect(seek.allSatisfy(plan.contains), "\(sort) \(seek): \(plan)")
            }
          }
        }
        // A filtered query reads the key's part as one range, then the parts beyond: each of
        // its statements tests the words again.
        let filtered = QuerySQL(
          ViewSettings(sort: sort, hidesDone: hidesDone).applied(to: TodoQuery(filter: "todo")))
        #expect(filtered.bounds(">").map(\.tests.count) == [2, 1], "\(sort)")
        for page in [sql.page(descending: false), sql.page(descending: true)] {
          let plan = try store.queryPlan(page)
          #expect(!plan.contains("TEMP B-TREE"), "\(sort): \(plan)")
          #expect(plan.contains("USING") && plan.contains("INDEX"), "\(sort): \(plan)")
        }
        // A sample of a part is one seek: from an id on, within the part.
        let sample = try store.queryPlan(sql.sampleBefore)
        #expect(sample.contains("done=? AND rowid>?"), "\(sort): \(sample)")
      }
    }
  }

  @Test func aStoreOfTheVersionBeforeKeepsEveryOrderAndCount() throws {
    let queue = try DatabaseQueue()
    try StoreSchema.migrator.migrate(queue, upTo: "v9: sync state")
    try queue.write { db in
      for number in 1...60 {
        try db.execute(
          sql: """
            INSERT INTO todo (title, content, done, created, updated, due, priority, position,
              title_key, uid)
            VALUES (?, '', ?, 0, 0, ?, ?, ?, ?, ?)
            """,
          arguments: [
            "t\(number)", number % 4 == 0, number % 3 == 0 ? nil : 1_800_000_000 + number % 7,
            number % 10, (61 - number) * 1024, "t\(number % 13)", "uid-\(number)",
          ])
      }
    }
    let before = try queue.read { db in
      try [
        "done, due IS NULL, due, priority = 0, priority, id",
        "done, priority = 0, priority, due IS NULL, due, id",
      ].map {
        try Int64.fetchAll(db, sql: "SELECT id FROM todo ORDER BY \($0)")
      }
    }
    try StoreSchema.migrator.migrate(queue)
    let after = try queue.read { db in
      try [TodoQuery.Sort.due, .priority].map {
        try Int64.fetchAll(
          db, sql: "SELECT id FROM todo ORDER BY \(QuerySQL.keys($0).joined(separator: ", "))")
      }
    }
    #expect(after == before)
    let counts = try queue.read { db in
      try [Int](repeating: 0, count: 2).indices.map {
        try Int.fetchOne(db, sql: "SELECT count FROM todo_tally WHERE done = ?", arguments: [$0])
      }
    }
    #expect(counts == [45, 15])
  }
}
