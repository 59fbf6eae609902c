import Synchronization

/// How many requests a client has sent: a sync with nothing to do must need one or two
/// (SPEC §11), and `make bench` reports the count.
final class RequestCounter: Sendable {
  private let count = Mutex(0)

  /// Counts one request.
  func add() { count.withLock { $0 += 1 } }

  /// The requests counted so far.
  var value: Int { count.withLock { $0 } }
}
