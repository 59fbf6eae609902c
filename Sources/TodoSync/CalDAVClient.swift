import AsyncHTTPClient
import Foundation
import NIOCore
import TodoCore

/// A CalDAV client (RFC 4791, with RFC 6578 `sync-collection`) for one account: discovers
/// what a URL names, lists and fetches the todos of a task list, follows its changes, and
/// writes conditionally. Every method is `async` and waits on the network without blocking a
/// thread; every failure is a `CalDAVError`.
///
/// Made only by `withClient`, which owns the one `HTTPClient` and shuts it down when the
/// work ends, whether it succeeded or threw.
public final class CalDAVClient: Sendable {
  /// Sends the requests.
  let transport: DAVTransport

  /// A client for `credentials` in use during `body`; every request may take at most
  /// `timeout`. Redirects are not followed (they could carry the password elsewhere).
  @discardableResult
  public static func withClient<Result>(
    credentials: CalDAVCredentials, timeout: Duration = .seconds(600),
    _ body: (CalDAVClient) async throws -> Result
  ) async throws -> Result {
    var configuration = HTTPClient.Configuration()
    configuration.redirectConfiguration = .disallow
    // A server may think for a while before the first byte of a large answer (Radicale lists
    // 10,000 todos in tens of seconds on a busy machine): silence ends a request after two
    // minutes, and no request may take more than `timeout` in all.
    configuration.timeout = .init(connect: .seconds(10), read: .seconds(120))
    // Fail at once when the server cannot be reached: the app stays usable offline and
    // the next sync tries again, so retrying until the connect timeout only delays "offline".
    configuration.connectionPool.retryConnectionEstablishment = false
    let milliseconds =
      timeout.components.seconds * 1000
      + timeout.components.attoseconds / 1_000_000_000_000_000
    return try await HTTPClient.withHTTPClient(configuration: configuration) { http in
      let client = CalDAVClient(
        transport: DAVTransport(
          http: http, credentials: credentials, timeout: .milliseconds(milliseconds)))
      return try await body(client)
    }
  }

  /// A client sending through `transport`.
  private init(transport: DAVTransport) {
    self.transport = transport
  }

  /// How many requests this client has sent.
  public var requestsSent: Int { transport.sent.value }

  /// What `url` names (PROPFIND Depth 0): whether it is a calendar, whether it may hold
  /// todos, its name and, when the server offers `sync-collection`, its sync token.
  public func discover(_ url: URL) async throws(CalDAVError) -> TaskListInfo {
    let response = try await transport.send(
      "PROPFIND", to: url, headers: [("Depth", "0")], body: DAVRequestBody.discovery)
    try Self.expect(response, [207], "PROPFIND", url)
    var first: MultiStatus.Response?
    _ = try MultiStatus.read(response.body, keeping: CollectionProperties.names) { entry in
      if first == nil { first = entry }
    }
    guard let entry = first else {
      throw .malformedResponse("PROPFIND answered no resource")
    }
    if let status = entry.status, !(200..<300).contains(status) {
      try Self.expect(DAVResponse(status: status, etag: nil, body: Data()), [], "PROPFIND", url)
    }
    let properties = CollectionProperties(entry)
    return TaskListInfo(
      url: url, displayName: properties.displayName, isCalendar: properties.isCalendar,
      holdsTodos: properties.holdsTodos, syncToken: properties.syncToken)
  }

  /// The task lists of the account at `address` (SPEC §17): the one collection it names when it
  /// names a task list, else every calendar for todos in the account's calendar homes, found
  /// from the server's address alone (`AccountDiscovery`). Throws `notCalDAVServer`,
  /// `loginRefused`, `noPrincipal` or `noTaskList` when there is none to be had, and `notFound`
  /// for a URL below the root with nothing at it (a list gone), as `discover` does.
  public func taskLists(of address: URL) async throws(CalDAVError) -> [AccountTaskList] {
    try await AccountDiscovery(transport: transport).taskLists(of: address)
  }

  /// The href and ETag of every VTODO in the task list at `collection` (calendar-query);
  /// hrefs outside it are left out (see `listing(in:)`).
  public func listTodos(in collection: URL) async throws(CalDAVError) -> [ItemVersion] {
    try await listing(in: collection).versions
  }

  /// Every VTODO in the task list at `collection` (calendar-query), and the hrefs listed that
  /// point outside it (`HrefPlace`), refused.
  public func listing(in collection: URL) async throws(CalDAVError) -> CollectionListing {
    let response = try await transport.send(
      "REPORT", to: collection, headers: [("Depth", "1")], body: DAVRequestBody.todoETags)
    try Self.expect(response, [207], "REPORT", collection)
    var versions: [ItemVersion] = []
    var refused: [String] = []
    _ = try MultiStatus.read(response.body, keeping: Self.etagOnly) { entry in
      guard entry.status.map({ (200..<300).contains($0) }) ?? true else { return }
      switch HrefPlace(entry.href, in: collection) {
      case .collection: return
      case .outside: refused.append(entry.href)
      case .inside(let href): versions.append(ItemVersion(href: href, etag: entry.etag))
      }
    }
    return CollectionListing(versions: versions, refused: refused)
  }

  /// What changed in `collection` since `token` (RFC 6578; nil: everything, with a first
  /// token). Follows truncated answers (507) while each brings something new, within the
  /// bounds of `ChangePages`. Throws `syncTokenExpired` when the server no longer knows `token`.
  public func changes(
    in collection: URL, since token: String?
  ) async throws(CalDAVError) -> CollectionChanges {
    try await changes(in: collection, since: token, gathering: ChangePages())
  }

  /// `changes(in:since:)` into `pages` (a test's smaller bounds).
  func changes(
    in collection: URL, since token: String?, gathering pages: ChangePages
  ) async throws(CalDAVError) -> CollectionChanges {
    var pages = pages
    var token = token
    while true {
      let response = try await transport.send(
        "REPORT", to: collection, headers: [("Depth", "0")],
        body: DAVRequestBody.syncCollection(since: token))
      if [403, 409, 412].contains(response.status),
        response.body.range(of: Data("valid-sync-token".utf8)) != nil
      {
        throw .syncTokenExpired
      }
      try Self.expect(response, [207], "REPORT", collection)
      try pages.count(answerOf: response.body.count)
      var truncated = false
      var news = false
      let next = try MultiStatus.read(response.body, keeping: Self.etagOnly) { entry in
        switch HrefPlace(entry.href, in: collection) {
        case .collection: truncated = truncated || entry.status == 507
        case .outside: pages.refuse(entry.href)
        case .inside(let href):
          let told =
            entry.status == 404 || entry.status == 410
            ? pages.delete(href) : pages.change(href, etag: entry.etag)
          news = news || told
        }
      }
      guard let next, !next.isEmpty else {
        throw .malformedResponse("sync-collection answered no sync-token")
      }
      guard truncated else { return pages.changes(syncToken: next) }
      try pages.mayAskAgain(news: news)
      token = next
    }
  }

  /// The ETags and bodies of `hrefs` in `collection` (calendar-multiget); hrefs the server
  /// no longer has are listed as missing.
  public func fetch(
    _ hrefs: [String], from collection: URL
  ) async throws(CalDAVError) -> FetchedObjects {
    guard !hrefs.isEmpty else { return FetchedObjects(objects: [], missing: [], refused: []) }
    let response = try await transport.send(
      "REPORT", to: collection, headers: [("Depth", "1")],
      body: DAVRequestBody.multiget(hrefs))
    try Self.expect(response, [207], "REPORT", collection)
    // A VTODO folded inside a character (RFC 5545 folds on octets) is joined first: split, it
    // is not UTF-8, and the whole answer would not parse.
    var objects: [CalendarObject] = []
    var missing: [String] = []
    var refused: [String] = []
    let body = LineFolding.joiningSplitCharacters(response.body)
    _ = try MultiStatus.read(body, keeping: Self.objectProperties) { entry in
      guard case .inside(let href) = HrefPlace(entry.href, in: collection) else {
        refused.append(entry.href)
        return
      }
      guard let data = entry.property(XMLNamespace.caldav, "calendar-data") else {
        missing.append(href)
        return
      }
      objects.append(CalendarObject(href: href, etag: entry.etag, body: data.text))
    }
    return FetchedObjects(objects: objects, missing: missing, refused: refused)
  }

  /// Creates `body` at `href` only if nothing is there (`If-None-Match: *`); its new ETag when
  /// the server says it. Throws `preconditionFailed` when something already is.
  @discardableResult
  public func create(
    _ body: String, at href: String, in collection: URL
  ) async throws(CalDAVError) -> String? {
    try await put(body, at: href, in: collection, condition: ("If-None-Match", "*"))
  }

  /// Replaces `href` with `body` only if it is still version `etag` (`If-Match`); its new
  /// ETag when the server says it. Throws `preconditionFailed` when it changed meanwhile.
  @discardableResult
  public func update(
    _ body: String, at href: String, in collection: URL, ifMatch etag: String
  ) async throws(CalDAVError) -> String? {
    try await put(body, at: href, in: collection, condition: ("If-Match", etag))
  }

  /// Deletes `href` only if it is still version `etag`. Throws `preconditionFailed` when it
  /// changed meanwhile and `notFound` when it is already gone.
  public func delete(
    at href: String, in collection: URL, ifMatch etag: String
  ) async throws(CalDAVError) {
    let url = try Self.resolve(href, in: collection)
    let response = try await transport.send("DELETE", to: url, headers: [("If-Match", etag)])
    try Self.expect(response, [200, 204], "DELETE", url)
  }

  /// Makes a task list (a calendar collection for VTODOs) at `url` (MKCALENDAR).
  public func makeTaskList(at url: URL, displayName: String) async throws(CalDAVError) {
    let response = try await transport.send(
      "MKCALENDAR", to: url, body: DAVRequestBody.makeTaskList(displayName: displayName))
    try Self.expect(response, [201], "MKCALENDAR", url)
  }

  /// The href a new todo with `uid` gets in `collection`: the collection's path and a name
  /// made from the UID (see `ResourceName`), so the same todo always gets the same href.
  public static func href(forUID uid: String, in collection: URL) -> String {
    let base = path(of: collection)
    return HrefPath.canonical((base.hasSuffix("/") ? base : base + "/") + ResourceName.forUID(uid))
  }

  /// A conditional PUT of iCalendar text.
  private func put(
    _ body: String, at href: String, in collection: URL, condition: (String, String)
  ) async throws(CalDAVError) -> String? {
    let url = try Self.resolve(href, in: collection)
    let response = try await transport.send(
      "PUT", to: url, headers: [condition], body: body,
      contentType: "text/calendar; charset=utf-8")
    try Self.expect(response, [200, 201, 204], "PUT", url)
    return response.etag
  }

  /// The one property a listing reads.
  private static let etagOnly: Set<XMLName> = [XMLName(XMLNamespace.dav, "getetag")]
  /// The properties a multiget reads.
  private static let objectProperties: Set<XMLName> = [
    XMLName(XMLNamespace.dav, "getetag"), XMLName(XMLNamespace.caldav, "calendar-data"),
  ]

  /// Throws the `CalDAVError` for `response` unless its status is one of `accepted`.
  static func expect(
    _ response: DAVResponse, _ accepted: Set<Int>, _ method: String, _ url: URL
  ) throws(CalDAVError) {
    let status = response.status
    guard !accepted.contains(status) else { return }
    let path = Self.path(of: url)
    switch status {
    case 401: throw .loginRefused
    case 403: throw .forbidden(path: path)
    case 404, 410: throw .notFound(path: path)
    case 412: throw .preconditionFailed(path: path)
    case 500..<600: throw .serverError(status: status)
    default: throw .unexpectedStatus(method: method, status: status)
    }
  }

  /// The URL of `href` in `collection`: the collection's URL with the href's path. Throws
  /// `outsideTaskList` when the href points anywhere else (`HrefPlace`).
  private static func resolve(_ href: String, in collection: URL) throws(CalDAVError) -> URL {
    guard case .inside(let path) = HrefPlace(href, in: collection),
      var components = URLComponents(url: collection, resolvingAgainstBaseURL: true)
    else {
      throw .outsideTaskList(href)
    }
    components.percentEncodedPath = path
    components.query = nil
    components.fragment = nil
    guard let url = components.url else { throw .outsideTaskList(href) }
    return url
  }

  /// The path of `url`, canonically percent-encoded (`HrefPath`).
  private static func path(of url: URL) -> String {
    HrefPath.canonical(
      URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path)
  }
}
