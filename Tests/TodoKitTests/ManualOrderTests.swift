import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The manual order's positions (`ManualOrder`): a move writes one row while there is a gap,
/// renumbers a few neighbours when there is none, and never the whole table; `J`/`K` as a use
/// case, one change that undo and redo take back and forth.
@Suite struct ManualOrderTests {
  /// The manual order of the open todos.
  private func order(_ store: SQLiteTodoStore) throws -> [TodoID] {
    try store.read {
      try $0.index(TodoQuery(sort: .manual, showDone: false, doneLast: true))
    }.map(\.id)
  }

  /// Runs `body` in one write and returns how many rows it changed (SQLite's
  /// `total_changes()` before and after).
  private func rowsChanged(
    _ store: SQLiteTodoStore, _ body: (any TodoWriting) throws -> Void
  ) throws -> Int {
    try store.write { writing in
      let table = try #require(writing as? TodoTable)
      let count = { try table.prepare("SELECT total_changes()").rows([]) { $0.integer(0) }[0] }
      let before = try count()
      try body(writing)
      return Int(try count() - before)
    }
  }

  private func store(_ count: Int) throws -> SQLiteTodoStore {
    let store = try SQLiteTodoStore.inMemory()
    try store.add(
      contentsOf: (1...count).map { ImportedTodo(TodoFields(title: "Todo \($0)")) },
      at: Fixture.start)
    return store
  }

  @Test func aMoveWithAGapWritesOneRow() throws {
    let store = try store(5)
    let changed = try rowsChanged(store) { _ = try $0.move(1, .down, past: 3) }
    #expect(changed == 1)
    #expect(try order(store) == [2, 3, 1, 4, 5])
    _ = try store.write { try $0.move(5, .up, past: 2) }
    #expect(try order(store) == [5, 2, 3, 1, 4])
    // Past the last one and before the first one: a gap beyond the end.
    _ = try store.write { try $0.move(2, .down, past: 4) }
    _ = try store.write { try $0.move(4, .up, past: 5) }
    #expect(try order(store) == [4, 5, 3, 1, 2])
  }

  @Test func manyMovesAtOneSpotRenumberOnlyNearIt() throws {
    let store = try store(1000)
    // Todo 501 and 500 swap places again and again: each move halves the gap before them,
    // until a few todos after the spot are renumbered.
    var most = 0
    var total = 0
    for round in 0..<400 {
      let (moved, neighbour): (TodoID, TodoID) = round % 2 == 0 ? (501, 500) : (500, 501)
      let changed = try rowsChanged(store) { _ = try $0.move(moved, .up, past: neighbour) }
      most = max(most, changed)
      total += changed
    }
    #expect(most <= 40, "a move changed \(most) rows")
    #expect(total < 2 * 400, "400 moves changed \(total) rows")
    let order = try order(store)
    #expect(order[..<499] == Array(1...499)[...])
    #expect(order[499..<501] == [500, 501])
    #expect(order[501...] == Array(502...1000)[...])
  }

  @Test func aMoveAtTheMiddleOfAMillionTodosWritesAHandfulOfRows() throws {
    let store = try SQLiteTodoStore.inMemory()
    try store.write { writing in
      let table = try #require(writing as? TodoTable)
      try table.prepare(
        """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1000000)
        INSERT INTO todo (id, title, created, updated, position, title_key)
        SELECT i, 'Todo', 0, 0, i * \(ManualOrder.gap), 'todo' FROM n
        """
      ).run([])
      // The worst case at the spot: no gap between 500,000 and the next few.
      try table.prepare(
        "UPDATE todo SET position = 500000 * \(ManualOrder.gap) + id - 500000 "
          + "WHERE id BETWEEN 500000 AND 500004"
      ).run([])
    }
    let withGap = try rowsChanged(store) { _ = try $0.move(10, .down, past: 400_000) }
    #expect(withGap == 1)
    let withoutGap = try rowsChanged(store) { _ = try $0.move(20, .down, past: 500_000) }
    #expect(withoutGap <= 8, "\(withoutGap) rows")
    let around = try store.read {
      try $0.index(TodoQuery(sort: .manual, doneLast: true))
    }.map(\.id)
    let spot = try #require(around.firstIndex(of: 500_000))
    #expect(Array(around[spot...(spot + 5)]) == [500_000, 20, 500_001, 500_002, 500_003, 500_004])
  }

  @Test func newTodosGoToTheEndOfTheManualOrder() throws {
    let store = try store(3)
    _ = try store.write { try $0.move(3, .up, past: 1) }
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let added = try useCases.add(TodoForm(title: "New"))
    #expect(try order(store) == [3, 1, 2, added.id])
  }

  @Test func aMoveIsOneChangeThatUndoAndRedoTakeBackAndForth() throws {
    let store = try store(4)
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    let moved = try useCases.move(1, .down, past: 2, in: ViewSettings(sort: .manual))
    #expect(moved.id == 1)
    #expect(try order(store) == [2, 1, 3, 4])
    let undone = try #require(try useCases.apply(.undo))
    #expect(undone.kind == .move)
    #expect(try order(store) == [1, 2, 3, 4])
    _ = try useCases.apply(.redo)
    #expect(try order(store) == [2, 1, 3, 4])
    // The todo's fields and times are untouched by a move and its undo.
    #expect(try store.item(id: 1) == moved)
  }

  @Test func aMoveInAnotherOrderMakesThatOrderTheManualOneAndSwitchesToIt() throws {
    let store = try store(4)
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    try useCases.save(ViewSettings(sort: .title, hidesDone: true))
    _ = try useCases.update(2, applying: TodoPatch([.title], from: TodoFields(title: "A first")))
    // Title order: A first (2), Todo 1, Todo 3, Todo 4; J on Todo 1 moves it past Todo 3.
    _ = try useCases.move(1, .down, past: 3, in: try useCases.viewSettings())
    #expect(try useCases.viewSettings() == ViewSettings(sort: .manual, hidesDone: true))
    #expect(try order(store) == [2, 3, 1, 4])
    // Undo takes back the move; the order taken from the title order stays.
    _ = try useCases.apply(.undo)
    #expect(try order(store) == [2, 1, 3, 4])
  }

  @Test func undoOfADeleteBringsTheTodoBackToItsPlace() throws {
    let store = try store(3)
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    _ = try useCases.delete(2)
    _ = try useCases.apply(.undo)
    #expect(try order(store) == [1, 2, 3])
  }

  @Test func anUndoOfAMoveIsRefusedWhenAnotherInstanceMovedItSince() throws {
    let store = try store(3)
    let useCases = TodoUseCases(store: store, clock: Fixture.clock())
    _ = try useCases.move(1, .down, past: 2, in: ViewSettings(sort: .manual))
    _ = try store.write { try $0.move(1, .down, past: 3) }
    #expect(throws: HistoryError.self) { try useCases.apply(.undo) }
    #expect(try order(store) == [2, 3, 1])
  }
}
