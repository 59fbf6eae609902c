import Foundation

/// Reads the answers of account discovery (SPEC §17): the address's own properties and its
/// principal, a principal's calendar homes, a calendar home's collections. Pure functions of a
/// body and the URL it answered, so the fuzz target drives them as the client does, and each
/// href they return is already on the address's origin (`OriginHref`) and within bounds.
enum DiscoveryAnswer {
  /// The most calendar homes a principal may name. Servers name one (a few, at most, for
  /// delegated accounts); each is one more request, so a principal naming thousands is refused.
  static let mostCalendarHomes = 10
  /// The most task lists an account may have. A person has a handful and a team some dozens;
  /// a server listing more is refused rather than half-read, so no list looks deleted.
  static let mostTaskLists = 1_000

  /// What an account address says of itself (PROPFIND Depth 0, `DAVRequestBody.accountAddress`
  /// to `asked`): the status of its response when that is not 2xx (xandikos answers a missing
  /// collection 207 with a response of 404), the task list it is, when it is one, and the
  /// principal it names, when it names one. Throws `otherOrigin` for a principal elsewhere, and
  /// as `MultiStatus.read`.
  static func address(
    _ body: Data, asked: URL
  ) throws(CalDAVError) -> (failed: Int?, taskList: AccountTaskList?, principal: URL?) {
    guard let entry = try first(in: body, keeping: addressProperties) else {
      return (nil, nil, nil)
    }
    if let status = entry.status, !(200..<300).contains(status) { return (status, nil, nil) }
    let properties = CollectionProperties(entry)
    let taskList = properties.isTaskList ? AccountTaskList(url: asked, properties: properties) : nil
    return (nil, taskList, try principal(of: entry, asked: asked))
  }

  /// The principal of an answer to `DAVRequestBody.principal` (at `/.well-known/caldav` or
  /// where it led) sent to `asked`; nil when it names none.
  static func principal(_ body: Data, asked: URL) throws(CalDAVError) -> URL? {
    guard let entry = try firstFound(in: body, keeping: [principalName]) else { return nil }
    return try principal(of: entry, asked: asked)
  }

  /// The calendar homes a principal's answer (`DAVRequestBody.calendarHomes` to `asked`)
  /// names, each once, in its order. Hrefs elsewhere are left out; throws `otherOrigin` when
  /// every one is elsewhere, and `malformedResponse` past `mostCalendarHomes`.
  static func calendarHomes(_ body: Data, asked: URL) throws(CalDAVError) -> [URL] {
    guard let entry = try firstFound(in: body, keeping: [homeSetName]),
      let set = entry.property(homeSetName.namespace, homeSetName.name)
    else { return [] }
    let hrefs = set.children(XMLNamespace.dav, "href").map(\.trimmedText).filter { !$0.isEmpty }
    var homes: [URL] = []
    for href in hrefs {
      guard let home = OriginHref.url(href, answering: asked), !homes.contains(home) else {
        continue
      }
      homes.append(home)
      guard homes.count <= mostCalendarHomes else {
        throw .malformedResponse(
          "the principal names more than \(mostCalendarHomes) calendar homes")
      }
    }
    if homes.isEmpty, let first = hrefs.first { throw .otherOrigin(first) }
    return homes
  }

  /// The task lists in a calendar home's answer (`DAVRequestBody.homeListing`, Depth 1, to
  /// `asked`): its calendar collections that may hold todos, each once, in the server's order.
  /// Collections elsewhere are left out; throws `malformedResponse` past `mostTaskLists`.
  static func taskLists(_ body: Data, asked: URL) throws(CalDAVError) -> [AccountTaskList] {
    var lists: [AccountTaskList] = []
    var seen: Set<URL> = []
    var tooMany = false
    _ = try MultiStatus.read(body, keeping: CollectionProperties.names) { entry in
      guard !tooMany, entry.status.map({ (200..<300).contains($0) }) ?? true else { return }
      let properties = CollectionProperties(entry)
      guard properties.isTaskList, let url = OriginHref.url(entry.href, answering: asked),
        seen.insert(url).inserted
      else { return }
      lists.append(AccountTaskList(url: url, properties: properties))
      tooMany = lists.count > mostTaskLists
    }
    if tooMany { throw tooManyTaskLists }
    return lists
  }

  /// What an account with more than `mostTaskLists` gets.
  static let tooManyTaskLists = CalDAVError.malformedResponse(
    "the account has more than \(mostTaskLists) task lists")

  /// `DAV:current-user-principal` (RFC 5397).
  private static let principalName = XMLName(XMLNamespace.dav, "current-user-principal")
  /// `C:calendar-home-set` (RFC 4791 §6.2.1).
  private static let homeSetName = XMLName(XMLNamespace.caldav, "calendar-home-set")
  /// The properties read of an account address.
  private static let addressProperties = CollectionProperties.names.union([principalName])

  /// The first response of a Depth 0 answer, whatever its status.
  private static func first(
    in body: Data, keeping wanted: Set<XMLName>
  ) throws(CalDAVError) -> MultiStatus.Response? {
    var first: MultiStatus.Response?
    _ = try MultiStatus.read(body, keeping: wanted) { entry in
      if first == nil { first = entry }
    }
    return first
  }

  /// The first response of a Depth 0 answer, when its status (if it has one) is 2xx.
  private static func firstFound(
    in body: Data, keeping wanted: Set<XMLName>
  ) throws(CalDAVError) -> MultiStatus.Response? {
    guard let first = try first(in: body, keeping: wanted),
      first.status.map({ (200..<300).contains($0) }) ?? true
    else { return nil }
    return first
  }

  /// The principal `entry` names (its `current-user-principal` href): nil when none (an
  /// unauthenticated request gets `<unauthenticated/>`); throws `otherOrigin` when elsewhere.
  private static func principal(
    of entry: MultiStatus.Response, asked: URL
  ) throws(CalDAVError) -> URL? {
    guard
      let href = entry.property(principalName.namespace, principalName.name)?
        .child(XMLNamespace.dav, "href")?.trimmedText, !href.isEmpty
    else { return nil }
    guard let url = OriginHref.url(href, answering: asked) else { throw .otherOrigin(href) }
    return url
  }
}
