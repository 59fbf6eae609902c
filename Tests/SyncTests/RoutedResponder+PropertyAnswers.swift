import Foundation

/// The answers a server gives to a request setting properties, for the canned responder.
extension RoutedResponder {
  /// A `mkcalendar-response` (RFC 4791 §5.3.1) giving each property its status.
  static func mkcalendarResponse(_ statuses: [(String, Int)]) -> String {
    let propstats = statuses.map { property, status in
      "<D:propstat><D:prop><\(property)/></D:prop>"
        + "<D:status>HTTP/1.1 \(status) Whatever</D:status></D:propstat>"
    }
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <C:mkcalendar-response xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" \
      xmlns:I="http://apple.com/ns/ical/">\(propstats.joined())</C:mkcalendar-response>
      """
  }

  /// A PROPPATCH's 207 for `href`, giving each property its status.
  static func propertyUpdate(_ href: String, _ statuses: [(String, Int)]) -> RoutedResponder.Answer
  {
    let propstats = statuses.map { property, status in
      "<propstat><prop><\(property)/></prop><status>HTTP/1.1 \(status) X</status></propstat>"
    }
    return RoutedResponder.multistatus([
      "<response><href>\(href)</href>\(propstats.joined())</response>"
    ])
  }
}
