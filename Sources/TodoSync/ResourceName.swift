/// The file name of a todo's resource in a collection, made from its UID alone so that a
/// retried upload (after a crash or a lost answer) goes to the same href and `If-None-Match`
/// catches it, instead of making a duplicate.
///
/// A UID of only letters, digits and `-_.@` (not starting with a dot, which servers take for
/// a hidden file) is used as it is (`UID.ics`, as most clients do).
/// Any other UID (spaces, `/`, letters beyond ASCII) is written as the hex of its UTF-8
/// bytes, because servers refuse or rewrite such names (`%2F` is refused by Radicale and
/// xandikos alike); a very long one keeps the hex of its first bytes and a 64-bit hash of
/// all of them, to stay within file-name limits.
enum ResourceName {
  /// The longest UID (in UTF-8 bytes) written out whole.
  static let longestWhole = 100

  /// The resource name, `.ics` included, for `uid`.
  static func forUID(_ uid: String) -> String {
    let bytes = Array(uid.utf8)
    if bytes.first.map({ $0 != UInt8(ascii: ".") }) == true, bytes.count <= longestWhole,
      bytes.allSatisfy(isUnreserved)
    {
      return uid + ".ics"
    }
    if bytes.count <= longestWhole / 2 {
      return "uid-" + hex(bytes) + ".ics"
    }
    return "uid-" + hex(Array(bytes.prefix(longestWhole / 4))) + "-" + hex(fnv1a(bytes)) + ".ics"
  }

  /// Whether `byte` is kept in a name: letters, digits, `-`, `_`, `.`, `@` (URL-safe, RFC 3986
  /// §2.3, and file-name-safe on every server tried).
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"),
      UInt8(ascii: "."), UInt8(ascii: "@"):
      true
    default: false
    }
  }

  /// Lower-case hex of `bytes`.
  private static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef")
    return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0f)]] })
  }

  /// The 64-bit FNV-1a hash of `bytes`, big-endian.
  private static func fnv1a(_ bytes: [UInt8]) -> [UInt8] {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return (0..<8).map { UInt8(truncatingIfNeeded: hash >> (56 - 8 * $0)) }
  }
}
