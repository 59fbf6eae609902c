import Foundation
import Glibc
import Synchronization

/// The read end of a pipe a child writes its output or error to, drained on a thread of its
/// own from the moment the child starts until end-of-file (every writer closed it): the child
/// never blocks on a full pipe, however much it writes and whenever the test looks.
final class OutputCapture: Sendable {
  /// What the reading thread collected so far, and whether it saw the end.
  private struct Collected {
    var bytes: [UInt8] = []
    var finished = false
  }

  private let collected = Mutex(Collected())

  /// Starts draining `descriptor` (which it now owns and closes at the end) on a thread named
  /// `name`.
  init(draining descriptor: Int32, name: String) {
    let thread = Thread { [self] in drain(descriptor) }
    thread.name = name
    thread.start()
  }

  /// Whether every writer has closed the pipe, so `bytes` is all there will be.
  var isFinished: Bool { collected.withLock { $0.finished } }

  /// Everything read so far (all of it once `isFinished`).
  var bytes: [UInt8] { collected.withLock { $0.bytes } }

  /// Reads until end-of-file, then closes the descriptor. A read error other than an
  /// interruption (which cannot happen on a pipe this thread owns) also ends the reading.
  private func drain(_ descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        collected.withLock { $0.bytes += buffer[..<count] }
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    close(descriptor)
    collected.withLock { $0.finished = true }
  }
}
