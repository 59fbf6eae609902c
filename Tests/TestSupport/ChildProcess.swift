import Foundation
import Glibc
import Synchronization

/// A program the tests start and wait for, written on `posix_spawn` (Foundation's `Process`
/// crashes now and then on Linux, swiftlang/swift-corelibs-foundation#5472).
///
/// The child starts in `init` with a clean slate (see `PosixSpawn.spawn`): only its three
/// standard streams open, no signal blocked, default signal actions. Its streams are set by
/// `ChildInput` and `ChildOutput`; captured outputs are drained while it runs.
///
/// It is reaped (`waitpid`) the first time a check finds it ended; the termination is kept,
/// and signals are only ever sent before that, so never to a reused pid. A child still
/// running when its `ChildProcess` goes away is killed and reaped then, so a test that failed
/// halfway leaves no process or zombie behind.
package final class ChildProcess: Sendable {
  /// The program's path.
  package let executable: String
  /// Its arguments (without `argv[0]`, which is `executable`).
  package let arguments: [String]
  /// Its process id.
  package let pid: pid_t
  /// The pipe to its standard input, when started with `ChildInput.pipe`.
  package let input: InputPipe?
  /// Its captured standard output, when started with `ChildOutput.capture`.
  private let capturedOutput: OutputCapture?
  /// Its captured standard error, when started with `ChildOutput.capture`.
  private let capturedError: OutputCapture?
  /// How it ended, once reaped; only changed with the lock held.
  private let reaped = Mutex<Termination?>(nil)

  /// Starts `executable` (a path; use `/usr/bin/env` to look a program up in `PATH`) with
  /// `arguments`, `environment` (nil: the test process's own), in `directory` (nil: the test
  /// process's), with its standard streams connected as given.
  package init(
    _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
    directory: String? = nil, input: ChildInput = .nullDevice, output: ChildOutput = .capture,
    error: ChildOutput = .capture
  ) throws {
    self.executable = executable
    self.arguments = arguments
    // Every pipe end made here, closed on failure; the child's ends are closed after the
    // spawn either way (the child has its copies by then).
    var made: [Int32] = []
    var childEnds: [Int32] = []
    defer { childEnds.forEach { _ = close($0) } }
    do {
      var redirections: [PosixSpawn.Redirection] = []
      var inputEnd: Int32?
      switch input {
      case .nullDevice:
        redirections.append(.open(target: 0, path: "/dev/null", flags: O_RDONLY, mode: 0))
      case .file(let path):
        redirections.append(.open(target: 0, path: path, flags: O_RDONLY, mode: 0))
      case .pipe:
        let pipe = try PipeDescriptors()
        made += [pipe.read, pipe.write]
        childEnds.append(pipe.read)
        inputEnd = pipe.write
        redirections.append(.duplicate(source: pipe.read, target: 0))
      case .inherit:
        break
      case .closed:
        redirections.append(.close(target: 0))
      }
      var captureEnds: [Int32: Int32] = [:]
      for (destination, target) in [(output, Int32(1)), (error, Int32(2))] {
        switch destination {
        case .capture:
          let pipe = try PipeDescriptors()
          made += [pipe.read, pipe.write]
          childEnds.append(pipe.write)
          captureEnds[target] = pipe.read
          redirections.append(.duplicate(source: pipe.write, target: target))
        case .nullDevice:
          redirections.append(.open(target: target, path: "/dev/null", flags: O_WRONLY, mode: 0))
        case .file(let path):
          redirections.append(
            .open(target: target, path: path, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644))
        case .inherit:
          break
        case .closed:
          redirections.append(.close(target: target))
        case .descriptor(let source):
          redirections.append(.duplicate(source: source, target: target))
        }
      }
      let pid = try PosixSpawn.spawn(
        executable: executable, arguments: arguments, environment: environment,
        directory: directory, redirections: redirections)
      self.pid = pid
      self.input = inputEnd.map { InputPipe(writingTo: $0) }
      capturedOutput = captureEnds[1].map {
        OutputCapture(draining: $0, name: "child \(pid) output")
      }
      capturedError = captureEnds[2].map {
        OutputCapture(draining: $0, name: "child \(pid) error")
      }
    } catch {
      made.forEach { _ = close($0) }
      childEnds = []
      throw error
    }
  }

  deinit {
    reaped.withLock { termination in
      guard termination == nil else { return }
      Glibc.kill(pid, SIGKILL)
      termination = Self.wait(for: pid, blocking: true)
    }
  }

  /// How the child ended, or nil while it runs. Checks (and reaps) without blocking.
  package var termination: Termination? {
    reaped.withLock { termination in
      if termination == nil {
        termination = Self.wait(for: pid, blocking: false)
      }
      return termination
    }
  }

  /// Whether the child is still running (not yet ended).
  package var isRunning: Bool { termination == nil }

  /// Sends `signal` (`SIGKILL` unless given) to the child, unless it has already been reaped.
  package func kill(_ signal: Int32 = SIGKILL) {
    reaped.withLock { termination in
      if termination == nil {
        _ = Glibc.kill(pid, signal)
      }
    }
  }

  /// Waits at most `timeout` for the child to end, sleeping with `Task.sleep` between checks;
  /// nil if it still runs then (it is left running).
  package func wait(timeout: Duration) async throws -> Termination? {
    _ = try await Polling.until(.now + timeout) { termination != nil }
    return termination
  }

  /// Waits at most `timeout` for the child to end, blocking the calling thread; nil if it
  /// still runs then (it is left running).
  package func waitBlocking(timeout: Duration) -> Termination? {
    _ = Polling.blockingUntil(.now + timeout) { termination != nil }
    return termination
  }

  /// Waits at most `timeout` for the child to end and its captured outputs to be closed, and
  /// returns what it did; if that takes longer, kills it and throws
  /// `ChildProcessError.timedOut`. Sleeps with `Task.sleep` between checks.
  package func finish(timeout: Duration) async throws -> FinishedProcess {
    let done = try await Polling.until(.now + timeout) { isFinished }
    return try finished(done, timeout: timeout)
  }

  /// `finish(timeout:)`, blocking the calling thread.
  package func finishBlocking(timeout: Duration) throws -> FinishedProcess {
    let done = Polling.blockingUntil(.now + timeout) { isFinished }
    return try finished(done, timeout: timeout)
  }

  /// Whether the child ended and every captured output reached end-of-file.
  private var isFinished: Bool {
    termination != nil && capturedOutput?.isFinished != false
      && capturedError?.isFinished != false
  }

  /// What the child did, once `done`; else kills and reaps it and throws.
  private func finished(_ done: Bool, timeout: Duration) throws -> FinishedProcess {
    guard done, let termination else {
      kill()
      reaped.withLock { termination in
        if termination == nil {
          termination = Self.wait(for: pid, blocking: true)
        }
      }
      throw ChildProcessError.timedOut(command: [executable] + arguments, timeout: timeout)
    }
    return FinishedProcess(
      termination: termination, output: Data(capturedOutput?.bytes ?? []),
      error: Data(capturedError?.bytes ?? []))
  }

  /// `waitpid` for `pid`, retried when interrupted: how it ended, or nil if it still runs
  /// (only when not `blocking`). Stops and continues are not reported without `WUNTRACED` and
  /// `WCONTINUED`, so every status is an end.
  private static func wait(for pid: pid_t, blocking: Bool) -> Termination? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
      if result == pid, let termination = Termination(waitStatus: status) {
        return termination
      }
      if result == 0 {
        return nil
      }
      if result == -1, errno != EINTR {
        // Only this class reaps its children: another reaper is a bug in the test harness.
        preconditionFailure("waitpid(\(pid)): \(String(cString: strerror(errno)))")
      }
    }
  }
}
