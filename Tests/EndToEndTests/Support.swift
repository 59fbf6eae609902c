import Foundation
import TestSupport
import Testing

/// A failure of the end-to-end harness itself (missing binary, tmux error, a screen that
/// never showed up), described well enough to act on from the test report.
struct EndToEndError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Where the `todo` binary under test lives.
enum TodoBinary {
  /// `$TODO_BINARY`, else `<package root>/.build/debug/todo` (the Makefile sets the variable).
  static var candidatePath: String { BuiltTodo.path }

  /// The binary's path; throws (failing the test) when there is no executable there.
  static func path() throws -> String {
    let path = candidatePath
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw EndToEndError(
        "the todo binary is missing at \(path): run `swift build` first, or set TODO_BINARY "
          + "to the built binary (the Makefile does this for `make test`)")
    }
    return path
  }
}

/// A temporary folder of one test, removed by `remove()`.
struct TemporaryFolder: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-e2e-\(UUID().uuidString.prefix(8))", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// The text of the file `name` inside the folder, or nil when it cannot be read.
  func read(_ name: String) -> String? {
    try? String(contentsOfFile: path(name), encoding: .utf8)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

/// What a finished process did.
struct ProcessOutput: Sendable {
  /// How it ended.
  let termination: Termination
  let stdout: String
  let stderr: String

  /// The exit status, or nil when a signal ended it.
  var status: Int32? { termination.exitStatus }
}

/// Runs a program with standard input from `/dev/null` and both outputs to pipes (drained
/// while it runs), waiting at most `timeout` for it to finish; then it is killed and an
/// error is thrown.
func runProcess(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  timeout: Duration = .seconds(5)
) async throws -> ProcessOutput {
  let finished = try await ChildProcess(executable, arguments, environment: environment)
    .finish(timeout: timeout)
  return ProcessOutput(
    termination: finished.termination, stdout: finished.outputText, stderr: finished.errorText)
}

/// The app's pid from `todo.pid` (written by a launch script that then `exec`s the app),
/// checked to be a live process running `binary`.
func appProcess(binary: String, folder: TemporaryFolder) throws -> pid_t {
  let text = try #require(folder.read("todo.pid"), "the launch script wrote no todo.pid")
  let pid = try #require(
    pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)), "todo.pid holds \(text)")
  let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")
  try #require(
    executable == URL(fileURLWithPath: binary).resolvingSymlinksInPath().path,
    "pid \(pid) runs \(executable), not the todo binary")
  return pid
}

/// Runs `todo arguments` (the command line, not the app) on the store `todo.sqlite` in
/// `folder`, the one `Tmux.launch` opens, as a plain user environment would.
func todo(
  _ binary: String, _ arguments: [String], _ folder: TemporaryFolder
) async throws -> ProcessOutput {
  try await runProcess(
    binary, arguments + ["--store", folder.path("todo.sqlite")],
    environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": folder.url.path])
}

/// Starts the app on a store holding `titles` (added through the command line), in its own
/// tmux, with `editor` (a shell script's text) as `$EDITOR` when given; waits for its first
/// screen, runs `body` with the pane, the folder and the binary, and always cleans up.
func withApp(
  seeding titles: [String], editor script: String? = nil,
  _ body: (Tmux, TemporaryFolder, String) async throws -> Void
) async throws {
  let binary = try TodoBinary.path()
  let folder = try TemporaryFolder()
  defer { folder.remove() }
  for title in titles {
    let added = try await todo(binary, ["add", title], folder)
    try #require(added.status == 0, "todo add failed: \(added.stderr)")
  }
  var editor: String?
  if let script {
    let path = folder.path("editor.sh")
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    editor = path
  }
  let tmux = try await Tmux.launch(binary: binary, folder: folder, editor: editor)
  defer { tmux.kill() }
  if let first = titles.first {
    try await tmux.waitFor(text: "[ ] \(first)")
  } else {
    try await tmux.waitFor(text: EndToEndTests.emptyMessage)
  }
  try await body(tmux, folder, binary)
}
