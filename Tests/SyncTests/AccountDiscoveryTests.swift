import Foundation
import TestSupport
import Testing

@testable import TodoSync

/// Finding an account's task lists from the server's address alone (SPEC §17), against
/// Radicale, xandikos and Cyrus: each holds three task lists and an events calendar, one list
/// coloured, and only the three come back, with their names and the colour.
@Suite struct AccountDiscoveryTests {
  /// The task lists made on each server: the collection's name and its display name.
  static let taskLists = [("errands", "Errands"), ("work", "Work 🛠"), ("home", "Home & garden")]
  /// The colour given to `work`, as clients write it (RGBA).
  static let color = "#FF0000FF"

  @Test(arguments: CalDAVServerKind.allCases)
  func theServerAddressFindsEveryTaskListAndNoEventsCalendar(kind: CalDAVServerKind) async throws {
    try await withAccount(on: kind) { client, server in
      let lists = try await client.taskLists(of: server.root)
      #expect(lists.count == 3)
      #expect(
        Set(lists.map(\.url.path))
          == Set(Self.taskLists.map { server.taskListURL(named: $0.0).path }))
      #expect(Set(lists.compactMap(\.displayName)) == Set(Self.taskLists.map(\.1)))
      #expect(lists.allSatisfy { $0.url.host == "127.0.0.1" && $0.url.port == Int(server.port) })
      let colored = lists.filter { $0.color != nil }
      #expect(colored.map(\.displayName) == ["Work 🛠"])
      #expect(colored.first?.color == Self.color)
      #expect(lists.allSatisfy { $0.syncToken?.isEmpty == false })
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aURLNamingOneTaskListGivesThatListAlone(kind: CalDAVServerKind) async throws {
    try await withAccount(on: kind) { client, server in
      let work = server.taskListURL(named: "work")
      let lists = try await client.taskLists(of: work)
      #expect(lists.map(\.url) == [work])
      #expect(lists.first?.displayName == "Work 🛠")
      #expect(lists.first?.color == Self.color)
      #expect(client.requestsSent == 5 + 1)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func anEventsCalendarsURLLeadsToTheAccountsTaskLists(kind: CalDAVServerKind) async throws {
    try await withAccount(on: kind) { client, server in
      let lists = try await client.taskLists(of: server.taskListURL(named: "meetings"))
      #expect(Set(lists.compactMap(\.displayName)) == Set(Self.taskLists.map(\.1)))
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aGoneListsURLIsNotFound(kind: CalDAVServerKind) async throws {
    try await withAccount(on: kind) { client, server in
      let error = await #expect(throws: CalDAVError.self) {
        _ = try await client.taskLists(of: server.taskListURL(named: "gone"))
      }
      guard case .notFound = error else {
        Issue.record("expected notFound, got \(String(describing: error))")
        return
      }
    }
  }

  /// Radicale answers `/.well-known/caldav` with 301 to `/`, xandikos with 302 to `/`, Cyrus
  /// with 301 to `/dav/calendars`; each names the user's principal there.
  @Test(arguments: CalDAVServerKind.allCases)
  func theWellKnownPathLeadsToThePrincipal(kind: CalDAVServerKind) async throws {
    try await withAccount(on: kind) { client, server in
      let discovery = AccountDiscovery(transport: client.transport)
      let found = try await discovery.wellKnownPrincipal(of: server.root)
      #expect(found.principal?.absoluteString == server.principalURL.absoluteString)
      #expect(found.answered)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases.filter(\.checksPassword))
  func aWrongPasswordIsALoginRefused(kind: CalDAVServerKind) async throws {
    let server = try await CalDAVTestServer.start(kind)
    let wrong = CalDAVCredentials(username: server.username, password: "not-\(server.password)")
    try await CalDAVClient.withClient(credentials: wrong) { client in
      await #expect(throws: CalDAVError.loginRefused) {
        _ = try await client.taskLists(of: server.root)
      }
    }
    try await server.stop()
  }

  /// Runs `body` with a new `kind` server holding `taskLists` (`work` coloured) and an events
  /// calendar `meetings`, and a client logged in to it; the server is stopped afterwards.
  func withAccount(
    on kind: CalDAVServerKind, _ body: (CalDAVClient, CalDAVTestServer) async throws -> Void
  ) async throws {
    let server = try await CalDAVTestServer.start(kind)
    do {
      try await CalDAVClient.withClient(credentials: server.credentials) { client in
        for (name, displayName) in Self.taskLists {
          try await client.makeTaskList(
            at: server.taskListURL(named: name), displayName: displayName)
        }
        try await Self.makeEventsCalendar(
          at: server.taskListURL(named: "meetings"), displayName: "Meetings", with: client)
        try await Self.setColor(Self.color, of: server.taskListURL(named: "work"), with: client)
        try await body(client, server)
      }
    } catch {
      try await server.stop()
      throw error
    }
    try await server.stop()
  }

  /// Makes a calendar for events only at `url` (MKCALENDAR with a component set of VEVENT).
  static func makeEventsCalendar(
    at url: URL, displayName: String, with client: CalDAVClient
  ) async throws {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
        <d:set><d:prop>
          <d:displayname>\(DAVRequestBody.escaped(displayName))</d:displayname>
          <c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set>
        </d:prop></d:set>
      </c:mkcalendar>
      """
    let response = try await client.transport.send("MKCALENDAR", to: url, body: body)
    #expect(response.status == 201)
  }

  /// Sets the `calendar-color` of the collection at `url` (PROPPATCH).
  static func setColor(_ color: String, of url: URL, with client: CalDAVClient) async throws {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <d:propertyupdate xmlns:d="DAV:" xmlns:i="http://apple.com/ns/ical/">
        <d:set><d:prop><i:calendar-color>\(color)</i:calendar-color></d:prop></d:set>
      </d:propertyupdate>
      """
    let response = try await client.transport.send("PROPPATCH", to: url, body: body)
    #expect(response.status == 207)
    #expect(String(decoding: response.body, as: UTF8.self).contains("200"))
  }
}
