import Foundation
import Testing

/// Input that must never be misread (SPEC §14) with the real binary in a private tmux server: bracketed paste
/// (`set-buffer` + `paste-buffer -p`, which tmux sends bracketed only when the app asked for
/// it), Alt keys (`send-keys M-b`), escape sequences split across writes or sent in one, and
/// a terminal that cannot move the cursor (`TERM=dumb`).
@Suite("input that must never be misread, in tmux", .serialized)
struct InputEndToEndTests {
  // MARK: Bracketed paste

  @Test("a paste in the Add dialog is its title's text, never keys: nothing is deleted")
  func pasteIntoAddDialog() async throws {
    try await withApp(seeding: ["first", "second"]) { tmux, folder, binary in
      try await openAddDialog(tmux)
      try await paste(tmux, "call bob\ngdy")
      let screen = try await tmux.waitFor(text: "Title    call bob gdy")
      #expect(!screen.contains("Delete"), "\(screen)")
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "[ ] call bob gdy")
      let list = try await todo(binary, ["list"], folder)
      #expect(list.stdout == "1 [ ] first\n2 [ ] second\n3 [ ] call bob gdy\n", "\(list)")
    }
  }

  @Test("several lines pasted into the Add dialog are one title: no edits, no delete")
  func pasteOfSeveralLines() async throws {
    try await withApp(seeding: ["first"]) { tmux, folder, binary in
      try await openAddDialog(tmux)
      try await paste(tmux, "milk\neggs\nbread\ndy")
      try await tmux.waitFor(text: "Title    milk eggs bread dy")
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "[ ] milk eggs bread dy")
      let list = try await todo(binary, ["list"], folder)
      #expect(list.stdout == "1 [ ] first\n2 [ ] milk eggs bread dy\n", "\(list)")
    }
  }

  @Test("a paste on the list does nothing")
  func pasteOnList() async throws {
    try await withApp(seeding: ["first", "second"]) { tmux, folder, binary in
      try await paste(tmux, "Gdyx")
      // Give the app time to act on it if it were keys.
      try await Task.sleep(for: .milliseconds(300))
      let screen = try await tmux.screen()
      #expect(screen.contains(">[ ] first"), "\(screen)")
      #expect(!screen.contains("Delete"), "\(screen)")
      let list = try await todo(binary, ["list"], folder)
      #expect(list.stdout == "1 [ ] first\n2 [ ] second\n", "\(list)")
    }
  }

  @Test("10,000 pasted characters show in the field within two seconds, as one title")
  func longPaste() async throws {
    try await withApp(seeding: []) { tmux, folder, binary in
      try await openAddDialog(tmux)
      let text = String(repeating: "abcdefghi ", count: 999) + "ENDMARKER!"
      let clock = ContinuousClock()
      let start = clock.now
      try await paste(tmux, text)
      try await tmux.waitFor(text: "ENDMARKER!", timeout: .seconds(5))
      let elapsed = clock.now - start
      #expect(elapsed < .seconds(2), "the paste took \(elapsed)")
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "[ ] abcdefghi abcdefghi")
      let todos = try await Self.todos(binary, folder)
      #expect(todos.map(\.title) == [text], "the title is not the pasted text")
    }
  }

  @Test("bracketed paste is given back on quit: a paste into the shell after it runs as typed")
  func pasteModeOffAfterQuit() async throws {
    try await withApp(seeding: []) { tmux, _, _ in
      try await tmux.type("q")
      try await tmux.waitFor(text: "EXITED:0")
      try await paste(tmux, "echo pasted-$((2+3))\n")
      let screen = try await tmux.waitFor("the shell to run the pasted command") {
        $0.hasLine("pasted-5")
      }
      #expect(!screen.contains("200~"), "\(screen)")
    }
  }

  @Test("Ctrl-Z gives bracketed paste back to the shell, fg takes it again")
  func pasteModeAcrossSuspend() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // bash without its own bracketed paste, so what the app leaves on would show.
    let inputrc = folder.path("inputrc")
    try "set enable-bracketed-paste off\n".write(toFile: inputrc, atomically: true, encoding: .utf8)
    let tmux = try await Tmux.start([
      "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "HOME=\(folder.url.path)", "LANG=C.UTF-8",
      "TERM=xterm-256color", "TODO_STORE=\(folder.path("todo.sqlite"))", "INPUTRC=\(inputrc)",
      "PS1=$ ", "/bin/bash", "--norc", "--noprofile", "-i",
    ])
    defer { tmux.kill() }
    try await tmux.waitFor("the shell prompt") { $0.lines.first?.hasPrefix("$") == true }
    try await tmux.type(binary)
    try await tmux.press("Enter")
    try await tmux.waitFor(text: EndToEndTests.emptyMessage)

    try await tmux.press("C-z")
    try await tmux.waitFor("the job stopped") { $0.lines.contains { $0.contains("Stopped") } }
    try await tmux.type("cat -v")
    try await tmux.press("Enter")
    try await Task.sleep(for: .milliseconds(200))
    try await paste(tmux, "plain-text\n")
    var screen = try await tmux.waitFor(text: "plain-text")
    #expect(!screen.contains("200~"), "the app left bracketed paste on:\n\(screen)")
    try await tmux.press("C-d")

    try await tmux.type("fg")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: EndToEndTests.emptyMessage)
    try await openAddDialog(tmux)
    try await paste(tmux, "after\nfg")
    screen = try await tmux.waitFor(text: "Title    after fg")
    #expect(Self.showsEditor(screen))
  }

  // MARK: Alt keys

  @Test("Alt-b and Alt-Backspace edit in the Add dialog and keep it open")
  func altKeysInDialog() async throws {
    try await withApp(seeding: []) { tmux, folder, binary in
      try await openAddDialog(tmux)
      try await tmux.type("hello world")
      try await tmux.waitFor(text: "Title    hello world")
      try await tmux.press("M-b")
      try await tmux.type("big ")
      try await tmux.waitFor(text: "Title    hello big world")
      try await tmux.press("End", "M-BSpace")
      try await tmux.type("there")
      let screen = try await tmux.waitFor(text: "Title    hello big there")
      #expect(Self.showsEditor(screen))
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "[ ] hello big there")
      let list = try await todo(binary, ["list"], folder)
      #expect(list.stdout == "1 [ ] hello big there\n", "\(list)")
    }
  }

  @Test("Alt-x on the list is not x: nothing is toggled")
  func altXOnList() async throws {
    try await withApp(seeding: ["first"]) { tmux, folder, binary in
      try await tmux.press("M-x")
      try await Task.sleep(for: .milliseconds(300))
      let screen = try await tmux.screen()
      #expect(screen.contains(">[ ] first"), "\(screen)")
      let list = try await todo(binary, ["list"], folder)
      #expect(list.stdout == "1 [ ] first\n", "\(list)")
      // Plain x still toggles.
      try await tmux.type("x")
      try await tmux.waitFor(text: "[x] first")
    }
  }

  // MARK: Escape sequences

  @Test("ESC, then [B 15 ms later, is ↓ in a dialog: it moves to Due, nothing closes")
  func splitSequence() async throws {
    try await withApp(seeding: []) { tmux, folder, binary in
      try await openAddDialog(tmux)
      try await tmux.type("hello")
      try await tmux.waitFor(text: "Title    hello")
      // One tmux command list, so the gap is the 15 ms sleep, not two process starts.
      try await tmux.run([
        "send-keys", "-t", tmux.session, "Escape", ";", "run-shell", "sleep 0.015", ";",
        "send-keys", "-t", tmux.session, "-l", "[B",
      ])
      try await expectMovedToDue(tmux, folder, binary)
    }
  }

  @Test("ESC [B in one write (↓ in normal cursor mode) is ↓ in a dialog")
  func sequenceInOneWrite() async throws {
    try await withApp(seeding: []) { tmux, folder, binary in
      try await openAddDialog(tmux)
      try await tmux.type("hello")
      try await tmux.waitFor(text: "Title    hello")
      try await tmux.press("-H", "1b", "5b", "42")
      try await expectMovedToDue(tmux, folder, binary)
    }
  }

  @Test("a lone Esc still closes an unchanged dialog at once")
  func loneEscape() async throws {
    try await withApp(seeding: []) { tmux, _, _ in
      try await openAddDialog(tmux)
      let clock = ContinuousClock()
      let start = clock.now
      try await tmux.press("Escape")
      try await tmux.waitFor("the dialog closed") { !Self.showsEditor($0) }
      let elapsed = clock.now - start
      #expect(elapsed < .milliseconds(800), "Esc took \(elapsed)")
    }
  }

  // MARK: A terminal that cannot move the cursor

  @Test("TERM=dumb: exit 2 with a clear message, no store, terminal untouched")
  func dumbTerminal() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = """
      stty -g > "$2/stty-before"; "$1" 2> "$2/stderr"; status=$?; \
      stty -g > "$2/stty-after"; echo "EXITED:$status"; exec /bin/sh -i
      """
    let tmux = try await Tmux.launch(binary: binary, folder: folder, term: "dumb", script: script)
    defer { tmux.kill() }
    let screen = try await tmux.waitFor(text: "EXITED:")
    #expect(screen.hasLine("EXITED:2"))
    #expect(screen.lines.first == "EXITED:2", "the app drew on the terminal:\n\(screen)")
    let stderr = folder.read("stderr") ?? ""
    #expect(stderr.hasPrefix("todo: "), "stderr: \(stderr)")
    #expect(stderr.contains("'dumb'"), "stderr: \(stderr)")
    #expect(stderr.contains("cannot move the cursor"), "stderr: \(stderr)")
    #expect(stderr.contains("todo replay") || stderr.contains("todo list"), "stderr: \(stderr)")
    #expect(folder.read("stty-after") == folder.read("stty-before"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("todo.sqlite")))
  }

  // MARK: Helpers

  private func openAddDialog(_ tmux: Tmux) async throws {
    try await tmux.type("a")
    try await tmux.waitFor("the add dialog", until: Self.showsEditor)
  }

  /// After ↓ in the Add dialog holding "hello": typing goes to Content, and Enter saves both.
  private func expectMovedToDue(
    _ tmux: Tmux, _ folder: TemporaryFolder, _ binary: String
  ) async throws {
    try await tmux.type("2027-03-01")
    let screen = try await tmux.waitFor(text: "Due      2027-03-01")
    #expect(screen.contains("Title    hello"), "\(screen)")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "[ ] hello")
    let todos = try await Self.todos(binary, folder)
    #expect(todos.map(\.title) == ["hello"])
    #expect(todos.map(\.due) == ["2027-03-01"])
  }

  /// Pastes `text` into the pane as a terminal would (`paste-buffer -p`: bracketed when the
  /// program in the pane asked for it).
  private func paste(_ tmux: Tmux, _ text: String) async throws {
    try await tmux.run(["set-buffer", "-b", "e2e-paste", "--", text])
    try await tmux.run(["paste-buffer", "-p", "-d", "-b", "e2e-paste", "-t", tmux.session])
  }

  /// Whether the add/edit dialog is open (its first and last fields are labelled).
  static func showsEditor(_ screen: Screen) -> Bool {
    screen.contains("Title") && screen.contains("Notes")
  }

  /// One todo of `todo list --json`.
  private struct ListedTodo: Decodable {
    let title: String
    let content: String
    let due: String?
  }

  /// The folder's todos, from `todo list --json`.
  private static func todos(
    _ binary: String, _ folder: TemporaryFolder
  ) async throws
    -> [ListedTodo]
  {
    let list = try await todo(binary, ["list", "--json"], folder)
    try #require(list.status == 0, "todo list --json failed: \(list.stderr)")
    return try JSONDecoder().decode([ListedTodo].self, from: Data(list.stdout.utf8))
  }
}
