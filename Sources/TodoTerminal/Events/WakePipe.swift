import Foundation

/// The wake-up pipe of the app loop (the self-pipe trick): any thread signals it by writing
/// a byte; the loop polls its read end together with the terminal, so a message posted while
/// the loop waits for a key is seen at once.
///
/// Both ends are non-blocking and closed on exec (a child such as `$EDITOR` never holds
/// them). Should the system have no pipe to give (out of descriptors), the ends are -1:
/// signalling does nothing and messages wait for the loop's next tick instead.
public final class WakePipe: Sendable {
  /// The end the loop polls; -1 when there is no pipe.
  public let readEnd: Int32
  /// The end `signal()` writes to; -1 when there is no pipe.
  private let writeEnd: Int32

  /// Makes the pipe.
  public init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    } else {
      ends = [-1, -1]
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if readEnd >= 0 { close(readEnd) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Wakes the loop. Never blocks: a full pipe already means "wake up".
  public func signal() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    while write(writeEnd, &byte, 1) < 0, errno == EINTR {}
  }

  /// Empties the pipe, so the next wait waits again.
  public func clear() {
    guard readEnd >= 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      if count > 0 || (count < 0 && errno == EINTR) { continue }
      return
    }
  }

  /// Whether it was signalled since the last `clear()`. Never waits.
  public var isSignalled: Bool {
    readEnd >= 0 && InputWait.isReadable(readEnd)
  }
}
