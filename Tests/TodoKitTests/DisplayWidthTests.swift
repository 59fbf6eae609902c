import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The one width function, cutting with `…`, padding, word wrap and visible control characters.
@Suite struct DisplayWidthTests {
  static let samples = [
    "Buy milk", "日本語のテキスト", "😀 smile 😀", "e\u{301}e\u{301}e\u{301}e\u{301}", "a日b本c",
    "👨‍👩‍👧👨‍👩‍👧 family", "한국어 텍스트", "",
  ]

  // MARK: - Width

  @Test(
    "columns a string takes",
    arguments: [
      ("", 0), ("abc", 3), ("a b", 3), ("日本語", 6), ("😀", 2), ("😀x", 3), ("한국어", 6),
      ("Ａ", 2), ("ｶ", 1), ("e\u{301}", 1), ("a\u{301}\u{308}", 1), ("ñ", 1),
      // A ZWJ family is three 2-column faces on a terminal (ncurses puts one spacing
      // character per cell), a flag two 1-column letters.
      ("👨‍👩‍👧", 6), ("🇯🇵", 2), ("→…", 2),
    ])
  func stringWidth(text: String, columns: Int) {
    #expect(DisplayWidth.of(text) == columns)
  }

  @Test(
    "control characters take no column of their own",
    arguments: ["\u{1B}", "\u{07}", "\u{7F}", "\n", "\u{0}"] as [Character])
  func controlWidth(character: Character) {
    #expect(DisplayWidth.of(character) == 0)
  }

  @Test func combiningMarkAddsNothing() {
    #expect(DisplayWidth.of("cafe\u{301}") == DisplayWidth.of("cafe"))
    #expect(DisplayWidth.of("日\u{3099}") == 2)
  }

  // MARK: - Truncate

  @Test(
    "cutting to a width",
    arguments: [
      ("Buy milk", 8, "Buy milk"),
      ("Buy milk", 20, "Buy milk"),
      ("Buy milk", 7, "Buy mi…"),
      ("Buy milk", 1, "…"),
      ("Buy milk", 0, ""),
      ("日本語", 6, "日本語"),
      ("日本語", 5, "日本…"),
      ("日本語", 4, "日…"),
      ("日本語", 2, "…"),
      ("a日b", 3, "a…"),
      ("😀😀😀", 5, "😀😀…"),
      ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
      ("👨‍👩‍👧👨‍👩‍👧", 7, "👨‍👩‍👧…"), ("👨‍👩‍👧👨‍👩‍👧", 3, "…"),
    ])
  func truncate(text: String, width: Int, expected: String) {
    #expect(DisplayWidth.truncate(text, to: width) == expected)
  }

  @Test("a cut fits, ends in …, and never splits a grapheme", arguments: samples)
  func truncateInvariants(text: String) {
    for width in 0...(DisplayWidth.of(text) + 2) {
      let cut = DisplayWidth.truncate(text, to: width)
      #expect(DisplayWidth.of(cut) <= width, "width \(width): \(cut)")
      if DisplayWidth.of(text) <= width {
        #expect(cut == text)
      } else if width > 0 {
        #expect(cut.last == "…", "width \(width): \(cut)")
        let kept = Array(cut.dropLast())
        #expect(Array(text.prefix(kept.count)) == kept, "width \(width): \(cut)")
        // As much as fits: one more grapheme would not leave room for the `…`.
        let next = Array(text)[kept.count]
        #expect(DisplayWidth.of(String(kept)) + DisplayWidth.of(next) > width - 1)
      }
    }
  }

  @Test func cutWithControlCharactersFitsOnceShown() {
    // Control characters are drawn as one-column symbols (␛), so a cut has to count them.
    let title = "abc\u{1B}[1mdef"
    let shown = DisplayWidth.visible(DisplayWidth.truncate(title, to: 6))
    #expect(DisplayWidth.of(shown) <= 6)
    #expect(shown.last == "…")
  }

  // MARK: - Pad

  @Test(
    "padding to an exact width",
    arguments: [
      ("ab", 4, "ab  "), ("日本", 5, "日本 "), ("日本語", 5, "日本…"), ("abcdef", 4, "abc…"),
      ("", 2, "  "),
    ])
  func pad(text: String, width: Int, expected: String) {
    let padded = DisplayWidth.pad(text, to: width)
    #expect(padded == expected)
    #expect(DisplayWidth.of(padded) == width)
  }

  // MARK: - Wrap

  @Test(
    "word wrap",
    arguments: [
      ("The quick brown fox", 10, ["The quick", "brown fox"]),
      ("The quick brown fox", 19, ["The quick brown fox"]),
      ("one two", 3, ["one", "two"]),
      ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
      ("see abcdefghij", 4, ["see", "abcd", "efgh", "ij"]),
      ("first\n\nthird", 20, ["first", "", "third"]),
      ("", 10, [""]),
      ("日本語テキスト", 5, ["日本", "語テ", "キス", "ト"]),
      ("日本 語", 4, ["日本", "語"]),
      ("a\u{1B}[1mb", 10, ["a␛[1mb"]),
      ("tab\there", 20, ["tab␉here"]),
    ])
  func wrap(text: String, width: Int, lines: [String]) {
    #expect(DisplayWidth.wrap(text, to: width) == lines)
  }

  @Test("wrapped lines fit the width", arguments: samples)
  func wrapFits(text: String) {
    for width in 2...12 {
      let lines = DisplayWidth.wrap(text, to: width)
      #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "width \(width): \(lines)")
      let words = text.split(separator: " ").joined()
      #expect(lines.joined().replacingOccurrences(of: " ", with: "") == words)
    }
  }

  @Test func wrapToNoWidthIsEmpty() {
    #expect(DisplayWidth.wrap("text", to: 0).isEmpty)
  }

  @Test func windowsLineBreaksEndLines() {
    #expect(DisplayWidth.wrap("first\r\nsecond", to: 20) == ["first", "second"])
  }

  @Test func leadingIndentationIsKept() {
    #expect(
      DisplayWidth.wrap("list:\n  - nested\n    - deeper", to: 30)
        == ["list:", "  - nested", "    - deeper"])
  }

  // MARK: - Visible

  @Test(
    "control characters become visible symbols",
    arguments: [
      ("plain text", "plain text"),
      ("a\u{1B}[31mb", "a␛[31mb"),
      ("line\nnext", "line␊next"),
      ("tab\t", "tab␉"),
      ("bell\u{07}", "bell␇"),
      ("nul\u{0}", "nul␀"),
      ("del\u{7F}", "del␡"),
      ("c1\u{85}", "c1\u{FFFD}"),
      ("\u{202E}evil", "\u{FFFD}evil"),
      ("日本語 😀", "日本語 😀"),
      ("e\u{301}", "e\u{301}"),
    ])
  func visible(text: String, shown: String) {
    #expect(DisplayWidth.visible(text) == shown)
  }

  @Test func loneCombiningMarkGetsABase() {
    let shown = DisplayWidth.visible("\u{301}x")
    #expect(shown == "\u{25CC}\u{301}x")
    #expect(DisplayWidth.of(shown) == 2)
  }

  @Test func visibleHoldsNoControlCharacter() throws {
    for value in UInt32(0)...0x9F {
      let scalar = try #require(Unicode.Scalar(value))
      let shown = DisplayWidth.visible("a\(Character(scalar))b")
      #expect(
        !shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
        "U+\(String(value, radix: 16))")
    }
  }
}
