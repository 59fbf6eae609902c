import Foundation
import TestSupport
import Testing

/// The man page `make install` installs (`todo.1`, generated from the command-line
/// definitions by swift-argument-parser's plugin; `make test` generates it and names it in
/// `$TODO_MANUAL`) renders with `man -l` as a person reads it: no warning, every command and
/// its examples, each example on a line of its own.
@Suite(
  "Man page",
  .enabled(
    if: ProcessInfo.processInfo.environment["TODO_MANUAL"] != nil,
    "make test generates the page (make man) and names it in TODO_MANUAL"))
struct ManualPageTests {
  /// The page as `man -l` shows it 80 columns wide, and what it said on standard error.
  static func rendered() throws -> (page: String, warnings: String) {
    let path = ProcessInfo.processInfo.environment["TODO_MANUAL"] ?? ""
    let finished = try ChildProcess(
      "/usr/bin/man", ["-l", path],
      environment: [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "MANWIDTH": "80", "MANPAGER": "cat",
      ]
    ).finishBlocking(timeout: .seconds(60))
    try #require(finished.termination == .exited(0), "\(finished.errorText)")
    return (finished.outputText, finished.errorText)
  }

  @Test("renders without a warning, with its name, every command and their examples")
  func renders() throws {
    let (page, warnings) = try Self.rendered()
    #expect(warnings.isEmpty, "\(warnings)")
    #expect(page.contains("todo — A terminal todo list."), "\(page.prefix(400))")
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS"] {
      #expect(page.contains("\n\(section)\n"), "no \(section)")
    }
    let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    for command in ["list", "add", "edit", "done", "rm", "import", "export", "tags", "sync"] {
      #expect(lines.contains { $0.hasPrefix("\(command) ") }, "no \(command) in the page")
    }
    for example in ["todo add 'Buy milk'", "todo export tasks.ics", "todo sync", "todo done 2"] {
      #expect(lines.contains(example), "\(example) is not a line of its own")
    }
  }
}
