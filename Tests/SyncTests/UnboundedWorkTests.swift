import Foundation
import TestSupport
import Testing

@testable import TodoSync

/// Issue 29, point 5 (SPEC §15: every answer is bounded in size, nesting depth and time, every
/// retry loop in count): against `HostileServer`, an answer trickling a byte a second ends
/// soon, with a message saying why.
@Suite struct UnboundedWorkTests {
  /// The account; its password goes to the server's own address only.
  let credentials = CalDAVCredentials(username: "alice", password: "secret-of-alice")

  /// An answer whose last bytes come one a second (half a minute in all) ends at the client's
  /// time limit (three seconds), which covers the whole request and not only its head, as not
  /// answered in time. (The bound checked leaves room for a busy machine.)
  @Test func anAnswerTricklingAByteASecondEndsAtTheTimeLimit() async throws {
    let server = try await HostileServer(["trickle", "30"])
    let started = ContinuousClock.now
    try await CalDAVClient.withClient(credentials: credentials, timeout: .seconds(3)) { client in
      await #expect(throws: CalDAVError.timedOut(host: "127.0.0.1")) {
        _ = try await client.discover(server.taskList)
      }
    }
    let took = ContinuousClock.now - started
    #expect(took < .seconds(15), "\(took)")
  }
}
