import Foundation
import Testing

/// The real `todo` binary in a real terminal: each test starts it in a private tmux server
/// (80x24, its own store in a temporary folder), types keys and reads the screen.
@Suite("todo end to end, in tmux", .serialized)
struct EndToEndTests {
  static let emptyMessage = "No todos yet. Press a to add the first one."

  // MARK: Interactive app

  @Test("launching on a new store shows the empty list with its header and footer")
  func launchShowsEmptyList() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }

    let screen = try await tmux.waitFor(text: Self.emptyMessage)
    #expect(screen.lines.count == 24)
    #expect(screen.header.contains("todo"))
    #expect(screen.header.contains("0 open"))
    for hint in ["a add", "? help", "q quit"] {
      #expect(screen.footer.contains(hint), "footer lacks \(hint): \(screen.footer)")
    }
    #expect(screen.lines.allSatisfy { $0.count <= 80 })
  }

  @Test("adding and ticking off a todo, quitting with q, and finding it again on relaunch")
  func addToggleQuitAndPersist() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      let tmux = try await Tmux.launch(binary: binary, folder: folder)
      defer { tmux.kill() }
      try await tmux.waitFor(text: Self.emptyMessage)
      try await addTodo(tmux, "buy oat milk")
      var screen = try await tmux.waitFor(text: "1 open")
      #expect(!screen.contains(Self.emptyMessage))

      try await tmux.type("x")
      screen = try await tmux.waitFor(text: "[x] buy oat milk")
      #expect(!screen.contains("[ ] buy oat milk"))

      try await tmux.type("q")
      screen = try await tmux.waitFor(text: "EXITED:0")
      #expect(!screen.contains("[x] buy oat milk"), "the app's screen is still shown")
      #expect(folder.read("stty-after") == folder.read("stty-before"))
    }
    // A second run on the same SQLite store finds the item, still done.
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }
    let screen = try await tmux.waitFor(text: "buy oat milk")
    #expect(screen.contains("[x] buy oat milk"))
    #expect(!screen.contains(Self.emptyMessage))
  }

  @Test("typed non-ASCII and wide text arrives intact")
  func unicodeTitle() async throws {
    try await withNewApp { tmux, _ in

      try await addTodo(tmux, "Grüße 日本語")
      try await tmux.press("Enter")
      let screen = try await tmux.waitFor(text: "Todo › Grüße 日本語")
      #expect(screen.lines.count == 24)
    }
  }

  @Test("Enter opens the detail screen and Esc goes back at once")
  func detailAndEscape() async throws {
    try await withNewApp { tmux, _ in
      try await addTodo(tmux, "water plants")

      try await tmux.press("Enter")
      let detail = try await tmux.waitFor(text: "Todo › water plants")
      #expect(detail.header.contains("Todo › water plants"))

      // ncurses waits a second after Esc unless told otherwise; the app must not.
      let clock = ContinuousClock()
      let start = clock.now
      try await tmux.press("Escape")
      let list = try await tmux.waitFor("the list after Esc", timeout: .milliseconds(700)) {
        !$0.contains("›") && $0.contains("[ ] water plants") && $0.header.contains("todo")
      }
      let elapsed = clock.now - start
      #expect(elapsed < .milliseconds(700))
      #expect(list.footer.contains("q quit"))
    }
  }

  @Test("d asks before deleting: n keeps the todo, y deletes it")
  func deleteWithConfirmation() async throws {
    try await withNewApp { tmux, _ in
      try await addTodo(tmux, "call mom")

      let question = "Delete \"call mom\"? y/N"
      try await tmux.type("d")
      try await tmux.waitFor(text: question)
      try await tmux.type("n")
      var screen = try await tmux.waitFor("the confirmation to close") { !$0.contains(question) }
      #expect(screen.contains("[ ] call mom"))
      #expect(!screen.contains(Self.emptyMessage))

      try await tmux.type("d")
      try await tmux.waitFor(text: question)
      try await tmux.type("y")
      screen = try await tmux.waitFor(text: Self.emptyMessage)
      #expect(!screen.contains("[ ] call mom"))
      #expect(!screen.contains(question))
      #expect(screen.header.contains("0 open"))
    }
  }

  @Test("an empty title is refused and the dialog stays open until Esc")
  func emptyTitleRefused() async throws {
    try await withNewApp { tmux, _ in

      try await tmux.type("a")
      try await tmux.waitFor("the add dialog", until: Self.showsEditor)
      try await tmux.press("Enter")
      let message = "Title must not be empty"
      try await tmux.waitFor(text: message)
      // It stays: still there a moment later, the dialog still open, nothing added.
      try await Task.sleep(for: .milliseconds(300))
      let screen = try await tmux.screen()
      #expect(screen.contains(message))
      #expect(Self.showsEditor(screen))
      #expect(screen.header.contains("0 open"))

      try await tmux.press("Escape")
      let after = try await tmux.waitFor("the dialog to close", timeout: .seconds(1)) {
        !Self.showsEditor($0) && !$0.contains(message)
      }
      #expect(after.contains(Self.emptyMessage))
    }
  }

  /// Where Ctrl-C is pressed.
  enum Place: String, CaseIterable, Sendable {
    case list, addDialog, detail
  }

  @Test(
    "Ctrl-C quits cleanly and leaves a usable terminal", arguments: Place.allCases)
  func controlCQuits(in place: Place) async throws {
    try await withNewApp { tmux, folder in
      switch place {
      case .list:
        break
      case .addDialog:
        try await tmux.type("a")
        try await tmux.waitFor("the add dialog", until: Self.showsEditor)
        try await tmux.type("half typed")
      case .detail:
        try await addTodo(tmux, "read book")
        try await tmux.press("Enter")
        try await tmux.waitFor(text: "Todo › read book")
      }

      try await tmux.press("C-c")
      try await tmux.waitFor(text: "EXITED:0")
      let before = folder.read("stty-before")
      #expect(before != nil)
      #expect(folder.read("stty-after") == before, "terminal settings differ after the app")

      // The shell's line discipline echoes the typed command (so echo is back on) and runs it
      // on Enter (so the terminal is back in cooked mode).
      let command = "echo ok-$((1+1))"
      let screen = try await tmux.runInShell(command, printing: "ok-2")
      #expect(screen.contains(command))
    }
  }

  @Test("resizing re-lays out at once, says when too small, and recovers")
  func resize() async throws {
    try await withNewApp { tmux, _ in
      try await addTodo(tmux, "pay rent")

      try await tmux.resize(columns: 50, rows: 10)
      var screen = try await tmux.waitFor("a 50x10 layout") {
        $0.lines.count == 10 && $0.contains("[ ] pay rent") && $0.header.contains("1 open")
      }
      #expect(screen.lines.allSatisfy { $0.count <= 50 })

      try await tmux.resize(columns: 20, rows: 5)
      screen = try await tmux.waitFor("the too-small message") {
        $0.lines.count == 5 && $0.lines.contains { $0.lowercased().contains("too small") }
      }
      #expect(!screen.contains("pay rent"))

      try await tmux.resize(columns: 80, rows: 24)
      screen = try await tmux.waitFor("the full list again") {
        $0.lines.count == 24 && $0.contains("[ ] pay rent") && $0.header.contains("1 open")
      }
      #expect(screen.header.contains("todo"))
      #expect(!screen.lines.contains { $0.lowercased().contains("too small") })
    }
  }

  // MARK: Not a terminal

  @Test("without a terminal the app exits 2 and points to replay and list")
  func notATerminal() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try await runProcess(
      binary, [],
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "HOME": folder.url.path,
        "TODO_STORE": folder.path("todo.sqlite"),
      ])
    #expect(output.status == 2)
    #expect(output.stderr.hasPrefix("todo: "), "stderr: \(output.stderr)")
    #expect(
      output.stderr.contains("todo replay") || output.stderr.contains("todo list"),
      "stderr: \(output.stderr)")
    #expect(output.stdout.isEmpty, "wrote to a non-terminal: \(output.stdout.debugDescription)")
  }

  @Test("stdout redirected while stdin is a terminal: exit 2, terminal untouched")
  func stdoutRedirected() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = """
      stty -g > "$2/stty-before"; "$1" > "$2/stdout" 2> "$2/stderr"; status=$?; \
      stty -g > "$2/stty-after"; echo "EXITED:$status"; exec /bin/sh -i
      """
    let tmux = try await Tmux.launch(binary: binary, folder: folder, script: script)
    defer { tmux.kill() }
    let screen = try await tmux.waitFor(text: "EXITED:")
    #expect(screen.hasLine("EXITED:2"))
    let stderr = folder.read("stderr") ?? ""
    #expect(stderr.hasPrefix("todo: "), "stderr: \(stderr)")
    #expect(stderr.contains("todo replay") || stderr.contains("todo list"), "stderr: \(stderr)")
    #expect(folder.read("stdout") == "")
    #expect(folder.read("stty-after") == folder.read("stty-before"))
  }

  @Test("an unknown TERM: exit 2 with a clear message, terminal untouched")
  func unknownTerm() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = """
      stty -g > "$2/stty-before"; "$1" 2> "$2/stderr"; status=$?; \
      stty -g > "$2/stty-after"; echo "EXITED:$status"; exec /bin/sh -i
      """
    let tmux = try await Tmux.launch(
      binary: binary, folder: folder, term: "no-such-terminal", script: script)
    defer { tmux.kill() }
    let screen = try await tmux.waitFor(text: "EXITED:")
    #expect(screen.hasLine("EXITED:2"))
    #expect(screen.lines.first == "EXITED:2", "the app drew on the terminal:\n\(screen)")
    let stderr = folder.read("stderr") ?? ""
    #expect(stderr.hasPrefix("todo: "), "stderr: \(stderr)")
    #expect(stderr.contains("no-such-terminal"), "stderr: \(stderr)")
    #expect(stderr.contains("todo replay") || stderr.contains("todo list"), "stderr: \(stderr)")
    #expect(folder.read("stty-after") == folder.read("stty-before"))
  }

  // MARK: Two instances

  @Test("a change made by another instance on the same store shows up without a restart")
  func secondInstanceSeesChanges() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try await Tmux.launch(binary: binary, folder: folder)
    defer { first.kill() }
    let second = try await Tmux.launch(binary: binary, folder: folder)
    defer { second.kill() }
    try await first.waitFor(text: Self.emptyMessage)
    try await second.waitFor(text: Self.emptyMessage)

    try await addTodo(first, "shared item")
    // The spec says "within about a second": two leaves room for a loaded machine.
    try await second.waitFor(text: "[ ] shared item", timeout: .seconds(2))
    try await second.type("x")
    try await first.waitFor(text: "[x] shared item", timeout: .seconds(2))
  }

  // MARK: Replay

  @Test("todo replay prints the final screen of a key script")
  func replayScript() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = folder.path("add.keys")
    try "abuy milk<Enter>\n".write(toFile: script, atomically: true, encoding: .utf8)

    let output = try await runProcess(binary, ["replay", script])
    #expect(output.status == 0, "stderr: \(output.stderr)")
    let screen = Screen(capture: output.stdout)
    #expect(screen.contains("[ ] buy milk"), "\(screen)")
    #expect(screen.header.contains("todo"))
    #expect(screen.lines.count == 24)
    #expect(screen.lines.allSatisfy { $0.count <= 80 && !$0.hasSuffix(" ") })
    #expect(output.stderr.isEmpty)

    let small = try await runProcess(binary, ["replay", script, "--size", "40x12"])
    #expect(small.status == 0, "stderr: \(small.stderr)")
    let smallScreen = Screen(capture: small.stdout)
    #expect(smallScreen.lines.count == 12)
    #expect(smallScreen.lines.allSatisfy { $0.count <= 40 })
    #expect(smallScreen.contains("[ ] buy milk"))
  }

  @Test("todo replay names the line and column of an unknown key")
  func replayUnknownKey() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = folder.path("first.keys")
    try "<Nope>\n".write(toFile: first, atomically: true, encoding: .utf8)
    let output = try await runProcess(binary, ["replay", first])
    #expect(output.status != 0)
    #expect(output.stderr.hasPrefix("todo: "), "stderr: \(output.stderr)")
    #expect(output.stderr.contains("line 1, column"), "stderr: \(output.stderr)")
    #expect(output.stdout.isEmpty)

    let later = folder.path("later.keys")
    try "# a comment\nab<Nope>\n".write(toFile: later, atomically: true, encoding: .utf8)
    let laterOutput = try await runProcess(binary, ["replay", later])
    #expect(laterOutput.status != 0)
    #expect(laterOutput.stderr.contains("line 2, column 3"), "stderr: \(laterOutput.stderr)")
  }

  // MARK: Helpers

  /// Whether the add/edit dialog is open (its first and last fields are labelled).
  static func showsEditor(_ screen: Screen) -> Bool {
    screen.contains("Title") && screen.contains("Notes")
  }

  /// Adds a todo through the add dialog and waits for its row.
  /// Starts the real app on a new store in its own tmux, waits for the empty list, runs
  /// `body`, and always cleans up (tmux server and folder).
  private func withNewApp(_ body: (Tmux, TemporaryFolder) async throws -> Void) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tmux = try await Tmux.launch(binary: try TodoBinary.path(), folder: folder)
    defer { tmux.kill() }
    try await tmux.waitFor(text: Self.emptyMessage)
    try await body(tmux, folder)
  }

  private func addTodo(_ tmux: Tmux, _ title: String) async throws {
    try await tmux.type("a")
    try await tmux.waitFor("the add dialog", until: Self.showsEditor)
    try await tmux.type(title)
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "[ ] \(title)")
  }
}
