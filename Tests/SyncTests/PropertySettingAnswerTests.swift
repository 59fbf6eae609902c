import Foundation
import Testing

@testable import TodoSync

/// Reading the answer to a PROPPATCH or a failed MKCALENDAR (`PropertySettingAnswer`): which of
/// the properties sent the answer does not confirm for the list asked, whatever order or
/// shape the server writes it in.
@Suite struct PropertySettingAnswerTests {
  /// The list every answer is for.
  static let asked = URL(string: "http://127.0.0.1:5232/alice/calendars/new/")
  /// What a rename with a colour sends.
  static let sent = [
    XMLName(XMLNamespace.dav, "displayname"), XMLName(XMLNamespace.appleICal, "calendar-color"),
  ]

  /// An answer, what it should read as refused (by local name), and the status said.
  struct Case: Sendable, CustomTestStringConvertible {
    var what: String
    var body: String
    var refused: [String]
    var status: Int?
    var testDescription: String { what }
  }

  /// A multistatus of `inside`, with the `D`, `C` and `I` prefixes declared.
  static func multistatus(_ inside: String) -> String {
    "<D:multistatus xmlns:D=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\""
      + " xmlns:I=\"http://apple.com/ns/ical/\">\(inside)</D:multistatus>"
  }

  /// A propstat of `properties` with status `status`.
  static func propstat(_ properties: String, _ status: String) -> String {
    "<D:propstat><D:prop>\(properties)</D:prop><D:status>\(status)</D:status></D:propstat>"
  }

  static let ok = "HTTP/1.1 200 OK"
  static let both = "<D:displayname/><I:calendar-color/>"

  static let cases: [Case] = [
    Case(
      what: "both set",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/new/</D:href>\(propstat(both, ok))</D:response>"),
      refused: [], status: nil),
    Case(
      what: "the href after the propstats, absolute, without its slash",
      body: multistatus(
        "<D:response>\(propstat(both, ok))"
          + "<D:href>http://127.0.0.1:5232/alice/calendars/new</D:href></D:response>"),
      refused: [], status: nil),
    Case(
      what: "the colour failed, the name failed only with it",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/new/</D:href>"
          + propstat("<D:displayname/>", "HTTP/1.1 424 Failed Dependency")
          + propstat("<I:calendar-color/>", "HTTP/1.1 403 Forbidden") + "</D:response>"),
      refused: ["displayname", "calendar-color"], status: 403),
    Case(
      what: "set for another list only",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/other/</D:href>\(propstat(both, ok))</D:response>"),
      refused: ["displayname", "calendar-color"], status: nil),
    Case(
      what: "set on another server only",
      body: multistatus(
        "<D:response><D:href>//127.0.0.2/alice/calendars/new/</D:href>"
          + "\(propstat(both, ok))</D:response>"),
      refused: ["displayname", "calendar-color"], status: nil),
    Case(
      what: "a status line that is no status",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/new/</D:href>"
          + "\(propstat(both, "HTTP/1.1 OK"))</D:response>"),
      refused: ["displayname", "calendar-color"], status: nil),
    Case(
      what: "set and failed at once",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/new/</D:href>\(propstat(both, ok))"
          + propstat("<D:displayname/>", "HTTP/1.1 409 Conflict") + "</D:response>"),
      refused: ["displayname"], status: 409),
    Case(
      what: "a response of 404",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/new/</D:href>"
          + "<D:status>HTTP/1.1 404 Not Found</D:status></D:response>"),
      refused: ["displayname", "calendar-color"], status: 404),
    Case(
      what: "a property outside the first prop",
      body: multistatus(
        "<D:response><D:href>/alice/calendars/new/</D:href><D:propstat><D:prop/>"
          + "<D:prop>\(both)</D:prop><D:status>\(ok)</D:status></D:propstat></D:response>"),
      refused: ["displayname", "calendar-color"], status: nil),
    Case(
      what: "a mkcalendar-response",
      body: "<C:mkcalendar-response xmlns:D=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:caldav\""
        + " xmlns:I=\"http://apple.com/ns/ical/\">"
        + propstat("<D:displayname/>", ok) + propstat("<I:calendar-color/>", "HTTP/1.1 403 No")
        + "</C:mkcalendar-response>",
      refused: ["calendar-color"], status: 403),
  ]

  @Test(arguments: cases)
  func whatIsRefused(_ answer: Case) throws {
    let refused = try PropertySettingAnswer.refused(
      Self.sent, in: Data(answer.body.utf8), asked: try #require(Self.asked))
    #expect(refused.properties.map(\.name) == answer.refused)
    #expect(refused.status == answer.status)
  }

  @Test(arguments: [
    ("<html>no</html>", "expected a DAV multistatus, got <html>"),
    (
      multistatus("<D:response>\(propstat(both, ok))</D:response>"),
      "a response without an href"
    ),
    ("<D:multistatus xmlns:D=\"DAV:\">", "not well-formed XML"),
  ])
  func aBrokenAnswerIsMalformed(body: String, why: String) {
    let error = #expect(throws: CalDAVError.self) {
      _ = try PropertySettingAnswer.outcomes(Data(body.utf8))
    }
    guard case .malformedResponse(let said) = error else {
      Issue.record("expected a malformed answer, got \(String(describing: error))")
      return
    }
    #expect(said.hasPrefix(why))
  }
}
