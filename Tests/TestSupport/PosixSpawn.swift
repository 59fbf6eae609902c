import CSpawn
import Glibc

/// One `posix_spawn` call, with everything a test's child needs set up in the child between
/// the fork and the exec: its standard streams, no other inherited descriptor, its working
/// directory, and the signal mask and dispositions a fresh program expects.
enum PosixSpawn {
  /// What the child does to one of its standard streams before the exec.
  enum Redirection {
    /// Opens `path` with `flags` (and `mode` when it creates the file) as descriptor `target`.
    case open(target: Int32, path: String, flags: Int32, mode: mode_t)
    /// Makes `target` a copy of `source` (a pipe end the parent made).
    case duplicate(source: Int32, target: Int32)
    /// Closes `target`.
    case close(target: Int32)
  }

  /// Starts `executable` (a path: no `PATH` search) with `arguments` (its `argv[0]` is
  /// `executable`) and returns its pid.
  ///
  /// - `environment`: exactly these variables, or nil for the test process's own.
  /// - `directory`: the child's working directory, or nil for the test process's. The child
  ///   changes to it after the redirections, so their relative paths are the test's.
  /// - Descriptors 3 and above are closed in the child: it gets only its standard streams,
  ///   whatever the test process has open.
  /// - The child starts with no signal blocked and every signal's default action: a test runs
  ///   on a thread with most signals blocked, and a child would inherit that mask (so
  ///   `SIGTERM`, `SIGHUP` or `SIGWINCH` would never reach it) and any ignored disposition.
  ///   (glibc leaves only its own two internal signals, 32 and 33, ignored.)
  static func spawn(
    executable: String, arguments: [String], environment: [String: String]?,
    directory: String?, redirections: [Redirection]
  ) throws -> pid_t {
    let command = [executable] + arguments
    func check(_ result: Int32) throws {
      guard result == 0 else { throw ChildProcessError.spawnFailed(command: command, code: result) }
    }

    var actions = posix_spawn_file_actions_t()
    try check(posix_spawn_file_actions_init(&actions))
    defer { posix_spawn_file_actions_destroy(&actions) }
    for redirection in redirections {
      switch redirection {
      case .open(let target, let path, let flags, let mode):
        try check(posix_spawn_file_actions_addopen(&actions, target, path, flags, mode))
      case .duplicate(let source, let target):
        try check(posix_spawn_file_actions_adddup2(&actions, source, target))
      case .close(let target):
        try check(posix_spawn_file_actions_addclose(&actions, target))
      }
    }
    try check(todo_spawn_actions_add_close_from(&actions, 3))
    if let directory {
      try check(todo_spawn_actions_add_chdir(&actions, directory))
    }

    var attributes = posix_spawnattr_t()
    try check(posix_spawnattr_init(&attributes))
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    try check(posix_spawnattr_setsigmask(&attributes, &noSignals))
    try check(posix_spawnattr_setsigdefault(&attributes, &everySignal))
    try check(
      posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)))

    /// Calls `body` with `strings` as a C array of C strings ended by a null pointer, valid
    /// only during the call.
    func withCStrings<Result>(
      _ strings: [String],
      _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) throws -> Result
    ) throws -> Result {
      let copies = strings.map { strdup($0) }
      defer { copies.forEach { free($0) } }
      guard !copies.contains(nil) else {
        throw ChildProcessError.spawnFailed(command: command, code: ENOMEM)
      }
      return try (copies + [nil]).withUnsafeBufferPointer { array in
        guard let start = array.baseAddress else {
          throw ChildProcessError.spawnFailed(command: command, code: ENOMEM)
        }
        return try body(start)
      }
    }

    var pid: pid_t = 0
    let result = try withCStrings(command) { argv in
      guard let environment else {
        return posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      }
      return try withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
        posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
      }
    }
    try check(result)
    return pid
  }
}
