import Foundation
import TodoCore

/// A descriptor the command line writes to, and the name its errors give it: every byte a
/// command prints goes through here, so a failed write is an error (SPEC §15), never a crash
/// (`FileHandle.write` traps) nor a silent exit 0 (`print` ignores errors).
struct Output {
  /// The descriptor written to.
  let descriptor: Int32
  /// What the message names: `standard output`, or a path.
  let name: String

  /// Standard output.
  static let standard = Output(descriptor: STDOUT_FILENO, name: "standard output")

  /// Writes all of `data` (see `DescriptorWriter`); a failure is a `Failure` saying
  /// `cannot write to NAME: <the system's reason>`, exit 1.
  func write(_ data: Data) throws {
    if let failure = DescriptorWriter.write(data, to: descriptor) {
      throw Failure(message: "cannot write to \(name): \(DescriptorWriter.reason(failure))")
    }
  }

  /// Writes `text` as UTF-8.
  func write(_ text: String) throws {
    try write(Data(text.utf8))
  }
}

/// The standard streams as the command line finds them, and the two it uses besides output.
enum StandardStreams {
  /// Gives a closed standard stream a stand-in before anything else opens a file: /dev/null
  /// opened the wrong way round (read-only for output, write-only for input), so writing
  /// standard output or reading standard input fails with `Bad file descriptor` as it would
  /// have, while no file the command opens (a store, an export) can become descriptor 1 and
  /// receive the output meant for the terminal.
  static func standInForClosed() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
      if opened >= 0 && opened != descriptor { close(opened) }
    }
  }

  /// All of standard input, read with read(2); a failure is `cannot read standard input:
  /// <the system's reason>`, exit 1.
  static func readInput() throws -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        return data
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, -1)
      } else if errno != EINTR {
        throw Failure(
          message: "cannot read standard input: \(String(cString: strerror(errno)))")
      }
    }
  }

  /// Writes `text` to standard error as well as it can: when even that fails there is no one
  /// left to tell, and the exit status says the rest.
  static func writeError(_ text: String) {
    _ = try? Output(descriptor: STDERR_FILENO, name: "standard error").write(text)
  }
}
