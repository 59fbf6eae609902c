import Foundation

/// Runs a child process in the foreground, on our terminal (`$EDITOR`, with the terminal
/// handed over), and waits for it, with posix_spawn. Not Foundation's `Process`, which
/// crashes now and then on Linux (Swift 6.3.1).
///
/// The child gets our standard input, output and error (the terminal, when it is handed
/// over) and no other descriptor of ours: the store and the wake-up pipe are closed on
/// exec. Its signal dispositions and mask are the defaults, whatever ours are. While it
/// runs, Ctrl-C and Ctrl-\ at the terminal are the child's alone: we ignore SIGINT and
/// SIGQUIT until it ends, as system(3) does.
///
/// Arguments can be read by every user of the machine (`ps`), so a secret never goes in
/// them: it travels in the environment or a pipe.
public enum ForegroundProcess {
  /// Runs `arguments[0]` (looked up in `PATH` when it has no `/`) with `arguments` and
  /// exactly `environment`, and waits for it to end.
  public static func run(
    _ arguments: [String], environment: [String: String]
  ) throws(ForegroundProcessError) -> ChildTermination {
    guard let program = arguments.first else {
      throw ForegroundProcessError(program: "nothing", code: EINVAL)
    }
    closeOurDescriptorsOnExec()
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    InterruptShield.raise()
    defer { InterruptShield.lower() }
    var pid: pid_t = 0
    let spawned = ChildSignals.withDefaults { attributes in
      posix_spawnp(&pid, program, nil, &attributes, argv, envp)
    }
    guard spawned == 0 else { throw ForegroundProcessError(program: program, code: spawned) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { throw ForegroundProcessError(program: program, code: errno) }
    }
    return ChildTermination(waitStatus: status)
  }

  /// Marks every descriptor above standard error close-on-exec (what SQLite and the
  /// wake-up pipe open is already; anything else opened without it is now too).
  private static func closeOurDescriptorsOnExec() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    for descriptor in names.compactMap({ Int32($0) }) where descriptor > 2 {
      let flags = fcntl(descriptor, F_GETFD)
      if flags >= 0, flags & FD_CLOEXEC == 0 {
        _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC)
      }
    }
  }
}

/// Ignores SIGINT and SIGQUIT while any child runs (children may run on several threads
/// at once: the first raises the shield, the last lowers it, restoring what was there).
///
/// `nonisolated(unsafe)`: `count` and `saved` are only touched with `lock` held.
private enum InterruptShield {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var count = 0
  nonisolated(unsafe) private static var saved: [Int32: sigaction] = [:]
  private static let signals = [SIGINT, SIGQUIT]

  static func raise() {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    guard count == 1 else { return }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    for signal in signals {
      var previous = sigaction()
      sigaction(signal, &ignore, &previous)
      saved[signal] = previous
    }
  }

  static func lower() {
    lock.lock()
    defer { lock.unlock() }
    count -= 1
    guard count == 0 else { return }
    for signal in signals {
      guard var previous = saved.removeValue(forKey: signal) else { continue }
      sigaction(signal, &previous, nil)
    }
  }
}
