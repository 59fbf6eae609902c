import Foundation
import TestSupport
import Testing

/// The shell completions `make install` installs are swift-argument-parser's, written by the
/// binary itself (`--generate-completion-script`). Bash is driven as it is at a prompt: the
/// script is sourced, the completion function is called on a half-typed line, and what it
/// offers is read back.
@Suite("Shell completion")
struct CompletionScriptTests {
  /// What bash's completion of `todo` offers for `line` (the cursor at its end).
  static func bashCompletions(of line: String) throws -> [String] {
    let script = try Binary.run(["--generate-completion-script", "bash"])
    try #require(script.status == 0, "\(script.error)")
    let folder = try ScratchFolder.made()
    let scriptPath = folder.path("todo.bash")
    try Data(script.output.utf8).write(to: URL(fileURLWithPath: scriptPath))
    let words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    // As bash calls a completion function: COMP_* set, then (command, word, previous word).
    let driver = """
      source '\(scriptPath)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
      _todo todo '\(words.last ?? "")' '\(words.dropLast().last ?? "")'
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Binary.run(["-c", driver], executable: "/bin/bash")
    try #require(result.status == 0, "\(result.error)")
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test("bash completes todo ex to todo export")
  func bashCompletesCommand() throws {
    #expect(try Self.bashCompletions(of: "todo ex") == ["export"])
  }

  @Test("bash offers every command after todo, and the formats after --format")
  func bashOffersCommandsAndFormats() throws {
    let commands = try Self.bashCompletions(of: "todo ")
    for command in ["list", "add", "edit", "done", "rm", "import", "export", "tags", "sync"] {
      #expect(commands.contains(command), "\(commands)")
    }
    #expect(
      Set(try Self.bashCompletions(of: "todo export --format ")) == ["json", "todotxt", "ics"])
  }

  @Test("the zsh and fish scripts name every command", arguments: ["zsh", "fish"])
  func otherShells(shell: String) throws {
    let script = try Binary.run(["--generate-completion-script", shell])
    #expect(script.status == 0)
    for command in ["export", "import", "sync", "tags"] {
      #expect(script.output.contains(command), "\(shell) script lacks \(command)")
    }
  }
}
