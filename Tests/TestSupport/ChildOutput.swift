/// Where a child process's standard output or standard error goes.
package enum ChildOutput: Sendable {
  /// A pipe drained on a thread of its own while the child runs (so the child never blocks
  /// on a full pipe); `ChildProcess.finish` returns what it collected.
  case capture
  /// `/dev/null`.
  case nullDevice
  /// The file at this path (relative to the test process's working directory), created if
  /// missing and emptied if not.
  case file(String)
  /// The test process's own descriptor (its output or error).
  case inherit
  /// None: the descriptor is closed in the child (as `>&-` does in a shell).
  case closed
  /// A copy of this descriptor of the test process (a pipe end the test made, say); the test
  /// keeps and closes its own.
  case descriptor(Int32)
}
