import Foundation
import Testing

@testable import TodoCore

/// The RFC 5545 codec: content lines, folding, escaping and components, table by table.
@Suite struct ICalendarCodecTests {
  @Test(
    "content lines read name, parameters (quoted too) and value",
    arguments: [
      ("SUMMARY:Buy milk", ContentLine("SUMMARY", value: "Buy milk")),
      ("summary:a:b;c", ContentLine("summary", value: "a:b;c")),
      (
        "DUE;TZID=Europe/Paris:20261201T170000",
        ContentLine("DUE", parameters: [.init("TZID", ["Europe/Paris"])], value: "20261201T170000")
      ),
      (
        #"ATTENDEE;CN="Doe, John";ROLE=REQ-PARTICIPANT:mailto:j@x.org"#,
        ContentLine(
          "ATTENDEE",
          parameters: [.init("CN", ["Doe, John"]), .init("ROLE", ["REQ-PARTICIPANT"])],
          value: "mailto:j@x.org")
      ),
      (
        #"X-A;MEMBER="mailto:a@x",b:"#,
        ContentLine("X-A", parameters: [.init("MEMBER", ["mailto:a@x", "b"])], value: "")
      ),
      ("X-EMOJI:😀 読書", ContentLine("X-EMOJI", value: "😀 読書")),
    ])
  func contentLine(text: String, line: ContentLine) throws {
    #expect(try ContentLine(parsing: text, lineNumber: 1) == line)
  }

  @Test(
    "a line written reads back as itself",
    arguments: [
      #"ATTENDEE;CN="Doe, John";ROLE=REQ-PARTICIPANT:mailto:j@x.org"#,
      "DUE;VALUE=DATE:20261201", "X-A;P=\"a:b\":x",
    ])
  func lineRoundTrip(text: String) throws {
    #expect(try ContentLine(parsing: text, lineNumber: 1).text == text)
  }

  @Test(
    "bad lines name their line and what is wrong",
    arguments: [
      ("no colon here", "line 4: expected : before the value of no"),
      (":value", "line 4: expected a property name, found \":\""),
      ("X;P:v", "line 4: expected = after the parameter name P"),
      (#"X;P="open:v"#, "line 4: a quoted parameter value is not closed"),
      ("X;=a:v", "line 4: expected a parameter name, found \"=\""),
      ("X:a\u{1}b", "line 4: a control character (U+1) in the value of X"),
    ])
  func badLine(text: String, message: String) {
    #expect(throws: ICalendarError.self) { try ContentLine(parsing: text, lineNumber: 4) }
    do {
      _ = try ContentLine(parsing: text, lineNumber: 4)
    } catch {
      #expect("\(error)" == message)
    }
  }

  @Test func componentsNestedTooDeepAreRefusedNamingTheLine() {
    let depth = 100_000
    let text =
      "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\n" + String(repeating: "BEGIN:VALARM\r\n", count: depth)
      + String(repeating: "END:VALARM\r\n", count: depth) + "END:VTODO\r\nEND:VCALENDAR\r\n"
    #expect(
      throws: ICalendarError(line: 33, reason: "BEGIN:VALARM nested deeper than 32 components")
    ) {
      _ = try CalendarComponent.parse(text)
    }
  }

  @Test func foldingCutsAt75OctetsNeverInsideACharacter() {
    for text in [
      String(repeating: "a", count: 200), String(repeating: "読", count: 60),
      String(repeating: "😀", count: 50), "X:" + String(repeating: "é", count: 80),
      String(repeating: "👍🏽", count: 30), "SUMMARY:" + String(repeating: "a", count: 67),
    ] {
      let folded = LineFolding.fold(text)
      #expect(folded.hasSuffix("\r\n"))
      let lines = folded.dropLast(2).components(separatedBy: "\r\n")
      for (index, line) in lines.enumerated() {
        #expect(line.utf8.count <= 75, "\(line.utf8.count) octets")
        if index > 0 { #expect(line.hasPrefix(" ")) }
      }
      #expect(LineFolding.unfold(folded).map(\.text) == [text])
    }
  }

  @Test func exactly75OctetsIsOneLineAnd76AreTwo() {
    let seventyFive = "SUMMARY:" + String(repeating: "a", count: 67)
    #expect(LineFolding.fold(seventyFive) == seventyFive + "\r\n")
    // 72 ASCII octets and a 3-octet character make 75; one more octet folds it.
    let withCJK = String(repeating: "a", count: 72) + "読"
    #expect(LineFolding.fold(withCJK) == withCJK + "\r\n")
    #expect(
      LineFolding.fold("b" + withCJK) == "b" + String(repeating: "a", count: 72) + "\r\n 読\r\n")
    // A 4-octet emoji that does not fit whole moves to the next line.
    let emoji = String(repeating: "a", count: 73) + "😀"
    #expect(LineFolding.fold(emoji) == String(repeating: "a", count: 73) + "\r\n 😀\r\n")
  }

  @Test(
    "unfolding takes CRLF, bare LF, space and tab continuations, and counts physical lines",
    arguments: [
      ("A:1\r\nB:2\r\n", [(1, "A:1"), (2, "B:2")]),
      ("A:1\nB:2", [(1, "A:1"), (2, "B:2")]),
      ("A:a\r\n b\r\n\tc\r\nB:2\r\n", [(1, "A:abc"), (4, "B:2")]),
      ("A:1\r\n\r\nB:2\n", [(1, "A:1"), (3, "B:2")]),
    ])
  func unfold(text: String, lines: [(Int, String)]) {
    let unfolded = LineFolding.unfold(text)
    #expect(unfolded.map(\.lineNumber) == lines.map(\.0))
    #expect(unfolded.map(\.text) == lines.map(\.1))
  }

  @Test(
    "TEXT escapes and unescapes backslash, semicolon, comma and line breaks",
    arguments: [
      ("a\\b;c,d\ne", #"a\\b\;c\,d\ne"#),
      ("tab\tkept", "tab\tkept"),
      ("crlf\r\nline", #"crlf\nline"#),
      ("読書 😀", "読書 😀"),
    ])
  func escape(text: String, escaped: String) throws {
    #expect(try TextValue.escape(text) == escaped)
    #expect(TextValue.unescape(escaped[...]) == text.replacingOccurrences(of: "\r\n", with: "\n"))
  }

  @Test func capitalNIsALineBreakAndCategoriesSplitAtUnescapedCommas() throws {
    #expect(TextValue.unescape(#"a\Nb"#) == "a\nb")
    #expect(TextValue.list(#"home,a\,b,work"#) == ["home", "a,b", "work"])
    #expect(throws: TextValue.UnwritableCharacter("\u{1}")) { try TextValue.escape("a\u{1}") }
  }

  @Test func componentsNestAndWriteBack() throws {
    let text = """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      BEGIN:VTODO\r
      SUMMARY:x\r
      BEGIN:VALARM\r
      ACTION:DISPLAY\r
      END:VALARM\r
      END:VTODO\r
      END:VCALENDAR\r

      """
    let calendars = try CalendarComponent.parse(text)
    #expect(calendars.count == 1)
    let todo = try #require(calendars.first?.components.first)
    #expect(todo.name == "VTODO")
    #expect(todo.lineNumber == 3)
    #expect(todo.components.map(\.name) == ["VALARM"])
    #expect(calendars[0].text == text)
  }

  @Test(
    "bad nesting names the line",
    arguments: [
      (
        "BEGIN:VCALENDAR\nBEGIN:VTODO\nEND:VCALENDAR\n",
        "line 3: END:VCALENDAR closes BEGIN:VTODO of line 2"
      ),
      ("BEGIN:VCALENDAR\nBEGIN:VTODO\n", "line 2: BEGIN:VTODO is never closed by END"),
      ("SUMMARY:x\n", "line 1: SUMMARY outside any BEGIN:VCALENDAR"),
      ("END:VTODO\n", "line 1: END:VTODO without a BEGIN before it"),
      ("BEGIN:\n", "line 1: BEGIN needs a component name"),
    ])
  func badNesting(text: String, message: String) {
    do {
      _ = try CalendarComponent.parse(text)
      Issue.record("no error for \(text.debugDescription)")
    } catch {
      #expect("\(error)" == message)
    }
  }
}
