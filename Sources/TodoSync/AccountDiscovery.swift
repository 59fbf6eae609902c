import Foundation

/// Finds the task lists of an account from its address (SPEC §17; RFC 6764, RFC 5397,
/// RFC 4791 §6.2.1): the address itself when it names a task list; otherwise its principal
/// (`current-user-principal` there, else at `/.well-known/caldav`), the principal's calendar
/// homes, and in each home the calendars that may hold todos.
///
/// Every request stays on the address's origin (`OriginHref`), and the walk is bounded: one
/// request to the address, at most `mostRedirects` + 1 to the well-known path, one to the
/// principal, one to each of at most `DiscoveryAnswer.mostCalendarHomes` homes.
struct AccountDiscovery {
  /// The most redirects followed from `/.well-known/caldav`. Servers send one (to `/`, or to
  /// their DAV root); a few more allow for a proxy in front, and a loop ends here.
  static let mostRedirects = 5

  /// Sends the requests.
  let transport: DAVTransport

  /// The task lists of the account at `address`, in the order the server lists them.
  func taskLists(of address: URL) async throws(CalDAVError) -> [AccountTaskList] {
    let address = try ServerAddress.checked(address)
    let response = try await propfind(address, depth: 0, DAVRequestBody.accountAddress)
    let own =
      try response.status == 207 ? DiscoveryAnswer.address(response.body, asked: address) : nil
    // Nothing at a collection's URL is that list gone or mistyped, as `discover` says: the
    // account's other lists are no answer to it. Only a server's root sends on to well-known.
    let status = own?.failed ?? response.status
    if [404, 410].contains(status), !Self.isRoot(address) {
      try CalDAVClient.expect(
        DAVResponse(status: status, etag: nil, body: Data()), [207], "PROPFIND", address)
    }
    if let list = own?.taskList { return [list] }
    var answered = own != nil
    var principal = own?.principal
    if principal == nil {
      let wellKnown = try await wellKnownPrincipal(of: address)
      answered = answered || wellKnown.answered
      principal = wellKnown.principal
    }
    guard let principal else {
      throw answered
        ? .noPrincipal(address.absoluteString) : .notCalDAVServer(address.absoluteString)
    }
    let homes = try await calendarHomes(of: principal)
    guard !homes.isEmpty else { throw .notCalDAVServer(address.absoluteString) }
    var lists: [AccountTaskList] = []
    var seen: Set<URL> = []
    for home in homes {
      let response = try await propfind(home, depth: 1, DAVRequestBody.homeListing)
      try CalDAVClient.expect(response, [207], "PROPFIND", home)
      for list in try DiscoveryAnswer.taskLists(response.body, asked: home)
      where seen.insert(list.url).inserted {
        lists.append(list)
      }
      guard lists.count <= DiscoveryAnswer.mostTaskLists else {
        throw DiscoveryAnswer.tooManyTaskLists
      }
    }
    guard !lists.isEmpty else { throw .noTaskList(address.absoluteString) }
    return lists
  }

  /// The principal `/.well-known/caldav` on `address`'s origin names (RFC 6764 §5), following
  /// its redirects on that origin only; and whether it answered a PROPFIND at all.
  func wellKnownPrincipal(
    of address: URL
  ) async throws(CalDAVError) -> (principal: URL?, answered: Bool) {
    guard var url = OriginHref.url("/.well-known/caldav", answering: address) else {
      return (nil, false)
    }
    var redirects = 0
    while true {
      let response = try await propfind(url, depth: 0, DAVRequestBody.principal)
      switch response.status {
      case 207:
        return (try DiscoveryAnswer.principal(response.body, asked: url), true)
      case 301, 302, 307, 308:
        guard let location = response.location else { return (nil, false) }
        guard let next = OriginHref.url(location, answering: url) else {
          throw .otherOrigin(location)
        }
        redirects += 1
        guard redirects <= Self.mostRedirects else {
          throw .malformedResponse(
            "/.well-known/caldav redirects more than \(Self.mostRedirects) times")
        }
        url = next
      default:
        return (nil, false)
      }
    }
  }

  /// Whether `address` is a server's root (an empty path or `/`).
  private static func isRoot(_ address: URL) -> Bool {
    let path = URLComponents(url: address, resolvingAgainstBaseURL: true)?.percentEncodedPath
    return path == nil || path == "" || path == "/"
  }

  /// The calendar homes of `principal`.
  private func calendarHomes(of principal: URL) async throws(CalDAVError) -> [URL] {
    let response = try await propfind(principal, depth: 0, DAVRequestBody.calendarHomes)
    try CalDAVClient.expect(response, [207], "PROPFIND", principal)
    return try DiscoveryAnswer.calendarHomes(response.body, asked: principal)
  }

  /// A PROPFIND of `body` to `url` at `depth`. A login refused or a server failing ends the
  /// discovery at once, whatever request it answered; any other status is the caller's to read.
  private func propfind(
    _ url: URL, depth: Int, _ body: String
  ) async throws(CalDAVError) -> DAVResponse {
    let response = try await transport.send(
      "PROPFIND", to: url, headers: [("Depth", "\(depth)")], body: body)
    if response.status == 401 || (500..<600).contains(response.status) {
      try CalDAVClient.expect(response, [], "PROPFIND", url)
    }
    return response
  }
}
