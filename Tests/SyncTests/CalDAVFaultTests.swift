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
    let port = try LoopbackPort.free()
    let url = try #require(URL(string: "http://127.0.0.1:\(port)/alice/tasks/"))
    try await CalDAVClient.withClient(credentials: credentials) { client in
      let error = await #expect(throws: CalDAVError.offline(host: "127.0.0.1")) {
        _ = try await client.discover(url)
      }
      #expect(error?.description.hasPrefix("offline") == true)
    }
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

  @Test func anAnswerThatIsNotXMLIsMalformed() async throws {
    let responder = try await GarbageResponder()
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

  @Test(arguments: CalDAVServerKind.allCases)
  func serversStartWithinSeconds(kind: CalDAVServerKind) async throws {
    let server = try await CalDAVTestServer.start(kind)
    print("\(kind) accepted connections after \(server.startTime)")
    #expect(server.startTime < .seconds(15))
    try await server.stop()
  }
}
