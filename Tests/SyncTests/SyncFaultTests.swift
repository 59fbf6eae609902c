import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §11 under faults, through the engine: each fault (the server stopping mid-sync, a
/// 500 on one PUT, a cut-off XML answer, a VTODO that does not parse, a wrong password, a
/// certificate that does not verify) ends the sync with one clear error or a problem line,
/// loses nothing in the store, and the next sync completes: both sides then hold the same
/// todos and a further sync has nothing to do.
@Suite struct SyncFaultTests {
  /// The server stops after `answered` requests: 2, discovery and the listing (so the fetch
  /// of the phone's todos finds it gone), or 4, those, the fetch and the first PUT.
  @Test(arguments: CalDAVServerKind.allCases, [2, 4])
  func theServerStoppedMidSyncLosesNothing(kind: CalDAVServerKind, answered: Int) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try await phone.run((1...3).map { .add(uid: "p-\($0)", summary: "Phone \($0)") })
      try store.add(count: 5) { "Here \($0)" }
      let proxy = try await FaultyProxy(to: server, fault: ["stop-after", "\(answered)"])
      let url = proxy.through(list)
      let error = await #expect(throws: CalDAVError.offline(host: "127.0.0.1")) {
        try await store.sync(client, url)
      }
      #expect(error?.description == "offline (cannot reach 127.0.0.1)")
      #expect(try await proxy.ends())
      let stopped = answered == 2 ? "STOPPED at REPORT" : "STOPPED at PUT"
      #expect(proxy.requests.last?.hasPrefix(stopped) == true, "\(proxy.requests)")
      #expect(try store.items().count == (answered == 2 ? 5 : 8))

      let restarted = try await FaultyProxy(to: server, fault: ["none"], port: proxy.port)
      let next = try await store.sync(client, restarted.through(list))
      #expect(next.problems.isEmpty)
      #expect(try await expectSameOnBothSides(store, phone).count == 8)
      #expect(try await store.sync(client, url).isEmpty)
    }
  }

  @Test func a500OnOnePutLosesNothing() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try store.add(count: 5) { "Here \($0)" }
      let proxy = try await FaultyProxy(to: server, fault: ["fail-put", "3"])
      let url = proxy.through(list)
      let error = await #expect(throws: CalDAVError.serverError(status: 500)) {
        try await store.sync(client, url)
      }
      #expect(error?.description == "server error (500)")
      #expect(try store.items().count == 5)

      let next = try await store.sync(client, url)
      #expect(next.problems.isEmpty)
      #expect(next.sentNew == 3, "\(next)")
      #expect(try await expectSameOnBothSides(store, phone).count == 5)
      #expect(try await store.sync(client, url).isEmpty)
    }
  }

  /// SPEC §15, no write fails in silence: a 503 (the server busy) on the listing (2) or the first PUT (4)
  /// stops the sync with a server error; nothing is lost and the next sync completes.
  @Test(arguments: [2, 4])
  func aServiceUnavailableLosesNothing(request: Int) async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try await phone.run([.add(uid: "p-1", summary: "From the phone")])
      try store.add(count: 3) { "Here \($0)" }
      let proxy = try await FaultyProxy(to: server, fault: ["unavailable", "\(request)"])
      let url = proxy.through(list)
      await #expect(throws: CalDAVError.serverError(status: 503)) {
        try await store.sync(client, url)
      }
      #expect(try store.items().count == (request == 2 ? 3 : 4))

      let next = try await store.sync(client, url)
      #expect(next.problems.isEmpty)
      #expect(try await expectSameOnBothSides(store, phone).count == 4)
      #expect(try await store.sync(client, url).isEmpty)
    }
  }

  /// SPEC §15, no write fails in silence: the connection dropped after the server applied a PUT (the answer
  /// never came): the next sync finds the todo by its UID and sends it nowhere twice.
  @Test(arguments: CalDAVServerKind.allCases)
  func aPutAppliedButNeverAnsweredIsNotDuplicated(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try store.add(count: 3) { "Here \($0)" }
      let proxy = try await FaultyProxy(to: server, fault: ["drop-after-put", "2"])
      let url = proxy.through(list)
      await #expect(throws: CalDAVError.self) { try await store.sync(client, url) }
      #expect(proxy.requests.contains { $0.hasPrefix("DROPPED after PUT") }, "\(proxy.requests)")

      let next = try await store.sync(client, url)
      #expect(next.problems.isEmpty, "\(next.problems)")
      let both = try await expectSameOnBothSides(store, phone)
      #expect(both.count == 3)
      #expect(try await store.sync(client, url).isEmpty)
    }
  }

  /// The cut-off answer is the listing (2) or the fetch of the phone's todos (3).
  @Test(arguments: [2, 3])
  func aMalformedAnswerLosesNothing(garbledRequest: Int) async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try await phone.run([.add(uid: "p-1", summary: "From the phone")])
      try store.add(count: 2) { "Here \($0)" }
      let proxy = try await FaultyProxy(to: server, fault: ["garble", "\(garbledRequest)"])
      let url = proxy.through(list)
      let error = await #expect(throws: CalDAVError.self) { try await store.sync(client, url) }
      guard case .malformedResponse = error else {
        Issue.record("expected a malformed answer, got \(String(describing: error))")
        return
      }
      #expect(error?.description.hasPrefix("malformed answer from the server") == true)
      #expect(try store.items().map(\.title) == ["Here 0", "Here 1"])

      let next = try await store.sync(client, url)
      #expect((next.fetchedNew, next.sentNew) == (1, 2))
      #expect(try await expectSameOnBothSides(store, phone).count == 3)
      #expect(try await store.sync(client, url).isEmpty)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aTodoThatDoesNotParseIsLeftAloneAndTheRestSyncs(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      let broken = [
        "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//elsewhere//EN", "BEGIN:VTODO",
        "UID:broken-1", "DTSTAMP:20260101T090000Z", "SUMMARY:Broken", "STATUS:SOMEDAY",
        "END:VTODO", "END:VCALENDAR", "",
      ].joined(separator: "\r\n")
      try await phone.run([
        .add(uid: "p-1", summary: "Fine one"), .putRaw(name: "broken.ics", text: broken),
        .add(uid: "p-2", summary: "Fine two"),
      ])
      try store.add("Here")

      let summary = try await store.sync(client, list)
      #expect((summary.fetchedNew, summary.sentNew) == (2, 1))
      #expect(summary.problems.count == 1)
      let problem = try #require(summary.problems.first)
      #expect(problem.contains("broken.ics") && problem.contains("STATUS"), "\(problem)")
      #expect(summary.description.hasSuffix("1 left alone"))
      #expect(try store.items().count == 3)
      let href = list.appendingPathComponent("broken.ics").path
      let left = try await client.fetch([href], from: list)
      #expect(left.objects.first?.body.contains("STATUS:SOMEDAY") == true)

      let next = try await store.sync(client, list)
      #expect(next.isEmpty, "\(next)")
      try await phone.run([.deleteRaw(name: "broken.ics")])
      #expect(try await expectSameOnBothSides(store, phone).count == 3)
    }
  }

  @Test func aWrongPasswordIsALoginRefusedAndLosesNothing() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try store.add("Here")
      let wrong = CalDAVCredentials(username: server.username, password: "not-the-password")
      try await CalDAVClient.withClient(credentials: wrong) { refused in
        let error = await #expect(throws: CalDAVError.loginRefused) {
          try await store.sync(refused, list)
        }
        #expect(error?.description.contains("not-the-password") == false)
      }
      #expect(try store.items().map(\.title) == ["Here"])
      #expect(try await store.sync(client, list).sentNew == 1)
      #expect(try await expectSameOnBothSides(store, phone).count == 1)
    }
  }

  @Test func aSelfSignedCertificateStopsTheSyncAndLosesNothing() async throws {
    let server = try await CalDAVTestServer.start(.xandikos, https: true)
    let store = try SyncedStore()
    try store.add("Here")
    let before = try store.items()
    try await CalDAVClient.withClient(credentials: server.credentials) { client in
      await #expect(throws: CalDAVError.certificateNotTrusted(host: "127.0.0.1")) {
        try await store.sync(client, server.taskListURL(named: "tasks"))
      }
    }
    #expect(try store.items() == before)
    try await server.stop()
  }
}
