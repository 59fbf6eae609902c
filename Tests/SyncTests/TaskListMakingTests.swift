import Foundation
import TestSupport
import Testing

@testable import TodoSync

/// Making a task list on the server (SPEC §17: a list made in `todo` is made on the server),
/// against Radicale and xandikos: what is made is what discovery then finds, with its name,
/// colour and room for todos only, and another client can write todos to it.
@Suite struct TaskListMakingTests {
  /// A name with spaces, an ampersand and a non-ASCII letter.
  static let name = "Einkäufe & Co"
  /// A colour, as clients write it (RGBA).
  static let color = "#3A8A4CFF"

  @Test(arguments: CalDAVServerKind.allCases)
  func aListMadeInTheHomeIsFoundByDiscoveryWithItsNameAndColour(
    kind: CalDAVServerKind
  ) async throws {
    try await withHome(on: kind) { client, server, home in
      let made = try await client.makeTaskList(in: home, named: Self.name, color: Self.color)
      #expect(made.displayName == Self.name)
      #expect(made.color == Self.color)
      #expect(made.syncToken?.isEmpty == false)
      // Its own segment in the home: a UUID, never the name.
      #expect(made.url.deletingLastPathComponent().path == home.path)
      #expect(UUID(uuidString: made.url.lastPathComponent) != nil)
      let found = try await client.taskLists(of: server.root).filter { $0.url == made.url }
      #expect(found == [made])
      #expect(try await Self.components(of: made.url, with: client) == ["VTODO"])
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func anotherClientWritesTodosToAMadeList(kind: CalDAVServerKind) async throws {
    try await withHome(on: kind) { client, server, home in
      let made = try await client.makeTaskList(in: home, named: Self.name, color: nil)
      #expect(made.color == nil)
      let phone = Phone(server: server, list: made.url)
      try await phone.add(uid: "milk-1", summary: "Milch")
      #expect(try await phone.summary(uid: "milk-1") == "Milch")
      #expect(try await client.listTodos(in: made.url).count == 1)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func twoListsOfOneNameAreTwoLists(kind: CalDAVServerKind) async throws {
    try await withHome(on: kind) { client, server, home in
      let first = try await client.makeTaskList(in: home, named: Self.name, color: nil)
      let second = try await client.makeTaskList(in: home, named: Self.name, color: nil)
      #expect(first.url != second.url)
      let named = try await client.taskLists(of: server.root).filter {
        $0.displayName == Self.name
      }
      #expect(Set(named.map(\.url)) == [first.url, second.url])
    }
  }

  /// A segment already taken is answered with `DAV:resource-must-be-null`, 409 by Radicale and
  /// 403 by xandikos, and the list is made at a fresh one.
  @Test(arguments: CalDAVServerKind.allCases)
  func aTakenSegmentIsTriedOnceMoreAtAFreshOne(kind: CalDAVServerKind) async throws {
    try await withHome(on: kind) { client, server, home in
      var segments = ["taken", "taken", "fresh"].makeIterator()
      let first = try await client.makeTaskList(in: home, named: "First", color: nil) {
        segments.next() ?? "none"
      }
      let taken = try await client.transport.send(
        "MKCALENDAR", to: first.url, body: DAVRequestBody.makeTaskList(displayName: "Again"))
      #expect(taken.status == (kind == .radicale ? 409 : 403))
      #expect(String(decoding: taken.body, as: UTF8.self).contains("resource-must-be-null"))
      let second = try await client.makeTaskList(in: home, named: Self.name, color: nil) {
        segments.next() ?? "none"
      }
      #expect(first.url.lastPathComponent == "taken")
      #expect(second.url.lastPathComponent == "fresh")
      #expect(second.displayName == Self.name)
      let found = try await client.taskLists(of: server.root)
      #expect(found.first { $0.url == first.url }?.displayName == "First")
    }
  }

  /// The component types the collection at `url` says it holds (its
  /// `supported-calendar-component-set`, read with a plain PROPFIND).
  static func components(of url: URL, with client: CalDAVClient) async throws -> [String] {
    let response = try await client.transport.send(
      "PROPFIND", to: url, headers: [("Depth", "0")], body: DAVRequestBody.discovery)
    let answer = try MultiStatus(parsing: response.body)
    let set = try #require(
      answer.responses.first?.property(XMLNamespace.caldav, "supported-calendar-component-set"))
    return set.children(XMLNamespace.caldav, "comp").compactMap { $0.attributes["name"] }
  }

  /// Runs `body` with a new `kind` server, a client logged in to it and the account's calendar
  /// home; the server is stopped afterwards.
  func withHome(
    on kind: CalDAVServerKind, _ body: (CalDAVClient, CalDAVTestServer, URL) async throws -> Void
  ) async throws {
    let server = try await CalDAVTestServer.start(kind)
    do {
      try await CalDAVClient.withClient(credentials: server.credentials) { client in
        let home = try await CalendarHome.of(server.root, with: client)
        try await body(client, server, home)
      }
    } catch {
      try await server.stop()
      throw error
    }
    try await server.stop()
  }
}
