import Foundation

/// A WebDAV `207 Multi-Status` answer (RFC 4918 §13): one entry per resource, and for
/// `sync-collection` the new sync token.
struct MultiStatus: Sendable, Equatable {
  /// One `<response>`: the resource's href, its own status when the server gave one (for
  /// `sync-collection` a 404 means deleted), and the properties it returned with 200.
  struct Response: Sendable, Equatable {
    /// The `<href>` as written by the server (a path or an absolute URL, percent-encoded).
    var href: String
    /// The status of the whole response (`<response><status>`), when present.
    var status: Int?
    /// The properties found (inside a `<propstat>` whose status is 2xx), the first of each name.
    var properties: [XMLNode]

    /// The found property named `name` in `namespace`.
    func property(_ namespace: String, _ name: String) -> XMLNode? {
      properties.first { $0.namespace == namespace && $0.name == name }
    }

    /// The `DAV:getetag` found, trimmed.
    var etag: String? { property(XMLNamespace.dav, "getetag")?.trimmedText }
  }

  /// The most elements one `<response>` may hold. The largest a CalDAV server sends, a task
  /// list's own properties with every report it supports, has under a hundred; the bound keeps
  /// the work on one response small whatever a server stuffs into it.
  static let mostElementsPerResponse = 1_000
  /// The most elements one answer may hold inside the values read (hrefs, statuses, the
  /// properties asked for), beyond those values themselves. Only a task list's own properties
  /// have any (under a hundred); without a bound, a long answer of responses each stuffed with
  /// tiny elements would be kept at many times its size.
  static let mostElementsInValues = 10_000

  /// The responses in the order the server sent them.
  var responses: [Response]
  /// The `<sync-token>` of a `sync-collection` answer.
  var syncToken: String?

  /// Reads a multistatus body whole, keeping the properties in `wanted` (every one when nil);
  /// throws as `read` does.
  init(parsing data: Data, keeping wanted: Set<XMLName>? = nil) throws(CalDAVError) {
    var responses: [Response] = []
    syncToken = try Self.read(data, keeping: wanted) { responses.append($0) }
    self.responses = responses
  }

  /// Reads a multistatus body as a stream, handing each response to `each` as soon as it
  /// closes (the answer is never held as a tree), with only the properties in `wanted` (every
  /// one when nil); returns the sync token. Throws `CalDAVError.malformedResponse` when the
  /// body is not XML or not a `DAV:multistatus`, or a response has no href, or a bound above
  /// or of `XMLTreeParser` is passed.
  static func read(
    _ data: Data, keeping wanted: Set<XMLName>?, each: @escaping (Response) -> Void
  ) throws(CalDAVError) -> String? {
    let reader = MultiStatusReader(wanted: wanted, each: each)
    try XMLTreeParser.read(data, with: reader)
    return reader.syncToken
  }

  /// The code of a status line such as `HTTP/1.1 404 Not Found`.
  static func statusCode(_ line: String) -> Int? {
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return nil }
    return Int(parts[1])
  }
}

/// Keeps, of a multistatus read by `XMLTreeParser`, the sync token and each response's first
/// href, first status and wanted properties, and hands each response on as it closes.
private final class MultiStatusReader: XMLTreeReader {
  /// The properties kept (every one when nil).
  private let wanted: Set<XMLName>?
  /// Hears each response.
  private let each: (MultiStatus.Response) -> Void
  /// The first `<sync-token>` directly in the multistatus.
  private(set) var syncToken: String?
  /// The response being read.
  private var draft: ResponseDraft?
  /// The elements kept so far inside values (`mostElementsInValues`).
  private var valueElements = 0

  init(wanted: Set<XMLName>?, each: @escaping (MultiStatus.Response) -> Void) {
    self.wanted = wanted
    self.each = each
  }

  func opened(_ element: XMLName, depth: Int) throws(CalDAVError) -> Bool {
    switch depth {
    case 1:
      guard element == .multistatus else {
        throw .malformedResponse("expected a DAV multistatus, got <\(element.name)>")
      }
      return false
    case 2:
      if element == .response { draft = ResponseDraft() }
      return element == .syncToken && syncToken == nil
    default:
      guard draft != nil else { return false }
      try countInResponse()
      return draft?.keeps(element, depth: depth, wanted: wanted) ?? false
    }
  }

  func openedInside(depth: Int) throws(CalDAVError) {
    valueElements += 1
    guard valueElements <= MultiStatus.mostElementsInValues else {
      throw .malformedResponse(
        "more than \(MultiStatus.mostElementsInValues) elements inside the values read")
    }
    if draft != nil { try countInResponse() }
  }

  func closed(_ element: XMLName, kept: XMLNode?, depth: Int) throws(CalDAVError) {
    guard depth == 2 else {
      draft?.closed(element, kept: kept, depth: depth)
      return
    }
    if let kept { syncToken = kept.trimmedText }
    if element == .response, let done = draft {
      draft = nil
      each(try done.response())
    }
  }

  /// Counts one more element in the response being read.
  private func countInResponse() throws(CalDAVError) {
    draft?.elements += 1
    guard let elements = draft?.elements, elements > MultiStatus.mostElementsPerResponse else {
      return
    }
    throw .malformedResponse(
      "a response holds more than \(MultiStatus.mostElementsPerResponse) elements")
  }
}

/// What is kept of one `<response>` while it is read.
private struct ResponseDraft {
  /// The elements inside it so far.
  var elements = 0
  /// The text of its first `<href>`.
  var href: String?
  /// The text of its own first `<status>`.
  var status: String?
  /// The properties of its 2xx propstats so far, the first of each name.
  var properties: [XMLNode] = []
  /// The names in `properties`.
  var names: Set<XMLName> = []
  /// Whether a `<propstat>` is open.
  var inPropstat = false
  /// Whether the open propstat's first `<prop>` was opened.
  var sawProp = false
  /// Whether that `<prop>` is open.
  var inProp = false
  /// The text of the open propstat's first `<status>`.
  var propstatStatus: String?
  /// The properties of the open propstat, kept until its status is known.
  var pending: [XMLNode] = []
  /// The names in `pending`.
  var pendingNames: Set<XMLName> = []

  /// Whether to keep whole the element opening at `depth` inside the response.
  mutating func keeps(_ element: XMLName, depth: Int, wanted: Set<XMLName>?) -> Bool {
    switch depth {
    case 3:
      if element == .propstat {
        inPropstat = true
        return false
      }
      return element == .href && href == nil || element == .status && status == nil
    case 4 where inPropstat:
      if element == .prop, !sawProp {
        sawProp = true
        inProp = true
        return false
      }
      return element == .status && propstatStatus == nil
    case 5 where inProp:
      guard wanted?.contains(element) ?? true, !pendingNames.contains(element) else {
        return false
      }
      pendingNames.insert(element)
      return true
    default:
      return false
    }
  }

  /// Takes in the element closing at `depth` inside the response (`kept` when kept whole).
  mutating func closed(_ element: XMLName, kept: XMLNode?, depth: Int) {
    switch (depth, kept) {
    case (3, let kept?) where element == .href: href = kept.trimmedText
    case (3, let kept?): status = kept.trimmedText
    case (3, nil) where element == .propstat && inPropstat:
      if let code = propstatStatus.flatMap(MultiStatus.statusCode), (200..<300).contains(code) {
        for property in pending where names.insert(property.xmlName).inserted {
          properties.append(property)
        }
      }
      (inPropstat, sawProp, inProp, propstatStatus) = (false, false, false, nil)
      (pending, pendingNames) = ([], [])
    case (4, let kept?) where inPropstat: propstatStatus = kept.trimmedText
    case (4, nil) where element == .prop: inProp = false
    case (5, let kept?) where inProp: pending.append(kept)
    default: break
    }
  }

  /// The response read; throws when it has no href.
  func response() throws(CalDAVError) -> MultiStatus.Response {
    guard let href, !href.isEmpty else { throw .malformedResponse("a response without an href") }
    return MultiStatus.Response(
      href: href, status: status.flatMap(MultiStatus.statusCode), properties: properties)
  }
}

extension XMLName {
  /// `DAV:sync-token`.
  fileprivate static let syncToken = XMLName(XMLNamespace.dav, "sync-token")
}
