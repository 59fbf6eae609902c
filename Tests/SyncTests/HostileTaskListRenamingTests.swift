import Foundation
import Testing

@testable import TodoSync

/// Renaming a task list on a server that refuses, lies or points elsewhere (`RoutedResponder`):
/// no write fails in silence, so a 207 that does not confirm each property for this list is an
/// error naming the list, and an answer is read within its bounds.
@Suite struct HostileTaskListRenamingTests {
  /// Credentials for the canned server.
  let credentials = CalDAVCredentials(username: "alice", password: "s3cret-Passw0rd")
  /// The list's new name.
  static let name = "Einkäufe & Co"

  /// Renames the list at `path` on `server` to `name`, coloured when `color` is given.
  func rename(
    on server: RoutedResponder, path: String = "alice/calendars/new/", color: String? = nil
  ) async throws {
    try await CalDAVClient.withClient(credentials: credentials) { client in
      try await client.renameTaskList(
        at: server.root.appendingPathComponent(path), to: Self.name, color: color)
    }
  }

  @Test func aRenameEachPropertyConfirmedSucceeds() async throws {
    let server = try await RoutedResponder([
      "PROPPATCH /alice/calendars/new/": RoutedResponder.propertyUpdate(
        "/alice/calendars/new", [("displayname", 200), ("I:calendar-color", 200)])
    ])
    try await rename(on: server, color: "#00FF00FF")
    #expect(server.requests.count == 1)
  }

  @Test func aRenameWhosePropstatFailsIsAnErrorNamingTheList() async throws {
    let server = try await RoutedResponder([
      "PROPPATCH /alice/calendars/new/": RoutedResponder.propertyUpdate(
        "/alice/calendars/new/", [("displayname", 200), ("I:calendar-color", 409)])
    ])
    let error = CalDAVError.listNotChanged(
      name: Self.name, status: 409, refused: ["calendar-color"])
    await #expect(throws: error) { try await rename(on: server, color: "#00FF00FF") }
    #expect(
      error.description
        == "the server did not rename the list to “Einkäufe & Co” (409): it refused its colour")
  }

  @Test(arguments: [
    RoutedResponder.multistatus([]),
    RoutedResponder.propertyUpdate("/alice/calendars/other/", [("displayname", 200)]),
    RoutedResponder.propertyUpdate(
      "http://127.0.0.2:{elsewhere}/alice/calendars/new/", [("displayname", 200)]),
    RoutedResponder.propertyUpdate("/alice/calendars/new/", [("getetag", 200)]),
  ])
  func aRenameTheAnswerDoesNotConfirmIsAnError(answer: RoutedResponder.Answer) async throws {
    let server = try await RoutedResponder(["PROPPATCH /alice/calendars/new/": answer])
    await #expect(
      throws: CalDAVError.listNotChanged(name: Self.name, status: 207, refused: ["displayname"])
    ) { try await rename(on: server) }
    #expect(server.requestsElsewhere.isEmpty)
  }

  @Test(arguments: [500, 403, 200])
  func aRenameAnsweredWithoutAMultistatusIsAnError(status: Int) async throws {
    let server = try await RoutedResponder([
      "PROPPATCH /alice/calendars/new/": .init(status: status)
    ])
    await #expect(
      throws: CalDAVError.listNotChanged(name: Self.name, status: status, refused: [])
    ) { try await rename(on: server) }
  }

  @Test(arguments: [
    RoutedResponder.Answer(status: 404),
    RoutedResponder.multistatus([
      "<response><href>/alice/calendars/new/</href><status>HTTP/1.1 404 Not Found</status></response>"
    ]),
  ])
  func aRenameOfAListGoneIsNotFound(answer: RoutedResponder.Answer) async throws {
    let server = try await RoutedResponder(["PROPPATCH /alice/calendars/new/": answer])
    await #expect(throws: CalDAVError.notFound(path: "/alice/calendars/new/")) {
      try await rename(on: server)
    }
  }

  @Test func aRenameAnswerStuffedWithPropertiesIsRefused() async throws {
    let statuses = (0..<50_000).map { ("x\($0)", 200) } + [("displayname", 200)]
    let server = try await RoutedResponder([
      "PROPPATCH /alice/calendars/new/": RoutedResponder.propertyUpdate(
        "/alice/calendars/new/", statuses)
    ])
    await #expect(
      throws: CalDAVError.malformedResponse("the answer names more than 100 properties")
    ) { try await rename(on: server) }
  }

  @Test func aRefusedLoginIsALoginRefused() async throws {
    let server = try await RoutedResponder([
      "PROPPATCH /alice/calendars/new/": .init(status: 401)
    ])
    await #expect(throws: CalDAVError.loginRefused) { try await rename(on: server) }
  }
}
