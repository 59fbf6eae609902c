import Foundation
import Synchronization
import TodoCore
import TodoTerminal

/// The app's background sync: `todo-sync --store PATH --watch` started beside the app, which
/// writes to the store like another instance (the live refresh shows what it fetches) and
/// reports its status a line at a time (`SyncStatusLine`). Each line read is posted to the app
/// loop's mailbox (`onReport`), so the list's header and rows show it at once; the header
/// reads `status`.
///
/// The password goes to the child through a pipe (its standard input), written before it
/// starts, never in its arguments or environment. The child has no terminal (its output is a
/// pipe, its errors /dev/null) and a process group of its own, so nothing it does reaches the
/// screen or the keys. The app keeps that pipe open while it runs: when the app ends, however
/// it ends, the child sees its input end and stops (a sync stopped midway is completed by the
/// next one).
final class SyncChild: SyncStatusSource {
  private let current = Mutex(SyncStatus())
  /// The child, 0 when none started.
  private let pid: pid_t
  /// Our end of the child's standard input; closed to stop it.
  private let input: Int32
  /// Told of every status the child reports, on the thread that reads it.
  private let onReport: @Sendable () -> Void

  /// No child: sync cannot start, for `reason` (the header says `sync: reason`).
  init(failed reason: String) {
    pid = 0
    input = -1
    onReport = {}
    current.withLock { $0 = SyncStatus(state: .failed(reason), serial: 1) }
  }

  /// Starts `program` on the store at `storePath`, logged in with `password`, telling
  /// `onReport` of every status it reports. When it cannot be started, the status says so
  /// and nothing runs.
  convenience init(
    program: String, storePath: String, password: String,
    onReport: @escaping @Sendable () -> Void
  ) {
    guard let (child, input, output) = Self.spawn(program, storePath, password) else {
      self.init(failed: "cannot start sync")
      return
    }
    self.init(pid: child, input: input, onReport: onReport)
    Thread.detachNewThread { [weak self] in
      Self.read(output) { line in self?.take(line) }
      close(output)
    }
  }

  private init(pid: pid_t, input: Int32, onReport: @escaping @Sendable () -> Void) {
    self.pid = pid
    self.input = input
    self.onReport = onReport
  }

  /// Starts the child with the password waiting in its input; its pid, our end of its input
  /// and our end of its output, or nil when it could not be started.
  private static func spawn(
    _ program: String, _ storePath: String, _ password: String
  ) -> (pid_t, Int32, Int32)? {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard openPipe(&toChild) else { return nil }
    guard openPipe(&fromChild) else {
      close(toChild[0])
      close(toChild[1])
      return nil
    }
    // A password is far shorter than a pipe's buffer: written now, it waits for the child.
    let line = Array((password + "\n").utf8)
    _ = line.withUnsafeBytes { write(toChild[1], $0.baseAddress, $0.count) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, toChild[0], STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, fromChild[1], STDOUT_FILENO)
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
    let arguments: [String] = ["todo-sync", "--store", storePath, "--watch"]
    let argv = arguments.map { strdup($0) } + [nil]
    // The child reads the password from the pipe; it needs no copy in its environment.
    let environment =
      ProcessInfo.processInfo.environment
      .filter { $0.key != "TODO_SYNC_PASSWORD" }.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + environment { free(pointer) } }
    var child: pid_t = 0
    let spawned = ChildSignals.withDefaults(
      flags: POSIX_SPAWN_SETPGROUP, configure: { posix_spawnattr_setpgroup(&$0, 0) }
    ) { attributes in
      posix_spawn(&child, program, &actions, &attributes, argv, environment)
    }
    close(toChild[0])
    close(fromChild[1])
    guard spawned == 0 else {
      close(toChild[1])
      close(fromChild[0])
      return nil
    }
    return (child, toChild[1], fromChild[0])
  }

  /// The status now.
  var status: SyncStatus { current.withLock { $0 } }

  /// Stops the child: its input ends (it exits), and a signal makes sure.
  func stop() {
    guard pid > 0 else { return }
    close(input)
    kill(pid, SIGTERM)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
  }

  /// Takes a status line from the child and tells `onReport`.
  private func take(_ line: String) {
    guard let (state, conflicts) = SyncStatusLine.parse(line) else { return }
    current.withLock {
      $0 = SyncStatus(state: state, conflicts: conflicts, serial: $0.serial + 1)
    }
    onReport()
  }

  /// Opens a pipe whose ends are closed on exec (no other child inherits them; the child gets
  /// its ends as copies on 0 and 1).
  private static func openPipe(_ ends: inout [Int32]) -> Bool {
    guard pipe(&ends) == 0 else { return false }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return true
  }

  /// Reads `descriptor` to its end, handing over each whole line.
  private static func read(_ descriptor: Int32, lines: (String) -> Void) {
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      pending += buffer[0..<count]
      while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        lines(String(decoding: pending[..<end], as: UTF8.self))
        pending.removeSubrange(...end)
      }
    }
  }
}
