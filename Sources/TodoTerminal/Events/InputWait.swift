import Foundation

/// One wait of the app loop on the terminal's input and the wake-up pipe at once, with
/// poll(2): whichever is readable first ends it, or the timeout.
enum InputWait {
  /// Why the wait ended.
  enum Outcome: Equatable {
    /// The wake-up pipe was signalled (checked first: messages are cheap to handle).
    case wake
    /// Input is readable (or the input has hung up, which a read will tell).
    case input
    /// Neither within the timeout.
    case timedOut
    /// A signal came (a resize, a request to quit): look at the state, then wait again.
    case interrupted
  }

  /// Waits at most `timeout` for `input` or `wake` (-1 for none) to become readable.
  static func wait(input: Int32, wake: Int32, timeout: Duration) -> Outcome {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
    ]
    let result = poll(&descriptors, nfds_t(descriptors.count), milliseconds(timeout))
    if result < 0 { return .interrupted }
    if result == 0 { return .timedOut }
    if descriptors[1].revents != 0 { return .wake }
    return .input
  }

  /// Whether `descriptor` can be read without waiting (or is at its end).
  static func isReadable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  /// `duration` in whole milliseconds for poll(2), rounded up so a wait never ends just
  /// before its deadline (and spins); at least 0.
  static func milliseconds(_ duration: Duration) -> Int32 {
    guard duration > .zero else { return 0 }
    let (seconds, attoseconds) = duration.components
    guard seconds < Int64(Int32.max / 1_000) else { return Int32.max }
    let roundedUp = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    return Int32(seconds * 1_000 + roundedUp)
  }
}
