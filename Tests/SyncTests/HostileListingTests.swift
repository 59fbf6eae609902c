import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §15 ( "a hostile server gets nothing"): against a server of our
/// own whose listings lie on purpose (`HostileServer`), the password goes nowhere but the
/// configured origin, nothing outside the task list is written to, and a todo the server
/// acknowledged but never listed is sent again, never deleted.
@Suite struct HostileListingTests {
  /// The hrefs a hostile server lists that lie outside the task list `/alice/tasks/` on
  /// 127.0.0.1: another host (as a network-path reference, with and without a port, and as an
  /// absolute URL), a path climbing out (plainly and percent-encoded) and another folder of
  /// the same server.
  static let outside = [
    "//127.0.0.2:ELSEWHERE/alice/tasks/x.ics", "//127.0.0.2/alice/tasks/u.ics",
    "http://127.0.0.2:ELSEWHERE/alice/tasks/z.ics",
    "../../etc/y.ics", "/alice/tasks/%2E%2E/%2E%2E/etc/v.ics", "/other/w.ics",
  ]

  /// Every href outside the task list is left alone and named; no request goes to another
  /// address, none to a path outside the list, and the other todos sync both ways, with and
  /// without `sync-collection`.
  @Test(arguments: [[], ["no-sync"]])
  func hrefsOutsideTheTaskListAreLeftAloneAndGetNoRequest(mode: [String]) async throws {
    let hrefs = Self.outside.flatMap { ["href", $0, "uid-" + $0.suffix(5).prefix(1)] }
    let server = try await HostileServer(["seed", "on-server"] + hrefs + mode)
    let store = try SyncedStore()
    try store.add("Here")
    let credentials = CalDAVCredentials(username: "alice", password: "secret-of-alice")
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let list = server.taskList
      let first = try await store.sync(client, list)
      #expect(first.fetchedNew == 1, "\(first)")
      #expect(first.sentNew == 1, "\(first)")
      #expect(first.problems.count == Self.outside.count, "\(first.problems)")
      for href in Self.outside {
        let written = href.replacingOccurrences(of: "ELSEWHERE", with: "\(server.elsewherePort)")
        #expect(first.problems.contains { $0.hasPrefix(written + ": ") }, "\(first.problems)")
      }
      #expect(Set(try store.items().map(\.title)) == ["on-server", "Here"])

      for item in try store.items() {
        try store.edit(item.calendar.uid) { $0.title += " (edited)" }
      }
      let second = try await store.sync(client, list)
      #expect(second.sentChanged == 2, "\(second)")
    }
    #expect(server.requestsElsewhere.isEmpty, "\(server.requestsElsewhere)")
    let paths = server.requests.map { $0.split(separator: " ")[2] }
    #expect(paths.allSatisfy { $0.hasPrefix("/alice/tasks/") }, "\(server.requests)")
  }

  /// A server that answers each PUT 200 without an ETag and never lists what it was sent: the
  /// next sync sends the todos again and deletes none, whether the list holds another todo or
  /// nothing at all, and whether the server lists everything (no `sync-collection`) or only
  /// what changed since a token.
  @Test(arguments: [["seed", "on-server"], []], [["no-sync"], []])
  func aTodoNeverConfirmedIsSentAgainNotDeleted(seed: [String], listing: [String]) async throws {
    let server = try await HostileServer(seed + ["forget-puts"] + listing)
    let store = try SyncedStore()
    try store.add("One")
    try store.add("Two")
    let credentials = CalDAVCredentials(username: "alice", password: "secret-of-alice")
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let list = server.taskList
      let first = try await store.sync(client, list)
      #expect(first.sentNew == 2, "\(first)")
      for _ in 1...2 {
        let again = try await store.sync(client, list)
        #expect(again.fetchedDeleted == 0, "\(again)")
        #expect(again.sentNew == 2, "\(again)")
        #expect(try store.items().count == 2 + seed.count / 2)
      }
    }
  }
}
