import Foundation
import TestSupport
import Testing
import TodoConfig

/// The configuration file (SPEC §11, §13): `[sync]` read, every kind of bad file an error
/// naming its line, a file others can read refused.
@Suite struct ConfigurationTests {
  @Test func syncSettingsAreRead() throws {
    let configuration = try Configuration.parse(
      """
      # my sync
      [sync]
      url = "https://dav.example.org/calendars/alice/tasks/"   # the task list
      username = "alice"
      password_command = "pass show dav/alice"
      """)
    #expect(
      configuration.sync
        == SyncSettings(
          url: try #require(URL(string: "https://dav.example.org/calendars/alice/tasks/")),
          username: "alice", passwordCommand: "pass show dav/alice"))
  }

  @Test func theIntervalBetweenBackgroundSyncsIsSecondsAndEveryFewMinutesByDefault() throws {
    let base = "[sync]\nurl = \"https://x.org/\"\nusername = \"a\"\n"
    #expect(try Configuration.parse(base).sync?.interval == 180)
    #expect(try Configuration.parse(base + "interval = 30\n").sync?.interval == 30)
  }

  @Test func emptyOrCommentsOnlyIsNothingConfigured() throws {
    #expect(try Configuration.parse("") == Configuration())
    #expect(try Configuration.parse("# nothing yet\n") == Configuration())
  }

  @Test func thePasswordCommandMayBeLeftOutAndHTTPGoesToThisMachine() throws {
    let configuration = try Configuration.parse(
      "[sync]\nurl = \"http://127.0.0.1:5232/alice/tasks/\"\nusername = \"alice\"\n")
    #expect(configuration.sync?.passwordCommand == nil)
    #expect(configuration.sync?.url.host == "127.0.0.1")
  }

  @Test(arguments: [
    ("[sync]\nurl = \"https://x.org/\"\nusername = \"a\"\nx = = 1\n", 4, "Error while parsing"),
    (
      "[sync]\nurl = \"https://x.org/\"\nusername = \"a\"\npasword_command = \"p\"\n", 4,
      "unknown key \"pasword_command\" in [sync]"
    ),
    ("\n[synk]\nurl = \"https://x.org/\"\n", 2, "unknown section [synk]"),
    ("[sync]\nurl = 3\nusername = \"a\"\n", 2, "url must be a text in quotes"),
    ("[sync]\nusername = \"a\"\nurl = \"ftp://x.org/\"\n", 3, "url must be the task list's https"),
    ("[sync]\nurl = \"http://dav.example.org/\"\nusername = \"a\"\n", 2, "plain http is refused"),
    ("[sync]\nurl = \"https://x.org/\"\nusername = \"\"\n", 3, "username must be a text"),
    ("[sync]\nurl = \"https://x.org/\"\n", 1, "[sync] needs username"),
    ("sync = 3\n", 1, "sync must be a section"),
    (
      "[sync]\nurl = \"https://x.org/\"\nusername = \"a\"\ninterval = 1\n", 4,
      "interval must be a whole number of seconds from 5 to 86400"
    ),
    (
      "[sync]\nurl = \"https://x.org/\"\nusername = \"a\"\ninterval = \"5m\"\n", 4,
      "interval must be a whole number"
    ),
  ])
  func aBadFileNamesItsLine(text: String, line: Int, start: String) {
    #expect(throws: ConfigError.self) { try Configuration.parse(text) }
    do {
      _ = try Configuration.parse(text)
    } catch {
      #expect(error.line == line, "\(error)")
      #expect(error.message.hasPrefix(start), "\(error)")
      #expect(error.description.hasPrefix("config.toml line \(line): "))
    }
  }

  @Test func aFileOthersCanReadIsRefusedWithTheChmodHint() throws {
    let folder = try ScratchFolder.made("todo-config")
    let path = folder.path("config.toml")
    #expect(try Configuration.load(path: path) == Configuration())
    try "[sync]\nurl = \"https://x.org/\"\nusername = \"a\"\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    #expect(throws: ConfigError.self) { try Configuration.load(path: path) }
    do {
      _ = try Configuration.load(path: path)
    } catch {
      #expect(error.line == nil)
      #expect(error.description.hasPrefix("config.toml: others can read it (mode 644)"))
      #expect(error.description.hasSuffix("chmod 600 \(path)"))
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    #expect(try Configuration.load(path: path).sync?.username == "a")
  }

  @Test func theFileIsWhereXDGSays() {
    #expect(
      ConfigLocation.path(environment: ["XDG_CONFIG_HOME": "/c", "HOME": "/h"])
        == "/c/todo/config.toml")
    #expect(ConfigLocation.path(environment: ["HOME": "/h"]) == "/h/.config/todo/config.toml")
    #expect(
      ConfigLocation.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
        == "/h/.config/todo/config.toml")
    #expect(ConfigLocation.path(environment: [:]) == nil)
  }
}
