import Foundation
import Testing
import TodoSync

/// Finding an account's task lists from a server that answers oddly or with hostile intent
/// (`RoutedResponder`): nothing goes to another origin, every walk is bounded, and only the
/// calendars that may hold todos are lists.
@Suite struct HostileDiscoveryTests {
  /// Credentials for the canned server.
  let credentials = CalDAVCredentials(username: "alice", password: "s3cret-Passw0rd")

  /// A root naming no principal, as a server whose root is no DAV collection does.
  static let rootWithoutPrincipal = RoutedResponder.multistatus([
    RoutedResponder.response("/", "<resourcetype><collection/></resourcetype>")
  ])

  /// An answer naming `href` as the current user's principal.
  static func principal(at href: String, answering path: String = "/") -> RoutedResponder.Answer {
    RoutedResponder.multistatus([
      RoutedResponder.response(
        path, "<current-user-principal><href>\(href)</href></current-user-principal>")
    ])
  }

  /// A principal's answer naming `homes` as its calendar homes.
  static func homes(_ homes: [String]) -> RoutedResponder.Answer {
    let hrefs = homes.map { "<href>\($0)</href>" }.joined()
    return RoutedResponder.multistatus([
      RoutedResponder.response("/alice/", "<C:calendar-home-set>\(hrefs)</C:calendar-home-set>")
    ])
  }

  /// A calendar collection at `href` named `name`, for the `components` given (no
  /// `supported-calendar-component-set` at all when nil).
  static func calendar(_ href: String, _ name: String, components: [String]?) -> String {
    let set = components.map { names in
      "<C:supported-calendar-component-set>"
        + names.map { "<C:comp name=\"\($0)\"/>" }.joined()
        + "</C:supported-calendar-component-set>"
    }
    return RoutedResponder.response(
      href,
      "<resourcetype><collection/><C:calendar/></resourcetype><displayname>\(name)</displayname>"
        + (set ?? ""))
  }

  /// An account whose root names `/alice/`, whose principal names `/alice/calendars/`, which
  /// holds `collections`; `extra` answers more requests.
  static func account(
    _ collections: [String], extra: [String: RoutedResponder.Answer] = [:]
  ) -> [String: RoutedResponder.Answer] {
    [
      "PROPFIND /": principal(at: "/alice/"),
      "PROPFIND /alice/": homes(["/alice/calendars/"]),
      "PROPFIND /alice/calendars/": RoutedResponder.multistatus(
        [
          RoutedResponder.response(
            "/alice/calendars/", "<resourcetype><collection/></resourcetype>")
        ]
          + collections),
    ].merging(extra) { _, new in new }
  }

  /// The task lists the client finds from `server`'s root.
  func taskLists(on server: RoutedResponder) async throws -> [AccountTaskList] {
    try await CalDAVClient.withClient(credentials: credentials) { client in
      try await client.taskLists(of: server.root)
    }
  }

  @Test func aWellKnownRedirectOnTheSameOriginIsFollowed() async throws {
    var answers = Self.account([
      Self.calendar("/alice/calendars/tasks/", "Tasks", components: ["VTODO"])
    ])
    answers["PROPFIND /"] = Self.rootWithoutPrincipal
    answers["PROPFIND /.well-known/caldav"] = .init(status: 301, headers: ["Location": "/dav/"])
    answers["PROPFIND /dav/"] = .init(
      status: 308, headers: ["Location": "http://127.0.0.1:{port}/dav/root/"])
    answers["PROPFIND /dav/root/"] = Self.principal(at: "/alice/", answering: "/dav/root/")
    let server = try await RoutedResponder(answers)
    let lists = try await taskLists(on: server)
    #expect(lists.map(\.displayName) == ["Tasks"])
    #expect(
      lists.first?.url.absoluteString == "http://127.0.0.1:\(server.port)/alice/calendars/tasks/")
    #expect(server.requestsElsewhere.isEmpty)
  }

  @Test(arguments: [
    "http://127.0.0.2:{elsewhere}/", "//127.0.0.2:{elsewhere}/dav/",
    "http://127.0.0.1:{elsewhere}/",
    "https://127.0.0.1:{port}/", "http://alice@127.0.0.1:{port}/", "mailto:alice@example.org",
  ])
  func aWellKnownRedirectElsewhereIsRefused(location: String) async throws {
    var answers = Self.account([Self.calendar("/alice/calendars/tasks/", "Tasks", components: nil)])
    answers["PROPFIND /"] = Self.rootWithoutPrincipal
    answers["PROPFIND /.well-known/caldav"] = .init(status: 302, headers: ["Location": location])
    let server = try await RoutedResponder(answers)
    let written =
      location.replacingOccurrences(of: "{port}", with: "\(server.port)")
      .replacingOccurrences(of: "{elsewhere}", with: "\(server.elsewherePort)")
    await #expect(throws: CalDAVError.otherOrigin(written)) {
      _ = try await taskLists(on: server)
    }
    #expect(server.requestsElsewhere.isEmpty)
    #expect(server.requests.count == 2)
  }

  @Test func aWellKnownRedirectLoopEnds() async throws {
    var answers = Self.account([])
    answers["PROPFIND /"] = Self.rootWithoutPrincipal
    answers["PROPFIND /.well-known/caldav"] = .init(
      status: 307, headers: ["Location": "/.well-known/caldav"])
    let server = try await RoutedResponder(answers)
    let error = await #expect(throws: CalDAVError.self) { _ = try await taskLists(on: server) }
    guard case .malformedResponse(let why) = error else {
      Issue.record("expected a malformed answer, got \(String(describing: error))")
      return
    }
    #expect(why.contains("redirects more than"))
    #expect(server.requests.count == 2 + 5)
  }

  @Test(arguments: [
    "http://127.0.0.2:{elsewhere}/alice/", "//127.0.0.2:{elsewhere}/alice/",
    "http://127.0.0.1:{elsewhere}/alice/", "http://alice:s3cret@127.0.0.1:{port}/alice/",
  ])
  func aPrincipalElsewhereIsRefused(href: String) async throws {
    let server = try await RoutedResponder(
      Self.account([], extra: ["PROPFIND /": Self.principal(at: href)]))
    let error = await #expect(throws: CalDAVError.self) { _ = try await taskLists(on: server) }
    guard case .otherOrigin = error else {
      Issue.record("expected otherOrigin, got \(String(describing: error))")
      return
    }
    #expect(server.requestsElsewhere.isEmpty)
    #expect(server.requests.count == 1)
  }

  @Test func calendarHomesElsewhereAreLeftOutAndTheRestRead() async throws {
    let answers = Self.account(
      [Self.calendar("/alice/calendars/tasks/", "Tasks", components: ["VTODO"])],
      extra: [
        "PROPFIND /alice/": Self.homes([
          "http://127.0.0.2:{elsewhere}/alice/calendars/", "//127.0.0.2:{elsewhere}/x/",
          "/alice/calendars/",
        ])
      ])
    let server = try await RoutedResponder(answers)
    #expect(try await taskLists(on: server).map(\.displayName) == ["Tasks"])
    #expect(server.requestsElsewhere.isEmpty)
  }

  @Test func onlyCalendarHomesElsewhereAreRefused() async throws {
    let answers = Self.account(
      [], extra: ["PROPFIND /alice/": Self.homes(["http://127.0.0.2:{elsewhere}/alice/calendars/"])]
    )
    let server = try await RoutedResponder(answers)
    await #expect(
      throws: CalDAVError.otherOrigin("http://127.0.0.2:\(server.elsewherePort)/alice/calendars/")
    ) {
      _ = try await taskLists(on: server)
    }
    #expect(server.requestsElsewhere.isEmpty)
  }

  @Test func collectionsElsewhereAreDropped() async throws {
    let elsewhere = [
      "http://127.0.0.2:{elsewhere}/alice/calendars/far/", "//127.0.0.2:{elsewhere}/near/",
      "http://127.0.0.1:{elsewhere}/alice/calendars/port/", "http://bob@127.0.0.1:{port}/bob/",
      "https://127.0.0.1:{port}/alice/calendars/tls/", "mailto:alice@example.org",
    ].map { Self.calendar($0, "Elsewhere", components: ["VTODO"]) }
    let server = try await RoutedResponder(
      Self.account(
        elsewhere + [Self.calendar("/alice/calendars/tasks/", "Tasks", components: ["VTODO"])]))
    let lists = try await taskLists(on: server)
    #expect(lists.map(\.displayName) == ["Tasks"])
    #expect(server.requestsElsewhere.isEmpty)
  }

  @Test func sharedListsAndEveryHomeAreKeptEachListOnce() async throws {
    let team = Self.calendar("/bob/calendars/team/", "Team", components: ["VTODO"])
    let answers = Self.account(
      [Self.calendar("/alice/calendars/tasks/", "Tasks", components: ["VTODO"]), team],
      extra: [
        "PROPFIND /alice/": Self.homes(["/alice/calendars/", "/alice/delegated/"]),
        "PROPFIND /alice/delegated/": RoutedResponder.multistatus([
          team, Self.calendar("/carol/calendars/chores/", "Chores", components: nil),
        ]),
      ])
    let server = try await RoutedResponder(answers)
    let lists = try await taskLists(on: server)
    #expect(lists.map(\.displayName) == ["Tasks", "Team", "Chores"])
    #expect(
      lists.map(\.url.absoluteString) == [
        "\(server.root)alice/calendars/tasks/", "\(server.root)bob/calendars/team/",
        "\(server.root)carol/calendars/chores/",
      ])
  }

  @Test func anEventsOnlyCalendarIsNoTaskList() async throws {
    let server = try await RoutedResponder(
      Self.account([
        Self.calendar("/alice/calendars/meetings/", "Meetings", components: ["VEVENT"]),
        Self.calendar("/alice/calendars/journal/", "Journal", components: ["VJOURNAL", "VEVENT"]),
        Self.calendar("/alice/calendars/tasks/", "Tasks", components: ["VTODO"]),
        Self.calendar("/alice/calendars/both/", "Both", components: ["VEVENT", "vtodo"]),
      ]))
    #expect(try await taskLists(on: server).map(\.displayName) == ["Tasks", "Both"])
  }

  @Test func aCalendarWithNoComponentSetIsKept() async throws {
    let server = try await RoutedResponder(
      Self.account([
        Self.calendar("/alice/calendars/anything/", "Anything", components: nil),
        RoutedResponder.response(
          "/alice/calendars/folder/",
          "<resourcetype><collection/></resourcetype><displayname>Folder</displayname>"),
      ]))
    #expect(try await taskLists(on: server).map(\.displayName) == ["Anything"])
  }

  @Test func thousandsOfCollectionsInAHomeKeepOnlyTheTaskLists() async throws {
    let folders = (0..<3_000).map {
      RoutedResponder.response(
        "/alice/calendars/f\($0)/", "<resourcetype><collection/></resourcetype>")
    }
    let events = (0..<2_000).map {
      Self.calendar("/alice/calendars/e\($0)/", "Event \($0)", components: ["VEVENT"])
    }
    let lists = [
      Self.calendar("/alice/calendars/a/", "A", components: ["VTODO"]),
      Self.calendar("/alice/calendars/a/", "A again", components: ["VTODO"]),
      Self.calendar("/alice/calendars/b/", "B", components: ["VTODO"]),
    ]
    let server = try await RoutedResponder(Self.account(folders + events + lists))
    #expect(try await taskLists(on: server).map(\.displayName) == ["A", "B"])
    #expect(server.requests.count == 3)
  }

  @Test func aHomeListingPastTheMultistatusBoundsIsRefused() async throws {
    let events = (0..<5_000).map {
      Self.calendar("/alice/calendars/e\($0)/", "Event \($0)", components: ["VEVENT"])
    }
    let server = try await RoutedResponder(Self.account(events))
    await #expect(
      throws: CalDAVError.malformedResponse("more than 10000 elements inside the values read")
    ) {
      _ = try await taskLists(on: server)
    }
    #expect(server.requests.count == 3)
  }

  @Test func thousandsOfTaskListsAreRefused() async throws {
    let lists = (0..<3_000).map {
      Self.calendar("/alice/calendars/t\($0)/", "Task list \($0)", components: ["VTODO"])
    }
    let server = try await RoutedResponder(Self.account(lists))
    await #expect(
      throws: CalDAVError.malformedResponse("the account has more than 1000 task lists")
    ) {
      _ = try await taskLists(on: server)
    }
  }

  @Test(arguments: [
    (50, "the principal names more than 10 calendar homes"),
    (2_000, "a response holds more than 1000 elements"),
  ])
  func manyCalendarHomesAreRefusedBeforeAnyIsAsked(count: Int, why: String) async throws {
    let homes = (0..<count).map { "/alice/home\($0)/" }
    let server = try await RoutedResponder(
      Self.account([], extra: ["PROPFIND /alice/": Self.homes(homes)]))
    await #expect(throws: CalDAVError.malformedResponse(why)) {
      _ = try await taskLists(on: server)
    }
    #expect(server.requests.count == 2)
  }

  @Test func aServerAnsweringNoPropfindIsNoCalDAVServer() async throws {
    let server = try await RoutedResponder(["GET /": .init(status: 200, body: "<html/>")])
    await #expect(throws: CalDAVError.notCalDAVServer(server.root.absoluteString)) {
      _ = try await taskLists(on: server)
    }
    #expect(server.requests.map { $0.split(separator: " ")[2] } == ["/", "/.well-known/caldav"])
  }

  /// Radicale answers a missing collection 404; xandikos 207, with a response of 404.
  @Test(arguments: [
    RoutedResponder.Answer(status: 404),
    RoutedResponder.multistatus([
      "<response><href>/alice/calendars/gone/</href><status>HTTP/1.1 404 Not Found</status></response>"
    ]),
  ])
  func nothingAtACollectionsURLIsNotFoundWithoutLookingFurther(
    answer: RoutedResponder.Answer
  ) async throws {
    let server = try await RoutedResponder(
      Self.account(
        [Self.calendar("/alice/calendars/tasks/", "Tasks", components: ["VTODO"])],
        extra: ["PROPFIND /alice/calendars/gone/": answer]))
    let gone = server.root.appendingPathComponent("alice/calendars/gone/")
    try await CalDAVClient.withClient(credentials: credentials) { client in
      await #expect(throws: CalDAVError.notFound(path: "/alice/calendars/gone/")) {
        _ = try await client.taskLists(of: gone)
      }
    }
    #expect(server.requests.count == 1)
  }

  @Test func aRootAndWellKnownNamingNoPrincipalIsNoPrincipal() async throws {
    let server = try await RoutedResponder(["PROPFIND /": Self.rootWithoutPrincipal])
    await #expect(throws: CalDAVError.noPrincipal(server.root.absoluteString)) {
      _ = try await taskLists(on: server)
    }
    #expect(server.requests.map { $0.split(separator: " ")[2] } == ["/", "/.well-known/caldav"])
  }

  @Test func anAccountWithOnlyEventsCalendarsHasNoTaskList() async throws {
    let server = try await RoutedResponder(
      Self.account([Self.calendar("/alice/calendars/meetings/", "Meetings", components: ["VEVENT"])]
      ))
    await #expect(throws: CalDAVError.noTaskList(server.root.absoluteString)) {
      _ = try await taskLists(on: server)
    }
  }

  @Test func aRefusedLoginEndsTheDiscovery() async throws {
    let server = try await RoutedResponder(["PROPFIND /": .init(status: 401)])
    await #expect(throws: CalDAVError.loginRefused) { _ = try await taskLists(on: server) }
    #expect(server.requests.count == 1)
  }
}
