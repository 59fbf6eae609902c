import Foundation
import Testing

@testable import TodoSync

/// What an answer must be before FoundationXML reads it (`XMLPrecheck`): refused for what
/// crashed it or no CalDAV answer holds, read when the same bytes are only text.
@Suite struct XMLPrecheckTests {
  /// A multistatus of one todo whose calendar data is `data` as written (escaped or CDATA).
  static func answer(prefix: String = "", calendarData data: String) -> Data {
    Data(
      (prefix
        + "<d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\">"
        + "<d:response><d:href>/t/a.ics</d:href><d:propstat><d:prop>"
        + "<c:calendar-data>\(data)</c:calendar-data></d:prop>"
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>")
        .utf8)
  }

  @Test(arguments: [
    ("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n", "<![CDATA[SUMMARY:<?x?> <!DOCTYPE]]>"),
    ("\u{FEFF}<?xml\tversion=\"1.0\"?>", "SUMMARY:&lt;?php echo 1; ?&gt;"),
    ("<!-- <?x?> <!DOCTYPE y> -->", "SUMMARY:caf\u{E9} \u{1F600}"),
  ])
  func theSameBytesAsTextAreRead(prefix: String, data: String) throws {
    let status = try MultiStatus(parsing: Self.answer(prefix: prefix, calendarData: data))
    let text = try #require(status.responses.first?.property(XMLNamespace.caldav, "calendar-data"))
    #expect(text.text.hasPrefix("SUMMARY:"))
  }

  @Test(arguments: [
    ("<?x?>", "a processing instruction"),
    (" <?xml version=\"1.0\"?>", "a processing instruction"),
    ("<?xml-stylesheet href=\"a\"?>", "a processing instruction"),
    ("<!DOCTYPE d:multistatus>", "a document type declaration"),
  ])
  func markupNoAnswerHoldsIsRefused(prefix: String, why: String) {
    #expect(throws: CalDAVError.malformedResponse(why)) {
      try MultiStatus(parsing: Self.answer(prefix: prefix, calendarData: "SUMMARY:x"))
    }
  }

  @Test(arguments: [[0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF]])
  func bytesThatAreNotUTF8AreRefusedWhereverTheyAre(bytes: [UInt8]) {
    var data = Self.answer(calendarData: "SUMMARY:x")
    data.insert(contentsOf: bytes, at: data.count - 40)
    #expect(throws: CalDAVError.malformedResponse("not UTF-8")) {
      try MultiStatus(parsing: data)
    }
  }
}
