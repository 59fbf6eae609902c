import Foundation

/// Writes bytes to a file descriptor with write(2), whole: the one place the programs write
/// their output, so a failed write is an error they report (SPEC §15), never a crash
/// (`FileHandle.write` traps) nor a silent success (`print` ignores errors).
public enum DescriptorWriter {
  /// Writes all of `data` to `descriptor`, retrying interrupted and short writes (and waiting
  /// on a non-blocking descriptor that is full). Returns nil, or the `errno` it failed with.
  ///
  /// A pipe whose reader has gone raises SIGPIPE, which ends the process silently as it ends
  /// `cat` or `ls` (the shell sees 141); only a process that ignores the signal sees EPIPE.
  public static func write(_ data: Data, to descriptor: Int32) -> Int32? {
    data.withUnsafeBytes { buffer in
      guard let start = buffer.baseAddress else { return nil }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, start + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written == 0 {
          return EIO  // never for a write of at least a byte; not a reason to spin
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
        } else if errno != EINTR {
          return errno
        }
      }
      return nil
    }
  }

  /// The system's words for `code` (`No space left on device`).
  public static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
