import Foundation
import TestSupport
import Testing

@testable import TodoStorage

/// Where the store lives, with which modes, and that what was written is there next time.
@Suite("Store location and persistence")
struct StoreFileTests {
  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int) & 0o777
  }

  @Test("the default store is $XDG_DATA_HOME/todo/todo.sqlite, folder 0700, file 0600")
  func xdgDefault() throws {
    let folder = try ScratchFolder.made()
    let xdg = folder.path("xdg")
    let result = try Binary.run(
      ["add", "first"], environment: ["XDG_DATA_HOME": xdg, "HOME": folder.path("home")])
    #expect(result.status == 0, "\(result.error)")
    let store = xdg + "/todo/todo.sqlite"
    #expect(FileManager.default.fileExists(atPath: store))
    #expect(try mode(xdg + "/todo") == 0o700)
    #expect(try mode(store) == 0o600)
    #expect(!FileManager.default.fileExists(atPath: folder.path("home")))
  }

  @Test("without XDG_DATA_HOME the store is ~/.local/share/todo/todo.sqlite")
  func homeFallback() throws {
    let folder = try ScratchFolder.made()
    let home = folder.path("home")
    try Binary.run(["add", "first"], environment: ["HOME": home])
    let store = home + "/.local/share/todo/todo.sqlite"
    #expect(FileManager.default.fileExists(atPath: store))
    #expect(try mode(home + "/.local/share/todo") == 0o700)
    #expect(try mode(store) == 0o600)
  }

  @Test("--store beats TODO_STORE, which beats the XDG folder")
  func overrides() throws {
    let folder = try ScratchFolder.made()
    let environment = [
      "TODO_STORE": folder.path("env.sqlite"), "XDG_DATA_HOME": folder.path("xdg"),
    ]
    try Binary.run(["add", "via env"], environment: environment)
    try Binary.run(
      ["add", "via option", "--store", folder.path("option.sqlite")], environment: environment)
    #expect(try Binary.run(["list"], environment: environment).output.contains("via env"))
    let option = try Binary.run(["list", "--store", folder.path("option.sqlite")])
    #expect(option.output == "1 [ ] via option\n")
    #expect(!FileManager.default.fileExists(atPath: folder.path("xdg")))
  }

  @Test("closing and reopening keeps every change: adds, toggles, deletes")
  func reopenKeepsEverything() throws {
    let folder = try ScratchFolder.made()
    let environment = ["TODO_STORE": folder.path("s.sqlite")]
    for title in ["one", "two 二", "three 🎉"] {
      #expect(
        try Binary.run(["add", title, "--content", "about \(title)"], environment: environment)
          .status == 0)
    }
    try Binary.run(["done", "2"], environment: environment)
    try Binary.run(["rm", "1"], environment: environment)
    let list = try Binary.run(["list", "--all"], environment: environment)
    #expect(list.output == "3 [ ] three 🎉\n2 [x] two 二\n")
    let store = try SQLiteTodoStore(path: folder.path("s.sqlite"))
    let items = try store.items()
    #expect(items.map(\.content) == ["about two 二", "about three 🎉"])
    #expect(items.map(\.done) == [true, false])
  }

  @Test("two processes adding at once lose no change")
  func concurrentWriters() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "seed"], environment: ["TODO_STORE": store])
    let perWriter = 25
    let script = """
      for i in $(seq 1 \(perWriter)); do "$TODO_BIN" add "$1-$i" >/dev/null || exit 1; done
      """
    let writers = try ["a", "b", "c"].map { name in
      try ChildProcess(
        "/bin/sh", ["-c", script, "sh", name],
        environment: [
          "TODO_STORE": store, "TODO_BIN": Binary.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
        ],
        output: .inherit, error: .inherit)
    }
    for writer in writers {
      let finished = try writer.finishBlocking(timeout: Binary.timeout)
      #expect(finished.termination == .exited(0))
    }
    let titles = try SQLiteTodoStore(path: store).items().map(\.title)
    #expect(titles.count == 1 + 3 * perWriter)
    for name in ["a", "b", "c"] {
      for index in 1...perWriter { #expect(titles.contains("\(name)-\(index)")) }
    }
  }
}
