import Testing
import TodoCore
import TodoTestKit

@testable import TodoUI

/// The rows of a long list loaded in full: a screenful either side of the screen, read only
/// when the screen reaches rows not loaded, never twice while they stay near.
@Suite struct RowWindowTests {
  private static func items(_ ids: ClosedRange<Int>) -> [TodoItem] {
    ids.map { Fixture.item(TodoID($0), "Item \($0)") }
  }

  private static func ids(_ range: ClosedRange<Int>) -> [TodoID] {
    range.map { TodoID($0) }
  }

  @Test func anEmptyWindowLoadsTheWholeNeighbourhood() {
    var window = RowWindow<TodoItem>()
    let wanted = window.idsToLoad(showing: Self.ids(4...6), around: Self.ids(1...9))
    #expect(wanted == Self.ids(1...9))
  }

  @Test func nothingIsReadWhileEveryRowOnScreenIsLoaded() {
    var window = RowWindow<TodoItem>()
    window.insert(Self.items(1...9))
    #expect(window.idsToLoad(showing: Self.ids(7...9), around: Self.ids(4...12)).isEmpty)
    // Rows off the neighbourhood stay until something must be read.
    #expect(window.count == 9)
  }

  @Test func aScreenReachingMissingRowsLoadsOnlyThoseAndLetsTheFarOnesGo() {
    var window = RowWindow<TodoItem>()
    window.insert(Self.items(1...9))
    let wanted = window.idsToLoad(showing: Self.ids(10...12), around: Self.ids(7...15))
    #expect(wanted == Self.ids(10...15))
    #expect(window.count == 3)
    #expect(window[7]?.title == "Item 7")
    #expect(window[6] == nil)
  }

  @Test func aChangedTodoReplacesItsRowAndAGoneOneIsLetGo() {
    var window = RowWindow<TodoItem>()
    window.insert(Self.items(1...3))
    window.insert([Fixture.item(2, "Two, edited", done: true)])
    #expect(window[2]?.title == "Two, edited")
    window.remove(3)
    #expect(window[3] == nil)
    #expect(window.idsToLoad(showing: Self.ids(1...3), around: Self.ids(1...3)) == [3])
  }

  @Test func aChangeElsewhereLetsEveryRowGo() {
    var window = RowWindow<TodoItem>()
    window.insert(Self.items(1...3))
    window.removeAll()
    #expect(window.count == 0)
    #expect(window.idsToLoad(showing: Self.ids(1...2), around: Self.ids(1...3)) == Self.ids(1...3))
  }
}
