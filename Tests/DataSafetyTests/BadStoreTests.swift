import Foundation
import TestSupport
import Testing

/// A store that cannot be used gives `todo: <path>: ...`, exits non-zero and is left byte for
/// byte as it was.
@Suite("Stores that cannot be read")
struct BadStoreTests {
  /// The kinds of bad store, each made in a fresh folder.
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case corrupt, foreignText, foreignSQLite, empty, directory

    var testDescription: String { rawValue }

    /// Makes the bad store at `path`.
    func make(at path: String) throws {
      switch self {
      case .corrupt:
        var bytes = Data("SQLite format 3\0".utf8)
        bytes += Data((0..<8176).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try bytes.write(to: URL(fileURLWithPath: path))
      case .foreignText:
        try Data("- [ ] this is my markdown todo list\n".utf8).write(to: URL(fileURLWithPath: path))
      case .foreignSQLite:
        let finished = try ChildProcess(
          "/usr/bin/env",
          ["sqlite3", path, "CREATE TABLE notes(id INTEGER PRIMARY KEY, body TEXT);"],
          output: .inherit, error: .inherit
        ).finishBlocking(timeout: Binary.timeout)
        try #require(
          finished.termination == .exited(0), "sqlite3 could not make a foreign database")
      case .empty:
        try Data().write(to: URL(fileURLWithPath: path))
      case .directory:
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      }
    }
  }

  /// Every file in `folder` with its bytes.
  private func snapshot(_ folder: ScratchFolder) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder.url.path)
    while let name = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let path = folder.path(name)
      _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      files[name] =
        isDirectory.boolValue
        ? Data("<dir>".utf8) : try Data(contentsOf: URL(fileURLWithPath: path))
    }
    return files
  }

  @Test("list, add and import refuse the store and leave it untouched", arguments: Kind.allCases)
  func refused(kind: Kind) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("store.sqlite")
    try kind.make(at: store)
    try Data(#"[{"title": "x"}]"#.utf8).write(to: URL(fileURLWithPath: folder.path("in.json")))
    let before = try snapshot(folder)
    for arguments in [["list"], ["add", "new"], ["import", folder.path("in.json")], ["export"]] {
      let result = try Binary.run(arguments + ["--store", store])
      #expect(result.status != 0, "\(arguments) accepted a \(kind) store")
      #expect(result.error.hasPrefix("todo: \(store): "), "\(result.error)")
      #expect(result.output.isEmpty)
    }
    #expect(try snapshot(folder) == before)
  }

  @Test("the interactive app refuses a bad store before it touches the terminal")
  func interactiveRefuses() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("store.sqlite")
    try Kind.corrupt.make(at: store)
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    // `script` gives the app a real terminal, so it gets as far as opening the store.
    let result = try Binary.run(
      ["-qec", "\(Binary.path) --store \(store)", "/dev/null"],
      environment: ["TERM": "xterm"], executable: "/usr/bin/script")
    #expect(result.status == 1)
    #expect(result.output.contains("todo: \(store): "))
    #expect(!result.output.contains("\u{1B}[?1049h"), "the alternate screen was entered")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }

  @Test("a store the user may not read is refused with its path")
  func unreadable() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("store.sqlite")
    try Binary.run(["add", "mine"], environment: ["TODO_STORE": store])
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    // Root reads everything, so run the binary as nobody when we are root.
    let asOther = getuid() == 0
    if !asOther {
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: store)
    }
    let result = try Binary.run(
      asOther
        ? [
          "--reuid=65534", "--regid=65534", "--clear-groups", Binary.path, "list", "--store", store,
        ] : ["list", "--store", store],
      executable: asOther ? "/usr/bin/setpriv" : nil)
    #expect(result.status != 0)
    #expect(result.error.hasPrefix("todo: \(store): "), "\(result.error)")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: store)
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }
}
