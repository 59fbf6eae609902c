import Foundation
import TestSupport
import Testing

/// Which store a command opens and how: an empty path is an error, read-only commands never
/// create or write a store, a read-only store can still be read, and a file that is not our
/// store (another program's database, one made by a newer todo) is left byte for byte.
@Suite("Store access")
struct StoreAccessTests {
  /// Commands that only read the store.
  static let readingCommands: [[String]] = [["list"], ["list", "--json"], ["export"]]
  /// Commands that change an existing store.
  static let changingCommands: [[String]] = [["done", "1"], ["rm", "1"]]

  // MARK: - Which path

  @Test(
    "an empty --store is an error (exit 2) and creates nothing",
    arguments: [["list"], ["add", "x"]])
  func emptyStoreOption(arguments: [String]) throws {
    let folder = try ScratchFolder.made()
    let environment = ["HOME": folder.path("home"), "XDG_DATA_HOME": folder.path("xdg")]
    for option in [["--store", ""], ["--store="]] {
      let result = try Binary.run(arguments + option, environment: environment)
      #expect(result.status == 2)
      #expect(result.error == "todo: --store needs a path\n")
      #expect(result.output.isEmpty)
    }
    #expect(folder.contents().isEmpty)
  }

  @Test("an empty TODO_STORE is an error (exit 2) and creates nothing")
  func emptyEnvironment() throws {
    let folder = try ScratchFolder.made()
    let environment = [
      "HOME": folder.path("home"), "XDG_DATA_HOME": folder.path("xdg"), "TODO_STORE": "",
    ]
    for arguments in [["list"], ["add", "x"], []] {
      let result = try Binary.run(arguments, environment: environment)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.error.hasPrefix("todo: TODO_STORE is empty"), "\(result.error)")
    }
    #expect(folder.contents().isEmpty)
  }

  @Test("a leading ~/ in TODO_STORE or --store is the home folder, never a folder named ~")
  func tildeIsHome() throws {
    let folder = try ScratchFolder.made()
    try FileManager.default.createDirectory(
      atPath: folder.path("home"), withIntermediateDirectories: false)
    let environment = ["HOME": folder.path("home"), "TODO_STORE": "~/env.sqlite"]
    let added = try Binary.run(["add", "x"], environment: environment, directory: folder.url.path)
    #expect(added.status == 0, "\(added.error)")
    let option = try Binary.run(
      ["add", "y", "--store=~/option.sqlite"], environment: environment,
      directory: folder.url.path)
    #expect(option.status == 0, "\(option.error)")
    #expect(FileManager.default.fileExists(atPath: folder.path("home/env.sqlite")))
    #expect(FileManager.default.fileExists(atPath: folder.path("home/option.sqlite")))
    #expect(!FileManager.default.fileExists(atPath: folder.path("~")))
    let other = try Binary.run(
      ["list"], environment: ["HOME": folder.path("home"), "TODO_STORE": "~bob/x.sqlite"],
      directory: folder.url.path)
    #expect(other.status == 2)
    #expect(other.error.hasPrefix("todo: TODO_STORE: "), "\(other.error)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("~bob")))
  }

  // MARK: - Missing stores

  @Test(
    "reading or changing a store that does not exist says so and creates nothing",
    arguments: readingCommands + changingCommands)
  func missingStore(arguments: [String]) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("typo/todo.sqlite")
    let result = try Binary.run(arguments + ["--store", store])
    #expect(result.status == 1)
    #expect(result.error == "todo: \(store): no store here (nothing has been added yet?)\n")
    #expect(result.output.isEmpty)
    #expect(folder.contents().isEmpty)
  }

  // MARK: - Read-only stores

  /// A store holding "a" and "b" in `folder/store/todo.sqlite`, its folder and file handed to
  /// the unprivileged user with modes `folderMode` and `fileMode`.
  private func readOnlyStore(
    in folder: ScratchFolder, folderMode: Int, fileMode: Int
  ) throws -> String {
    let store = folder.path("store/todo.sqlite")
    for title in ["a", "b"] { try Binary.run(["add", title, "--store", store]) }
    try handToUnprivileged([folder.path("store"), store])
    try FileManager.default.setAttributes([.posixPermissions: fileMode], ofItemAtPath: store)
    try FileManager.default.setAttributes(
      [.posixPermissions: folderMode], ofItemAtPath: folder.path("store"))
    return store
  }

  @Test(
    "a read-only store (file 0444, or folder 0555) is listed and exported, leaving no files",
    arguments: [(0o755, 0o444), (0o555, 0o644), (0o555, 0o444)])
  func readOnlyStoreIsRead(folderMode: Int, fileMode: Int) throws {
    let folder = try ScratchFolder.made()
    let store = try readOnlyStore(in: folder, folderMode: folderMode, fileMode: fileMode)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path("store"))
    }
    let before = try FileState(store)
    let list = try runUnprivileged(["list", "--store", store])
    #expect(list.status == 0, "\(list.error)")
    #expect(list.output == "1 [ ] a\n2 [ ] b\n")
    let export = try runUnprivileged(["export", "--format", "todotxt", "--store", store])
    #expect(export.status == 0, "\(export.error)")
    #expect(export.output.hasSuffix(" b\n"), "\(export.output)")
    #expect(folder.contents() == ["store", "store/todo.sqlite"])
    #expect(try FileState(store) == before)
  }

  @Test(
    "changing a read-only store fails with a clear message and leaves no files",
    arguments: [(0o755, 0o444), (0o555, 0o644)])
  func readOnlyStoreRefusesChanges(folderMode: Int, fileMode: Int) throws {
    let folder = try ScratchFolder.made()
    let store = try readOnlyStore(in: folder, folderMode: folderMode, fileMode: fileMode)
    defer {
      try? FileManager.default.setAttributes(
        [.posixPermissions: 0o755], ofItemAtPath: folder.path("store"))
    }
    let before = try FileState(store)
    for arguments in [["add", "c"], ["done", "1"], ["rm", "2"]] {
      let result = try runUnprivileged(arguments + ["--store", store])
      #expect(result.status == 1, "\(arguments)")
      #expect(result.error.hasPrefix("todo: \(store): "), "\(result.error)")
      #expect(result.error.contains("read-only"), "\(result.error)")
      #expect(result.output.isEmpty)
    }
    #expect(folder.contents() == ["store", "store/todo.sqlite"])
    #expect(try FileState(store) == before)
  }

  @Test("a read-only command reads changes another instance has not checkpointed yet")
  func readOnlyWhileAnotherWrites() throws {
    let folder = try ScratchFolder.made()
    let store = try readOnlyStore(in: folder, folderMode: 0o755, fileMode: 0o644)
    // sqlite3 keeps a write in the WAL while it holds the store open.
    let process = try ChildProcess(
      "/usr/bin/env", ["sqlite3", store], input: .pipe, output: .nullDevice, error: .inherit)
    let input = try #require(process.input)
    defer {
      input.close()
      _ = process.waitBlocking(timeout: Binary.timeout)
    }
    try input.write("UPDATE todo SET title = 'changed' WHERE id = 1;\n")
    let deadline = Date() + 5
    while !FileManager.default.fileExists(atPath: store + "-wal"), Date() < deadline {
      usleep(10_000)
    }
    usleep(100_000)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store)
    let list = try runUnprivileged(["list", "--store", store])
    #expect(list.status == 0, "\(list.error)")
    #expect(list.output == "1 [ ] changed\n2 [ ] b\n")
  }

  // MARK: - Files that are not our store

  /// A SQLite database another program made, with a table named `todo`, by `sqlite3`.
  enum Foreign: String, CaseIterable, CustomTestStringConvertible {
    case plainTodoTable, walTodoTable, otherGRDBApp, newerTodo, noTables

    var testDescription: String { rawValue }

    func make(at path: String) throws {
      switch self {
      case .plainTodoTable:
        try runTool(
          "sqlite3",
          [
            path,
            "CREATE TABLE todo(id INTEGER PRIMARY KEY, what TEXT); INSERT INTO todo VALUES(1, 'mine');",
          ])
      case .walTodoTable:
        try runTool(
          "sqlite3",
          [
            path,
            "PRAGMA journal_mode=WAL; CREATE TABLE todo(id INTEGER PRIMARY KEY, title TEXT);"
              + " INSERT INTO todo VALUES(1, 'mine');",
          ])
      case .otherGRDBApp:
        try runTool(
          "sqlite3",
          [
            path,
            "CREATE TABLE grdb_migrations(identifier TEXT NOT NULL PRIMARY KEY);"
              + " INSERT INTO grdb_migrations VALUES('createTodo');"
              + " CREATE TABLE todo(id INTEGER PRIMARY KEY, title TEXT, content TEXT, done BOOLEAN,"
              + " created DOUBLE, updated DOUBLE);",
          ])
      case .newerTodo:
        try Binary.run(["add", "from the future", "--store", path])
        try runTool(
          "sqlite3", [path, "INSERT INTO grdb_migrations VALUES('v99: a field from the future');"])
      case .noTables:
        try runTool("sqlite3", [path, "PRAGMA user_version = 7;"])
      }
    }

    /// What todo must say about it.
    var reason: String {
      switch self {
      case .newerTodo: "made by a newer version of todo"
      default: "not a todo store"
      }
    }
  }

  @Test(
    "a database that is not our store is refused by every command and left byte for byte",
    arguments: Foreign.allCases)
  func foreignDatabase(kind: Foreign) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("their.sqlite")
    try kind.make(at: store)
    let input = folder.path("in.json")
    try Data(#"[{"title": "x"}]"#.utf8).write(to: URL(fileURLWithPath: input))
    let files = folder.contents()
    let before = try FileState(store)
    let commands =
      Self.readingCommands + Self.changingCommands + [["add", "new"], ["import", input]]
    for arguments in commands {
      let result = try Binary.run(arguments + ["--store", store])
      #expect(result.status == 1, "\(arguments): \(result.error)")
      #expect(result.error.hasPrefix("todo: \(store): \(kind.reason)"), "\(result.error)")
      #expect(result.output.isEmpty)
    }
    #expect(folder.contents() == files)
    #expect(try FileState(store) == before)
  }

  @Test("a store made by an earlier version (no search table yet) is upgraded on first change")
  func earlierVersionIsUpgraded() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("old.sqlite")
    try runTool(
      "sqlite3",
      [
        store,
        "CREATE TABLE grdb_migrations(identifier TEXT NOT NULL PRIMARY KEY);"
          + " INSERT INTO grdb_migrations VALUES('v1: todo table');"
          + " CREATE TABLE todo(id INTEGER PRIMARY KEY AUTOINCREMENT, title TEXT NOT NULL,"
          + " content TEXT NOT NULL DEFAULT '', done BOOLEAN NOT NULL DEFAULT 0,"
          + " created DOUBLE NOT NULL, updated DOUBLE NOT NULL);"
          + " INSERT INTO todo VALUES(1, 'old one', '', 0, 0, 0);",
      ])
    let before = try FileState(store)
    #expect(try Binary.run(["list", "--store", store]).output == "1 [ ] old one\n")
    #expect(try FileState(store) == before, "a read-only command upgraded the store")
    let added = try Binary.run(["add", "new one", "--store", store])
    #expect(added.status == 0, "\(added.error)")
    #expect(try Binary.run(["list", "--store", store]).output == "1 [ ] old one\n2 [ ] new one\n")
  }

  // MARK: - Paths that are not files

  @Test("a dangling symbolic link is named as one, for reading and writing alike")
  func danglingLink() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("link.sqlite")
    try FileManager.default.createSymbolicLink(
      atPath: store, withDestinationPath: folder.path("gone/todo.sqlite"))
    for arguments in [["list"], ["add", "x"]] {
      let result = try Binary.run(arguments + ["--store", store])
      #expect(result.status == 1)
      #expect(
        result.error
          == "todo: \(store): is a dangling symbolic link (to \(folder.path("gone/todo.sqlite")))\n"
      )
    }
    #expect(folder.contents() == ["link.sqlite"])
  }

  @Test("a FIFO or a /proc file is not a regular file")
  func notRegularFiles() throws {
    let folder = try ScratchFolder.made()
    let fifo = folder.path("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)
    for store in [fifo, "/proc/version"] {
      for arguments in [["list"], ["add", "x"]] {
        let result = try Binary.run(arguments + ["--store", store])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("todo: \(store): is not a regular file"), "\(result.error)")
      }
    }
    #expect(folder.contents() == ["fifo"])
  }
}
