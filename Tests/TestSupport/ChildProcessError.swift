import Glibc

/// Why starting, feeding or waiting for a child process failed.
package enum ChildProcessError: Error, Equatable, CustomStringConvertible {
  /// `posix_spawn` (or preparing it) failed with this error number: a missing or
  /// non-executable program, a file to redirect to that cannot be opened, a working directory
  /// that does not exist.
  case spawnFailed(command: [String], code: Int32)
  /// A pipe for a standard stream could not be made.
  case pipeFailed(code: Int32)
  /// Writing to the child's standard input failed (`EPIPE`: the child closed it or ended).
  case writeFailed(code: Int32)
  /// The child had not ended, or its captured outputs were still open, when the time ran
  /// out; it was killed.
  case timedOut(command: [String], timeout: Duration)

  package var description: String {
    switch self {
    case .spawnFailed(let command, let code):
      return "could not start \(command.joined(separator: " ")): \(Self.message(code))"
    case .pipeFailed(let code):
      return "could not make a pipe: \(Self.message(code))"
    case .writeFailed(let code):
      return "could not write to the child's standard input: \(Self.message(code))"
    case .timedOut(let command, let timeout):
      return "\(command.joined(separator: " ")) did not finish within \(timeout); it was killed"
    }
  }

  /// The C library's text for an error number.
  private static func message(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
