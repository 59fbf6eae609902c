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
    /// The properties found (inside a `<propstat>` whose status is 2xx).
    var properties: [XMLNode]

    /// The found property named `name` in `namespace`.
    func property(_ namespace: String, _ name: String) -> XMLNode? {
      properties.first { $0.namespace == namespace && $0.name == name }
    }
  }

  /// The responses in the order the server sent them.
  var responses: [Response]
  /// The `<sync-token>` of a `sync-collection` answer.
  var syncToken: String?

  /// Reads a multistatus body; throws `CalDAVError.malformedResponse` when it is not XML or
  /// not a `DAV:multistatus`, or a response has no href.
  init(parsing data: Data) throws(CalDAVError) {
    let root = try XMLTreeParser.parse(data)
    guard root.namespace == XMLNamespace.dav, root.name == "multistatus" else {
      throw .malformedResponse("expected a DAV multistatus, got <\(root.name)>")
    }
    var responses: [Response] = []
    for element in root.children(XMLNamespace.dav, "response") {
      guard let href = element.child(XMLNamespace.dav, "href")?.trimmedText, !href.isEmpty
      else {
        throw .malformedResponse("a response without an href")
      }
      var properties: [XMLNode] = []
      for propstat in element.children(XMLNamespace.dav, "propstat") {
        let status = propstat.child(XMLNamespace.dav, "status").flatMap {
          Self.statusCode($0.trimmedText)
        }
        guard let status, (200..<300).contains(status) else { continue }
        properties += propstat.child(XMLNamespace.dav, "prop")?.children ?? []
      }
      let status = element.child(XMLNamespace.dav, "status").flatMap {
        Self.statusCode($0.trimmedText)
      }
      responses.append(Response(href: href, status: status, properties: properties))
    }
    self.responses = responses
    syncToken = root.child(XMLNamespace.dav, "sync-token")?.trimmedText
  }

  /// The code of a status line such as `HTTP/1.1 404 Not Found`.
  static func statusCode(_ line: String) -> Int? {
    let parts = line.split(separator: " ")
    guard parts.count >= 2 else { return nil }
    return Int(parts[1])
  }
}
