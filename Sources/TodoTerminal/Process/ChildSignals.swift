import Foundation

/// How every child we start with posix_spawn begins, whatever our own signal handling is: the
/// signals we catch or ignore (interrupt, quit, broken pipe, terminate, hang-up, stop, child)
/// back at their defaults, and none blocked. `flags` adds more posix_spawn flags (a process
/// group of its own, say); `configure` sets what they need on the attributes.
public enum ChildSignals {
  /// Runs `body` with attributes set up so.
  public static func withDefaults<Result>(
    flags: Int32 = 0, configure: (inout posix_spawnattr_t) -> Void = { _ in },
    _ body: (inout posix_spawnattr_t) -> Result
  ) -> Result {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP, SIGCHLD] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var noneBlocked = sigset_t()
    sigemptyset(&noneBlocked)
    posix_spawnattr_setsigmask(&attributes, &noneBlocked)
    configure(&attributes)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | flags))
    return body(&attributes)
  }
}
