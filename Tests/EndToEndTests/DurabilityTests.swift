import Foundation
import Testing

/// SPEC §7: "every change is durable once it is shown: a crash or `kill -9` right after loses
/// nothing that was on screen". Each test makes one change in the real app in tmux, waits
/// until the screen acknowledges it, SIGKILLs the app at once (no chance to flush or close
/// anything), and then reads the store back with `todo list`.
@Suite("a change shown on screen survives kill -9", .serialized)
struct DurabilityTests {
  /// The kinds of change a user makes in the list.
  enum Change: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case add, edit, toggle, delete

    var testDescription: String { rawValue }

    /// Titles added with `todo add` before the app starts. `add` starts with no store at all,
    /// so the app itself creates it.
    var seeded: [String] {
      self == .add ? [] : ["walk the dog", "water plants"]
    }

    /// What `todo list` prints after the change, line by line.
    var expectedList: [String] {
      switch self {
      case .add: ["1 [ ] buy oat milk"]
      case .edit: ["1 [ ] walk the cat", "2 [ ] water plants"]
      case .toggle: ["2 [ ] water plants", "1 [x] walk the dog"]
      case .delete: ["2 [ ] water plants"]
      }
    }
  }

  /// The pane runs a shell that starts the app through `sh -c '... exec'`: that inner shell
  /// writes its own pid to `todo.pid` and then becomes the app, so the pid is the app's. Once
  /// the app ends, the pane's shell prints `EXITED:<status>` at the start of a fresh line (the
  /// app, killed, leaves the terminal raw) and stays open.
  static let launchScript = """
    /bin/sh -c 'echo $$ > "$2/todo.pid"; exec "$1"' sh "$1" "$2"; \
    printf '\\r\\nEXITED:%s\\r\\n' "$?"; exec /bin/sh -i
    """

  @Test("the change is in the store after SIGKILL right after it shows", arguments: Change.allCases)
  func survivesKill(change: Change) async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = folder.path("todo.sqlite")
    for (index, title) in change.seeded.enumerated() {
      let added = try await runTodo(binary, ["add", title, "--store", store], in: folder)
      try #require(added.status == 0, "todo add failed: \(added.stderr)")
      try #require(added.stdout == "\(index + 1) [ ] \(title)\n")
    }

    let tmux = try await Tmux.launch(binary: binary, folder: folder, script: Self.launchScript)
    defer { tmux.kill() }
    if change.seeded.isEmpty {
      try await tmux.waitFor(text: EndToEndTests.emptyMessage)
    } else {
      try await tmux.waitFor("the seeded rows") {
        $0.contains("[ ] walk the dog") && $0.contains("[ ] water plants")
      }
    }
    let pid = try appProcess(binary: binary, folder: folder)

    let shown = try await make(change, in: tmux)

    // At once: no key, no quit, nothing between the screen and the kill.
    #expect(kill(pid, SIGKILL) == 0, "could not SIGKILL the app (pid \(pid))")
    try await tmux.waitFor(text: "EXITED:137")

    let list = try await runTodo(binary, ["list", "--all", "--store", store], in: folder)
    #expect(list.status == 0, "todo list failed: \(list.stderr)")
    #expect(list.stderr.isEmpty)
    #expect(
      list.stdout == change.expectedList.map { $0 + "\n" }.joined(),
      "the screen showed the change:\n\(shown)\nbut `todo list` printed:\n\(list.stdout)")

    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    #expect(names.filter { $0.contains(".new-") }.isEmpty, "temporary files left: \(names)")
  }

  // MARK: Helpers

  /// Makes `change` with the keys a user would press, returning the first screen that shows
  /// it done: the row as it now is and the footer's acknowledgement.
  private func make(_ change: Change, in tmux: Tmux) async throws -> Screen {
    switch change {
    case .add:
      try await tmux.type("a")
      try await tmux.waitFor("the add dialog", until: EndToEndTests.showsEditor)
      try await tmux.type("buy oat milk")
      try await tmux.press("Enter")
      return try await tmux.waitFor("the added row and its message") {
        $0.contains("[ ] buy oat milk") && $0.footer.contains("Added \"buy oat milk\"")
      }
    case .edit:
      try await tmux.type("e")
      try await tmux.waitFor("the edit dialog, filled in") {
        EndToEndTests.showsEditor($0) && $0.contains("walk the dog")
      }
      try await tmux.press("C-u")
      try await tmux.type("walk the cat")
      try await tmux.press("Enter")
      return try await tmux.waitFor("the edited row and its message") {
        $0.contains("[ ] walk the cat") && !$0.contains("walk the dog")
          && $0.footer.contains("Saved \"walk the cat\"")
      }
    case .toggle:
      try await tmux.type("x")
      return try await tmux.waitFor("the ticked row and its message") {
        $0.contains("[x] walk the dog") && $0.footer.contains("Done: \"walk the dog\"")
      }
    case .delete:
      try await tmux.type("d")
      try await tmux.waitFor(text: "Delete \"walk the dog\"? y/N")
      try await tmux.type("y")
      return try await tmux.waitFor("the row gone and its message") {
        !$0.contains("[ ] walk the dog") && $0.contains("[ ] water plants")
          && $0.footer.contains("Deleted \"walk the dog\"")
      }
    }
  }

  /// Runs `todo arguments` with a small explicit environment, `HOME` in `folder`.
  private func runTodo(
    _ binary: String, _ arguments: [String], in folder: TemporaryFolder
  ) async throws -> ProcessOutput {
    try await runProcess(
      binary, arguments,
      environment: ["LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "HOME": folder.url.path])
  }
}
