import Foundation

/// Where the UIDs of new todos come from, injected (as `Clock` is) so tests are deterministic.
public protocol UIDSource: AnyObject {
  /// A UID no todo has had.
  func next() -> String
}

/// Random UUIDs (version 4), upper case as `UUID` writes them: the store's source. The bits
/// come from the system's generator (`arc4random_buf`, which reads `getrandom`), drawn 4 KiB
/// at a time, and the text is written here: Foundation's `UUID()` opens and reads
/// `/dev/urandom` for every UUID, and `uuidString` formats through `snprintf`, which a
/// million-todo import felt (a UID is no secret, so bits drawn ahead are fine).
public final class RandomUIDSource: UIDSource {
  /// Random bytes not used yet, from `unused` on.
  private var pool = [UInt8](repeating: 0, count: 4096)
  private var unused = 4096
  /// The hex digits, upper case.
  private static let digits = Array("0123456789ABCDEF".utf8)

  /// Makes the source.
  public init() {}

  /// A fresh random UUID.
  public func next() -> String {
    if unused + 16 > pool.count {
      pool.withUnsafeMutableBytes { bytes in
        if let start = bytes.baseAddress { arc4random_buf(start, bytes.count) }
      }
      unused = 0
    }
    var bytes = Array(pool[unused..<(unused + 16)])
    unused += 16
    // Version 4 in the high nibble of byte 6, the RFC 4122 variant in the top bits of byte 8.
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      // 8-4-4-4-12 digits.
      if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
      text.append(Self.digits[Int(byte >> 4)])
      text.append(Self.digits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }
}

/// `prefix-1`, `prefix-2`, …: a deterministic source for tests and replays.
public final class CountingUIDSource: UIDSource {
  private let prefix: String
  private var count = 0

  /// Counts from 1, each UID starting with `prefix`.
  public init(prefix: String = "todo") {
    self.prefix = prefix
  }

  /// The next UID of the count.
  public func next() -> String {
    count += 1
    return "\(prefix)-\(count)"
  }
}
