import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The pure decoder from the scalars a terminal sends to input events: single scalars,
/// escape sequences of both cursor modes, Alt keys, bracketed paste, sequences split across
/// reads, and what the escape window's timeout does.
@Suite struct KeyDecoderTests {
  // MARK: Single scalars

  @Test(
    "control codes",
    arguments: [
      (UInt32(0x0D), Key.enter), (0x0A, .control("j")), (0x09, .tab), (0x08, .backspace),
      (0x7F, .backspace), (0x1B, .escape), (0x01, .control("a")), (0x03, .control("c")),
      (0x17, .control("w")), (0x1A, .control("z")),
    ])
  func controlCode(value: UInt32, key: Key) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(KeyDecoder.key(for: scalar) == key)
  }

  @Test(
    "codes that are not keys",
    arguments: [UInt32(0x00), 0x1C, 0x1D, 0x1F, 0x80, 0x85, 0x9B, 0x9F])
  func notAKey(value: UInt32) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(KeyDecoder.key(for: scalar) == nil)
  }

  @Test(
    "printable scalars are characters",
    arguments: ["a", "Z", " ", "~", "é", "日", "😀", "\u{A0}", "€"] as [Unicode.Scalar])
  func printable(scalar: Unicode.Scalar) {
    #expect(KeyDecoder.key(for: scalar) == .character(Character(scalar)))
  }

  // MARK: Sequences

  /// Byte sequences (as scalars) and the events they are, each complete in itself.
  static let sequences: [(String, [InputEvent])] = [
    // Cursor keys in normal (CSI) and application (SS3) mode.
    ("\u{1B}[A", [.key(.up)]), ("\u{1B}[B", [.key(.down)]), ("\u{1B}[C", [.key(.right)]),
    ("\u{1B}[D", [.key(.left)]), ("\u{1B}OA", [.key(.up)]), ("\u{1B}OB", [.key(.down)]),
    ("\u{1B}OC", [.key(.right)]), ("\u{1B}OD", [.key(.left)]),
    // Home and End in their common forms.
    ("\u{1B}[H", [.key(.home)]), ("\u{1B}[F", [.key(.end)]), ("\u{1B}OH", [.key(.home)]),
    ("\u{1B}OF", [.key(.end)]), ("\u{1B}[1~", [.key(.home)]), ("\u{1B}[4~", [.key(.end)]),
    ("\u{1B}[7~", [.key(.home)]), ("\u{1B}[8~", [.key(.end)]),
    // Del, PgUp, PgDn, Shift-Tab.
    ("\u{1B}[3~", [.key(.delete)]), ("\u{1B}[5~", [.key(.pageUp)]),
    ("\u{1B}[6~", [.key(.pageDown)]), ("\u{1B}[Z", [.key(.backTab)]),
    // Function keys: SS3, CSI, VT220 and the Linux console.
    ("\u{1B}OP", [.key(.function(1))]), ("\u{1B}OQ", [.key(.function(2))]),
    ("\u{1B}OR", [.key(.function(3))]), ("\u{1B}OS", [.key(.function(4))]),
    ("\u{1B}[11~", [.key(.function(1))]), ("\u{1B}[15~", [.key(.function(5))]),
    ("\u{1B}[17~", [.key(.function(6))]), ("\u{1B}[21~", [.key(.function(10))]),
    ("\u{1B}[23~", [.key(.function(11))]), ("\u{1B}[24~", [.key(.function(12))]),
    ("\u{1B}[[A", [.key(.function(1))]), ("\u{1B}[[E", [.key(.function(5))]),
    ("\u{1B}OM", [.key(.enter)]),
    // Alt: ESC before a key, the modifier parameter (3 Alt, 9 Meta), or ESC before a sequence.
    ("\u{1B}b", [.alt(.character("b"))]), ("\u{1B}x", [.alt(.character("x"))]),
    ("\u{1B}\u{7F}", [.alt(.backspace)]), ("\u{1B}\u{08}", [.alt(.backspace)]),
    ("\u{1B}\r", [.alt(.enter)]), ("\u{1B}é", [.alt(.character("é"))]),
    ("\u{1B}\u{02}", [.alt(.control("b"))]), ("\u{1B}[1;3A", [.alt(.up)]),
    ("\u{1B}[1;3D", [.alt(.left)]), ("\u{1B}[3;3~", [.alt(.delete)]),
    ("\u{1B}[1;9C", [.alt(.right)]), ("\u{1B}\u{1B}[A", [.alt(.up)]),
    ("\u{1B}\u{1B}OD", [.alt(.left)]),
    // Bracketed paste: one event with the text as sent, line breaks, tabs and ESC included.
    ("\u{1B}[200~call bob\rgdy\u{1B}[201~", [.paste("call bob\rgdy")]),
    ("\u{1B}[200~a\tb\nc\u{1B}[201~", [.paste("a\tb\nc")]),
    ("\u{1B}[200~\u{1B}[B \u{1B}[20x\u{1B}\u{1B}[201~", [.paste("\u{1B}[B \u{1B}[20x\u{1B}")]),
    ("\u{1B}[200~日本😀\u{1B}[201~", [.paste("日本😀")]),
    ("\u{1B}[200~\u{1B}[201~", [.paste("")]),
    // Unknown sequences are swallowed whole.
    ("\u{1B}[1;5A", []), ("\u{1B}[1;2B", []), ("\u{1B}[2~", []), ("\u{1B}[99~", []),
    ("\u{1B}[<0;10;5M", []), ("\u{1B}[I", []), ("\u{1B}[O", []), ("\u{1B}[?1;2c", []),
    ("\u{1B}[201~", []), ("\u{1B}[E", []), ("\u{1B}Ou", [.key(.character("5"))]),
    ("\u{1B}O5P", []), ("\u{1B}[[Z", []),
    // Plain text around them.
    ("a\u{1B}[Bb", [.key(.character("a")), .key(.down), .key(.character("b"))]),
    ("\u{1B}[3~x", [.key(.delete), .key(.character("x"))]),
    ("\u{1B}[1;5Ax", [.key(.character("x"))]),
  ]

  /// Feeds `text` in the pieces given, without a timeout between them, then times out.
  private static func decode(_ pieces: [Substring]) -> [InputEvent] {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for piece in pieces {
      for scalar in piece.unicodeScalars { decoder.feed(scalar, into: &events) }
    }
    events += decoder.timeout()
    #expect(decoder.pending == .nothing)
    return events
  }

  @Test("a sequence in one read", arguments: sequences)
  func wholeSequence(text: String, events: [InputEvent]) {
    #expect(KeyDecoder.decode(text) == events, "\(text.debugDescription)")
  }

  @Test("a sequence split at every position, the rest within the window", arguments: sequences)
  func splitSequence(text: String, events: [InputEvent]) {
    let scalars = Array(text.unicodeScalars)
    for split in 1..<scalars.count {
      let first = String(String.UnicodeScalarView(scalars[..<split]))
      let rest = String(String.UnicodeScalarView(scalars[split...]))
      #expect(
        Self.decode([first[...], rest[...]]) == events,
        "split after \(split): \(first.debugDescription) + \(rest.debugDescription)")
    }
  }

  @Test("a sequence fed one scalar at a time", arguments: sequences)
  func scalarByScalar(text: String, events: [InputEvent]) {
    var decoder = KeyDecoder()
    var decoded: [InputEvent] = []
    for scalar in text.unicodeScalars { decoded += decoder.feed(scalar) }
    decoded += decoder.timeout()
    #expect(decoded == events, "\(text.debugDescription)")
  }

  // MARK: The escape window

  @Test func loneEscapeWaitsThenIsEscOnTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.feed("\u{1B}").isEmpty)
    #expect(decoder.pending == .sequence)
    #expect(decoder.timeout() == [.key(.escape)])
    #expect(decoder.pending == .nothing)
    #expect(decoder.timeout().isEmpty)
  }

  @Test(
    "what the timeout makes of an unfinished sequence, and of what comes after it",
    arguments: [
      // Esc pressed, then `[B` typed later: Esc, then the two characters.
      ("\u{1B}", "[B", [.key(.escape), .key(.character("[")), .key(.character("B"))]),
      ("\u{1B}\u{1B}", "x", [.key(.escape), .key(.escape), .key(.character("x"))]),
      ("\u{1B}[", "B", [.alt(.character("[")), .key(.character("B"))]),
      ("\u{1B}O", "A", [.alt(.character("O")), .key(.character("A"))]),
      ("\u{1B}\u{1B}[", "", [.key(.escape), .alt(.character("["))]),
      // An unfinished sequence with parameters is dropped; what follows is typed.
      ("\u{1B}[1;", "3A", [.key(.character("3")), .key(.character("A"))]),
      ("\u{1B}[[", "A", [.key(.character("A"))]),
      // A paste whose end never came ends with what came, held-back marker bytes included.
      ("\u{1B}[200~abc", "d", [.paste("abc"), .key(.character("d"))]),
      ("\u{1B}[200~abc\u{1B}[20", "", [.paste("abc\u{1B}[20")]),
    ] as [(String, String, [InputEvent])])
  func timeoutBetween(first: String, rest: String, events: [InputEvent]) {
    var decoder = KeyDecoder()
    var decoded: [InputEvent] = []
    for scalar in first.unicodeScalars { decoder.feed(scalar, into: &decoded) }
    #expect(decoder.pending != .nothing)
    decoder.timeout(into: &decoded)
    for scalar in rest.unicodeScalars { decoder.feed(scalar, into: &decoded) }
    decoder.timeout(into: &decoded)
    #expect(decoded == events)
  }

  @Test func pendingSaysWhatTheDecoderWaitsFor() {
    var decoder = KeyDecoder()
    #expect(decoder.pending == .nothing)
    _ = decoder.feed("x")
    #expect(decoder.pending == .nothing)
    for scalar in "\u{1B}[1".unicodeScalars { _ = decoder.feed(scalar) }
    #expect(decoder.pending == .sequence)
    _ = decoder.feed("~")
    #expect(decoder.pending == .nothing)
    for scalar in "\u{1B}[200~ab".unicodeScalars { _ = decoder.feed(scalar) }
    #expect(decoder.pending == .paste)
    for scalar in "\u{1B}[201".unicodeScalars { _ = decoder.feed(scalar) }
    #expect(decoder.pending == .paste)
    #expect(decoder.feed("~") == [.paste("ab")])
    #expect(decoder.pending == .nothing)
  }

  @Test func escapeWindowIsShortAndPasteWindowLonger() {
    #expect(KeyDecoder.escapeWindow >= .milliseconds(25))
    #expect(KeyDecoder.escapeWindow <= .milliseconds(100))
    #expect(KeyDecoder.pasteWindow > KeyDecoder.escapeWindow)
  }

  // MARK: Pastes

  @Test func longPasteIsOneEvent() {
    let text = String(repeating: "call bob\rgdy\tx ", count: 1_000)
    #expect(KeyDecoder.decode("\u{1B}[200~" + text + "\u{1B}[201~") == [.paste(text)])
  }

  @Test func keysAfterAPasteAreKeysAgain() {
    #expect(
      KeyDecoder.decode("\u{1B}[200~dy\u{1B}[201~dy\u{1B}")
        == [
          .paste("dy"), .key(.character("d")), .key(.character("y")), .key(.escape),
        ])
  }
}
