import Foundation
import Glibc
import TestSupport
import Testing

/// SPEC §15 "Write errors are errors": a command whose output cannot be written, or whose
/// standard input cannot be read, says so in one line and exits 1; no crash trace, ever.
@Suite("Write errors are errors")
struct WriteErrorTests {
  /// Every command that prints to standard output. `$STORE` is a store holding todo 1,
  /// `$IN` a JSON file of one todo, `$KEYS` a key script.
  static let printing: [[String]] = [
    ["list", "--store", "$STORE"], ["list", "--json", "--store", "$STORE"],
    ["add", "x", "--store", "$STORE"], ["edit", "1", "--title", "y", "--store", "$STORE"],
    ["done", "1", "--store", "$STORE"], ["rm", "1", "--store", "$STORE"],
    ["tags", "--store", "$STORE"], ["export", "--store", "$STORE"],
    ["export", "--format", "todotxt", "--store", "$STORE"],
    ["export", "-", "--format", "ics", "--store", "$STORE"],
    ["import", "$IN", "--store", "$STORE"],
    ["replay", "$KEYS"], ["config"], ["config", "--keys"], ["--help"], ["list", "--help"],
    ["--version"],
  ]

  /// `words` with the placeholders of `printing` made paths in `folder` (whose store gets its
  /// todo 1 here).
  private func prepared(_ words: [String], in folder: ScratchFolder) throws -> [String] {
    let store = folder.path("s.sqlite")
    try #require(Binary.run(["add", "a", "--tag", "tag", "--store", store]).status == 0)
    let input = folder.path("in.json")
    try Data(#"[{"title": "imported"}]"#.utf8).write(to: URL(fileURLWithPath: input))
    let keys = folder.path("k.keys")
    try Data("aone<Enter>".utf8).write(to: URL(fileURLWithPath: keys))
    return words.map { ["$STORE": store, "$IN": input, "$KEYS": keys][$0] ?? $0 }
  }

  @Test("standard output on a full device is an error, not a crash", arguments: printing)
  func fullDevice(words: [String]) throws {
    let folder = try ScratchFolder.made()
    let result = try Binary.run(
      prepared(words, in: folder), standardOutput: .file("/dev/full"))
    #expect(result.status == 1, "\(result.termination)")
    #expect(result.error == "todo: cannot write to standard output: No space left on device\n")
  }

  @Test("a closed standard output is an error, not a crash", arguments: printing)
  func closedOutput(words: [String]) throws {
    let folder = try ScratchFolder.made()
    let result = try Binary.run(prepared(words, in: folder), standardOutput: .closed)
    #expect(result.status == 1, "\(result.termination)")
    #expect(result.error == "todo: cannot write to standard output: Bad file descriptor\n")
  }

  @Test(
    "a closed standard input is an error, not a crash",
    arguments: [["import", "-", "--store", "$STORE"], ["replay", "-"]])
  func closedInput(words: [String]) throws {
    let folder = try ScratchFolder.made()
    let arguments = try prepared(words, in: folder)
    let result = try Binary.run(arguments, standardInput: .closed)
    #expect(result.status == 1, "\(result.termination)")
    #expect(result.error == "todo: cannot read standard input: Bad file descriptor\n")
    #expect(result.output == "")
    if words[0] == "import" {
      #expect(
        try Binary.run(["list", "--store", folder.path("s.sqlite")]).output == "1 [ ] a +tag\n")
    }
  }

  /// The write end of a pipe whose read end is already closed.
  private func pipeWithoutReader() throws -> Int32 {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    close(ends[0])
    return ends[1]
  }

  @Test("a pipe its reader closed ends todo silently, as it ends cat: by SIGPIPE")
  func closedPipe() throws {
    let folder = try ScratchFolder.made()
    let writeEnd = try pipeWithoutReader()
    defer { close(writeEnd) }
    let result = try Binary.run(
      prepared(["list", "--store", "$STORE"], in: folder), standardOutput: .descriptor(writeEnd))
    #expect(result.termination == .signaled(SIGPIPE))
    #expect(result.error == "")
  }

  @Test("with SIGPIPE ignored, a pipe its reader closed is a write error like any other")
  func closedPipeSignalIgnored() throws {
    let folder = try ScratchFolder.made()
    let writeEnd = try pipeWithoutReader()
    defer { close(writeEnd) }
    // The shell's `trap '' PIPE` ignores the signal, and an ignored signal stays ignored
    // across the exec, as under a parent that ignores it (some daemons, Python's subprocess).
    let result = try Binary.run(
      ["-c", #"trap '' PIPE; exec "$0" "$@""#, Binary.path]
        + prepared(["export", "--store", "$STORE"], in: folder),
      executable: "/bin/sh", standardOutput: .descriptor(writeEnd))
    #expect(result.status == 1, "\(result.termination)")
    #expect(result.error == "todo: cannot write to standard output: Broken pipe\n")
  }
}
