/// Where a child process reads its standard input from.
package enum ChildInput: Sendable {
  /// `/dev/null`: the child reads end-of-file at once.
  case nullDevice
  /// The file at this path (relative to the test process's working directory), read-only.
  case file(String)
  /// A pipe the test writes to through `ChildProcess.input`; closing it gives end-of-file.
  case pipe
  /// The test process's own standard input.
  case inherit
  /// None: descriptor 0 is closed in the child (as `<&-` does in a shell).
  case closed
}
