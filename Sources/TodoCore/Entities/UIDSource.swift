import Foundation

/// Where the UIDs of new todos come from, injected (as `Clock` is) so tests are deterministic.
public protocol UIDSource: AnyObject {
  /// A UID no todo has had.
  func next() -> String
}

/// Random UUIDs, upper case as `UUID` writes them: the store's source.
public final class RandomUIDSource: UIDSource {
  /// Makes the source.
  public init() {}

  /// A fresh random UUID.
  public func next() -> String { UUID().uuidString }
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
