import Foundation
import TestSupport
import Testing
import TodoSync

/// Failures of the network, the server or the security rules: each is one clear
/// `CalDAVError`, and no message shows the password.
@Suite struct CalDAVFaultTests {
  /// Credentials whose password must never appear in an error.
  let credentials = CalDAVCredentials(username: "alice", password: "s3cret-Passw0rd")

  @Test func nothingListeningIsOffline() async throws {
    let refusing = try LoopbackPort.refusing()
    let url = try #require(URL(string: "http://127.0.0.1:\(refusing.port)/alice/tasks/"))
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let error = await #expect(throws: CalDAVError.offline(host: "127.0.0.1")) {
        _ = try await client.discover(url)
      }
      #expect(error?.description.hasPrefix("offline") == true)
    }
    withExtendedLifetime(refusing) {}
  }

  @Test(arguments: [
    "http://dav.example.org/alice/tasks/", "http://10.0.0.1/tasks/", "http://127.example.com/",
  ])
  func plainHTTPOffThisMachineIsRefusedBeforeConnecting(address: String) async throws {
    let url = try #require(URL(string: address))
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let error = await #expect(throws: CalDAVError.insecureURL(address)) {
        _ = try await client.discover(url)
      }
      #expect(error?.description.contains("use https") == true)
    }
  }

  @Test(arguments: [
    (207, "<multistatus xmlns='DAV:'><response><href>/x</oops></multistatus"),
    (207, "{\"not\": \"xml\"}"),
    (207, "<html><body>Welcome</body></html>"),
    (207, "<multistatus xmlns='DAV:'><response><propstat/></response></multistatus>"),
  ])
  func anAnswerThatIsNotAMultistatusIsMalformed(status: Int, body: String) async throws {
    let responder = try await CannedResponder(status: status, body: body)
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let error = await #expect(throws: CalDAVError.self) {
        _ = try await client.listTodos(in: responder.taskListURL)
      }
      guard case .malformedResponse = error else {
        Issue.record("expected a malformed answer, got \(String(describing: error))")
        return
      }
      #expect(error?.description.contains("s3cret-Passw0rd") == false)
    }
  }

  @Test(arguments: [
    (500, CalDAVError.serverError(status: 500)), (503, .serverError(status: 503)),
    (403, .forbidden(path: "/alice/tasks/x.ics")), (404, .notFound(path: "/alice/tasks/x.ics")),
    (302, .unexpectedStatus(method: "PUT", status: 302)),
  ])
  func aFailedWriteSaysWhy(status: Int, expected: CalDAVError) async throws {
    let responder = try await CannedResponder(status: status, body: "")
    try await CalDAVClient.withClient(credentials: credentials) { client in
      await #expect(throws: expected) {
        try await client.create(
          TodoBodies.todo(uid: "x", summary: "x"), at: "/alice/tasks/x.ics",
          in: responder.taskListURL)
      }
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aServerStoppedMidwayIsOffline(kind: CalDAVServerKind) async throws {
    let server = try await CalDAVTestServer.start(kind)
    try await CalDAVClient.withClient(credentials: server.credentials) { client in
      let list = server.taskListURL(named: "tasks")
      try await client.makeTaskList(at: list, displayName: "Tasks")
      _ = try await client.discover(list)
      try await server.stop()
      await #expect(throws: CalDAVError.offline(host: "127.0.0.1")) {
        _ = try await client.listTodos(in: list)
      }
    }
  }

  @Test func aSelfSignedCertificateIsNotTrusted() async throws {
    let server = try await CalDAVTestServer.start(.xandikos, https: true)
    do {
      try await CalDAVClient.withClient(credentials: credentials) { client in
        let error = await #expect(throws: CalDAVError.certificateNotTrusted(host: "127.0.0.1")) {
          _ = try await client.discover(server.taskListURL(named: "tasks"))
        }
        #expect(error?.description.contains("does not verify") == true)
      }
    } catch {
      try await server.stop()
      throw error
    }
    try await server.stop()
  }

  @Test func credentialsNeverShowThePassword() {
    var dumped = ""
    dump(credentials, to: &dumped)
    for shown in ["\(credentials)", String(reflecting: credentials), dumped] {
      #expect(shown.contains("alice"))
      #expect(!shown.contains("s3cret-Passw0rd"))
    }
  }

  /// Start times are printed, not bounded: under the whole suite the test tasks wait for
  /// busy threads, so a bound would measure the machine, not the server.
  @Test(arguments: CalDAVServerKind.allCases)
  func aStartedServerAnswersUntilStopped(kind: CalDAVServerKind) async throws {
    let server = try await CalDAVTestServer.start(kind)
    print("\(kind) accepted connections after \(server.startTime)")
    #expect(LoopbackPort.accepts(server.port))
    try await server.stop()
    #expect(!LoopbackPort.accepts(server.port))
  }
}
