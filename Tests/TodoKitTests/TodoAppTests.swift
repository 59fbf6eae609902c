import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The library half of the composition root: the stack it builds and headless replay.
@Suite struct TodoAppTests {
  @Test func navigationStartsOnTheList() throws {
    let navigation = TodoApp.makeNavigation(
      environment: Fixture.environment(try SQLiteTodoStore.inMemory()))
    #expect(navigation.screens.count == 1)
    #expect(navigation.screens.first is TodoListView)
    #expect(navigation.dialogs.isEmpty)
  }

  @Test func replayAddsOpensAndReturns() throws {
    let store = try SQLiteTodoStore.inMemory()
    let keys = try KeyScript.parse("aMilk<S-Tab>2 litres<Enter><Enter>")
    let frame = TodoApp.replay(
      keys: keys, size: Size(columns: 40, rows: 12), environment: Fixture.environment(store))
    #expect(
      try store.allItems().map(\.withoutCalendar) == [Fixture.item(1, "Milk", content: "2 litres")])
    #expect(frame.rowText(0) == " Todo › Milk")
    #expect(frame.text.contains("2 litres"))
    #expect(frame.text.contains("Created   2026-01-05 09:00"))
  }

  @Test func replayOfEmptyScriptShowsEmptyList() throws {
    let frame = TodoApp.replay(
      keys: [], size: Size(columns: 60, rows: 10),
      environment: Fixture.environment(try SQLiteTodoStore.inMemory()))
    #expect(frame.text.contains("No todos yet. Press a to add the first one."))
    #expect(frame.rowText(0).hasSuffix("0 open · 0 done"))
  }
}
