import CSpawn
import Glibc

/// The two ends of a new pipe, both close-on-exec: no program another thread starts meanwhile
/// inherits them (a child holding a stray write end would keep a reader from ever seeing
/// end-of-file). The end a child gets is made its standard stream by `dup2` in the child,
/// which clears the flag on that copy only.
struct PipeDescriptors {
  /// The end to read from.
  let read: Int32
  /// The end to write to.
  let write: Int32

  init() throws {
    var descriptors: [Int32] = [-1, -1]
    guard todo_pipe_cloexec(&descriptors) == 0 else {
      throw ChildProcessError.pipeFailed(code: errno)
    }
    do {
      read = try Self.aboveStandardStreams(descriptors[0])
    } catch {
      close(descriptors[1])
      throw error
    }
    do {
      write = try Self.aboveStandardStreams(descriptors[1])
    } catch {
      close(read)
      throw error
    }
  }

  /// `descriptor`, moved to 3 or above if it is 0, 1 or 2 (free only when the test process
  /// closed one of its own standard streams): `dup2` onto the same number would keep the
  /// close-on-exec flag, and the child would start without that stream.
  private static func aboveStandardStreams(_ descriptor: Int32) throws -> Int32 {
    guard descriptor <= 2 else { return descriptor }
    let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
    let code = errno
    close(descriptor)
    guard moved >= 0 else { throw ChildProcessError.pipeFailed(code: code) }
    return moved
  }
}
