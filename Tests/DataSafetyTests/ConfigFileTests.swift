import Foundation
import Testing

/// A configuration file the app cannot use (SPEC §13): said with its line, exit 2, before the
/// terminal or the store is touched.
@Suite("the configuration file")
struct ConfigFileTests {
  @Test("a bad config.toml: todo: config.toml line N: …, exit 2, no store made")
  func badFileStopsTheApp() throws {
    let folder = try TemporaryFolder()
    let config = folder.path("config/todo/config.toml")
    try FileManager.default.createDirectory(
      atPath: folder.path("config/todo"), withIntermediateDirectories: true)
    try "[sync]\nurl = \"http://dav.example.org/tasks/\"\nusername = \"alice\"\n".write(
      toFile: config, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config)
    let store = folder.path("todo.sqlite")
    let environment = [
      "XDG_CONFIG_HOME": folder.path("config"), "HOME": folder.url.path, "TERM": "xterm",
      "TODO_STORE": store,
    ]
    let result = try Binary.run([], environment: environment)
    #expect(result.status == 2)
    #expect(
      result.error.hasPrefix("todo: config.toml line 2: plain http is refused except to this"),
      "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store))

    // Readable by others: refused as a whole, with the hint.
    try "".write(toFile: config, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: config)
    let open = try Binary.run([], environment: environment)
    #expect(open.status == 2)
    #expect(
      open.error
        == "todo: config.toml: others can read it (mode 644), and it may hold how to log in: chmod 600 \(config)\n"
    )
  }
}
