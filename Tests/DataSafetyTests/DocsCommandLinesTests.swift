import Foundation
import TestSupport
import Testing

/// The `todo` command lines of the README and of docs/ that a person would paste (those in
/// ```sh blocks) are read by the real binary's argument parser without a usage error: a
/// renamed option or a command that is gone fails here until the pages follow. Each is run as
/// written, one after another, on a store of its own in a temporary folder: what it does
/// beyond parsing (a todo it names may not be there) is not what is checked.
@Suite("Command lines in the README and docs/")
struct DocsCommandLinesTests {
  /// The root of the source tree, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every page of docs/, as paths from the root.
  static var pages: [String] {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The lines of ```sh blocks in `text` that run `todo`, as written.
  static func commandLines(in text: String) -> [String] {
    var lines: [String] = []
    // The language of the fenced block the line is in (empty for a plain fence); nil outside.
    var fence: String?
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
        continue
      }
      if fence == "sh", trimmed == "todo" || trimmed.hasPrefix("todo ") { lines.append(trimmed) }
    }
    return lines
  }

  /// The words of `line` up to the end of its first command (a pipe, a redirection, `;`, `&`
  /// or a comment), as a shell splits them: quotes kept together and taken off, and the
  /// program's name left out.
  static func arguments(of line: String) -> [String] {
    var words: [String] = []
    var word: String?
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word = (word ?? "") + String(character) }
        continue
      }
      if character == "'" || character == "\"" {
        quote = character
        word = word ?? ""
      } else if character == " " || character == "\t" {
        if let done = word { words.append(done) }
        word = nil
      } else if "|;&<>".contains(character) || (character == "#" && word == nil) {
        break
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if quote == nil, let done = word { words.append(done) }
    return Array(words.dropFirst())
  }

  /// The usage error the parser gives `arguments`, or nil when it reads them. Run in `folder`
  /// with a store and a configuration of its own, standard input empty.
  static func usageError(_ arguments: [String], in folder: ScratchFolder) throws -> String? {
    let result = try Binary.run(
      arguments,
      environment: [
        "TODO_STORE": folder.path("todo.sqlite"), "HOME": folder.url.path,
        "XDG_CONFIG_HOME": folder.path("config"), "XDG_DATA_HOME": folder.path("data"),
      ],
      directory: folder.url.path)
    #expect(result.status != nil, "todo \(arguments) ended by a signal")
    return result.error.contains("Usage: todo") ? result.error : nil
  }

  @Test("every todo command line in a ```sh block of the README and docs/ parses")
  func commandLinesParse() throws {
    let folder = try ScratchFolder.made()
    var checked = 0
    for page in Self.pages {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      for line in Self.commandLines(in: text) {
        if let error = try Self.usageError(Self.arguments(of: line), in: folder) {
          Issue.record("\(page): \(line)\n\(error)")
        }
        checked += 1
      }
    }
    #expect(checked >= 8)
  }

  @Test("a line the parser refuses is seen, and lines are split as a shell splits them")
  func theCheckSeesRefusals() throws {
    let folder = try ScratchFolder.made()
    #expect(try Self.usageError(["add", "-x"], in: folder) != nil)
    #expect(try Self.usageError(["list", "--bogus"], in: folder) != nil)
    #expect(try Self.usageError(["add", "Buy milk", "--tag", "home"], in: folder) == nil)
    #expect(
      Self.arguments(of: "todo add 'Send the report' --due \"fri 17:00\" # due Friday")
        == ["add", "Send the report", "--due", "fri 17:00"])
    #expect(Self.arguments(of: "todo list | cut -d' ' -f1") == ["list"])
    #expect(Self.arguments(of: "todo import - < todo.txt") == ["import", "-"])
    #expect(
      Self.commandLines(in: "```sh\ntodo list\nmake run\n```\n```\ntodo nope [X]\n```\n")
        == ["todo list"])
  }
}
