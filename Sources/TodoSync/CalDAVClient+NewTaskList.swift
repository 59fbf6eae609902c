import Foundation

extension CalDAVClient {
  /// Makes a new task list named `name`, coloured `color` when given, in the calendar home
  /// `home` (MKCALENDAR, RFC 4791 §5.3.1) and returns it as discovery finds it (SPEC §17: a
  /// list made in `todo` is made on the server). Names may repeat, so its path segment is a
  /// fresh UUID, never the name. Throws `listNotMade` when the server refuses, naming the list.
  public func makeTaskList(
    in home: URL, named name: String, color: String?
  ) async throws(CalDAVError) -> AccountTaskList {
    try await makeTaskList(in: home, named: name, color: color) { UUID().uuidString.lowercased() }
  }

  /// `makeTaskList(in:named:color:)` with its path segments from `segments` (a test's own).
  ///
  /// A failed MKCALENDAR makes nothing (RFC 4791 §5.3.1: every property is set or the
  /// collection is not made), so each failure may be tried again as a whole, once: at a fresh
  /// segment when the first is taken (`isTaken`), and without the colour when the colour is
  /// all the server refused (the list matters, its colour does not; the list returned then has
  /// none). Anything else the server refuses, the component set of todos only above all, is an
  /// error: a calendar for events is no task list.
  func makeTaskList(
    in home: URL, named name: String, color: String?, segments: () -> String
  ) async throws(CalDAVError) -> AccountTaskList {
    var url = Self.collection(segments(), in: home)
    var color = color
    var triedFreshSegment = false
    var triedWithoutColor = false
    while true {
      let response = try await transport.send(
        "MKCALENDAR", to: url, body: DAVRequestBody.makeTaskList(displayName: name, color: color))
      switch response.status {
      case 201:
        return try await madeTaskList(at: url, location: response.location, named: name)
      case 401:
        throw .loginRefused
      case _ where Self.isTaken(response) && !triedFreshSegment:
        triedFreshSegment = true
        url = Self.collection(segments(), in: home)
      default:
        let refused = Self.refusedProperties(in: response.body)
        if refused == [Self.colorName], color != nil, !triedWithoutColor {
          triedWithoutColor = true
          color = nil
          continue
        }
        throw .listNotMade(name: name, status: response.status, refused: refused.map(\.name))
      }
    }
  }

  /// The task list just made at `url` as discovery reads it (PROPFIND Depth 0), or at the
  /// server's `location` for it when the server names one on the same origin.
  private func madeTaskList(
    at url: URL, location: String?, named name: String
  ) async throws(CalDAVError) -> AccountTaskList {
    var url = url
    if let location {
      guard let located = OriginHref.url(location, answering: url) else {
        throw .otherOrigin(location)
      }
      url = located
    }
    let response = try await transport.send(
      "PROPFIND", to: url, headers: [("Depth", "0")], body: DAVRequestBody.discovery)
    try Self.expect(response, [207], "PROPFIND", url)
    let answer = try DiscoveryAnswer.address(response.body, asked: url)
    if let failed = answer.failed {
      try Self.expect(DAVResponse(status: failed, etag: nil, body: Data()), [], "PROPFIND", url)
    }
    guard let list = answer.taskList else {
      throw .listNotMade(
        name: name, status: 201, refused: ["supported-calendar-component-set"])
    }
    return list
  }

  /// Whether `response` says something is already at the URL: 405 (MKCOL's answer), 409, or
  /// the precondition `DAV:resource-must-be-null` of RFC 4791 §5.3.1.1 (Radicale sends it with
  /// 409, xandikos with 403). Looked for as bytes, as `changes` looks for `valid-sync-token`.
  private static func isTaken(_ response: DAVResponse) -> Bool {
    [405, 409].contains(response.status)
      || (400..<500).contains(response.status)
        && response.body.range(of: Data("resource-must-be-null".utf8)) != nil
  }

  /// The URL of a new collection `segment` in `home`, ending in `/` as a collection's does.
  private static func collection(_ segment: String, in home: URL) -> URL {
    home.appendingPathComponent(segment, isDirectory: true)
  }

  /// The properties a failed MKCALENDAR's answer says were refused (a 424 is one left unset
  /// because another failed: only when every one is, are they named); none when it says
  /// nothing readable.
  private static func refusedProperties(in body: Data) -> [XMLName] {
    guard !body.isEmpty, let outcomes = try? PropertySettingAnswer.outcomes(body) else {
      return []
    }
    let failed = outcomes.filter {
      $0.property != nil && !($0.status.map { (200..<300).contains($0) } ?? false)
    }
    let causes = failed.filter { $0.status != 424 }
    var seen: Set<XMLName> = []
    return (causes.isEmpty ? failed : causes).compactMap(\.property).filter {
      seen.insert($0).inserted
    }
  }

  /// Apple's `calendar-color`.
  private static let colorName = XMLName(XMLNamespace.appleICal, "calendar-color")
}
