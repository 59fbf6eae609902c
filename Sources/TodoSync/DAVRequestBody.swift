/// The XML bodies of the requests the client sends (RFC 4918, 4791, 6578), written out as
/// text: they are fixed shapes with only hrefs and tokens filled in, escaped.
enum DAVRequestBody {
  /// PROPFIND Depth 0 on a collection: what it is, whether it holds tasks, its sync token.
  static let discovery = propfind(collectionProperties)

  /// PROPFIND Depth 0 on an account's address: what `discovery` asks, for an address naming one
  /// task list, and the account's principal (RFC 5397), for one naming the server.
  static let accountAddress = propfind(
    collectionProperties + "\n    <d:current-user-principal/>")

  /// PROPFIND Depth 0 on `/.well-known/caldav` (or where it leads): the account's principal.
  static let principal = propfind("<d:current-user-principal/>")

  /// PROPFIND Depth 0 on a principal: its calendar homes (RFC 4791 §6.2.1).
  static let calendarHomes = propfind("<c:calendar-home-set/>")

  /// PROPFIND Depth 1 on a calendar home: what `discovery` asks, of each collection in it.
  static let homeListing = discovery

  /// The properties `discovery` asks of a collection (`CollectionProperties`).
  private static let collectionProperties = [
    "<d:resourcetype/>", "<d:displayname/>", "<c:supported-calendar-component-set/>",
    "<i:calendar-color/>", "<d:sync-token/>", "<d:supported-report-set/>",
  ].joined(separator: "\n    ")

  /// A PROPFIND asking for `properties` (elements of the `d`, `c` and `i` prefixes).
  private static func propfind(_ properties: String) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" \
    xmlns:i="http://apple.com/ns/ical/">
      <d:prop>
        \(properties)
      </d:prop>
    </d:propfind>
    """
  }

  /// calendar-query REPORT Depth 1: the href and ETag of every VTODO in the collection.
  static let todoETags = """
    <?xml version="1.0" encoding="utf-8"?>
    <c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
      <d:prop><d:getetag/></d:prop>
      <c:filter>
        <c:comp-filter name="VCALENDAR"><c:comp-filter name="VTODO"/></c:comp-filter>
      </c:filter>
    </c:calendar-query>
    """

  /// sync-collection REPORT (RFC 6578): what changed since `token` (all when nil).
  static func syncCollection(since token: String?) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:sync-collection xmlns:d="DAV:">
      <d:sync-token>\(escaped(token ?? ""))</d:sync-token>
      <d:sync-level>1</d:sync-level>
      <d:prop><d:getetag/></d:prop>
    </d:sync-collection>
    """
  }

  /// calendar-multiget REPORT: the ETags and bodies of `hrefs`.
  static func multiget(_ hrefs: [String]) -> String {
    let list = hrefs.map { "  <d:href>\(escaped($0))</d:href>" }.joined(separator: "\n")
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">
        <d:prop><d:getetag/><c:calendar-data/></d:prop>
      \(list)
      </c:calendar-multiget>
      """
  }

  /// MKCALENDAR (RFC 4791 §5.3.1): a task list named `displayName`, for VTODOs only, coloured
  /// `color` when given.
  static func makeTaskList(displayName: String, color: String? = nil) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" \
    xmlns:i="http://apple.com/ns/ical/">
      <d:set><d:prop>
        <d:displayname>\(escaped(displayName))</d:displayname>
        <c:supported-calendar-component-set><c:comp name="VTODO"/></c:supported-calendar-component-set>\(colorProperty(color))
      </d:prop></d:set>
    </c:mkcalendar>
    """
  }

  /// PROPPATCH (RFC 4918 §9.2): a task list's new `displayName`, and its `color` when given.
  static func renameTaskList(displayName: String, color: String?) -> String {
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propertyupdate xmlns:d="DAV:" xmlns:i="http://apple.com/ns/ical/">
      <d:set><d:prop>
        <d:displayname>\(escaped(displayName))</d:displayname>\(colorProperty(color))
      </d:prop></d:set>
    </d:propertyupdate>
    """
  }

  /// Apple's `calendar-color` element holding `color` on a line of its own; empty for nil.
  private static func colorProperty(_ color: String?) -> String {
    color.map { "\n    <i:calendar-color>\(escaped($0))</i:calendar-color>" } ?? ""
  }

  /// `text` with the five XML special characters escaped.
  static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }
}
