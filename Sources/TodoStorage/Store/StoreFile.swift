import Foundation
import GRDB

/// What is at a store's path, looked at without opening it: each kind of thing that is not a
/// store file gets a message of its own. Also makes a new store file.
enum StoreFile {
  /// Whether a path holds a file to open.
  enum State: Equatable {
    /// Nothing is there (nor in a folder on the way).
    case missing
    /// A regular, non-empty file (perhaps through a symbolic link).
    case file
  }

  /// Looks at `path`: nothing there, a file to open, or an error saying what is there
  /// instead (a folder, a dangling link, a FIFO or device, a file we may not read, a kernel
  /// file, an empty file).
  static func state(of path: String) throws -> State {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT { return .missing }
      throw StoreError(path: path, reason: systemMessage(errno))
    }
    if kind(info) == S_IFLNK {
      guard stat(path, &info) == 0 else {
        let failure = errno
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        if failure == ENOENT {
          throw StoreError(path: path, reason: "is a dangling symbolic link (to \(target))")
        }
        throw StoreError(path: path, reason: systemMessage(failure))
      }
    }
    switch kind(info) {
    case S_IFREG: break
    case S_IFDIR: throw StoreError(path: path, reason: "is a directory")
    case S_IFIFO: throw StoreError(path: path, reason: "is not a regular file (a FIFO)")
    case S_IFSOCK: throw StoreError(path: path, reason: "is not a regular file (a socket)")
    case S_IFCHR, S_IFBLK: throw StoreError(path: path, reason: "is not a regular file (a device)")
    default: throw StoreError(path: path, reason: "is not a regular file")
    }
    if access(path, R_OK) != 0 {
      throw StoreError(path: path, reason: "cannot read the store: \(systemMessage(errno))")
    }
    if info.st_size == 0 {
      // Files of /proc and /sys say they are empty and yet have content made as they are read.
      if hasContent(path) {
        throw StoreError(
          path: path, reason: "is not a regular file (a kernel file, like those in /proc)")
      }
      throw StoreError(path: path, reason: "is an empty file, not a todo store")
    }
    return .file
  }

  /// Throws unless this process may change the store at `path` (an existing file): the file
  /// and its folder, where SQLite keeps its `-wal` and `-shm` files, must be writable.
  static func checkWritable(_ path: String) throws {
    let hint = "`todo list` and `todo export` can still read it"
    if access(path, W_OK) != 0 {
      throw StoreError(
        path: path, reason: "the store is read-only (no permission to change it); \(hint)")
    }
    let folder = (path as NSString).deletingLastPathComponent
    if access(folder.isEmpty ? "." : folder, W_OK | X_OK) != 0 {
      throw StoreError(
        path: path,
        reason: "the store's folder is read-only (SQLite keeps journal files beside the store); "
          + hint)
    }
  }

  /// Makes a new, empty store at `path` (its folder 0700 if new, the file 0600). The store is
  /// built under a temporary name and linked into place, so a crash never leaves a half-made
  /// file; when another instance made one meanwhile, that one is kept.
  static func create(at path: String) throws {
    let manager = FileManager.default
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !manager.fileExists(atPath: folder) {
      do {
        try manager.createDirectory(
          atPath: folder, withIntermediateDirectories: true,
          attributes: [.posixPermissions: 0o700])
      } catch {
        throw StoreError(path: path, reason: "cannot create the folder \(folder)")
      }
    }
    let temporary = path + ".new-\(getpid())"
    let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw StoreError(path: path, reason: "cannot create the store: \(systemMessage(errno))")
    }
    close(descriptor)
    defer { unlink(temporary) }
    do {
      let queue = try DatabaseQueue(path: temporary)
      try StoreSchema.migrator.migrate(queue)
      try queue.close()
    } catch {
      throw StoreError(path: path, reason: "cannot create the store: \(error)")
    }
    if link(temporary, path) != 0, errno != EEXIST {
      throw StoreError(path: path, reason: "cannot create the store: \(systemMessage(errno))")
    }
  }

  /// The file type bits of `info`.
  private static func kind(_ info: stat) -> mode_t { info.st_mode & S_IFMT }

  /// Whether reading `path` gives at least one byte (without waiting).
  private static func hasContent(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var byte: UInt8 = 0
    return read(descriptor, &byte, 1) == 1
  }

  /// The system's message for `code`, starting in lower case like the app's own.
  static func systemMessage(_ code: Int32) -> String {
    let message = String(cString: strerror(code))
    return message.prefix(1).lowercased() + message.dropFirst()
  }
}
