import Foundation
import Testing

/// The screens' "trust first" cases (SPEC §7, §14), on the real binary with the system clock
/// (sub-second times, the real SQLite store) in a private tmux server.
@Suite("trust: undo, deletes elsewhere and filters, end to end", .serialized)
struct TrustTests {
  /// Starts the app on a store holding todos titled `titles`, waits for them to show and
  /// runs `body`.
  private func withApp(
    holding titles: [String], _ body: (Tmux, TemporaryFolder) async throws -> Void
  ) async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for title in titles {
      let added = try await runProcess(
        binary, ["add", title],
        environment: ["TODO_STORE": folder.path("todo.sqlite"), "LANG": "C.UTF-8"])
      try #require(added.status == 0, "todo add failed: \(added.stderr)")
    }
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }
    try await tmux.waitFor("every todo") { screen in
      titles.allSatisfy { screen.contains("[ ] \($0)") }
    }
    try await body(tmux, folder)
  }

  /// Waits for the footer to say `done` (a frame drawn to its end: under load the pane may
  /// be caught halfway through one), or for a refusal; returns that screen.
  @discardableResult
  private func waitForFooter(
    _ tmux: Tmux, _ done: String, _ what: String
  ) async throws -> Screen {
    try await tmux.waitFor(what) {
      $0.footer.contains(done) || $0.footer.contains("dropped from undo")
    }
  }

  /// Each round sends its keys in one tmux command and acts on the other todo than the round
  /// before, so the footer it waits for cannot be the last round's: few processes are
  /// started (every tmux command is one).
  @Test("twenty rounds of x then u, and of an edit then u, are never refused")
  func undoInOneInstanceIsNeverRefused() async throws {
    try await withApp(holding: ["solo", "duo"]) { tmux, _ in
      for round in 1...20 {
        let (row, title) = round.isMultiple(of: 2) ? ("G", "duo") : ("g", "solo")
        try await tmux.press(row, "x", "u")
        let screen = try await waitForFooter(
          tmux, "Undone: mark done \"\(title)\"", "round \(round) of x then u")
        #expect(!screen.contains("changed elsewhere"), "round \(round) of x/u:\n\(screen)")
        #expect(screen.contains("[ ] \(title)"), "\(screen)")
      }
      for round in 1...20 {
        let (row, title) = round.isMultiple(of: 2) ? ("G", "duo") : ("g", "solo")
        try await tmux.press(row, "e", "C-u", "edit \(round)", "Enter", "u")
        let screen = try await waitForFooter(
          tmux, "Undone: edit \"\(title)\"", "round \(round) of an edit then u")
        #expect(!screen.contains("changed elsewhere"), "round \(round) of e/u:\n\(screen)")
        #expect(screen.contains("[ ] \(title)"), "\(screen)")
        #expect(!screen.contains("edit \(round)"), "\(screen)")
      }
    }
  }

  /// Runs `todo ARGUMENTS` on the app's store, as another instance would.
  private func elsewhere(_ folder: TemporaryFolder, _ arguments: String...) async throws {
    let output = try await runProcess(
      try TodoBinary.path(), arguments,
      environment: ["TODO_STORE": folder.path("todo.sqlite"), "LANG": "C.UTF-8"])
    try #require(output.status == 0, "todo \(arguments) failed: \(output.stderr)")
  }

  @Test("saving an edit of a todo deleted by another instance adds its text with one Enter")
  func editOfATodoDeletedElsewhere() async throws {
    try await withApp(holding: ["milk"]) { tmux, folder in
      try await tmux.type("e")
      try await tmux.waitFor(text: "Edit todo")
      try await tmux.press("C-e")
      try await tmux.type(" and eggs")
      try await elsewhere(folder, "rm", "1")
      try await tmux.waitFor(text: "0 open")
      // One Enter adds the text anew, as docs/keys.md says.
      try await tmux.press("Enter")
      let list = try await tmux.waitFor("the new todo") {
        $0.footer.contains("Added \"milk and eggs\"")
      }
      #expect(list.contains("[ ] milk and eggs"))
      #expect(!list.contains("Add todo"))
      #expect(!list.contains("no longer exists"))
    }
  }

  @Test("the detail screen of a todo deleted elsewhere says so and keeps its keys")
  func detailOfATodoDeletedElsewhere() async throws {
    try await withApp(holding: ["milk"]) { tmux, folder in
      try await elsewhere(folder, "add", "bread")
      try await tmux.waitFor(text: "[ ] bread")
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "Todo › milk")
      try await elsewhere(folder, "rm", "1")
      let detail = try await tmux.waitFor(text: "This todo was deleted elsewhere · Esc back")
      #expect(detail.header.contains("Todo › milk"))
      try await tmux.type("x")
      try await Task.sleep(for: .milliseconds(300))
      try await tmux.press("Escape")
      let list = try await tmux.waitFor("the list") { $0.footer.contains("q quit") }
      #expect(list.contains("[ ] bread"), "x on the detail screen acted on the list:\n\(list)")
    }
  }
}
