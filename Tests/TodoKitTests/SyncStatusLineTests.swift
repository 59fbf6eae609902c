import Foundation
import Testing
import TodoCore

/// The status lines `todo-sync --watch` writes and the app reads: every state survives the
/// trip, and a line that is not one is nil (never a crash, never a wrong state).
@Suite struct SyncStatusLineTests {
  @Test func everyStateReadsBackAsWritten() {
    let states: [(SyncStatus.State, Int)] = [
      (.waiting, 0), (.syncing, 0), (.synced(Date(timeIntervalSince1970: 1_795_000_000)), 2),
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

  @Test(arguments: ["", "synced", "synced x 1", "synced 12 -1", "synced 12", "hello", " syncing"])
  func aLineThatIsNoStatusIsNil(line: String) {
    #expect(SyncStatusLine.parse(line) == nil)
  }
}
