import Foundation
import Testing

/// Terminal behaviour (SPEC §6) in a real terminal: the real binary in a private tmux server, read back with
/// `capture-pane -e` where colours and video attributes matter. Colours, `TERM=vt100`, hostile
/// titles, resizing under a dialog, SIGTERM and SIGHUP, Ctrl-Z and `fg`, and standard input
/// that is not a terminal.
@Suite("terminal craft, in tmux", .serialized)
struct TerminalCraftTests {
  /// The pane's script: saves the terminal settings before and after the app, which it starts
  /// through an inner shell that writes its own pid (`todo.pid`) and then becomes the app, so
  /// signals can go to the app itself. Prints `EXITED:<status>` on a fresh line and stays open
  /// as an interactive shell.
  private static let pidScript = """
    stty -g > "$2/stty-before"; \
    /bin/sh -c 'echo $$ > "$2/todo.pid"; exec "$1"' sh "$1" "$2"; status=$?; \
    stty -g > "$2/stty-after"; printf '\\r\\nEXITED:%s\\r\\n' "$status"; exec /bin/sh -i
    """

  /// The colour test's todos: the first stays open (and selected), the second is done.
  private static let seededTitles = ["buy milk", "walk dog"]

  // MARK: Colours

  @Test("NO_COLOR: the list has no colour codes, while the same list without it has some")
  func noColor() async throws {
    let binary = try TodoBinary.path()
    var withColour: [StyledRow] = []
    for noColor in [false, true] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try await seedSelectedAndDone(binary, folder)
      let tmux = try await Self.launch(
        binary, folder, environment: noColor ? ["NO_COLOR=1"] : [], script: Tmux.runTodoScript)
      defer { tmux.kill() }
      try await tmux.waitFor("both rows") {
        $0.contains("[ ] buy milk") && $0.contains("[x] walk dog")
      }
      let rows = try await Self.styledCapture(tmux)
      let screen = rows.map(\.text).joined(separator: "\n")
      #expect(rows.contains { $0.text.contains("buy milk") && !$0.reversed.isEmpty }, "\(screen)")
      if noColor {
        let codes = rows.flatMap(\.colourCodes)
        #expect(codes.isEmpty, "colour codes under NO_COLOR: \(codes)\n\(screen)")
        // Reverse video is not colour: the selection still shows.
        #expect(try Self.row(rows, containing: "buy milk").reversed.contains("buy milk"))
      } else {
        withColour = rows
      }
    }
    // The control: the same screen with colours allowed does use them (a done marker, the
    // footer), so finding none above means something.
    #expect(
      !withColour.flatMap(\.colourCodes).isEmpty,
      "no colour codes even without NO_COLOR: \(withColour.map(\.raw))")
  }

  @Test("overdue: `!` and the danger colour; with NO_COLOR on vt100 the `!` alone says it")
  func overdue() async throws {
    let binary = try TodoBinary.path()
    for plain in [false, true] {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let added = try await todo(
        binary, ["add", "pay the rent", "--due", "2020-01-01"], folder)
      try #require(added.status == 0, "todo add failed: \(added.stderr)")
      let tmux = try await Self.launch(
        binary, folder, term: plain ? "vt100" : "xterm-256color",
        environment: plain ? ["NO_COLOR=1"] : [], script: Tmux.runTodoScript)
      defer { tmux.kill() }
      try await tmux.waitFor(text: "!2020-01-01")
      let row = try Self.row(try await Self.styledCapture(tmux), containing: "pay the rent")
      if plain {
        #expect(row.colourCodes.isEmpty, "colour under NO_COLOR: \(row.raw)")
      } else {
        // Red (the danger colour) is the row's only colour: the open marker and the title
        // have none.
        #expect(row.colourCodes == ["ESC[31m"], "\(row.raw)")
      }
    }
  }

  @Test("TERM=vt100: usable end to end, the selection in reverse video, no colour")
  func vt100() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tmux = try await Self.launch(binary, folder, term: "vt100", script: Tmux.runTodoScript)
    defer { tmux.kill() }
    try await tmux.waitFor(text: EndToEndTests.emptyMessage)

    for title in ["first on vt100", "second on vt100"] {
      try await tmux.type("a")
      try await tmux.waitFor("the add dialog", until: EndToEndTests.showsEditor)
      try await tmux.type(title)
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "[ ] \(title)")
    }
    // Up (an arrow key through vt100's keypad mode) selects the first; x ticks it off, and it
    // goes below the open one while the cursor stays on its row, now the second todo's.
    try await tmux.press("Up")
    try await tmux.type("x")
    try await tmux.waitFor(text: "[x] first on vt100")
    let rows = try await Self.styledCapture(tmux)
    let selected = try Self.row(rows, containing: "second on vt100")
    #expect(selected.reversed.contains("second on vt100"), "not in reverse: \(selected.raw)")
    #expect(try Self.row(rows, containing: "first on vt100").reversed.isEmpty)
    #expect(rows.flatMap(\.colourCodes).isEmpty, "\(rows.map(\.raw))")

    try await tmux.press("Down")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "Todo › first on vt100")
    try await tmux.press("Escape")
    try await tmux.waitFor("the list again") {
      !$0.contains("Todo ›") && $0.contains("[x] first on vt100")
    }
    try await tmux.type("q")
    try await tmux.waitFor(text: "EXITED:0")
    #expect(folder.read("stty-after") == folder.read("stty-before"))
    let list = try await todo(binary, ["list", "--all"], folder)
    #expect(list.stdout == "2 [ ] second on vt100\n1 [x] first on vt100\n")
  }

  // MARK: Hostile text

  @Test("escape sequences in titles change nothing outside the app and show as symbols")
  func hostileTitles() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for title in ["\u{1B}]2;pwned\u{07} evil", "\u{1B}[31mred\u{1B}[0m alert"] {
      let added = try await todo(binary, ["add", title], folder)
      try #require(added.status == 0, "todo add failed: \(added.stderr)")
    }
    // The pane waits for Enter before starting the app, so its title can be read first.
    let script = "read start; \(Tmux.runTodoScript)"
    let tmux = try await Self.launch(binary, folder, script: script)
    defer { tmux.kill() }
    let before = try await Self.paneTitle(tmux)
    try await tmux.press("Enter")
    // Both rows: a capture may land between the two rows' output on a busy machine.
    let list = try await tmux.waitFor("both hostile titles") {
      $0.contains("␛]2;pwned␇ evil") && $0.contains("[ ] ␛[31mred␛[0m alert")
    }
    #expect(list.contains("[ ] ␛[31mred␛[0m alert"))
    // The title's own SGR (red) did not reach the terminal: that row has no colour at all.
    let redRow = try Self.row(try await Self.styledCapture(tmux), containing: "red␛")
    #expect(redRow.colourCodes.isEmpty, "colour on the row: \(redRow.raw)")

    try await tmux.press("Enter")
    // The header alone may be a screen captured halfway through the redraw: wait for the
    // title's own line too.
    try await tmux.waitFor("the detail screen with the title on a line of its own") {
      $0.contains("Todo › ␛]2;pwned␇ evil") && $0.hasLine("␛]2;pwned␇ evil")
    }
    #expect(try await Self.paneTitle(tmux) == before)
    try await tmux.press("Escape")
    try await tmux.waitFor("the list") { !$0.contains("Todo ›") }
    try await tmux.press("j")
    try await tmux.waitFor(text: ">[ ] ␛[31mred")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "Todo › ␛[31mred␛[0m alert")
    #expect(try await Self.paneTitle(tmux) == before)

    try await tmux.type("q")
    try await tmux.waitFor("the list") { !$0.contains("Todo ›") }
    try await tmux.type("q")
    try await tmux.waitFor(text: "EXITED:0")
    #expect(try await Self.paneTitle(tmux) == before)
    // The control: the same sequence written by the shell does set the title, so the
    // comparisons above could have failed.
    try await tmux.type("printf '\\033]2;%s\\007' from-the-shell")
    try await tmux.press("Enter")
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    var title = try await Self.paneTitle(tmux)
    while title != "from-the-shell", clock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
      title = try await Self.paneTitle(tmux)
    }
    #expect(title == "from-the-shell", "the control did not change the pane title")
  }

  // MARK: Resize

  @Test("a dialog open during resizes stays open and keeps taking the typing")
  func resizeWithDialogOpen() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tmux = try await Self.launch(binary, folder, script: Tmux.runTodoScript)
    defer { tmux.kill() }
    try await tmux.waitFor(text: EndToEndTests.emptyMessage)
    try await tmux.type("a")
    try await tmux.waitFor("the add dialog", until: EndToEndTests.showsEditor)
    try await tmux.type("half")
    try await tmux.waitFor(text: "half")

    try await tmux.resize(columns: 40, rows: 12)
    var screen = try await tmux.waitFor("the dialog at 40x12") {
      $0.lines.count == 12 && EndToEndTests.showsEditor($0) && $0.contains("half")
        && $0.contains("Add todo")
    }
    #expect(screen.lines.allSatisfy { $0.count <= 40 }, "\(screen)")
    try await tmux.type(" way")
    try await tmux.waitFor(text: "half way")

    try await tmux.resize(columns: 80, rows: 24)
    // Drawn again at 80 columns (at 40x12 the dialog took every row, the header's too).
    screen = try await tmux.waitFor("the dialog at 80x24") {
      $0.lines.count == 24 && EndToEndTests.showsEditor($0) && $0.contains("half way")
        && $0.lines.contains { $0.count > 40 }
    }
    #expect(screen.header.contains("0 open"), "\(screen)")
    try await tmux.type(" there")
    try await tmux.press("Enter")
    screen = try await tmux.waitFor(text: "[ ] half way there")
    #expect(!EndToEndTests.showsEditor(screen))
    #expect(screen.header.contains("1 open"))
  }

  // MARK: Signals

  /// A quitting signal and the exit status the app must then give (128 + its number).
  enum QuitSignal: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case term, hangup

    var number: Int32 { self == .term ? SIGTERM : SIGHUP }
    var testDescription: String { self == .term ? "SIGTERM" : "SIGHUP" }
  }

  @Test(
    "SIGTERM and SIGHUP: exit 128+n, terminal restored, the last change kept",
    arguments: QuitSignal.allCases)
  func quitSignal(_ signal: QuitSignal) async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let tmux = try await Self.launch(binary, folder, script: Self.pidScript)
    defer { tmux.kill() }
    try await tmux.waitFor(text: EndToEndTests.emptyMessage)
    let pid = try appProcess(binary: binary, folder: folder)

    try await tmux.type("a")
    try await tmux.waitFor("the add dialog", until: EndToEndTests.showsEditor)
    try await tmux.type("saved before \(signal.testDescription)")
    try await tmux.press("Enter")
    try await tmux.waitFor("the added row and its message") {
      $0.contains("[ ] saved before") && $0.footer.contains("Added \"saved before")
    }

    #expect(kill(pid, signal.number) == 0, "could not signal the app (pid \(pid))")
    let screen = try await tmux.waitFor(text: "EXITED:")
    #expect(screen.hasLine("EXITED:\(128 + signal.number)"), "\(screen)")
    #expect(folder.read("stty-before") != nil)
    #expect(folder.read("stty-after") == folder.read("stty-before"), "terminal settings differ")
    // Back to the shell's screen: the app's screen (alternate screen) is gone.
    #expect(!screen.contains("[ ] saved before"), "the app's screen is still shown:\n\(screen)")
    #expect(!screen.contains("open ·"), "\(screen)")
    // The shell can be used: echo and cooked mode are back.
    try await tmux.runInShell("echo ok-$((40+2))", printing: "ok-42")

    let list = try await todo(binary, ["list"], folder)
    #expect(list.stdout == "1 [ ] saved before \(signal.testDescription)\n", "\(list)")
  }

  @Test("Ctrl-Z stops the app in a job-control shell, fg redraws it whole, q quits")
  func suspendAndResume() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let added = try await todo(binary, ["add", "pay rent"], folder)
    try #require(added.status == 0, "todo add failed: \(added.stderr)")
    let shell = FileManager.default.isExecutableFile(atPath: "/bin/bash") ? "/bin/bash" : "/bin/sh"
    let tmux = try await Tmux.start(
      Self.environment(folder, term: "xterm-256color", extra: ["PS1=$ "])
        + (shell == "/bin/bash" ? [shell, "--norc", "--noprofile", "-i"] : [shell, "-i"]))
    defer { tmux.kill() }
    try await tmux.waitFor("the shell prompt") { $0.lines.first?.hasPrefix("$") == true }
    try await tmux.type("stty -g > \(folder.path("stty-before")); \(binary)")
    try await tmux.press("Enter")
    try await tmux.waitFor(text: "[ ] pay rent")

    try await tmux.press("C-z")
    var screen = try await tmux.waitFor("the job stopped") {
      $0.lines.contains { $0.contains("Stopped") }
    }
    #expect(!screen.contains("[ ] pay rent"), "the app's screen stayed:\n\(screen)")

    try await tmux.type("fg")
    try await tmux.press("Enter")
    screen = try await tmux.waitFor("the app redrawn") {
      $0.header.contains("todo") && $0.header.contains("1 open") && $0.contains(">[ ] pay rent")
        && $0.footer.contains("q quit")
    }
    #expect(!screen.contains("Stopped"), "leftovers of the shell:\n\(screen)")
    #expect(!screen.contains("$ fg"), "leftovers of the shell:\n\(screen)")
    // The app takes keys again after resuming.
    try await tmux.type("x")
    try await tmux.waitFor(text: "[x] pay rent")

    try await tmux.type("q")
    try await tmux.waitFor("the shell back") { !$0.contains("[x] pay rent") }
    try await tmux.type("echo status-$? ; stty -g > \(folder.path("stty-after"))")
    try await tmux.press("Enter")
    try await tmux.waitFor("the shell to answer") { $0.hasLine("status-0") }
    try await Self.waitForFile(folder, "stty-after")
    #expect(folder.read("stty-after") == folder.read("stty-before"), "terminal settings differ")
    let list = try await todo(binary, ["list", "--all"], folder)
    #expect(list.stdout == "1 [x] pay rent\n")
  }

  // MARK: Not a terminal

  @Test("standard input redirected in a terminal: exit 2 with the message, terminal untouched")
  func stdinRedirected() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let script = """
      stty -g > "$2/stty-before"; "$1" < /dev/null; status=$?; stty -g > "$2/stty-after"; \
      echo "EXITED:$status"; exec /bin/sh -i
      """
    let tmux = try await Self.launch(binary, folder, script: script)
    defer { tmux.kill() }
    let screen = try await tmux.waitFor(text: "EXITED:")
    #expect(screen.hasLine("EXITED:2"), "\(screen)")
    // The message (standard error is the pane) and nothing else before it: the app drew
    // nothing, cleared nothing.
    let before = screen.lines.prefix { !$0.hasPrefix("EXITED:") }.filter { !$0.isEmpty }
    // A full row (80 columns) wrapped on to the next one.
    let message = before.reduce("") { $0 + ($0.isEmpty || $0.count % 80 == 0 ? "" : " ") + $1 }
    #expect(message.hasPrefix("todo: "), "\(screen)")
    #expect(message.contains("todo replay") || message.contains("todo list"), "\(screen)")
    #expect(!screen.contains("open ·"), "\(screen)")
    #expect(folder.read("stty-before") != nil)
    #expect(folder.read("stty-after") == folder.read("stty-before"))
    let rows = try await Self.styledCapture(tmux)
    #expect(rows.allSatisfy { $0.reversed.isEmpty }, "video attributes left: \(rows.map(\.raw))")
  }

  // MARK: Helpers

  /// Adds "buy milk" and a done "walk dog" to the folder's store.
  private func seedSelectedAndDone(_ binary: String, _ folder: TemporaryFolder) async throws {
    for title in Self.seededTitles {
      let added = try await todo(binary, ["add", title], folder)
      try #require(added.status == 0, "todo add failed: \(added.stderr)")
    }
    let done = try await todo(binary, ["done", "2"], folder)
    try #require(done.status == 0, "todo done failed: \(done.stderr)")
  }

  /// `env -i` with the small environment the app runs in, then `extra` assignments.
  private static func environment(
    _ folder: TemporaryFolder, term: String, extra: [String] = []
  ) -> [String] {
    [
      "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "HOME=\(folder.url.path)", "LANG=C.UTF-8",
      "TERM=\(term)", "TODO_STORE=\(folder.path("todo.sqlite"))",
    ] + extra
  }

  /// Starts `script` in an 80x24 pane (`$1` the binary, `$2` the folder), in the folder.
  private static func launch(
    _ binary: String, _ folder: TemporaryFolder, term: String = "xterm-256color",
    environment extra: [String] = [], script: String
  ) async throws -> Tmux {
    try await Tmux.start(
      environment(folder, term: term, extra: extra)
        + ["/bin/sh", "-c", "cd \"$2\" && \(script)", "sh", binary, folder.url.path])
  }

  /// The pane's screen with its escape sequences (`capture-pane -e`), row by row.
  private static func styledCapture(_ tmux: Tmux) async throws -> [StyledRow] {
    let capture = try await tmux.run(["capture-pane", "-e", "-p", "-t", tmux.session])
    return Screen(capture: capture).lines.map(StyledRow.init)
  }

  /// The pane's title, as escape sequences from its programs set it.
  private static func paneTitle(_ tmux: Tmux) async throws -> String {
    try await tmux.run(["display-message", "-p", "-t", tmux.session, "#{pane_title}"])
      .trimmingCharacters(in: .newlines)
  }

  /// The one row whose text contains `text`.
  private static func row(_ rows: [StyledRow], containing text: String) throws -> StyledRow {
    try #require(
      rows.first { $0.text.contains(text) }, "no row shows \(text): \(rows.map(\.text))")
  }

  /// Polls (bounded) until the shell has written `name` in the folder.
  private static func waitForFile(_ folder: TemporaryFolder, _ name: String) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while folder.read(name)?.isEmpty ?? true {
      if clock.now >= deadline { throw EndToEndError("\(name) was not written within 5 s") }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}

/// One row of `capture-pane -e`: its text, the part drawn in reverse video, and the SGR
/// sequences that set a colour (30–38, 40–48, 90–97, 100–107; tmux's resets to the default
/// colours, 39 and 49, set none).
private struct StyledRow: Sendable {
  /// The row as captured, escapes included.
  let raw: String
  private(set) var text = ""
  private(set) var reversed = ""
  private(set) var colourCodes: [String] = []

  init(_ raw: String) {
    self.raw = raw
    let scalars = Array(raw.unicodeScalars)
    var reverse = false
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "[" {
        var end = index + 2
        while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
        guard end < scalars.count else { break }
        if scalars[end] == "m" {
          let parameters = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
          if Self.setsColour(parameters) { colourCodes.append("ESC[\(parameters)m") }
          reverse = Self.reverse(after: parameters, from: reverse)
        }
        index = end + 1
        continue
      }
      text.unicodeScalars.append(scalar)
      if reverse { reversed.unicodeScalars.append(scalar) }
      index += 1
    }
    while reversed.last == " " { reversed.removeLast() }
  }

  private static func numbers(_ parameters: String) -> [Int] {
    parameters.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0.split(separator: ":").first ?? "0") ?? 0
    }
  }

  private static func setsColour(_ parameters: String) -> Bool {
    numbers(parameters).contains {
      (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0)
        || (100...107).contains($0)
    }
  }

  private static func reverse(after parameters: String, from reverse: Bool) -> Bool {
    var reverse = reverse
    var numbers = numbers(parameters)[...]
    while let number = numbers.popFirst() {
      switch number {
      case 0: reverse = false
      case 7: reverse = true
      case 27: reverse = false
      case 38, 48:
        // A colour's own numbers (5;n or 2;r;g;b) are not attributes.
        let kind = numbers.popFirst()
        numbers = numbers.dropFirst(kind == 5 ? 1 : kind == 2 ? 3 : 0)
      default: break
      }
    }
    return reverse
  }
}
