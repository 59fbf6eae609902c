import Testing
import TodoCore
import TodoStorage
import TodoTestKit

@testable import TodoUI

/// Other instances' changes, noticed through the store's outside-change token.
@Suite struct ChangeWatcherTests {
  @Test func aStoreNeverLoadedCountsAsMovedButTheFirstLoadFindsNothingStale() throws {
    let store = try InstrumentedTodoStore()
    var watcher = ChangeWatcher(store: store)
    #expect(watcher.hasMoved)
    let stale = try watcher.catchUp()
    #expect(!stale)
    #expect(!watcher.hasMoved)
  }

  @Test func aChangeElsewhereIsNoticedOnceThenCaughtUpWith() throws {
    let store = try InstrumentedTodoStore()
    var watcher = ChangeWatcher(store: store)
    _ = try watcher.catchUp()
    store.changeElsewhere { _ in }
    #expect(watcher.hasMoved)
    let stale = try watcher.catchUp()
    #expect(stale)
    #expect(!watcher.hasMoved)
    let staleAgain = try watcher.catchUp()
    #expect(!staleAgain)
  }

  @Test func thisInstancesOwnChangesAreNotChangesElsewhere() throws {
    let store = try SQLiteTodoStore.inMemory()
    var watcher = ChangeWatcher(store: store)
    _ = try watcher.catchUp()
    _ = try TodoUseCases(store: store, clock: Fixture.clock()).add(TodoForm(title: "Mine"))
    #expect(!watcher.hasMoved)
  }

  @Test func anUnreadableTokenIsNoMoveAndTheLoadReportsIt() {
    var watcher = ChangeWatcher(store: FailingTodoStore())
    #expect(!watcher.hasMoved)
    #expect(throws: FailingTodoStore.Failure.self) { _ = try watcher.catchUp() }
  }
}
