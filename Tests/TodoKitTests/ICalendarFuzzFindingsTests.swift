import Foundation
import Testing

@testable import TodoCore

/// What the fuzz target `Fuzz/ical` found (docs/architecture.md, "Fuzzing"): each finding a test
/// named after what it broke, its input inline or under `Tests/Fixtures/fuzz/ical`.
@Suite struct ICalendarFuzzFindingsTests {
  /// ical (read, written and read again, it changed): a parameter value holding `,`, `:` or `;`
  /// followed by a joiner or a combining mark was written without its quotes, since the mark
  /// makes one character of the two and the writer looked for the comma among characters.
  /// Read again, the value split in two (or gave the property another value).
  @Test(arguments: [",\u{200D}", "a:\u{301}b", ";\u{20E3}"])
  func aParameterValueKeepsItsQuotesWhateverFollowsTheMark(value: String) throws {
    let line = ContentLine("X-P", parameters: [.init("P", [value])], value: "v")
    #expect(try ContentLine(parsing: line.text, lineNumber: 1) == line)
  }

  /// The same, as the fuzzer found it (minimized): a component read, written and read again.
  @Test func theFoundComponentReadsBackTheSame() throws {
    let found = "BEGIN:V\nB;I=\",\u{200D}\":\nEND:V"
    let read = try #require(try CalendarComponent.parse(found).first)
    #expect(try CalendarComponent.parse(read.text).first?.contentLines == read.contentLines)
  }

  /// ical (what was written is not read again): a line that starts with a space and then a
  /// joiner or a combining mark is a continuation too, though the space and the mark make one
  /// character: unfolding looked at the first character, so it read the line as a new content
  /// line with no name. `todo` folded so before a lone joiner (after U+2029), and other
  /// programs fold on octets, before any accent of decomposed text.
  @Test func aFoldBeforeACombiningMarkIsAFold() throws {
    let unfolded = LineFolding.unfold("SUMMARY:Cafe\r\n \u{301} au lait\r\n")
    #expect(unfolded.map(\.text) == ["SUMMARY:Cafe\u{301} au lait"])
    let found = try Self.fixture("fold-before-a-joiner.ics")
    let read = try #require(try CalendarComponent.parse(found).first)
    #expect(try CalendarComponent.parse(read.text).first?.contentLines == read.contentLines)
  }

  /// ical (its list read compared with a reading scalar by scalar): in a TEXT list
  /// (CATEGORIES), a comma followed by a combining mark or a joiner did not separate items,
  /// since the two make one character. Commas and backslashes are looked for among scalars
  /// (an escaped comma so followed stays one item).
  @Test func aCommaBeforeACombiningMarkSeparatesListItems() {
    #expect(TextValue.list("a,\u{301}b,\u{200D}c") == ["a", "\u{301}b", "\u{200D}c"])
    #expect(TextValue.list("a\\,\u{301}b") == ["a,\u{301}b"])
  }

  /// The text of `Tests/Fixtures/fuzz/ical/NAME`.
  static func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz/ical/\(name)")
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
