import Testing

@testable import TodoTerminal

/// What the fuzz target `Fuzz/keydecoder` found, or was seen in the code while writing it
/// (docs/architecture.md, "Fuzzing"): each a test named after what it broke, its input under
/// `Tests/Fixtures/fuzz/keydecoder`.
@Suite struct KeyDecoderFuzzFindingsTests {
  /// keydecoder, seen in the code while writing the target: the parameters of a sequence were
  /// kept to 32 characters and the rest dropped, yet the sequence was still read: `ESC [ 1 ;`,
  /// 29 zeros, `35A` (modifier 35, no key of ours) was Alt-Up, its modifier cut to `…03`; a
  /// mouse report's row of `…0123` was row 12. A sequence too long is swallowed as no key.
  @Test(arguments: ["an-overlong-modifier", "an-overlong-mouse-row"])
  func aSequenceTooLongIsNoKey(fixture: String) throws {
    let bytes = try FuzzFixture.text("keydecoder", fixture)
    #expect(bytes.unicodeScalars.count > 32)
    #expect(KeyDecoder.decode(bytes) == [])
    #expect(KeyDecoder.decode(bytes + "x") == [.key(.character("x"))])
  }

  /// The limit reads every key and report of ours: the longest SGR report a terminal of the
  /// largest size sends, and a modifier written with a few leading zeros.
  @Test func sequencesWithinTheLimitAreRead() {
    #expect(KeyDecoder.decode("\u{1B}[1;003A") == [.alt(.up)])
    #expect(
      KeyDecoder.decode("\u{1B}[<0;1000;1000M\u{1B}[<0;1000;1000m")
        == [.mouse(MouseEvent(.click, at: Point(x: 999, y: 999)))])
  }
}
