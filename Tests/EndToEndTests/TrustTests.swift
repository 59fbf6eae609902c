import Foundation
import Testing

/// Issue 8's "trust first" defects of the screens, on the real binary with the system clock
/// (sub-second times, the real SQLite store) in a private tmux server.
@Suite("trust: undo, deletes elsewhere and filters, end to end", .serialized)
struct TrustTests {
  /// Starts the app on a store holding one todo titled `title`, waits for it to show and
  /// runs `body`.
  private func withApp(
    holding title: String, _ body: (Tmux, TemporaryFolder) async throws -> Void
  ) async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let added = try await runProcess(
      binary, ["add", title],
      environment: ["TODO_STORE": folder.path("todo.sqlite"), "LANG": "C.UTF-8"])
    try #require(added.status == 0, "todo add failed: \(added.stderr)")
    let tmux = try await Tmux.launch(binary: binary, folder: folder)
    defer { tmux.kill() }
    try await tmux.waitFor(text: "[ ] \(title)")
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

  @Test("twenty rounds of x then u, and of an edit then u, are never refused")
  func undoInOneInstanceIsNeverRefused() async throws {
    try await withApp(holding: "solo") { tmux, _ in
      for round in 1...20 {
        try await tmux.type("x")
        try await waitForFooter(tmux, "Done: \"solo\"", "round \(round): x")
        try await tmux.type("u")
        let screen = try await waitForFooter(
          tmux, "Undone: mark done \"solo\"", "round \(round): u after x")
        #expect(!screen.contains("changed elsewhere"), "round \(round) of x/u:\n\(screen)")
        #expect(screen.contains("[ ] solo"), "\(screen)")
      }
      for round in 1...20 {
        try await tmux.type("e")
        try await tmux.waitFor(text: "Edit todo")
        try await tmux.press("C-u")
        try await tmux.type("edit \(round)")
        try await tmux.press("Enter")
        try await waitForFooter(tmux, "Saved \"edit \(round)\"", "round \(round): edit")
        try await tmux.type("u")
        let screen = try await waitForFooter(
          tmux, "Undone: edit \"solo\"", "round \(round): u after the edit")
        #expect(!screen.contains("changed elsewhere"), "round \(round) of e/u:\n\(screen)")
        #expect(screen.contains("[ ] solo"), "\(screen)")
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

  @Test("saving an edit of a todo deleted by another instance keeps the text and adds it")
  func editOfATodoDeletedElsewhere() async throws {
    try await withApp(holding: "milk") { tmux, folder in
      try await tmux.type("e")
      try await tmux.waitFor(text: "Edit todo")
      try await tmux.press("C-e")
      try await tmux.type(" and eggs")
      try await elsewhere(folder, "rm", "1")
      try await tmux.waitFor(text: "0 open")
      try await tmux.press("Enter")
      let dialog = try await tmux.waitFor(text: "Deleted elsewhere · Enter adds it as a new todo")
      #expect(dialog.contains("Add todo"))
      #expect(dialog.contains("milk and eggs"))
      #expect(!dialog.contains("no longer exists"))
      try await tmux.press("Enter")
      let list = try await tmux.waitFor("the new todo") {
        $0.footer.contains("Added \"milk and eggs\"")
      }
      #expect(list.contains("[ ] milk and eggs"))
    }
  }

  @Test("the detail screen of a todo deleted elsewhere says so and keeps its keys")
  func detailOfATodoDeletedElsewhere() async throws {
    try await withApp(holding: "milk") { tmux, folder in
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
