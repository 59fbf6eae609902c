import Foundation
import TestSupport
import Testing

/// `--help` shows examples for every command (SPEC §13), and the examples work: each one is
/// read back from the help the binary prints and run through the shell as a person would
/// paste it, in a folder holding the files the examples name.
@Suite("Help examples")
struct HelpExamplesTests {
  /// Every command, in an order in which the examples can run one after another: `add`
  /// first makes the todos that `edit`, `done` and `rm` name by id.
  static let commands = [
    "add", "list", "edit", "done", "rm", "import", "export", "tags", "replay", "sync", "config",
  ]

  /// The example command lines under `Examples:` in `help` (a `#` line says what the next
  /// line does).
  static func examples(in help: String) -> [String] {
    let lines = help.split(separator: "\n").map(String.init)
    guard let start = lines.firstIndex(of: "Examples:") else { return [] }
    return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("#") }
  }

  @Test("todo --help and every command's --help show examples of that command")
  func everyCommandHasExamples() throws {
    let root = Self.examples(in: try Binary.run(["--help"]).output)
    #expect(root.contains("todo"), "\(root)")
    for command in Self.commands {
      let help = try Binary.run([command, "--help"])
      #expect(help.status == 0)
      let examples = Self.examples(in: help.output)
      #expect(!examples.isEmpty, "todo \(command) --help shows no examples")
      for example in examples {
        #expect(
          example.contains("todo \(command)"), "todo \(command) --help shows \"\(example)\"")
      }
    }
  }

  @Test("every example of the script commands runs and succeeds")
  func examplesRun() throws {
    let folder = try ScratchFolder.made()
    try Data(#"[{"title": "From JSON", "content": "", "done": false}]"#.utf8)
      .write(to: folder.url.appendingPathComponent("todos.json"))
    try Data("(A) From todo.txt +home\n".utf8)
      .write(to: folder.url.appendingPathComponent("todo.txt"))
    try Data(
      """
      BEGIN:VCALENDAR\r
      VERSION:2.0\r
      PRODID:-//test//EN\r
      BEGIN:VTODO\r
      UID:example-1\r
      SUMMARY:From iCalendar\r
      END:VTODO\r
      END:VCALENDAR\r

      """.utf8
    ).write(to: folder.url.appendingPathComponent("calendar.ics"))
    try Data("aA replayed todo<Enter>".utf8)
      .write(to: folder.url.appendingPathComponent("demo.keys"))
    let binaries = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
    let environment = [
      "TODO_STORE": folder.path("todo.sqlite"), "HOME": folder.url.path,
      "XDG_CONFIG_HOME": folder.path("config"), "PATH": "\(binaries):/usr/bin:/bin",
    ]
    var ran = 0
    for command in Self.commands where command != "sync" {
      for example in Self.examples(in: try Binary.run([command, "--help"]).output) {
        let result = try Binary.run(
          ["-c", example], environment: environment, executable: "/bin/sh",
          directory: folder.url.path)
        #expect(result.status == 0, "\(example): \(result.error)")
        ran += 1
      }
    }
    #expect(ran >= 15)
    // What they did shows: the adds and imports are in the list, `done 2` and `rm 3` took
    // effect, the exports were written.
    let list = try Binary.run(["list", "--all"], environment: environment).output
    for title in ["1 [ ] Buy milk", "2 [x] (H) Send the report", "From JSON", "From iCalendar"] {
      #expect(list.contains(title), "\(list)")
    }
    #expect(!list.contains("Water the plants"), "\(list)")
    for file in ["backup.json", "tasks.ics"] {
      #expect(FileManager.default.fileExists(atPath: folder.path(file)), "\(file) not written")
    }
  }

  @Test("the sync example says plainly that sync is not set up yet, with exit 2")
  func syncExampleWithoutConfiguration() throws {
    let folder = try ScratchFolder.made()
    let result = try Binary.run(
      ["sync"],
      environment: [
        "TODO_STORE": folder.path("todo.sqlite"), "XDG_CONFIG_HOME": folder.path("config"),
      ])
    #expect(result.status == 2)
    #expect(result.error.contains("no [sync] section in config.toml"), "\(result.error)")
  }
}
