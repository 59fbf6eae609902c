/// Hexadecimal digits, either case: one table for every reader of escapes in outside input
/// (`\u` in JSON, `%XX` in todo.txt keys and in a server's hrefs).
public enum HexDigit {
  /// The value of the digit `byte`, or nil when it is none.
  public static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
