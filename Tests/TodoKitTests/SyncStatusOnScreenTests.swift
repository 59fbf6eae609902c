import Foundation
import Synchronization
import Testing
import TodoCore
import TodoTerminal
import TodoTestKit

@testable import TodoUI

/// The background sync's status on the list (SPEC §11): the header says when the list last
/// synced, or why it could not; an idle tick redraws only when the status moved; a sync that
/// kept a conflict says so in the footer.
@Suite struct SyncStatusOnScreenTests {
  /// A status the test moves, as the worker would from its thread.
  final class StatusBoard: SyncStatusSource {
    private let current = Mutex(SyncStatus())
    var status: SyncStatus { current.withLock { $0 } }

    func set(_ state: SyncStatus.State, conflicts: Int = 0) {
      current.withLock {
        $0 = SyncStatus(state: state, conflicts: conflicts, serial: $0.serial + 1)
      }
    }
  }

  let view = MockTodoListView()
  let interactor = MockTodoListInteractor()
  let board = StatusBoard()
  let presenter: TodoListPresenter

  init() {
    presenter = TodoListPresenter(
      interactor: interactor, router: MockTodoListRouter(), keys: .defaults,
      dueText: { Fixture.dueText },
      sync: SyncStatusWatcher(source: board, timeZone: Fixture.utc))
    presenter.view = view
    interactor.output = presenter
    interactor.rows = Fixture.items("One")
    presenter.viewDidLayout(TodoListLayout(width: 80, visibleRows: 5, titleWidth: 60))
    presenter.didFetch(Fixture.entries(Fixture.items("One")))
  }

  @Test func theHeaderSaysWhenTheListLastSyncedOrWhyItCouldNot() throws {
    #expect(try view.shown.counts == "1 open · 0 done")
    let cases: [(SyncStatus.State, String)] = [
      (.syncing(nil), "syncing…"),
      (.syncing(WorkProgress(done: 1200, total: 5000)), "syncing… 1,200/5,000"),
      (.syncing(WorkProgress(done: 300)), "syncing… 300"),
      (.synced(Fixture.start.addingTimeInterval(-3600)), "synced 08:00"),
      (.synced(Fixture.start.addingTimeInterval(-86_400)), "synced yesterday"),
      (.failed("offline"), "sync: offline"),
      (.failed("login refused"), "sync: login refused"),
    ]
    for (state, words) in cases {
      board.set(state)
      let drawn = view.displayed.count
      presenter.viewDidIdle()
      #expect(view.displayed.count == drawn + 1, "\(state)")
      #expect(try view.shown.counts == "\(words) · 1 open · 0 done")
    }
  }

  @Test func anIdleTickRedrawsOnlyWhenTheStatusMoved() {
    board.set(.synced(Fixture.start))
    presenter.viewDidIdle()
    let drawn = view.displayed.count
    presenter.viewDidIdle()
    presenter.viewDidIdle()
    #expect(view.displayed.count == drawn)
  }

  @Test func aSyncThatKeptAConflictSaysSoInTheFooter() throws {
    board.set(.synced(Fixture.start), conflicts: 1)
    presenter.viewDidIdle()
    #expect(
      try view.shown.footer.text
        == "Sync kept 1 conflict: the server's version is in a copy tagged +conflict")
    board.set(.synced(Fixture.start))
    presenter.viewDidIdle()
    #expect(
      try view.shown.footer.text
        == "Sync kept 1 conflict: the server's version is in a copy tagged +conflict",
      "the message stays until a key")
  }
}
