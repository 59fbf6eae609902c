import Foundation
import TestSupport
import Testing
import TodoSync

/// The CalDAV client against real servers on loopback, each test on Radicale, xandikos and
/// Cyrus: discovery, listing, fetching, incremental changes and conditional writes.
@Suite struct CalDAVClientTests {
  @Test(arguments: CalDAVServerKind.allCases)
  func discoversATaskListMadeWithMKCALENDAR(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let info = try await client.discover(list)
      #expect(info.isCalendar)
      #expect(info.holdsTodos)
      #expect(info.isTaskList)
      #expect(info.displayName == "Tasks")
      #expect(info.syncToken?.isEmpty == false)

      let missing = server.taskListURL(named: "nothing-here")
      await #expect(throws: CalDAVError.notFound(path: missing.path + "/")) {
        _ = try await client.discover(missing)
      }
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func listsAndFetchesTheTodosPut(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, _ in
      #expect(try await client.listTodos(in: list).isEmpty)
      var hrefs: [String] = []
      for (uid, summary) in [("a-1", "Buy milk"), ("b-2", "Call Ada")] {
        let href = CalDAVClient.href(forUID: uid, in: list)
        try await client.create(TodoBodies.todo(uid: uid, summary: summary), at: href, in: list)
        hrefs.append(href)
      }

      let listed = try await client.listTodos(in: list)
      #expect(Set(listed.map(\.href)) == Set(hrefs))
      #expect(listed.allSatisfy { $0.etag?.isEmpty == false })

      let fetched = try await client.fetch(hrefs, from: list)
      #expect(fetched.missing.isEmpty)
      #expect(Set(fetched.objects.map(\.href)) == Set(hrefs))
      let milk = try #require(fetched.objects.first { $0.href == hrefs[0] })
      #expect(milk.body.contains("SUMMARY:Buy milk"))
      #expect(milk.body.contains("UID:a-1"))
      #expect(milk.etag == listed.first { $0.href == hrefs[0] }?.etag)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func syncCollectionReportsExactlyTheChangedAndTheDeleted(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, _ in
      var etags: [String: String] = [:]
      for uid in ["one", "two", "three"] {
        let href = CalDAVClient.href(forUID: uid, in: list)
        try await client.create(TodoBodies.todo(uid: uid, summary: uid), at: href, in: list)
      }
      let first = try await client.changes(in: list, since: nil)
      #expect(first.changed.count == 3)
      #expect(first.deleted.isEmpty)
      for item in first.changed { etags[item.href] = item.etag }

      let one = CalDAVClient.href(forUID: "one", in: list)
      let two = CalDAVClient.href(forUID: "two", in: list)
      try await client.update(
        TodoBodies.todo(uid: "one", summary: "one changed"), at: one, in: list,
        ifMatch: try #require(etags[one]))
      try await client.delete(at: two, in: list, ifMatch: try #require(etags[two]))

      let next = try await client.changes(in: list, since: first.syncToken)
      #expect(next.changed.map(\.href) == [one])
      #expect(next.changed.first?.etag != etags[one])
      #expect(next.deleted == [two])
      #expect(next.syncToken != first.syncToken)

      let quiet = try await client.changes(in: list, since: next.syncToken)
      #expect(quiet.changed.isEmpty && quiet.deleted.isEmpty)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aStaleETagOrAnExistingHrefIsRefusedWith412(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, _ in
      let href = CalDAVClient.href(forUID: "x", in: list)
      try await client.create(TodoBodies.todo(uid: "x", summary: "first"), at: href, in: list)
      let original = try #require(try await client.listTodos(in: list).first?.etag)
      try await client.update(
        TodoBodies.todo(uid: "x", summary: "second"), at: href, in: list, ifMatch: original)

      await #expect(throws: CalDAVError.preconditionFailed(path: href)) {
        try await client.update(
          TodoBodies.todo(uid: "x", summary: "stale"), at: href, in: list, ifMatch: original)
      }
      await #expect(throws: CalDAVError.preconditionFailed(path: href)) {
        try await client.create(TodoBodies.todo(uid: "x", summary: "again"), at: href, in: list)
      }
      await #expect(throws: CalDAVError.preconditionFailed(path: href)) {
        try await client.delete(at: href, in: list, ifMatch: original)
      }
      let body = try #require(try await client.fetch([href], from: list).objects.first)
      #expect(body.body.contains("SUMMARY:second"))

      try await client.delete(at: href, in: list, ifMatch: try #require(body.etag))
      #expect(try await client.listTodos(in: list).isEmpty)
      #expect(try await client.fetch([href], from: list).missing == [href])
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func anUnknownSyncTokenAsksForAFullListing(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, _ in
      await #expect(throws: CalDAVError.syncTokenExpired) {
        _ = try await client.changes(in: list, since: "http://example.org/not-a-token/1")
      }
    }
  }

  @Test func aWrongPasswordIsALoginRefused() async throws {
    try await withTaskList(on: .radicale) { _, list, server in
      let wrong = CalDAVCredentials(username: server.username, password: "not-the-password")
      try await CalDAVClient.withClient(credentials: wrong) { client in
        let error = await #expect(throws: CalDAVError.loginRefused) {
          _ = try await client.discover(list)
        }
        #expect(error?.description == "login refused (check the username and password)")
      }
    }
  }
}

/// UIDs that other programs make (mail-like, with spaces, slashes or letters beyond ASCII)
/// still give hrefs that each server keeps and lists back unchanged.
@Suite struct CalDAVHrefTests {
  /// UIDs as calendar programs write them.
  static let uids = [
    "ada@example.org", "040000008200E00074C5B7101A82E008", "with space and/slash", "ünïcödé-✓",
    String(repeating: "long-uid/", count: 30), ".hidden",
  ]

  @Test(arguments: CalDAVServerKind.allCases)
  func unusualUIDsRoundTrip(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, _ in
      var hrefs: [String] = []
      for uid in Self.uids {
        let href = CalDAVClient.href(forUID: uid, in: list)
        try await client.create(TodoBodies.todo(uid: uid, summary: "x"), at: href, in: list)
        hrefs.append(href)
      }
      #expect(Set(try await client.listTodos(in: list).map(\.href)) == Set(hrefs))
      let fetched = try await client.fetch(hrefs, from: list)
      #expect(Set(fetched.objects.map(\.href)) == Set(hrefs))
      #expect(fetched.missing.isEmpty)
    }
  }
}
