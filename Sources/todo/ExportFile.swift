import Foundation
import TodoCore

/// Where `todo export FILE` writes (SPEC §15): through symbolic links to what they name; into
/// a FIFO, a device or a descriptor (`/dev/fd/N`, `/dev/stdout`) directly; and a regular file
/// (or a new one) replaced atomically, by a file written beside it and renamed over it, with
/// the mode (and, for root, the owner) of the file it replaces.
enum ExportFile {
  /// How many symbolic links are followed before the path is refused, as the kernel does
  /// (`Too many levels of symbolic links`).
  static let linkLimit = 40

  /// Writes `data` to `path`; any failure is `cannot write to PATH: <the system's reason>`.
  static func write(_ data: Data, to path: String) throws {
    do {
      switch try destination(of: path) {
      case .direct(let target, let truncate):
        try writeDirectly(data, to: target, truncate: truncate)
      case .replace(let target, let existing):
        try replace(target, with: data, keeping: existing)
      }
    } catch let code as SystemError {
      throw Failure(message: "cannot write to \(path): \(String(cString: strerror(code.errno)))")
    }
  }

  /// A failed call's `errno`.
  private struct SystemError: Error {
    let errno: Int32
  }

  /// What a path leads to.
  private enum Destination {
    /// Opened and written as it is (`truncate`: a regular file reached through a descriptor).
    case direct(String, truncate: Bool)
    /// A regular file (its `stat`, nil when it does not exist yet) replaced by a new one.
    case replace(String, existing: stat?)
  }

  /// Follows `path`'s symbolic links one at a time to what they name. A link inside /proc
  /// (where `/dev/fd/N` and `/dev/stdout` lead) is a descriptor, not a name: it is opened as
  /// it is, whatever it shows. A link whose target does not exist leads to that target, which
  /// is made (as `echo > link` does).
  private static func destination(of path: String) throws -> Destination {
    var current = path
    for _ in 0...linkLimit {
      let folder = (current as NSString).deletingLastPathComponent
      guard let resolvedFolder = realpath(folder.isEmpty ? "." : folder, nil) else {
        throw SystemError(errno: errno)
      }
      let insideProc = String(cString: resolvedFolder).hasPrefix("/proc/")
      free(resolvedFolder)
      var status = stat()
      guard lstat(current, &status) == 0 else {
        guard errno == ENOENT else { throw SystemError(errno: errno) }
        return .replace(current, existing: nil)
      }
      switch status.st_mode & S_IFMT {
      case S_IFLNK where insideProc:
        return .direct(current, truncate: true)
      case S_IFLNK:
        let target = try linkTarget(current)
        current =
          target.hasPrefix("/") ? target : (folder as NSString).appendingPathComponent(target)
      case S_IFREG:
        return .replace(current, existing: status)
      case S_IFDIR:
        throw SystemError(errno: EISDIR)
      default:
        return .direct(current, truncate: false)
      }
    }
    throw SystemError(errno: ELOOP)
  }

  /// What the symbolic link at `path` holds.
  private static func linkTarget(_ path: String) throws -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { throw SystemError(errno: errno) }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Opens `target` for writing (a FIFO waits for its reader, as `echo > fifo` does) and
  /// writes `data` into it.
  private static func writeDirectly(_ data: Data, to target: String, truncate: Bool) throws {
    let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC | (truncate ? O_TRUNC : 0))
    guard descriptor >= 0 else { throw SystemError(errno: errno) }
    if let failure = DescriptorWriter.write(data, to: descriptor) {
      close(descriptor)
      throw SystemError(errno: failure)
    }
    guard close(descriptor) == 0 || errno == EINTR else { throw SystemError(errno: errno) }
  }

  /// Writes `data` to a new file beside `target`, flushed to the disk, with `existing`'s mode
  /// (or the one a new file gets), and renames it over `target`: a reader sees the old file
  /// or the new one, never a part.
  private static func replace(_ target: String, with data: Data, keeping existing: stat?) throws {
    let folder = (target as NSString).deletingLastPathComponent
    let base = (target as NSString).lastPathComponent
    var template = Array(
      ((folder.isEmpty ? "" : folder + "/") + ".\(base).todo-XXXXXX").utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw SystemError(errno: errno) }
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var isOpen = true
    do {
      let mode: mode_t
      if let existing {
        mode = existing.st_mode & 0o7777
        // Root may keep the owner too; anyone else cannot give a file away, and keeps it.
        _ = fchown(descriptor, existing.st_uid, existing.st_gid)
      } else {
        // The mask can only be read by setting it: set back at once, and no other thread of a
        // command makes files.
        let mask = umask(0)
        umask(mask)
        mode = 0o666 & ~mask
      }
      guard fchmod(descriptor, mode) == 0 else { throw SystemError(errno: errno) }
      if let failure = DescriptorWriter.write(data, to: descriptor) {
        throw SystemError(errno: failure)
      }
      guard fsync(descriptor) == 0 else { throw SystemError(errno: errno) }
      isOpen = false
      guard close(descriptor) == 0 || errno == EINTR else { throw SystemError(errno: errno) }
      guard rename(temporary, target) == 0 else { throw SystemError(errno: errno) }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }
}
