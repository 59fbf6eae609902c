import Foundation
import Testing

/// `E` for real: the built binary in tmux hands the terminal to `$EDITOR` (a shell script
/// that talks to the person on the terminal, and vim when it is installed), takes it back,
/// redraws, and saves what was written as the todo's notes.
@Suite("E: the notes in $EDITOR, end to end", .serialized)
struct NotesEditorEndToEndTests {
  /// An editor as small as can be: it shows which file it has, asks for a line on the
  /// terminal (so the test sees the terminal was handed over), adds the line and saves.
  static let lineEditor = """
    #!/bin/sh
    printf 'editing %s\\n' "$(basename "$1")"
    printf 'one more line> '
    read line
    printf '%s\\n' "$line" >> "$1"
    """

  @Test("a script as $EDITOR gets the terminal, and the line it saves becomes the notes")
  func scriptEditor() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try await Self.seed(binary, folder, title: "Buy milk", content: "From the corner shop")
    let editor = folder.path("editor.sh")
    try Self.lineEditor.write(toFile: editor, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
    let tmux = try await Self.launch(binary, folder, editor: editor)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "[ ] Buy milk")

    try await tmux.type("E")
    // The app's screen is gone: the editor has the terminal, with the todo's file.
    var screen = try await tmux.waitFor(text: "one more line>")
    #expect(screen.contains("editing buy-milk.md"), "\(screen)")
    #expect(!screen.contains("[ ] Buy milk"), "the app still drew over the editor: \(screen)")
    try await tmux.type("Two litres, 日本 🥛")
    try await tmux.press("Enter")
    // Taken back and redrawn whole: the list, and the footer saying what happened.
    screen = try await tmux.waitFor(text: "Notes saved: \"Buy milk\"")
    #expect(screen.contains("[ ] Buy milk"))
    #expect(!screen.contains("one more line>"), "the editor's text is still shown: \(screen)")

    try await tmux.press("Enter")
    screen = try await tmux.waitFor(text: "Two litres, 日本 🥛")
    #expect(screen.contains("From the corner shop"))
    // Durable: another process reads the notes from the store.
    let listed = try await todo(binary, ["list", "--json"], folder)
    #expect(listed.stdout.contains(#"From the corner shop\nTwo litres, 日本 🥛"#), "\(listed)")

    // u undoes them in one step.
    try await tmux.type("u")
    screen = try await tmux.waitFor(text: "Undone: edit \"Buy milk\"")
    #expect(!screen.contains("Two litres"))
    // Back to the list first: an Esc followed at once by q would be Alt-q.
    try await tmux.press("Escape")
    try await tmux.waitFor(text: "[ ] Buy milk")
    try await tmux.type("q")
    try await tmux.waitFor(text: "EXITED:0")
    #expect(folder.read("stty-after") == folder.read("stty-before"))
  }

  @Test("an editor that is not installed changes nothing and says so")
  func missingEditor() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try await Self.seed(binary, folder, title: "Buy milk", content: "kept")
    let tmux = try await Self.launch(binary, folder, editor: "no-such-editor --wait")
    defer { tmux.kill() }
    try await tmux.waitFor(text: "[ ] Buy milk")
    try await tmux.type("E")
    let screen = try await tmux.waitFor(text: "Editor failed:")
    #expect(screen.contains("no-such-editor --wait) was not found"), "\(screen)")
    #expect(screen.contains("[ ] Buy milk"))
    let listed = try await todo(binary, ["list", "--json"], folder)
    #expect(listed.stdout.contains(#""content" : "kept""#), "\(listed)")
  }

  @Test(
    "vim as $EDITOR (with options): :wq saves the notes, :q! changes nothing",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/vim")))
  func vim() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try await Self.seed(binary, folder, title: "Call the plumber", content: "")
    let tmux = try await Self.launch(binary, folder, editor: "vim -u NONE -N -n")
    defer { tmux.kill() }
    try await tmux.waitFor(text: "[ ] Call the plumber")

    try await tmux.type("E")
    try await tmux.waitFor(text: "call-the-plumber.md")
    try await tmux.type("iAsk about the boiler too")
    try await tmux.press("Escape")
    try await tmux.type(":wq")
    try await tmux.press("Enter")
    var screen = try await tmux.waitFor(text: "Notes saved: \"Call the plumber\"")
    #expect(screen.contains("[ ] Call the plumber"))

    try await tmux.type("E")
    try await tmux.waitFor(text: "call-the-plumber.md")
    try await tmux.type("ddithrown away")
    try await tmux.press("Escape")
    try await tmux.type(":q!")
    try await tmux.press("Enter")
    screen = try await tmux.waitFor(text: "Notes unchanged")

    try await tmux.press("Enter")
    screen = try await tmux.waitFor(text: "Ask about the boiler too")
    #expect(!screen.contains("thrown away"))
  }

  @Test("todo replay runs $EDITOR for E, and without one says so instead of starting vi")
  func replay() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let editor = folder.path("editor.sh")
    try "#!/bin/sh\nprintf 'from the script\\n' >> \"$1\"\n"
      .write(toFile: editor, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor)
    let script = folder.path("notes.keys")
    try "aBuy milk<Enter>E<Enter>".write(toFile: script, atomically: true, encoding: .utf8)
    let base = ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": folder.url.path]

    let edited = try await runProcess(
      binary, ["replay", script], environment: base.merging(["EDITOR": editor]) { $1 })
    #expect(edited.status == 0, "\(edited.stderr)")
    #expect(edited.stdout.contains(" from the script\n"), "\(edited.stdout)")

    let none = try await runProcess(binary, ["replay", script], environment: base)
    #expect(none.status == 0, "\(none.stderr)")
    #expect(!none.stdout.contains("from the script"))
    try "aBuy milk<Enter>E".write(toFile: script, atomically: true, encoding: .utf8)
    let said = try await runProcess(binary, ["replay", script], environment: base)
    #expect(
      said.stdout.contains("Editor failed: replay runs $VISUAL or $EDITOR; neither is set"),
      "\(said.stdout)")
  }

  // MARK: Helpers

  /// Adds a todo to the folder's store with the command line.
  private static func seed(
    _ binary: String, _ folder: TemporaryFolder, title: String, content: String
  ) async throws {
    let added = try await todo(binary, ["add", title, "--content", content], folder)
    try #require(added.status == 0, "todo add failed: \(added.stderr)")
  }

  /// Starts the app on the folder's store in an 80x24 pane with `EDITOR` set (and no
  /// `VISUAL`), as `Tmux.launch` does otherwise.
  private static func launch(
    _ binary: String, _ folder: TemporaryFolder, editor: String
  ) async throws -> Tmux {
    try await Tmux.launch(binary: binary, folder: folder, editor: editor)
  }
}
