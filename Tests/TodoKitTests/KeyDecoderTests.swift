import Testing

@testable import TodoKit

/// The pure scalar-to-key decoder shared by the ncurses driver and the key-script parser.
@Suite struct KeyDecoderTests {
  @Test(
    "control codes",
    arguments: [
      (UInt32(0x0D), Key.enter), (0x0A, .enter), (0x09, .tab), (0x08, .backspace),
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
}
