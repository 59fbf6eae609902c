import Foundation
import TestSupport

/// One terminal screen as captured from a tmux pane: a line per row, trailing spaces trimmed.
struct Screen: CustomStringConvertible, Sendable {
  let lines: [String]

  init(capture: String) {
    var lines = capture.components(separatedBy: "\n")
    if lines.last == "" {
      lines.removeLast()
    }
    self.lines = lines
  }

  /// The top row.
  var header: String { lines.first ?? "" }

  /// The bottom row.
  var footer: String { lines.last ?? "" }

  func contains(_ text: String) -> Bool {
    lines.contains { $0.contains(text) }
  }

  /// Whether some row is exactly `text` once surrounding spaces are trimmed.
  func hasLine(_ text: String) -> Bool {
    lines.contains { $0.trimmingCharacters(in: .whitespaces) == text }
  }

  var description: String {
    let rule = String(repeating: "-", count: 20)
    let rows = lines.enumerated().map { String(format: "%2d|", $0.offset + 1) + $0.element }
    return ([rule] + rows + [rule]).joined(separator: "\n")
  }
}

/// A tmux server of its own (its own socket file, `tmux -S`, so tests never touch the user's
/// tmux and can run in parallel) holding one detached session whose pane runs a command.
/// Call `kill()` when done, in a `defer` right after starting it.
///
/// The server runs in the foreground (`tmux -D`) as a child of the test process (a server
/// started by `new-session` would daemonize), so the test sees it end and can kill and reap
/// it. `ChildProcess` starts it with no signal blocked and default signal actions (a test runs
/// on a thread with nearly every signal blocked), so tmux, and the app in its pane, see
/// SIGTERM (how `kill-server` ends it), SIGHUP and SIGWINCH.
final class Tmux: Sendable {
  /// The socket file (`tmux -S`), unique to this server; removed by `kill()`.
  let socket: String
  /// The one session's name.
  let session = "e2e"
  /// The server process.
  private let server: ChildProcess

  private init(socket: String, server: ChildProcess) {
    self.socket = socket
    self.server = server
  }

  /// Starts a server whose single pane, `columns` x `rows`, runs `command` (an argument
  /// vector, run without a shell).
  static func start(_ command: [String], columns: Int = 80, rows: Int = 24) async throws -> Tmux {
    let socket = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-e2e-\(UUID().uuidString.prefix(8)).tmux").path
    let server = try ChildProcess(
      "/usr/bin/env", ["tmux", "-S", socket, "-f", "/dev/null", "-D"], environment: environment,
      input: .nullDevice, output: .nullDevice, error: .nullDevice)
    let tmux = Tmux(socket: socket, server: server)
    do {
      try await tmux.waitForServer()
      try await tmux.run(
        ["new-session", "-d", "-s", tmux.session, "-x", "\(columns)", "-y", "\(rows)", "--"]
          + command)
    } catch {
      tmux.kill()
      throw error
    }
    return tmux
  }

  /// Polls until the server answers (`list-sessions`, which never starts a server).
  private func waitForServer() async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(15)
    while true {
      let output = try await runProcess(
        "/usr/bin/env", ["tmux", "-S", socket, "list-sessions"], environment: Self.environment)
      if output.status == 0 {
        return
      }
      if let ended = server.termination {
        throw EndToEndError("`tmux -D` ended (\(ended)) (needs tmux 3.2 or later)")
      }
      if clock.now >= deadline {
        throw EndToEndError("the tmux server did not answer within 15 s: \(output.stderr)")
      }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// The shell script `launch` runs by default: `$1` is the binary, `$2` the test's folder.
  /// It saves the terminal settings before and after the app (`stty-before`, `stty-after`),
  /// prints `EXITED:<status>` when the app ends and then becomes an interactive shell, so
  /// the pane stays open and the terminal can be tried after the app.
  static let runTodoScript = """
    stty -g > "$2/stty-before"; "$1"; status=$?; stty -g > "$2/stty-after"; \
    echo "EXITED:$status"; exec /bin/sh -i
    """

  /// Starts `binary` the way a user would, in an 80x24 pane with an explicit environment:
  /// `LANG=C.UTF-8`, `TERM=term`, `HOME` and `TODO_STORE` (`todo.sqlite`) inside `folder`, and
  /// `EDITOR=editor` when there is one (never `VISUAL`).
  static func launch(
    binary: String, folder: TemporaryFolder, term: String = "xterm-256color",
    editor: String? = nil, script: String = runTodoScript
  ) async throws -> Tmux {
    try await start(
      [
        "/usr/bin/env", "-i", "PATH=/usr/bin:/bin", "HOME=\(folder.url.path)", "LANG=C.UTF-8",
        "TERM=\(term)", "TODO_STORE=\(folder.path("todo.sqlite"))",
      ] + (editor.map { ["EDITOR=\($0)"] } ?? []) + [
        "/bin/sh", "-c", script, "sh", binary, folder.url.path,
      ])
  }

  /// Types `text` literally (`send-keys -l`).
  func type(_ text: String) async throws {
    try await run(["send-keys", "-t", session, "-l", "--", text])
  }

  /// Presses keys by tmux name: `Enter`, `Escape`, `Down`, `C-c`, ...
  func press(_ keys: String...) async throws {
    try await run(["send-keys", "-t", session] + keys)
  }

  /// Resizes the window (and so the pane's terminal, which gets a SIGWINCH).
  func resize(columns: Int, rows: Int) async throws {
    try await run(["resize-window", "-t", session, "-x", "\(columns)", "-y", "\(rows)"])
  }

  /// The pane's screen now.
  func screen() async throws -> Screen {
    Screen(capture: try await run(["capture-pane", "-p", "-t", session]))
  }

  /// Polls the screen every 20 ms until `condition` holds and returns that screen; throws,
  /// showing the last screen, if it does not hold within `timeout`.
  @discardableResult
  func waitFor(
    _ what: String, timeout: Duration = .seconds(5), until condition: (Screen) -> Bool
  ) async throws -> Screen {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    while true {
      let screen = try await screen()
      if condition(screen) {
        return screen
      }
      if clock.now >= deadline {
        throw EndToEndError("waited \(timeout) for \(what); the screen was:\n\(screen)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Polls until `text` is on the screen.
  @discardableResult
  func waitFor(text: String, timeout: Duration = .seconds(5)) async throws -> Screen {
    try await waitFor("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
  }

  /// Runs `command` in the interactive shell the pane starts once the app has ended (the
  /// scripts' `exec /bin/sh -i`), and waits for the line `output` it prints. It types only
  /// after the shell's prompt (`#` or `$`) shows below `EXITED:`: typed sooner, the terminal
  /// echoes the command before the prompt, and the output lands on the prompt's line.
  @discardableResult
  func runInShell(_ command: String, printing output: String) async throws -> Screen {
    try await waitFor("the shell's prompt") { screen in
      let afterExit = screen.lines.drop { !$0.contains("EXITED:") }.dropFirst()
      return afterExit.contains { ["#", "$"].contains($0.trimmingCharacters(in: .whitespaces)) }
    }
    try await type(command)
    try await press("Enter")
    return try await waitFor("the shell to run \(command)") { $0.hasLine(output) }
  }

  /// Ends the server and everything running in it, and waits (a few seconds at most) for
  /// the server to exit. Synchronous, so it can go in a `defer`.
  func kill() {
    let killServer = try? ChildProcess(
      "/usr/bin/env", ["tmux", "-S", socket, "kill-server"], environment: Self.environment,
      input: .nullDevice, output: .nullDevice, error: .nullDevice
    ).finishBlocking(timeout: .seconds(5))
    let answered = killServer?.termination == .exited(0)
    if !answered || server.waitBlocking(timeout: .seconds(5)) == nil {
      // No answer: end the server itself; its panes get a hangup as their terminals close.
      server.kill(SIGKILL)
      _ = server.waitBlocking(timeout: .seconds(5))
    }
    try? FileManager.default.removeItem(atPath: socket)
  }

  /// Runs one tmux command (or a `;`-separated list) on this server, returning its standard
  /// output.
  @discardableResult
  func run(_ arguments: [String]) async throws -> String {
    let output = try await runProcess(
      "/usr/bin/env", ["tmux", "-S", socket, "-f", "/dev/null"] + arguments,
      environment: Self.environment)
    guard output.status == 0 else {
      throw EndToEndError(
        "tmux \(arguments.joined(separator: " ")) failed (\(output.termination)): "
          + output.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
          + (output.status == 127 ? " (is tmux installed?)" : ""))
    }
    return output.stdout
  }

  /// The test process's environment without `TMUX`, so a test run inside tmux still
  /// starts servers of its own.
  private static var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["TMUX"] = nil
    environment["TMUX_PANE"] = nil
    return environment
  }
}
