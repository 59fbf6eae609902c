import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Where the store file lives: `--store`, then `$TODO_STORE`, then the XDG data folder. An
/// empty path is an error, and `~/` is the home folder.
@Suite struct StoreLocationTests {
  @Test(
    "the first of option, TODO_STORE, XDG_DATA_HOME and HOME wins",
    arguments: [
      ("/opt/a.sqlite", ["TODO_STORE": "/env.sqlite"], "/opt/a.sqlite"),
      (nil, ["TODO_STORE": "/env.sqlite"], "/env.sqlite"),
      (nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/todo/todo.sqlite"),
      (
        nil, ["XDG_DATA_HOME": "relative/path", "HOME": "/home/u"],
        "/home/u/.local/share/todo/todo.sqlite"
      ),
      (nil, ["HOME": "/home/u"], "/home/u/.local/share/todo/todo.sqlite"),
      ("relative.sqlite", [:], "relative.sqlite"),
    ] as [(String?, [String: String], String)])
  func path(option: String?, environment: [String: String], expected: String) throws {
    #expect(try StoreLocation.path(option: option, environment: environment) == expected)
  }

  @Test(
    "a leading ~ or ~/ is the home folder; a ~ elsewhere is part of the name",
    arguments: [
      ("~/todo.sqlite", nil, "/home/u/todo.sqlite"),
      (nil, "~/data/todo.sqlite", "/home/u/data/todo.sqlite"),
      ("~", nil, "/home/u"),
      ("notes/~/x.sqlite", nil, "notes/~/x.sqlite"),
      ("/a~b.sqlite", nil, "/a~b.sqlite"),
    ] as [(String?, String?, String)])
  func tilde(option: String?, variable: String?, expected: String) throws {
    var environment = ["HOME": "/home/u"]
    environment["TODO_STORE"] = variable
    #expect(try StoreLocation.path(option: option, environment: environment) == expected)
  }

  @Test("an empty --store or TODO_STORE is an error, not the default store")
  func emptyIsAnError() {
    let option = #expect(throws: StoreLocationError.self) {
      try StoreLocation.path(option: "", environment: ["TODO_STORE": "/env.sqlite"])
    }
    #expect(option?.description == "--store needs a path")
    let variable = #expect(throws: StoreLocationError.self) {
      try StoreLocation.path(option: nil, environment: ["TODO_STORE": "", "XDG_DATA_HOME": "/x"])
    }
    #expect(variable?.description.hasPrefix("TODO_STORE is empty") == true)
  }

  @Test("another user's ~name is refused rather than made into a folder")
  func otherHomeIsRefused() {
    let error = #expect(throws: StoreLocationError.self) {
      try StoreLocation.path(option: nil, environment: ["TODO_STORE": "~bob/todo.sqlite"])
    }
    #expect(error?.problem == .otherHome("~bob/todo.sqlite"))
    #expect(error?.description.hasPrefix("TODO_STORE: '~bob/todo.sqlite'") == true)
  }

  @Test func withoutHomeFallsBackToHomeDirectory() throws {
    let path = try StoreLocation.path(option: nil, environment: [:])
    #expect(path.hasPrefix("/"))
    #expect(path.hasSuffix("/.local/share/todo/todo.sqlite"))
  }
}
