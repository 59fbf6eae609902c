import Foundation
import Testing
import TodoCore

/// The status lines `todo-sync --watch` writes and the app reads: every state survives the
/// trip, and a line that is not one is nil (never a crash, never a wrong state).
@Suite struct SyncStatusLineTests {
  @Test func everyStateReadsBackAsWritten() {
    let states: [(SyncStatus.State, Int)] = [
      (.waiting, 0), (.syncing(nil), 0), (.syncing(WorkProgress(done: 1200, total: 5000)), 0),
      (.syncing(WorkProgress(done: 300)), 0),
      (.synced(Date(timeIntervalSince1970: 1_795_000_000)), 2),
      (.failed("login refused"), 0), (.failed("server error (500)"), 0),
    ]
    for (state, conflicts) in states {
      let line = SyncStatusLine.line(state, conflicts: conflicts)
      #expect(!line.contains("\n"))
      let read = SyncStatusLine.parse(line)
      #expect(read?.0 == state, "\(line)")
      #expect(read?.conflicts == conflicts, "\(line)")
    }
    #expect(SyncStatusLine.line(.failed("two\nlines"), conflicts: 0) == "failed twolines")
  }

  @Test func aLongSyncSaysItsCountsAfterSyncing() {
    let progress = WorkProgress(done: 1200, total: 5000)
    #expect(SyncStatusLine.line(.syncing(progress), conflicts: 0) == "syncing 1200 5000")
    #expect(SyncStatusLine.line(.syncing(WorkProgress(done: 7)), conflicts: 0) == "syncing 7")
    #expect(SyncStatusLine.line(.syncing(nil), conflicts: 0) == "syncing")
  }

  /// An app reading a line from a sync program of another version (counts it does not
  /// understand) still shows that a sync runs.
  @Test(arguments: ["syncing x", "syncing 5 3", "syncing -1 4", "syncing 1 2 3", "syncing "])
  func countsThatCannotBeReadLeaveAPlainSyncing(line: String) {
    #expect(SyncStatusLine.parse(line)?.0 == .syncing(nil))
  }

  @Test(arguments: ["", "synced", "synced x 1", "synced 12 -1", "synced 12", "hello", " syncing"])
  func aLineThatIsNoStatusIsNil(line: String) {
    #expect(SyncStatusLine.parse(line) == nil)
  }
}
