import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Counting work, not time: a selection move on 100,000 todos reads as many store rows and
/// redraws as many cells as on 100.
@Suite struct WorkPerKeyTests {
  /// What one key cost.
  struct Cost: Equatable, CustomStringConvertible {
    let rowsRead: Int
    let cellsChanged: Int
    /// Store transactions run: reads and writes.
    var transactions = 0
    /// Times the list's index was read.
    var indexReads = 0
    var description: String {
      "\(rowsRead) rows read, \(cellsChanged) cells redrawn, \(transactions) transactions, "
        + "\(indexReads) index reads"
    }
  }

  /// Runs the app over `count` todos at 80x24, starts at `start` (keys to get there), then
  /// returns the cost of each of `keys`.
  private func costs(count: Int, start: [Key], keys: [Key]) throws -> [Cost] {
    let store = try InstrumentedTodoStore()
    // The same data at both sizes (one title, done every third, and 100 and 100,000 are
    // both 1 more than a multiple of 3), so the screens differ only by what the size causes.
    let todos = (1...count).map {
      ImportedTodo(TodoFields(title: "A todo of some length", done: $0 % 3 == 0))
    }
    _ = try store.add(contentsOf: todos, at: Fixture.start)
    let navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    let terminal = HeadlessTerminal(size: Size(columns: 80, rows: 24))
    let loop = AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app)
    loop.render()
    for key in start {
      navigation.handle(key)
      loop.render()
    }
    return keys.map { key in
      let rows = store.rowsRead
      let cells = terminal.changedCells
      let transactions = store.reads + store.writes
      let indexReads = store.indexReads
      navigation.handle(key)
      loop.render()
      return Cost(
        rowsRead: store.rowsRead - rows, cellsChanged: terminal.changedCells - cells,
        transactions: store.reads + store.writes - transactions,
        indexReads: store.indexReads - indexReads)
    }
  }

  @Test(
    "a key costs the same at 100 and 100,000 todos",
    arguments: [
      ("move within the page", [Key.home], [Key.character("j"), .character("k")]),
      ("move that scrolls", [.home] + Array(repeating: .down, count: 21), [.down, .down, .up]),
      ("page down and up", [.home], [.pageDown, .pageDown, .pageUp]),
      ("first and last", [.home], [.end, .home]),
    ])
  func flatCost(name: String, start: [Key], keys: [Key]) throws {
    let small = try costs(count: 100, start: start, keys: keys)
    let large = try costs(count: 100_000, start: start, keys: keys)
    #expect(small == large, "\(name): 100 todos \(small), 100,000 todos \(large)")
    // And the cost is small: at most three pages of rows (the screen and one either side,
    // loaded when a move reaches rows not yet loaded), at most a screen of cells.
    for cost in large {
      #expect(cost.rowsRead <= 3 * 22, "\(name): \(cost)")
      #expect(cost.cellsChanged <= 80 * 24, "\(name): \(cost)")
    }
  }

  @Test func aToggleIsOneTransactionReadingItsTodoOnce() throws {
    let small = try costs(count: 100, start: [.home, .down], keys: [.character("x")])
    let large = try costs(count: 100_000, start: [.home, .down], keys: [.character("x")])
    #expect(small == large)
    // One write transaction that reads the row it changes; no index read, nothing reloaded.
    #expect(large.map(\.transactions) == [1])
    #expect(large.map(\.rowsRead) == [1])
    #expect(large.map(\.indexReads) == [0])
  }

  @Test func aMoveWithinThePageReadsNothingAndRedrawsTwoRows() throws {
    let cost = try costs(count: 100_000, start: [.home], keys: [.character("j")])
    #expect(cost == [Cost(rowsRead: 0, cellsChanged: cost[0].cellsChanged)])
    // The old and new selected rows only: `>`, checkbox, space and the 21-column title.
    #expect(cost[0].cellsChanged == 2 * (1 + 3 + 1 + 21))
  }
}
