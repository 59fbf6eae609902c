import Foundation
import Glibc
import TestSupport
import Testing

/// `ChildProcess`, the tests' way of starting programs: how a child ends, its streams, its
/// environment and directory, the clean slate it starts with, and waiting with a deadline.
@Suite("Child processes")
struct ChildProcessTests {
  /// Long enough for any of these children on a busy machine; a hang fails instead of waiting.
  private let timeout = Duration.seconds(20)

  // MARK: - How a child ends

  @Test("the exit status is reported as it was passed to exit", arguments: [0, 1, 3, 255])
  func exitStatus(status: Int32) async throws {
    let finished = try await ChildProcess("/bin/sh", ["-c", "exit \(status)"])
      .finish(timeout: timeout)
    #expect(finished.termination == .exited(status))
    #expect(finished.termination.exitStatus == status)
  }

  @Test("a child that a signal ends reports the signal, not an exit status")
  func signalDeath() throws {
    let finished = try ChildProcess("/bin/sh", ["-c", "kill -USR1 $$; sleep 10"])
      .finishBlocking(timeout: timeout)
    #expect(finished.termination == .signaled(SIGUSR1))
    #expect(finished.termination.exitStatus == nil)
  }

  @Test("a signal sent to a running child ends it, and is reported")
  func killedBySignal() async throws {
    let process = try ChildProcess("/bin/sleep", ["3600"])
    #expect(process.pid > 0)
    #expect(process.isRunning)
    #expect(FileManager.default.fileExists(atPath: "/proc/\(process.pid)"))
    process.kill(SIGTERM)
    #expect(try await process.wait(timeout: timeout) == .signaled(SIGTERM))
    #expect(!process.isRunning)
  }

  /// `waitpid` statuses and what they mean (0x80 added to a signal: it dumped core).
  static let waitStatuses: [(Int32, Termination)] = [
    (0x0000, .exited(0)), (0x0300, .exited(3)), (0xFF00, .exited(255)),
    (0x0009, .signaled(SIGKILL)), (0x000F, .signaled(SIGTERM)), (0x008B, .signaled(SIGSEGV)),
  ]

  @Test("wait statuses decode as the C macros do", arguments: waitStatuses)
  func decodesWaitStatus(status: Int32, termination: Termination) {
    #expect(Termination(waitStatus: status) == termination)
  }

  @Test("a stop or a continue is not an end", arguments: [0x137F, 0xFFFF])
  func stopIsNotAnEnd(status: Int32) {
    #expect(Termination(waitStatus: status) == nil)
  }

  // MARK: - Waiting with a deadline

  @Test("a wait that runs out returns nil and leaves the child running")
  func waitRunsOut() async throws {
    let process = try ChildProcess("/bin/sleep", ["3600"])
    #expect(try await process.wait(timeout: .milliseconds(100)) == nil)
    #expect(process.waitBlocking(timeout: .milliseconds(100)) == nil)
    #expect(process.isRunning)
    process.kill()
    #expect(process.waitBlocking(timeout: timeout) == .signaled(SIGKILL))
  }

  @Test("finishing past the deadline kills the child and throws, without waiting it out")
  func finishTimesOut() async throws {
    let process = try ChildProcess("/bin/sleep", ["3600"])
    await #expect(
      throws: ChildProcessError.timedOut(
        command: ["/bin/sleep", "3600"], timeout: .milliseconds(300))
    ) {
      try await process.finish(timeout: .milliseconds(300))
    }
    // Killed, not ended by itself (that would be exit status 0, an hour later).
    #expect(process.termination == .signaled(SIGKILL))

    let blocking = try ChildProcess("/bin/sleep", ["3600"])
    #expect(throws: ChildProcessError.self) { try blocking.finishBlocking(timeout: .zero) }
    #expect(blocking.termination == .signaled(SIGKILL))
  }

  @Test("a child still running when its ChildProcess goes away is killed and reaped")
  func droppedChildIsKilled() throws {
    var pid: pid_t = 0
    do {
      let process = try ChildProcess("/bin/sleep", ["3600"])
      pid = process.pid
      #expect(kill(pid, 0) == 0)
    }
    // Reaped, so not even a zombie is left: the pid names no process.
    #expect(kill(pid, 0) == -1)
    #expect(errno == ESRCH)
  }

  // MARK: - Standard streams

  @Test("what the test writes to the input pipe reaches the child, and closing it ends it")
  func inputPipe() async throws {
    let process = try ChildProcess("/bin/cat", input: .pipe)
    let input = try #require(process.input)
    try input.write("hello\n")
    try input.write(Data("wörld".utf8))
    input.close()
    let finished = try await process.finish(timeout: timeout)
    #expect(finished.termination == .exited(0))
    #expect(finished.outputText == "hello\nwörld")
    #expect(finished.error.isEmpty)
  }

  @Test("megabytes in and out go through without either side blocking for good")
  func largeStreams() async throws {
    let bytes = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    // cat cannot read more until its output is drained: only draining while the test writes
    // lets the write finish.
    let process = try ChildProcess("/bin/cat", input: .pipe)
    let input = try #require(process.input)
    try input.write(bytes)
    input.close()
    let echoed = try await process.finish(timeout: timeout)
    #expect(echoed.output == bytes)

    // Both outputs far past a pipe's 64 KiB, the error written while the output is pending.
    let both = try ChildProcess(
      "/bin/sh",
      ["-c", "head -c 2000000 /dev/zero >&2; head -c 3000000 /dev/zero; head -c 5 /dev/zero >&2"]
    ).finishBlocking(timeout: timeout)
    #expect(both.termination == .exited(0))
    #expect(both.output.count == 3_000_000)
    #expect(both.error.count == 2_000_005)
  }

  @Test("standard input from a file and output to a file")
  func fileStreams() throws {
    let folder = try ScratchFolder.made()
    let source = folder.path("in.txt")
    let target = folder.path("out.txt")
    try Data("from a file\n".utf8).write(to: URL(fileURLWithPath: source))
    try Data("old, longer text to be replaced\n".utf8).write(to: URL(fileURLWithPath: target))
    let finished = try ChildProcess(
      "/bin/sh", ["-c", "cat; echo oops >&2"], input: .file(source), output: .file(target),
      error: .nullDevice
    ).finishBlocking(timeout: timeout)
    #expect(finished.termination == .exited(0))
    #expect(finished.output.isEmpty && finished.error.isEmpty)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "from a file\n")
  }

  @Test("the default input is /dev/null: the child reads end-of-file at once")
  func defaultInputIsEmpty() throws {
    let finished = try ChildProcess("/bin/cat").finishBlocking(timeout: timeout)
    #expect(finished.termination == .exited(0))
    #expect(finished.output.isEmpty)
  }

  @Test("writing to a child that no longer reads throws EPIPE instead of killing the tests")
  func writeToEndedChild() throws {
    let process = try ChildProcess("/bin/true", input: .pipe)
    let input = try #require(process.input)
    #expect(process.waitBlocking(timeout: timeout) == .exited(0))
    #expect(throws: ChildProcessError.writeFailed(code: EPIPE)) { try input.write("late\n") }
    input.close()
    #expect(throws: ChildProcessError.writeFailed(code: EBADF)) { try input.write("closed\n") }
  }

  // MARK: - A clean slate

  @Test("the child has only its standard streams open, whatever the test process holds")
  func onlyStandardDescriptors() throws {
    // A descriptor the test process holds without close-on-exec.
    let held = open("/dev/null", O_RDONLY)
    try #require(held >= 3)
    defer { close(held) }
    let finished = try ChildProcess("/bin/ls", ["/proc/self/fd"]).finishBlocking(timeout: timeout)
    // 3 is the directory `ls` itself opened to list it.
    #expect(finished.outputText.split(separator: "\n") == ["0", "1", "2", "3"])
  }

  @Test("a child's input pipe is not inherited by a child started after it")
  func pipesAreNotInherited() throws {
    let reader = try ChildProcess("/bin/cat", input: .pipe)
    let sibling = try ChildProcess("/bin/sleep", ["3600"])
    defer { sibling.kill() }
    try #require(reader.input).close()
    // Had the sleeping sibling kept a copy of the write end, cat would never see the end.
    #expect(reader.waitBlocking(timeout: timeout) == .exited(0))
    #expect(sibling.isRunning)
  }

  @Test("the child starts with no signal blocked or ignored, whatever the test thread has")
  func cleanSignalState() throws {
    var terminate = sigset_t()
    sigemptyset(&terminate)
    sigaddset(&terminate, SIGTERM)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &terminate, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    // SIGURG's default action is to be ignored, so ignoring it a moment changes nothing
    // else in the test process; only an exec'd program would see the difference.
    let previousAction = signal(SIGURG, SIG_IGN)
    defer { signal(SIGURG, previousAction) }
    let own = try signalMasks(String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8))
    try #require(own.blocked & (1 << (SIGTERM - 1)) != 0)
    try #require(own.ignored & (1 << (SIGURG - 1)) != 0)

    let finished = try ChildProcess("/bin/cat", ["/proc/self/status"]).finishBlocking(
      timeout: timeout)
    let child = try signalMasks(finished.outputText)
    #expect(child.blocked == 0)
    // glibc's posix_spawn leaves its own two signals (32 and 33, below SIGRTMIN, which only
    // glibc uses and installs its handlers for when it needs them) ignored.
    let glibcInternal: UInt64 = 1 << 31 | 1 << 32
    #expect(child.ignored & ~glibcInternal == 0)
  }

  /// The `SigBlk` and `SigIgn` masks of a `/proc/.../status` text (bit n - 1 is signal n).
  private func signalMasks(_ status: String) throws -> (blocked: UInt64, ignored: UInt64) {
    func mask(_ name: String) throws -> UInt64 {
      let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(name + ":") })
      return try #require(
        UInt64(line.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16))
    }
    return (try mask("SigBlk"), try mask("SigIgn"))
  }

  // MARK: - Environment and directory

  @Test("an explicit environment is all the child gets")
  func explicitEnvironment() throws {
    let finished = try ChildProcess("/usr/bin/env", environment: ["ONLY": "this one"])
      .finishBlocking(timeout: timeout)
    #expect(finished.outputText == "ONLY=this one\n")
  }

  @Test("without one, the child gets the test process's environment")
  func inheritedEnvironment() throws {
    let finished = try ChildProcess("/usr/bin/env", ["-0"]).finishBlocking(timeout: timeout)
    var environment: [String: String] = [:]
    for entry in finished.outputText.split(separator: "\0") {
      let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      environment[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
    }
    #expect(!environment.isEmpty)
    #expect(environment == ProcessInfo.processInfo.environment)
  }

  @Test("the child runs in the given directory, and a missing one is an error")
  func workingDirectory() throws {
    let folder = try ScratchFolder.made()
    let finished = try ChildProcess("/bin/pwd", ["-P"], directory: folder.url.path)
      .finishBlocking(timeout: timeout)
    let resolved = try #require(realpath(folder.url.path, nil))
    defer { free(resolved) }
    #expect(finished.outputText == String(cString: resolved) + "\n")

    let missing = folder.path("missing")
    #expect(throws: ChildProcessError.spawnFailed(command: ["/bin/pwd"], code: ENOENT)) {
      try ChildProcess("/bin/pwd", directory: missing)
    }
  }

  @Test("a program that does not exist is an error naming it")
  func missingProgram() throws {
    let error = #expect(throws: ChildProcessError.self) {
      try ChildProcess("/no/such/program", ["x"])
    }
    #expect(error == .spawnFailed(command: ["/no/such/program", "x"], code: ENOENT))
    #expect(error?.description == "could not start /no/such/program x: No such file or directory")
  }
}
