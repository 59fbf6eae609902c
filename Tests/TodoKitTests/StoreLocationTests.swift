import Testing

@testable import TodoKit

/// Where the store file lives: `--store`, then `$TODO_STORE`, then the XDG data folder.
@Suite struct StoreLocationTests {
  @Test(
    "the first of option, TODO_STORE, XDG_DATA_HOME and HOME wins",
    arguments: [
      ("/opt/a.sqlite", ["TODO_STORE": "/env.sqlite"], "/opt/a.sqlite"),
      ("", ["TODO_STORE": "/env.sqlite", "HOME": "/home/u"], "/env.sqlite"),
      (nil, ["TODO_STORE": "/env.sqlite"], "/env.sqlite"),
      (nil, ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], "/xdg/todo/todo.sqlite"),
      (nil, ["TODO_STORE": "", "XDG_DATA_HOME": "/xdg"], "/xdg/todo/todo.sqlite"),
      (
        nil, ["XDG_DATA_HOME": "relative/path", "HOME": "/home/u"],
        "/home/u/.local/share/todo/todo.sqlite"
      ),
      (nil, ["HOME": "/home/u"], "/home/u/.local/share/todo/todo.sqlite"),
    ] as [(String?, [String: String], String)])
  func path(option: String?, environment: [String: String], expected: String) {
    #expect(StoreLocation.path(option: option, environment: environment) == expected)
  }

  @Test func withoutHomeFallsBackToHomeDirectory() {
    let path = StoreLocation.path(option: nil, environment: [:])
    #expect(path.hasPrefix("/"))
    #expect(path.hasSuffix("/.local/share/todo/todo.sqlite"))
  }
}
