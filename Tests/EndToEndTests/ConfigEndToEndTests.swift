import Foundation
import Testing

/// The configuration file in a real terminal (SPEC §13): a remapped key works and shows in
/// the footer and in help, the colours are the file's, and a bad file is refused before the
/// terminal is touched.
@Suite("the configuration file, in tmux", .serialized)
struct ConfigEndToEndTests {
  /// Writes `text` as the configuration the app launched by `Tmux.launch` reads (`HOME` is
  /// the test's folder), readable by its owner alone.
  private static func configure(_ text: String, in folder: TemporaryFolder) throws {
    let directory = folder.path(".config/todo")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try text.write(toFile: directory + "/config.toml", atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o600], ofItemAtPath: directory + "/config.toml")
  }

  @Test("[keys.list] add = \"n\": n adds, a does not, the footer and help say n")
  func remappedKey() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.configure(
      "[keys.list]\nadd = \"n\"\n[colors]\naccent = \"magenta\"\nselection = 24\n", in: folder)
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "n add · e edit")
    try await tmux.type("a")
    try await tmux.type("n")
    try await tmux.waitFor(text: "Add todo")
    try await tmux.type("Milk")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "[ ] Milk")
    // The selected row is drawn on colour 24 (the file's), not in reverse video.
    let colours = try await tmux.run(["capture-pane", "-e", "-p", "-t", tmux.session])
    #expect(colours.contains("48;5;24"), "\(colours)")
    try await tmux.type("?")
    // Polled, not read once: the help's title can show before its rows are drawn.
    let help = try await tmux.waitFor("help to show n as the add key") { screen in
      screen.contains("Help: keys")
        && screen.lines.contains { $0.contains("│   n ") && $0.contains("add a todo") }
    }
    #expect(!help.lines.contains { $0.contains("│   a ") && $0.contains("add a todo") })
    try await tmux.press("Escape")
    // q only once Esc has closed help: sent at once, the two would be read as Alt-q.
    try await tmux.waitFor("help closed") { !$0.contains("Help: keys") }
    try await tmux.type("q")
    try await tmux.waitFor(text: "EXITED:0")
  }

  @Test("a key bound twice: the message with its line, exit 2, the terminal as it was")
  func badFile() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Self.configure("[keys.list]\nadd = \"j\"\n", in: folder)
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }
    let screen = try await tmux.waitFor(text: "EXITED:2")
    #expect(
      screen.contains(
        "todo: config.toml line 2: j is bound twice in [keys.list]: to down and to add"),
      "\(screen)")
    #expect(!screen.contains("todo · "), "the app drew a screen: \(screen)")
    #expect(folder.read("stty-before") == folder.read("stty-after"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("todo.sqlite")))
  }
}
