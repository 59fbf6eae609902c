import Foundation
import Testing

@testable import TodoCore

/// What the fuzz target `Fuzz/ical` found (README, "Fuzzing"): each finding a test named after
/// what it broke, its input inline.
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
}
