import Foundation
import Testing

@testable import TodoSync

/// Making a task list on a server that refuses, lies or points elsewhere (`RoutedResponder`):
/// every refusal is an error naming the list, a failed MKCALENDAR is tried again only where
/// RFC 4791 allows (nothing was made), and nothing goes to another origin.
@Suite struct HostileTaskListMakingTests {
  /// Credentials for the canned server.
  let credentials = CalDAVCredentials(username: "alice", password: "s3cret-Passw0rd")
  /// The list's name.
  static let name = "Einkäufe & Co"
  /// The calendar home the lists are made in.
  static let home = "alice/calendars/"

  /// A calendar for `components` at `href`, named `name`, as a PROPFIND answers it.
  static func calendar(_ href: String, components: [String] = ["VTODO"]) -> RoutedResponder.Answer {
    let set = components.map { "<C:comp name=\"\($0)\"/>" }.joined()
    return RoutedResponder.multistatus([
      RoutedResponder.response(
        href,
        "<resourcetype><collection/><C:calendar/></resourcetype>"
          + "<displayname>\(DAVRequestBody.escaped(name))</displayname>"
          + "<C:supported-calendar-component-set>\(set)</C:supported-calendar-component-set>"
          + "<I:calendar-color>#FF0000FF</I:calendar-color>")
    ])
  }

  /// RFC 4791's precondition for a URL already taken, as xandikos sends it (with 403).
  static let resourceMustBeNull =
    "<D:error xmlns:D=\"DAV:\"><D:resource-must-be-null/></D:error>"

  /// Makes the list `name` coloured in `home` on `server`, its segments `segments` in turn.
  func makeList(
    on server: RoutedResponder, segments: [String] = ["new"]
  ) async throws -> AccountTaskList {
    var segments = segments.makeIterator()
    return try await CalDAVClient.withClient(credentials: credentials) { client in
      try await client.makeTaskList(
        in: server.root.appendingPathComponent(Self.home), named: Self.name, color: "#FF0000FF",
        segments: { segments.next() ?? "none" })
    }
  }

  @Test func aMadeListIsReadBackAsDiscoveryReadsIt() async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: 201),
      "PROPFIND /alice/calendars/new/": Self.calendar("/alice/calendars/new/"),
    ])
    let list = try await makeList(on: server)
    #expect(list.url == server.root.appendingPathComponent("alice/calendars/new/"))
    #expect(list.displayName == Self.name)
    #expect(list.color == "#FF0000FF")
  }

  /// The colour alone refused: the list is made without it, and has none.
  @Test func aListWhoseColourAloneIsRefusedIsMadeWithoutIt() async throws {
    let refusal = RoutedResponder.mkcalendarResponse([
      ("D:displayname", 424), ("C:supported-calendar-component-set", 424),
      ("I:calendar-color", 403),
    ])
    let uncolored = RoutedResponder.response(
      "/alice/calendars/new/",
      "<resourcetype><collection/><C:calendar/></resourcetype>"
        + "<displayname>\(DAVRequestBody.escaped(Self.name))</displayname>")
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/ #1": .init(status: 403, body: refusal),
      "MKCALENDAR /alice/calendars/new/ #2": .init(status: 201),
      "PROPFIND /alice/calendars/new/": RoutedResponder.multistatus([uncolored]),
    ])
    let list = try await makeList(on: server)
    #expect(list.displayName == Self.name)
    #expect(list.color == nil)
    #expect(
      server.requests.map { $0.split(separator: " ")[1] } == [
        "MKCALENDAR", "MKCALENDAR", "PROPFIND",
      ])
  }

  @Test(arguments: [403, 500, 507, 415])
  func aRefusedMakeIsAnErrorNamingTheList(status: Int) async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: status, body: "<html>no</html>")
    ])
    let error = CalDAVError.listNotMade(name: Self.name, status: status, refused: [])
    await #expect(throws: error) { _ = try await makeList(on: server) }
    #expect(error.description == "the server did not make the list “Einkäufe & Co” (\(status))")
    #expect(server.requests.count == 1)
  }

  /// A 207 is no 201: RFC 4791 makes MKCALENDAR all or nothing, and this one names what failed.
  @Test func aMultistatusAnswerToAMakeIsAnErrorNamingWhatFailed() async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": RoutedResponder.propertyUpdate(
        "/alice/calendars/new/",
        [
          ("displayname", 403), ("I:calendar-color", 424),
          ("C:supported-calendar-component-set", 200),
        ])
    ])
    let error = CalDAVError.listNotMade(name: Self.name, status: 207, refused: ["displayname"])
    await #expect(throws: error) { _ = try await makeList(on: server) }
    #expect(
      error.description
        == "the server did not make the list “Einkäufe & Co” (207): it refused its name")
  }

  @Test func aRefusedComponentSetIsAnError() async throws {
    let body = RoutedResponder.mkcalendarResponse([
      ("D:displayname", 424), ("C:supported-calendar-component-set", 403),
      ("I:calendar-color", 424),
    ])
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: 403, body: body)
    ])
    await #expect(
      throws: CalDAVError.listNotMade(
        name: Self.name, status: 403, refused: ["supported-calendar-component-set"])
    ) { _ = try await makeList(on: server) }
    #expect(server.requests.count == 1)
  }

  /// Only the colour refused: the list is asked for again without it, once.
  @Test func aRefusedColourIsAskedForAgainWithoutItOnce() async throws {
    let body = RoutedResponder.mkcalendarResponse([
      ("D:displayname", 424), ("C:supported-calendar-component-set", 424),
      ("I:calendar-color", 403),
    ])
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: 403, body: body)
    ])
    await #expect(
      throws: CalDAVError.listNotMade(name: Self.name, status: 403, refused: ["calendar-color"])
    ) { _ = try await makeList(on: server) }
    #expect(server.requests.map { $0.split(separator: " ")[1] } == ["MKCALENDAR", "MKCALENDAR"])
  }

  /// 405 (MKCOL's answer to a taken URL), 409, or RFC 4791's precondition with any 4xx.
  @Test(arguments: [
    RoutedResponder.Answer(status: 405), RoutedResponder.Answer(status: 409),
    RoutedResponder.Answer(status: 403, body: HostileTaskListMakingTests.resourceMustBeNull),
  ])
  func aTakenSegmentIsTriedOnceMoreAtAFreshOne(answer: RoutedResponder.Answer) async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/taken/": answer,
      "MKCALENDAR /alice/calendars/fresh/": .init(status: 201),
      "PROPFIND /alice/calendars/fresh/": Self.calendar("/alice/calendars/fresh/"),
    ])
    let list = try await makeList(on: server, segments: ["taken", "fresh"])
    #expect(list.url.path == "/alice/calendars/fresh")
    #expect(server.requests.count == 3)
  }

  @Test func aSecondTakenSegmentIsAnError() async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/taken/": .init(status: 405),
      "MKCALENDAR /alice/calendars/also-taken/": .init(status: 405),
    ])
    await #expect(throws: CalDAVError.listNotMade(name: Self.name, status: 405, refused: [])) {
      _ = try await makeList(on: server, segments: ["taken", "also-taken", "third"])
    }
    #expect(server.requests.count == 2)
  }

  @Test(arguments: [
    "http://127.0.0.2:{elsewhere}/alice/calendars/new/", "//127.0.0.2:{elsewhere}/new/",
    "http://alice@127.0.0.1:{port}/alice/calendars/new/",
  ])
  func aLocationElsewhereIsRefused(location: String) async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: 201, headers: ["Location": location])
    ])
    let error = await #expect(throws: CalDAVError.self) { _ = try await makeList(on: server) }
    guard case .otherOrigin = error else {
      Issue.record("expected otherOrigin, got \(String(describing: error))")
      return
    }
    #expect(server.requestsElsewhere.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test func aLocationOnTheOriginIsWhereTheListIs() async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(
        status: 201, headers: ["Location": "/alice/calendars/moved/"]),
      "PROPFIND /alice/calendars/moved/": Self.calendar("/alice/calendars/moved/"),
    ])
    #expect(try await makeList(on: server).url.path == "/alice/calendars/moved")
  }

  @Test func aMadeCollectionForEventsOnlyIsNoTaskList() async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: 201),
      "PROPFIND /alice/calendars/new/": Self.calendar(
        "/alice/calendars/new/", components: ["VEVENT"]),
    ])
    await #expect(
      throws: CalDAVError.listNotMade(
        name: Self.name, status: 201, refused: ["supported-calendar-component-set"])
    ) { _ = try await makeList(on: server) }
  }

  /// A 207 that confirms nothing for this list (no propstat, another list's, another server's)
  /// is a rename not made.
  /// Radicale answers a PROPPATCH to nothing 404; xandikos 207, with a response of 404.
  @Test func aRefusedLoginIsALoginRefused() async throws {
    let server = try await RoutedResponder([
      "MKCALENDAR /alice/calendars/new/": .init(status: 401)
    ])
    await #expect(throws: CalDAVError.loginRefused) { _ = try await makeList(on: server) }
  }
}
