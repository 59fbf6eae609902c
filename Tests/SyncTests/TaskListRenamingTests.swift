import Foundation
import TestSupport
import Testing

@testable import TodoSync

/// Renaming a task list on the server (SPEC §17: a rename goes both ways), against Radicale and
/// xandikos: the new name and colour are what discovery then finds.
@Suite struct TaskListRenamingTests {
  /// A name with spaces, an ampersand and a non-ASCII letter.
  static let name = "Einkäufe & Co"
  /// A colour, as clients write it (RGBA).
  static let color = "#3A8A4CFF"

  @Test(arguments: CalDAVServerKind.allCases)
  func aRenameIsWhatDiscoveryThenFinds(kind: CalDAVServerKind) async throws {
    try await withHome(on: kind) { client, server, home in
      let made = try await client.makeTaskList(in: home, named: Self.name, color: Self.color)
      try await client.renameTaskList(at: made.url, to: "Wocheneinkauf ✓", color: nil)
      var found = try await client.taskLists(of: server.root).first { $0.url == made.url }
      #expect(found?.displayName == "Wocheneinkauf ✓")
      #expect(found?.color == Self.color)
      try await client.renameTaskList(at: made.url, to: "Markt <&> \"Stand\"", color: "#112233FF")
      found = try await client.taskLists(of: server.root).first { $0.url == made.url }
      #expect(found?.displayName == "Markt <&> \"Stand\"")
      #expect(found?.color == "#112233FF")
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func renamingAListThatIsGoneIsNotFound(kind: CalDAVServerKind) async throws {
    try await withHome(on: kind) { client, _, home in
      let gone = home.appendingPathComponent("gone", isDirectory: true)
      await #expect(throws: CalDAVError.notFound(path: gone.path + "/")) {
        try await client.renameTaskList(at: gone, to: Self.name, color: nil)
      }
    }
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
