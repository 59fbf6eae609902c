import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The `.keys` parser of SPEC section 5.
@Suite struct KeyScriptTests {
  @Test(
    "every named key",
    arguments: [
      ("<Enter>", Key.enter), ("<Esc>", .escape), ("<Tab>", .tab), ("<S-Tab>", .backTab),
      ("<BS>", .backspace), ("<Del>", .delete), ("<Up>", .up), ("<Down>", .down),
      ("<Left>", .left), ("<Right>", .right), ("<Home>", .home), ("<End>", .end),
      ("<PgUp>", .pageUp), ("<PgDn>", .pageDown), ("<Space>", .character(" ")),
      ("<lt>", .character("<")), ("<F1>", .function(1)), ("<F5>", .function(5)),
      ("<F12>", .function(12)),
    ])
  func namedKey(script: String, key: Key) throws {
    #expect(try KeyScript.parse(script) == [.key(key)])
  }

  @Test(
    "a resize is an event of its own, not a key",
    arguments: [
      ("<Resize 40x12>", Size(columns: 40, rows: 12)),
      ("<Resize 200x60>", Size(columns: 200, rows: 60)),
    ])
  func resize(script: String, size: Size) throws {
    #expect(try KeyScript.parse(script) == [.resize(size)])
  }

  @Test("every function key", arguments: 1...12)
  func functionKey(number: Int) throws {
    #expect(try KeyScript.parse("<F\(number)>") == [.key(.function(number))])
  }

  @Test(
    "control letters",
    arguments: Array("abcdefgjklnopqrstuvwxyz"))
  func controlLetter(letter: Character) throws {
    #expect(try KeyScript.parse("<C-\(letter)>") == [.key(.control(letter))])
  }

  @Test(
    "control letters that are named keys come out as those keys",
    arguments: [("h", Key.backspace), ("i", .tab), ("m", .enter)])
  func controlAlias(letter: String, key: Key) throws {
    #expect(try KeyScript.parse("<C-\(letter)>") == [.key(key)])
  }

  /// The plain keys of `keys`.
  private static func typed(_ keys: [Key]) -> [InputEvent] {
    keys.map(InputEvent.key)
  }

  @Test func textIsTypedAsItIs() throws {
    #expect(
      try KeyScript.parse("ab c<lt>d>")
        == Self.typed([
          .character("a"), .character("b"), .character(" "), .character("c"), .character("<"),
          .character("d"), .character(">"),
        ]))
  }

  @Test func mixesTextAndKeys() throws {
    #expect(
      try KeyScript.parse("a<Tab>b<Enter>")
        == Self.typed([.character("a"), .tab, .character("b"), .enter]))
  }

  @Test(
    "non-ASCII text is typed one grapheme per key",
    arguments: [
      ("日本", ["日", "本"]),
      ("😀👍🏽", ["😀", "👍🏽"]),
      ("👨‍👩‍👧", ["👨‍👩‍👧"]),
      ("e\u{301}x", ["e\u{301}", "x"]),
      ("한국어", ["한", "국", "어"]),
      ("🇫🇷", ["🇫🇷"]),
    ] as [(String, [Character])])
  func nonASCIIText(script: String, characters: [Character]) throws {
    #expect(try KeyScript.parse(script) == Self.typed(characters.map(Key.character)))
  }

  @Test func lineBreaksAreNotKeys() throws {
    #expect(
      try KeyScript.parse("a\nb\r\nc\n\n<Enter>\n")
        == Self.typed([.character("a"), .character("b"), .character("c"), .enter]))
  }

  @Test func commentLinesAreSkipped() throws {
    let script = "# size: 40x12\na\n#<Nonsense> and <\n  # not a comment"
    #expect(
      try KeyScript.parse(script)
        == Self.typed(
          [.character("a"), .character(" "), .character(" "), .character("#")]
            + " not a comment".map(Key.character)))
  }

  @Test func emptyScriptHasNoKeys() throws {
    #expect(try KeyScript.parse("").isEmpty)
    #expect(try KeyScript.parse("\n# only a comment\n").isEmpty)
  }

  @Test(
    "an unknown name is an error at its line and column",
    arguments: [
      ("<Bogus>", 1, 1, "Bogus"),
      ("ab\nxy<Nope>z", 2, 3, "Nope"),
      ("# comment\n<Enter>\n日本<Zz>", 3, 3, "Zz"),
      ("<enter>", 1, 1, "enter"),
      ("<C-1>", 1, 1, "C-1"),
      ("<F13>", 1, 1, "F13"),
      ("<Resize 0x5>", 1, 1, "Resize 0x5"),
      ("<Resize 40x>", 1, 1, "Resize 40x"),
      ("a <b> c", 1, 3, "b"),
      ("<>", 1, 1, ""),
    ])
  func unknownName(script: String, line: Int, column: Int, name: String) {
    #expect(
      throws: KeyScriptError(line: line, column: column, message: "unknown key <\(name)>")
    ) {
      try KeyScript.parse(script)
    }
  }

  @Test func unclosedAngleBracketIsAnError() throws {
    let error = #expect(throws: KeyScriptError.self) {
      try KeyScript.parse("ab\n  <Enter")
    }
    #expect(error?.line == 2)
    #expect(error?.column == 3)
    #expect(error?.message.contains("<lt>") == true)
  }

  @Test func closingBracketOnNextLineDoesNotCount() {
    #expect(throws: KeyScriptError.self) {
      try KeyScript.parse("a<Enter\n>")
    }
  }

  // MARK: Alt keys and pastes

  @Test(
    "<M-x> is the Alt key, never the plain one",
    arguments: [
      ("<M-b>", Key.character("b")), ("<M-x>", .character("x")), ("<M-B>", .character("B")),
      ("<M-BS>", .backspace), ("<M-Left>", .left), ("<M-Enter>", .enter), ("<M-Esc>", .escape),
      ("<M-lt>", .character("<")), ("<M-é>", .character("é")), ("<M-C-a>", .control("a")),
      ("<M-Space>", .character(" ")), ("<M-F3>", .function(3)),
    ])
  func altKey(script: String, key: Key) throws {
    #expect(try KeyScript.parse(script) == [.alt(key)])
  }

  @Test func pasteIsOneEventHoldingItsText() throws {
    #expect(
      try KeyScript.parse("a<Paste>call bob<Enter>gdy<Tab>x <lt>y><Space></Paste>b")
        == [.key(.character("a")), .paste("call bob\ngdy\tx <y> "), .key(.character("b"))])
  }

  @Test func pasteMaySpanLinesWhoseBreaksAreNotText() throws {
    #expect(
      try KeyScript.parse("<Paste>milk<Enter>\neggs\n# a comment\n</Paste><Enter>")
        == [.paste("milk\neggs"), .key(.enter)])
  }

  @Test func emptyPasteIsAnEmptyPaste() throws {
    #expect(try KeyScript.parse("<Paste></Paste>") == [.paste("")])
  }

  @Test(
    "paste markers used wrongly are errors at their place",
    arguments: [
      ("ab\n <Paste>x", 2, 2, "<Paste> is not closed by </Paste>"),
      ("x</Paste>", 1, 2, "</Paste> without <Paste>"),
      (
        "<Paste>a<Esc></Paste>", 1, 9,
        "<Esc> inside <Paste>: only <Enter>, <Tab>, <Space>, <lt> and </Paste> are allowed there"
      ),
      (
        "<Paste><Paste></Paste>", 1, 8,
        "<Paste> inside <Paste>: only <Enter>, <Tab>, <Space>, <lt> and </Paste> are allowed "
          + "there"
      ),
    ])
  func pasteErrors(script: String, line: Int, column: Int, message: String) {
    #expect(throws: KeyScriptError(line: line, column: column, message: message)) {
      try KeyScript.parse(script)
    }
  }

  @Test(
    "unknown Alt names are errors",
    arguments: ["<M-Nope>", "<M-ab>", "<M->", "<M-Resize 40x12>"])
  func unknownAltName(script: String) {
    #expect(throws: KeyScriptError.self) {
      try KeyScript.parse(script)
    }
  }

  @Test func errorDescriptionNamesPlace() {
    let error = KeyScriptError(line: 4, column: 7, message: "unknown key <X>")
    #expect(error.description == "line 4, column 7: unknown key <X>")
  }
}
