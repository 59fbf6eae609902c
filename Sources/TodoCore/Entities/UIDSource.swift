import Foundation

/// Where the UIDs of new todos come from, injected (as `Clock` is) so tests are deterministic.
public protocol UIDSource: AnyObject {
  /// A UID no todo has had.
  func next() -> String
}

/// Random UUIDs (version 4), upper case as `UUID` writes them: the store's source. The bits
/// come from the system's generator (`getrandom`): Foundation's `UUID()` opens and reads
/// `/dev/urandom` for every UUID, three system calls a todo, which a million-todo import felt.
public final class RandomUIDSource: UIDSource {
  private var generator = SystemRandomNumberGenerator()

  /// Makes the source.
  public init() {}

  /// A fresh random UUID.
  public func next() -> String {
    let high = generator.next() as UInt64
    let low = generator.next() as UInt64
    // Version 4 in the high nibble of byte 6, the RFC 4122 variant in the top bits of byte 8.
    let bytes = withUnsafeBytes(
      of: ((high & ~0xF000 | 0x4000).bigEndian, (low & ~(0xC0 << 56) | (0x80 << 56)).bigEndian)
    ) { Array($0) }
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    ).uuidString
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
