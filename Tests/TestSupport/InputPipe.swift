import Foundation
import Glibc
import Synchronization

/// The write end of the pipe that is a child's standard input (`ChildInput.pipe`). Closing it,
/// or letting it go, gives the child end-of-file.
package final class InputPipe: Sendable {
  /// The descriptor, nil once closed.
  private let descriptor: Mutex<Int32?>

  /// Takes ownership of `descriptor`, the pipe's write end.
  init(writingTo descriptor: Int32) {
    self.descriptor = Mutex(descriptor)
  }

  deinit { close() }

  /// Writes all of `data`, blocking while the pipe is full (until the child reads). Throws
  /// `ChildProcessError.writeFailed` (with `EPIPE` when the child no longer reads, instead of
  /// the `SIGPIPE` that would end the test process) and `EBADF` once closed.
  package func write(_ data: Data) throws {
    try descriptor.withLock { descriptor in
      guard let descriptor else { throw ChildProcessError.writeFailed(code: EBADF) }
      try data.withUnsafeBytes { try Self.write($0, to: descriptor) }
    }
  }

  /// Writes `text` as UTF-8, like `write(_:)`.
  package func write(_ text: String) throws {
    try write(Data(text.utf8))
  }

  /// Closes the pipe (once; later calls do nothing), so the child reads end-of-file.
  package func close() {
    descriptor.withLock { descriptor in
      if let open = descriptor {
        _ = Glibc.close(open)
        descriptor = nil
      }
    }
  }

  /// Writes `bytes` with `SIGPIPE` blocked on this thread. A write to a pipe nobody reads
  /// raises that signal on the writing thread as well as failing with `EPIPE`; blocked, it
  /// stays pending, and is taken back here (unless it was already pending before) so it is
  /// never delivered once the mask is restored.
  private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) throws {
    guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
    var brokenPipe = sigset_t()
    sigemptyset(&brokenPipe)
    sigaddset(&brokenPipe, SIGPIPE)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &brokenPipe, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    var pending = sigset_t()
    sigpending(&pending)
    let alreadyPending = sigismember(&pending, SIGPIPE) == 1

    var written = 0
    while written < bytes.count {
      let count = Glibc.write(descriptor, start + written, bytes.count - written)
      if count >= 0 {
        written += count
        continue
      }
      let code = errno
      if code == EINTR {
        continue
      }
      if code == EPIPE, !alreadyPending {
        var noWait = timespec()
        _ = sigtimedwait(&brokenPipe, nil, &noWait)
      }
      throw ChildProcessError.writeFailed(code: code)
    }
  }
}
