import Foundation
import TestSupport
import Testing

/// A configuration file the app cannot use (SPEC §13): said with its line, exit 2, before the
/// terminal or the store is touched.
@Suite("the configuration file")
struct ConfigFileTests {
  @Test("a bad config.toml: todo: config.toml line N: …, exit 2, no store made")
  func badFileStopsTheApp() throws {
    let folder = try ScratchFolder.made()
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

  @Test(
    "every kind of bad file: its line, exit 2, nothing on the terminal, no store made",
    arguments: [
      ("[view]\nsort = \"due\n", "xterm", "config.toml line 2: "),
      ("[view]\nzoom = 2\n", "xterm", "config.toml line 2: unknown key \"zoom\" in [view]"),
      ("[keys.list]\nappend = \"n\"\n", "xterm", "config.toml line 2: unknown action \"append\""),
      ("[keys.list]\nadd = \"Ctrl\"\n", "xterm", "config.toml line 2: \"Ctrl\" is not a key"),
      (
        "[keys.list]\nadd = \"n\"\nedit = \"n\"\n", "xterm",
        "config.toml line 3: n is bound twice in [keys.list]: to add and to edit"
      ),
      (
        "[keys.dialog]\nsave = \"a\"\n", "xterm",
        "config.toml line 2: a types itself in text fields, so it cannot be save in [keys.dialog]"
      ),
      (
        "[keys.confirm]\nyes = \"Enter\"\n", "xterm",
        "config.toml line 2: Enter is bound twice in the discard question"
      ),
      (
        "[colors]\naccent = \"magenta\"\nmuted = 208\n", "xterm",
        "config.toml line 3: muted = 208: this terminal (TERM=xterm) shows 8 colours (0 to 7)"
      ),
      (
        "[colors]\naccent = \"magenta\"\n", "vt100",
        "config.toml line 2: accent = \"magenta\": this terminal (TERM=vt100) shows no colours"
      ),
    ])
  func everyKindOfBadFile(text: String, term: String, message: String) throws {
    let folder = try ScratchFolder.made()
    let config = folder.path("config/todo/config.toml")
    try FileManager.default.createDirectory(
      atPath: folder.path("config/todo"), withIntermediateDirectories: true)
    try text.write(toFile: config, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config)
    let store = folder.path("todo.sqlite")
    let result = try Binary.run(
      [],
      environment: [
        "XDG_CONFIG_HOME": folder.path("config"), "HOME": folder.url.path, "TERM": term,
        "TODO_STORE": store,
      ])
    #expect(result.status == 2)
    #expect(result.error.hasPrefix("todo: " + message), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    #expect(result.output.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test("a colour the terminal cannot show is no error with NO_COLOR, which shows none")
  func noColorWins() throws {
    let folder = try ScratchFolder.made()
    try FileManager.default.createDirectory(
      atPath: folder.path("config/todo"), withIntermediateDirectories: true)
    let config = folder.path("config/todo/config.toml")
    try "[colors]\nmuted = 208\n".write(toFile: config, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config)
    let result = try Binary.run(
      [],
      environment: [
        "XDG_CONFIG_HOME": folder.path("config"), "HOME": folder.url.path, "TERM": "xterm",
        "NO_COLOR": "1", "TODO_STORE": folder.path("todo.sqlite"),
      ])
    // Past the configuration: refused only because the test's input is not a terminal.
    #expect(result.status == 2)
    #expect(result.error.contains("terminal"), "\(result.error)")
    #expect(!result.error.contains("config.toml"), "\(result.error)")
  }

  @Test("todo config says where the file is and whether the app can use it")
  func configCommandChecksTheFile() throws {
    let folder = try ScratchFolder.made()
    try FileManager.default.createDirectory(
      atPath: folder.path("config/todo"), withIntermediateDirectories: true)
    let config = folder.path("config/todo/config.toml")
    let environment = [
      "XDG_CONFIG_HOME": folder.path("config"), "HOME": folder.url.path, "TERM": "xterm",
    ]
    let none = try Binary.run(["config"], environment: environment)
    #expect(none.status == 0)
    #expect(none.output == "\(config): none, everything as it comes\n")

    try "[keys.list]\nadd = \"n\"\n[view]\nsort = \"due\"\n".write(
      toFile: config, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: config)
    let fine = try Binary.run(["config"], environment: environment)
    #expect(fine.status == 0)
    #expect(fine.output == "\(config): fine (1 key lines, view)\n")
    let keys = try Binary.run(["config", "--keys"], environment: environment)
    #expect(keys.output.contains("[keys.list]\n"))
    #expect(keys.output.contains("\nadd = \"n\"  # add a todo\n"))

    // Values once taken as fine: each refused as the app refuses it.
    for (text, message) in [
      ("[keys.dialog]\nsave = \"a\"\n", "line 2: a types itself in text fields"),
      ("[keys.filter]\n\nkeep = \"e\"\n", "line 3: e types itself in text fields"),
      ("[keys.confirm]\nyes = \"Enter\"\n", "line 2: Enter is bound twice in the discard question"),
      ("[keys.field]\nhome = \"x\"\n", "line 2: x types itself in text fields"),
    ] {
      try text.write(toFile: config, atomically: false, encoding: .utf8)
      let refused = try Binary.run(["config"], environment: environment)
      #expect(refused.status == 2, "\(text)")
      #expect(refused.error.hasPrefix("todo: config.toml " + message), "\(refused.error)")
      #expect(refused.output.isEmpty)
    }
    // Quit on another key is fine, and Ctrl-C stays.
    try "[keys.anywhere]\nquit = \"C-q\"\n".write(
      toFile: config, atomically: false, encoding: .utf8)
    let quit = try Binary.run(["config", "--keys"], environment: environment)
    #expect(quit.status == 0)
    #expect(quit.output.contains("[keys.anywhere]\nquit = [\"C-q\", \"C-c\"]  # quit\n"))

    try "[colors]\nmuted = 208\n".write(toFile: config, atomically: false, encoding: .utf8)
    let bad = try Binary.run(["config"], environment: environment)
    #expect(bad.status == 2)
    #expect(bad.error.hasPrefix("todo: config.toml line 2: muted = 208: this terminal"))
    #expect(bad.output.isEmpty)
  }
}
