import Glibc

/// How a child process ended: the status it passed to `exit`, or the signal that ended it.
package enum Termination: Equatable, Sendable, CustomStringConvertible {
  /// It exited with this status (0 to 255).
  case exited(Int32)
  /// This signal ended it.
  case signaled(Int32)

  /// Decodes a status from `waitpid`, as the C macros `WIFEXITED`, `WEXITSTATUS`,
  /// `WIFSIGNALED` and `WTERMSIG` would (Swift cannot use them): the low seven bits are 0 for
  /// an exit, whose status is the next eight bits; 0x7F for a stop or a continue, which is not
  /// an end (nil); else the number of the signal that ended it (bit 0x80 says whether it
  /// dumped core).
  package init?(waitStatus status: Int32) {
    let low = status & 0x7F
    switch low {
    case 0: self = .exited((status >> 8) & 0xFF)
    case 0x7F: return nil
    default: self = .signaled(low)
    }
  }

  /// The exit status, or nil when a signal ended the process.
  package var exitStatus: Int32? {
    guard case .exited(let status) = self else { return nil }
    return status
  }

  /// "exit status 2", "signal 9 (Killed)".
  package var description: String {
    switch self {
    case .exited(let status):
      return "exit status \(status)"
    case .signaled(let signal):
      guard let name = strsignal(signal) else { return "signal \(signal)" }
      return "signal \(signal) (\(String(cString: name)))"
    }
  }
}
