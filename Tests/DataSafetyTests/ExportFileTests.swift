import Foundation
import Glibc
import TestSupport
import Testing

/// SPEC §15: `todo export FILE` writes through a symbolic link to its target, writes directly
/// into a FIFO, a character device or `/dev/fd/N`, and replaces only a regular file, atomically
/// and keeping its mode.
@Suite("Export to a file")
struct ExportFileTests {
  /// A store of two todos in `folder`, and its export to standard output (what every file
  /// written must hold).
  private func makeStore(in folder: ScratchFolder) throws -> (path: String, export: String) {
    let store = folder.path("s.sqlite")
    try #require(Binary.run(["add", "milk", "--store", store]).status == 0)
    try #require(Binary.run(["add", "bread", "--tag", "shop", "--store", store]).status == 0)
    let export = try Binary.run(["export", "--store", store])
    try #require(export.status == 0 && !export.output.isEmpty)
    return (store, export.output)
  }

  /// `lstat` of `path`: what kind of thing it is, and its permission bits.
  private func kind(_ path: String) throws -> (type: mode_t, permissions: mode_t) {
    var status = stat()
    try #require(lstat(path, &status) == 0, "\(path): \(String(cString: strerror(errno)))")
    return (status.st_mode & S_IFMT, status.st_mode & 0o7777)
  }

  private func contents(_ path: String) throws -> String {
    String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
  }

  @Test("a regular file is replaced with the export, keeping its mode")
  func regularFile() throws {
    let folder = try ScratchFolder.made()
    let (store, export) = try makeStore(in: folder)
    let file = folder.path("backup.json")
    try Data("old and longer than nothing".utf8).write(to: URL(fileURLWithPath: file))
    try #require(chmod(file, 0o640) == 0)
    let result = try Binary.run(["export", file, "--store", store])
    #expect(result.status == 0, "\(result.error)")
    #expect(try contents(file) == export)
    #expect(try kind(file) == (S_IFREG, 0o640))
    #expect(folder.contents().filter { !$0.hasPrefix("s.sqlite") } == ["backup.json"])
  }

  @Test("a symbolic link is written through: the link stays, its target gets the export")
  func symbolicLink() throws {
    let folder = try ScratchFolder.made()
    let (store, export) = try makeStore(in: folder)
    try FileManager.default.createDirectory(
      atPath: folder.path("backups"), withIntermediateDirectories: false)
    let target = folder.path("backups/todo.json")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try #require(chmod(target, 0o600) == 0)
    let link = folder.path("latest.json")
    try #require(symlink("backups/todo.json", link) == 0)
    let result = try Binary.run(["export", link, "--store", store])
    #expect(result.status == 0, "\(result.error)")
    #expect(try kind(link).type == S_IFLNK)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "backups/todo.json")
    #expect(try contents(target) == export)
    #expect(try kind(target) == (S_IFREG, 0o600))
    #expect(
      folder.contents().filter { !$0.hasPrefix("s.sqlite") } == [
        "backups", "backups/todo.json", "latest.json",
      ])
  }

  @Test("a dangling symbolic link is written through: its target is made, the link stays")
  func danglingLink() throws {
    let folder = try ScratchFolder.made()
    let (store, export) = try makeStore(in: folder)
    let link = folder.path("latest.json")
    try #require(symlink(folder.path("made.json"), link) == 0)
    let result = try Binary.run(["export", link, "--store", store])
    #expect(result.status == 0, "\(result.error)")
    #expect(try kind(link).type == S_IFLNK)
    #expect(try contents(folder.path("made.json")) == export)
  }

  @Test("a FIFO is written into, not replaced: its reader gets the export")
  func fifo() throws {
    let folder = try ScratchFolder.made()
    let (store, export) = try makeStore(in: folder)
    let fifo = folder.path("pipe")
    try #require(mkfifo(fifo, 0o600) == 0)
    // Opened for reading first (without waiting for a writer), so the export's open finds a
    // reader; the export fits the pipe's buffer, so it need not be read meanwhile.
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let result = try Binary.run(["export", fifo, "--store", store])
    #expect(result.status == 0, "\(result.error)")
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(reader, &buffer, buffer.count), count > 0 {
      bytes += buffer[..<count]
    }
    #expect(String(decoding: bytes, as: UTF8.self) == export)
    #expect(try kind(fifo).type == S_IFIFO)
  }

  // The devices are written by an unprivileged user, so that a regression (which replaced the
  // device or the link, SPEC §15) can never replace this machine's /dev/null, /dev/full or
  // /dev/stdout. (A version before this one, run as root, replaced /dev/stdout with a file.)

  @Test("/dev/fd/1 and /dev/stdout are written into", arguments: ["/dev/fd/1", "/dev/stdout"])
  func descriptor(path: String) throws {
    let folder = try ScratchFolder.made()
    let (store, export) = try makeStore(in: folder)
    let output = folder.path("output")
    try Data().write(to: URL(fileURLWithPath: output))
    try handToUnprivileged([folder.url.path, store, output])
    let result = try runUnprivileged(
      ["export", path, "--format", "json", "--store", store], output: .file(output))
    #expect(result.status == 0, "\(result.error)")
    #expect(try contents(output) == export)
    #expect(try kind(path).type == S_IFLNK)
  }

  @Test("/dev/full is a write error naming the path")
  func fullDevice() throws {
    let folder = try ScratchFolder.made()
    let (store, _) = try makeStore(in: folder)
    try handToUnprivileged([folder.url.path, store])
    let result = try runUnprivileged(["export", "/dev/full", "--store", store])
    #expect(result.status == 1, "\(result.termination)")
    #expect(result.error == "todo: cannot write to /dev/full: No space left on device\n")
    #expect(try kind("/dev/full").type == S_IFCHR)
  }

  @Test("/dev/null takes the export and stays a device")
  func nullDevice() throws {
    let folder = try ScratchFolder.made()
    let (store, _) = try makeStore(in: folder)
    try handToUnprivileged([folder.url.path, store])
    let result = try runUnprivileged(["export", "/dev/null", "--store", store])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error == "")
    #expect(try kind("/dev/null").type == S_IFCHR)
  }

  @Test("a path in a missing folder is refused with the system's reason, nothing made")
  func missingFolder() throws {
    let folder = try ScratchFolder.made()
    let (store, _) = try makeStore(in: folder)
    let path = folder.path("nowhere/todo.json")
    let result = try Binary.run(["export", path, "--store", store])
    #expect(result.status == 1)
    #expect(result.error == "todo: cannot write to \(path): No such file or directory\n")
    #expect(folder.contents().filter { !$0.hasPrefix("s.sqlite") } == [])
  }
}
