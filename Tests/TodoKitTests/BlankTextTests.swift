import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The one rule for blank text: white space and invisible characters show nothing.
@Suite struct BlankTextTests {
  @Test(
    "white space and invisible characters are blank",
    arguments: [
      "", " ", "\t\n\r\n", "\u{A0}\u{3000}\u{2028}", "\u{FEFF}", "\u{200B}", "\u{2060}",
      "\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}\u{61C}", "\u{AD}", "\u{3164}",
      "\u{FE0F}", " \u{200B} \u{FEFF} ",
    ])
  func blank(text: String) {
    #expect(BlankText.isBlank(text))
    #expect(BlankText.trimmed(text).isEmpty)
  }

  @Test(
    "text with anything visible is not blank",
    arguments: ["a", " a ", "\u{1}", "❤️", "\u{FEFF}.", "e\u{301}", "日本", "\u{2800}x"])
  func notBlank(text: String) {
    #expect(!BlankText.isBlank(text))
    #expect(!BlankText.trimmed(text).isEmpty)
  }

  @Test(
    "trimming takes blank characters off the ends only, and never a visible character's marks",
    arguments: [
      ("  milk  ", "milk"),
      ("\u{FEFF}milk\u{200B}", "milk"),
      ("\u{200E} buy\u{200B}milk \u{2060}", "buy\u{200B}milk"),
      ("❤️", "❤️"),
      ("\u{200B}👩‍👩‍👧\u{200B}", "👩‍👩‍👧"),
      ("a\u{200D}", "a\u{200D}"),
      ("two  words", "two  words"),
    ])
  func trimmed(text: String, expected: String) {
    #expect(BlankText.trimmed(text) == expected)
    #expect(BlankText.trimmed(text).unicodeScalars.elementsEqual(expected.unicodeScalars))
  }

  @Test("the dialogs' rule is the same: a blank title is refused, a title is trimmed")
  func validateUsesTheRule() throws {
    #expect(throws: FormRejection.emptyTitle) {
      try TodoForm(title: "\u{FEFF}").validated(dueDates: Fixture.dueDates)
    }
    #expect(
      try TodoForm(title: "\u{200B}call\u{FEFF}").validated(dueDates: Fixture.dueDates).title
        == "call")
  }
}
