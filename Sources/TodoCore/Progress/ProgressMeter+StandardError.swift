import Foundation

extension ProgressMeter {
  /// A meter drawing on standard error when that is a terminal a person watches (not `dumb`,
  /// which cannot erase a line); nil otherwise, so a pipe or a file gets no progress bytes.
  public static func onStandardError(
    verb: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ProgressMeter? {
    guard isatty(STDERR_FILENO) == 1, let term = environment["TERM"], !term.isEmpty,
      term != "dumb"
    else { return nil }
    var size = winsize()
    let width =
      ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : nil
    return ProgressMeter(
      verb: verb, width: width, now: { ProcessInfo.processInfo.systemUptime },
      write: { text in
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
          let count = bytes[written...].withUnsafeBytes {
            Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count)
          }
          if count < 0, errno == EINTR { continue }
          guard count > 0 else { return }
          written += count
        }
      })
  }
}
