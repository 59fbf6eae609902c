import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Children run with posix_spawn: waited for, told apart by how they ended, given exactly
/// the environment asked for, none of our descriptors, and default signals. Serialized: two
/// tests change this process's SIGINT disposition, which is one for every thread.
@Suite(.serialized) struct ForegroundProcessTests {
  private static let environment = ["PATH": "/usr/bin:/bin"]

  private static func shell(
    _ script: String, _ environment: [String: String] = environment
  )
    throws -> ChildTermination
  {
    try ForegroundProcess.run(["sh", "-c", script], environment: environment)
  }

  @Test func anExitStatusComesBack() throws {
    #expect(try Self.shell("exit 0") == .exited(0))
    #expect(try Self.shell("exit 3") == .exited(3))
    #expect(try Self.shell("exit 0").succeeded)
    #expect(try !Self.shell("exit 1").succeeded)
  }

  @Test func aSignalThatEndsTheChildComesBack() throws {
    #expect(try Self.shell("kill -TERM $$") == .signalled(SIGTERM))
  }

  @Test func theChildGetsExactlyTheEnvironmentGiven() throws {
    let script = #"test "$GIVEN" = "yes" && test -z "${HOME+set}""#
    #expect(try Self.shell(script, Self.environment.merging(["GIVEN": "yes"]) { $1 }).succeeded)
  }

  @Test func aMissingProgramIsAnErrorNamingIt() {
    #expect(throws: ForegroundProcessError(program: "no-such-editor-here", code: ENOENT)) {
      try ForegroundProcess.run(["no-such-editor-here"], environment: Self.environment)
    }
    let error = ForegroundProcessError(program: "vim", code: ENOENT)
    #expect(error.description == "cannot run vim: No such file or directory")
  }

  @Test func noDescriptorOfOursReachesTheChild() throws {
    // A pipe opened the plain way, without close-on-exec.
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(try Self.shell("test ! -e /proc/self/fd/\(ends[0])").succeeded)
    #expect(try Self.shell("test -e /proc/self/fd/0").succeeded)
  }

  @Test func theChildHasDefaultSignalsAndCtrlCIsItsAlone() throws {
    // Ignored here, yet the child's own SIGINT ends it: the default is back in the child.
    let previous = signal(SIGINT, SIG_IGN)
    defer { signal(SIGINT, previous) }
    #expect(try Self.shell("kill -INT $$; exit 0") == .signalled(SIGINT))
  }

  @Test func whileAChildRunsAnInterruptDoesNotEndUs() throws {
    // What Ctrl-C at the terminal does: the whole foreground group gets SIGINT. Only the
    // child may act on it; this process, waiting, ignores it, and lives on.
    #expect(try Self.shell("kill -INT $PPID; exit 7") == .exited(7))
  }
}
