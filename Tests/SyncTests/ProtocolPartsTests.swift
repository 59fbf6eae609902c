import Foundation
import Testing

@testable import TodoSync

/// The pure parts of the client, table-driven: one spelling per href, resource names from
/// UIDs, and reading multistatus answers (which addresses are this machine:
/// `ServerURLRuleTests`).
@Suite struct ProtocolPartsTests {
  @Test(arguments: [
    ("/a/ada@x.org.ics", "/a/ada%40x.org.ics"), ("/a/ada%40x.org.ics", "/a/ada%40x.org.ics"),
    ("/a/b%2Fc.ics", "/a/b%2Fc.ics"), ("/a/%7e~x.ics", "/a/~~x.ics"),
    ("/a/with space.ics", "/a/with%20space.ics"), ("/a/%C3%BC.ics", "/a/%C3%BC.ics"),
  ])
  func hrefsHaveOneSpelling(written: String, canonical: String) {
    #expect(HrefPath.canonical(written) == canonical)
  }

  /// Where a server's href points, seen from the task list
  /// `https://dav.example.org/alice/tasks/` (`HrefPlace`).
  @Test(arguments: [
    ("/alice/tasks/x.ics", HrefPlace.inside("/alice/tasks/x.ics")),
    ("x.ics", .inside("/alice/tasks/x.ics")),
    ("/alice/tasks/ada@x.org.ics", .inside("/alice/tasks/ada%40x.org.ics")),
    ("https://DAV.example.org/alice/tasks/x.ics", .inside("/alice/tasks/x.ics")),
    ("https://dav.example.org:443/alice/tasks/x.ics", .inside("/alice/tasks/x.ics")),
    ("/alice/tasks/", .collection), ("/alice/tasks", .collection),
    ("https://dav.example.org/alice/tasks/", .collection),
    ("//evil.example/alice/tasks/x.ics", .outside),
    ("//dav.example.org:8443/alice/tasks/x.ics", .outside),
    ("http://dav.example.org/alice/tasks/x.ics", .outside),
    ("https://evil.example/alice/tasks/x.ics", .outside),
    ("https://bob@dav.example.org/alice/tasks/x.ics", .outside),
    ("../../etc/y.ics", .outside), ("/alice/tasks/../bob/x.ics", .outside),
    ("/alice/tasks/%2E%2E/%2E%2E/etc/y.ics", .outside), ("/other/x.ics", .outside),
    ("/alice/tasks-2/x.ics", .outside), ("/alice/", .outside),
  ])
  func hrefsOutsideTheTaskListAreOutside(href: String, place: HrefPlace) throws {
    let collection = try #require(URL(string: "https://dav.example.org/alice/tasks/"))
    #expect(HrefPlace(href, in: collection) == place)
  }

  @Test func resourceNamesComeFromTheUIDAlone() {
    #expect(ResourceName.forUID("abc-123@example.org") == "abc-123@example.org.ics")
    #expect(ResourceName.forUID("a/b") == "uid-612f62.ics")
    #expect(ResourceName.forUID(".x") == "uid-2e78.ics")
    #expect(ResourceName.forUID("") == "uid-.ics")
    let long = String(repeating: "x/", count: 200)
    #expect(ResourceName.forUID(long) == ResourceName.forUID(long))
    #expect(ResourceName.forUID(long) != ResourceName.forUID(long + "y"))
    #expect(ResourceName.forUID(long).utf8.count < 100)
  }

  @Test func aMultistatusIsReadWhateverThePrefixes() throws {
    let body = """
      <?xml version="1.0"?>
      <x:multistatus xmlns:x="DAV:" xmlns:y="urn:ietf:params:xml:ns:caldav">
        <x:sync-token>tok-2</x:sync-token>
        <x:response>
          <x:href> /t/a.ics </x:href>
          <x:propstat><x:prop><x:getetag>"1"</x:getetag>
            <y:calendar-data><![CDATA[BEGIN:VCALENDAR]]>&#13;
      END:VCALENDAR</y:calendar-data></x:prop>
            <x:status>HTTP/1.1 200 OK</x:status></x:propstat>
          <x:propstat><x:prop><x:displayname/></x:prop>
            <x:status>HTTP/1.1 404 Not Found</x:status></x:propstat>
        </x:response>
        <response xmlns="DAV:"><href>/t/b.ics</href><status>HTTP/1.1 404 Not Found</status></response>
      </x:multistatus>
      """
    let status = try MultiStatus(parsing: Data(body.utf8))
    #expect(status.syncToken == "tok-2")
    #expect(status.responses.map(\.href) == ["/t/a.ics", "/t/b.ics"])
    #expect(status.responses.map(\.status) == [nil, 404])
    let first = try #require(status.responses.first)
    #expect(first.property(XMLNamespace.dav, "getetag")?.trimmedText == "\"1\"")
    #expect(first.property(XMLNamespace.dav, "displayname") == nil)
    #expect(
      first.property(XMLNamespace.caldav, "calendar-data")?.text
        == "BEGIN:VCALENDAR\r\nEND:VCALENDAR")
  }

  @Test(arguments: [
    "", "<a>", "<multistatus/>", "<d:error xmlns:d=\"DAV:\"/>",
    // Cut off: its responses were read, but the answer is not whole.
    "<d:multistatus xmlns:d=\"DAV:\"><d:response><d:href>/t/a.ics</d:href></d:response>",
    // An external entity is never loaded: the href stays empty instead of holding the file.
    """
    <!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
    <d:multistatus xmlns:d="DAV:"><d:response><d:href>&e;</d:href></d:response></d:multistatus>
    """,
  ])
  func whatIsNotAMultistatusIsMalformed(body: String) {
    #expect {
      _ = try MultiStatus(parsing: Data(body.utf8))
    } throws: { error in
      guard case .malformedResponse = error as? CalDAVError else { return false }
      return true
    }
  }

  @Test func anAnswerNestedSixtyThousandDeepIsRefusedWithoutCrashing() {
    let depth = 60_000
    let body =
      "<d:multistatus xmlns:d=\"DAV:\">" + String(repeating: "<d:x>", count: depth)
      + String(repeating: "</d:x>", count: depth) + "</d:multistatus>"
    #expect(throws: CalDAVError.malformedResponse("nested deeper than 64 elements")) {
      _ = try MultiStatus(parsing: Data(body.utf8))
    }
  }

  /// One answer keeps at most `MultiStatus.mostElementsInValues` elements
  /// inside the values it reads, however they are spread over its responses (each under
  /// `mostElementsPerResponse`): a long answer of stuffed responses is never kept at many times
  /// its size.
  @Test func elementsInsideTheValuesReadAreBoundedPerAnswer() {
    let stuffed =
      "<d:response><d:href>/t/x.ics</d:href><d:propstat><d:prop><d:getetag>"
      + String(repeating: "<d:x/>", count: 900)
      + "</d:getetag></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
    let body =
      "<d:multistatus xmlns:d=\"DAV:\">" + String(repeating: stuffed, count: 12)
      + "</d:multistatus>"
    #expect(
      throws: CalDAVError.malformedResponse("more than 10000 elements inside the values read")
    ) {
      _ = try MultiStatus(parsing: Data(body.utf8))
    }
  }

  @Test func requestBodiesEscapeWhatTheyCarry() {
    #expect(DAVRequestBody.escaped("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&apos;")
    #expect(DAVRequestBody.multiget(["/t/a&b.ics"]).contains("<d:href>/t/a&amp;b.ics</d:href>"))
  }
}
