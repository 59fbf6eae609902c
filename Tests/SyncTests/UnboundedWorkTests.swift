import Foundation
import TestSupport
import Testing

@testable import TodoSync

/// SPEC §15 ( every answer is bounded in size, nesting depth and time, every
/// retry loop in count): against `HostileServer`, a `sync-collection` truncated for ever, an
/// answer trickling a byte a second and one too large or too crowded to keep each end soon,
/// with a message saying why and the store as it was; a long listing is read whole.
@Suite struct UnboundedWorkTests {
  /// The account; its password goes to the server's own address only.
  let credentials = CalDAVCredentials(username: "alice", password: "secret-of-alice")

  /// `todo sync` of a store holding one todo with the task list of `server`.
  private func sync(_ server: HostileServer, store: SyncedStore) async throws -> FinishedProcess {
    try store.add("Here")
    let binary = try SyncBinary(
      store: store.path, list: server.taskList, username: credentials.username,
      password: "secret-of-alice", source: .environment)
    return try await binary.run()
  }

  /// A server truncating every `sync-collection` answer (507) with a new token, listing
  /// nothing or again what it listed, is asked until an answer brings nothing new: then the
  /// sync ends, saying so, instead of asking for ever (453 requests in 20 s before).
  @Test(arguments: [("empty", 1), ("same", 2)])
  func aTruncatedAnswerWithNothingNewEndsTheSync(listing: String, answers: Int) async throws {
    let server = try await HostileServer(["seed", "Fine", "endless-pages", listing])
    let store = try SyncedStore()
    let result = try await sync(server, store: store)
    #expect(result.termination == .exited(1))
    #expect(
      result.errorText
        == "todo: sync: malformed answer from the server: sync-collection truncated (507) with"
        + " nothing new\n")
    #expect(server.syncReports == answers, "\(server.requests)")
    #expect(try store.items().map(\.title) == ["Here"])
    #expect(server.requestsElsewhere.isEmpty)
  }

  /// A server truncating every answer with one new todo in each is followed a bounded number
  /// of times (`ChangePages.mostAnswers`; five here, so the test is quick), and for a bounded
  /// size in all (`ChangePages.mostBytes`; here 2 kB, passed by the fifth answer).
  @Test(arguments: [
    (ChangePages(mostAnswers: 5), 5, "sync-collection still truncated (507) after 5 answers"),
    (ChangePages(mostBytes: 2048), 5, "sync-collection answers larger than 2 kB in all"),
  ])
  func truncatedAnswersAreFollowedWithinBounds(
    pages: ChangePages, answers: Int, message: String
  ) async throws {
    let server = try await HostileServer(["endless-pages", "new"])
    try await CalDAVClient.withClient(credentials: credentials) { client in
      await #expect(throws: CalDAVError.malformedResponse(message)) {
        _ = try await client.changes(in: server.taskList, since: nil, gathering: pages)
      }
    }
    #expect(server.syncReports == answers, "\(server.requests)")
  }

  /// An answer whose last bytes come one a second (two minutes in all) ends at the client's
  /// time limit (three seconds), which covers the whole request and not only its head, as not
  /// answered in time: before the limit covered the body, the whole answer was read and the
  /// request succeeded. (How late the limit's timer fires depends on how busy the machine is,
  /// so the test checks what ended the request, not a time: alone it takes three seconds.)
  @Test func anAnswerTricklingAByteASecondEndsAtTheTimeLimit() async throws {
    let server = try await HostileServer(["trickle", "120"])
    try await CalDAVClient.withClient(credentials: credentials, timeout: .seconds(3)) { client in
      await #expect(throws: CalDAVError.timedOut(host: "127.0.0.1")) {
        _ = try await client.discover(server.taskList)
      }
    }
  }

  /// A listing of 12 MB (68,013 small responses besides a todo; a million todos with their
  /// ETags make some 200 MB) is read whole, as a stream: given whole to libxml2 it was refused
  /// past 10 MB, and read into a tree it took many times its size. (How much memory a larger
  /// one takes is measured by hand, not here: it depends on the machine.)
  @Test func aListingOfTwelveMegabytesIsReadWhole() async throws {
    let server = try await HostileServer(["seed", "Fine", "large", "12"])
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let listed = try await client.listTodos(in: server.taskList)
      #expect(listed.count == 1 + 68_013)
      #expect(listed.first?.href == "/alice/tasks/Fine.ics")
      #expect(
        listed.last == ItemVersion(href: "/alice/tasks/big-000068012.ics", etag: "\"e000068012\""))
    }
  }

  /// An answer announcing more than `DAVTransport.largestBody` is refused before it is read.
  @Test func anAnswerLargerThanTheLargestIsRefusedUnread() async throws {
    let server = try await HostileServer(["large", "300"])
    try await CalDAVClient.withClient(credentials: credentials) { client in
      await #expect(throws: CalDAVError.malformedResponse("the answer is larger than 256 MB")) {
        _ = try await client.listTodos(in: server.taskList)
      }
    }
  }

  /// A response stuffed with 100,000 elements is refused as a whole, before anything is written.
  @Test func aResponseStuffedWithElementsIsRefused() async throws {
    let server = try await HostileServer(["seed", "Fine", "crowded"])
    let store = try SyncedStore()
    let result = try await sync(server, store: store)
    #expect(result.termination == .exited(1))
    #expect(
      result.errorText
        == "todo: sync: malformed answer from the server: a response holds more than 1000"
        + " elements\n")
    #expect(try store.items().map(\.title) == ["Here"])
  }
}
