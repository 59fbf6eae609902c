import Testing

@testable import TodoCore

/// Outside text made inert for a terminal: what `todo-sync` prints of a server's words.
@Suite struct InertTextTests {
  @Test(arguments: [
    ("plain words", "plain words"), ("\u{1B}[31mred\u{1B}[0m", "\u{241B}[31mred\u{241B}[0m"),
    ("a\r\nb\tc\u{7F}", "a\u{240D}\u{240A}b\u{2409}c\u{2421}"),
    ("\u{9B}31m", "\u{FFFD}31m"), ("left\u{202E}right\u{2066}", "left\u{FFFD}right\u{FFFD}"),
    ("読書 🎉 e\u{301}", "読書 🎉 e\u{301}"),
  ])
  func controlCharactersShowAsSymbols(text: String, shown: String) {
    #expect(InertText.of(text) == shown)
  }
}
