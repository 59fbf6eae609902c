/// An element of a parsed XML document: its namespace and local name, its child elements and
/// the text directly inside it. Just enough of XML for WebDAV multistatus answers.
struct XMLNode: Sendable, Equatable {
  /// The namespace URI (`DAV:`, `urn:ietf:params:xml:ns:caldav`, …), empty when none.
  var namespace: String
  /// The local name, without prefix.
  var name: String
  /// The attributes, by qualified name as written.
  var attributes: [String: String] = [:]
  /// The child elements in document order.
  var children: [XMLNode] = []
  /// The character data directly inside this element (CDATA included).
  var text: String = ""

  /// The first child named `name` in `namespace`.
  func child(_ namespace: String, _ name: String) -> XMLNode? {
    children.first { $0.namespace == namespace && $0.name == name }
  }

  /// Every child named `name` in `namespace`.
  func children(_ namespace: String, _ name: String) -> [XMLNode] {
    children.filter { $0.namespace == namespace && $0.name == name }
  }

  /// Its namespace and name.
  var xmlName: XMLName { XMLName(namespace, name) }

  /// The text with surrounding white space removed.
  var trimmedText: String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

/// The name of an element: its namespace URI and local name.
struct XMLName: Hashable, Sendable {
  /// The namespace URI, empty when none.
  var namespace: String
  /// The local name, without prefix.
  var name: String

  /// The element `name` in `namespace`.
  init(_ namespace: String, _ name: String) {
    self.namespace = namespace
    self.name = name
  }
}

/// The XML namespaces CalDAV answers use.
enum XMLNamespace {
  /// WebDAV (RFC 4918) and sync (RFC 6578).
  static let dav = "DAV:"
  /// CalDAV (RFC 4791).
  static let caldav = "urn:ietf:params:xml:ns:caldav"
  /// Apple's iCal properties, which every CalDAV client and server uses for a calendar's
  /// colour (`calendar-color`).
  static let appleICal = "http://apple.com/ns/ical/"
}
