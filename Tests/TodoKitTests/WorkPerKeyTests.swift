import Foundation
import Testing

@testable import TodoKit

/// A store that counts every row it hands out, so a test can say how much of the store a key
/// touched (issue 5: the cost of a move must not grow with the number of todos).
final class RowCountingStore: TodoStore {
  let base = InMemoryTodoStore()
  /// Rows returned so far, by every read.
  private(set) var rowsRead = 0

  func allItems() throws -> [TodoItem] {
    let items = try base.allItems()
    rowsRead += items.count
    return items
  }
  func index(matching query: String) throws -> [TodoListEntry] {
    let entries = try base.index(matching: query)
    rowsRead += entries.count
    return entries
  }
  func items(ids: [TodoID]) throws -> [TodoItem] {
    let items = try base.items(ids: ids)
    rowsRead += items.count
    return items
  }
  func count() throws -> Int { try base.count() }
  func item(id: TodoID) throws -> TodoItem? {
    rowsRead += 1
    return try base.item(id: id)
  }
  func add(title: String, content: String, done: Bool, at date: Date) throws -> TodoItem {
    try base.add(title: title, content: content, done: done, at: date)
  }
  func update(_ item: TodoItem) throws { try base.update(item) }
  func delete(id: TodoID) throws { try base.delete(id: id) }
  func add(contentsOf todos: [ImportedTodo], at date: Date) throws -> Int {
    try base.add(contentsOf: todos, at: date)
  }
  func restore(_ item: TodoItem) throws { try base.restore(item) }
  func outsideChangeToken() throws -> Int64 { 0 }
}

/// Counting work, not time: a selection move on 100,000 todos reads as many store rows and
/// redraws as many cells as on 100.
@Suite struct WorkPerKeyTests {
  /// What one key cost.
  struct Cost: Equatable, CustomStringConvertible {
    let rowsRead: Int
    let cellsChanged: Int
    var description: String { "\(rowsRead) rows read, \(cellsChanged) cells redrawn" }
  }

  /// Runs the app over `count` todos at 80x24, starts at `start` (keys to get there), then
  /// returns the cost of each of `keys`.
  private func costs(count: Int, start: [Key], keys: [Key]) throws -> [Cost] {
    let store = RowCountingStore()
    // The same data at both sizes (one title, done every third, and 100 and 100,000 are
    // both 1 more than a multiple of 3), so the screens differ only by what the size causes.
    let todos = (1...count).map { ImportedTodo(title: "A todo of some length", done: $0 % 3 == 0) }
    _ = try store.add(contentsOf: todos, at: Fixture.start)
    let navigation = TodoApp.makeNavigation(environment: Fixture.environment(store))
    let terminal = HeadlessTerminal(size: Size(columns: 80, rows: 24))
    let runner = AppRunner(terminal: terminal, navigation: navigation)
    runner.render()
    for key in start {
      navigation.handle(key)
      runner.render()
    }
    return keys.map { key in
      let rows = store.rowsRead
      let cells = terminal.changedCells
      navigation.handle(key)
      runner.render()
      return Cost(rowsRead: store.rowsRead - rows, cellsChanged: terminal.changedCells - cells)
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

  @Test func aMoveWithinThePageReadsNothingAndRedrawsTwoRows() throws {
    let cost = try costs(count: 100_000, start: [.home], keys: [.character("j")])
    #expect(cost == [Cost(rowsRead: 0, cellsChanged: cost[0].cellsChanged)])
    // The old and new selected rows only: `>`, checkbox, space and the 21-column title.
    #expect(cost[0].cellsChanged == 2 * (1 + 3 + 1 + 21))
  }
}
