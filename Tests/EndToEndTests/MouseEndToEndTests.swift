import Foundation
import Testing

/// The mouse of SPEC §13 with the real binary in tmux: the app asks tmux for SGR mouse
/// reports and gives them up when it ends; reports sent as a terminal sends them (bytes
/// through `send-keys -H`, since tmux makes no clicks without a pointer) select, open and
/// scroll, and are never typed as keys.
@Suite("the mouse, in tmux", .serialized)
struct MouseEndToEndTests {
  @Test("while the app runs tmux reports the mouse in SGR form, and stops when it quits")
  func asksForReports() async throws {
    try await withApp(seeding: ["first"]) { tmux, _, _ in
      #expect(try await mouseFlags(tmux) == "1 1")
      try await tmux.type("q")
      try await tmux.waitFor(text: "EXITED:0")
      #expect(try await mouseFlags(tmux) == "0 0")
    }
  }

  @Test("the mouse is off while $EDITOR has the terminal, and on again after")
  func offWhileEditorRuns() async throws {
    // An editor that waits on the terminal for a line, so the test can look meanwhile.
    let editor = """
      #!/bin/sh
      printf 'notes> '
      read line
      printf '%s\\n' "$line" >> "$1"
      """
    try await withApp(seeding: ["first"], editor: editor) { tmux, _, _ in
      try await tmux.type("E")
      try await tmux.waitFor(text: "notes>")
      #expect(try await mouseFlags(tmux) == "0 0")
      try await tmux.type("more")
      try await tmux.press("Enter")
      try await tmux.waitFor(text: "Notes saved")
      #expect(try await mouseFlags(tmux) == "1 1")
    }
  }

  @Test("a click selects a row, a double click opens it, the wheel scrolls; nothing typed")
  func clickDoubleClickWheel() async throws {
    let titles = (1...30).map { "todo \($0)" }
    try await withApp(seeding: titles) { tmux, folder, binary in
      // Row 4 of the screen is the third todo.
      try await send(tmux, Self.click(column: 10, row: 4))
      try await tmux.waitFor(text: ">[ ] todo 3")
      // The wheel down: three rows scrolled, the selection kept on screen.
      try await send(tmux, Self.sgr(65, column: 10, row: 10, final: "M"))
      try await tmux.waitFor("the list scrolled by three") {
        $0.lines.count > 1 && $0.lines[1].contains("[ ] todo 4")
      }
      // A double click on the row of todo 6 (screen row 4 now) opens its detail.
      try await send(tmux, Self.click(column: 10, row: 4) + Self.click(column: 10, row: 4))
      let detail = try await tmux.waitFor("the detail screen of todo 6") {
        !$0.contains("[ ] todo 5") && $0.contains("todo 6")
      }
      #expect(!detail.contains("Delete"), "\(detail)")
      let list = try await todo(binary, ["list"], folder)
      #expect(!list.stdout.contains("[x]"), "a report was typed as keys:\n\(list.stdout)")
      #expect(list.stdout.split(separator: "\n").count == 30, "\(list.stdout)")
    }
  }

  // MARK: Helpers

  /// tmux's flags for the pane: whether it reports mouse buttons, and in SGR form.
  private func mouseFlags(_ tmux: Tmux) async throws -> String {
    try await tmux.run([
      "display-message", "-p", "-t", tmux.session, "#{mouse_standard_flag} #{mouse_sgr_flag}",
    ]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// An SGR report: `ESC [ < code ; column ; row final`, 1-based.
  private static func sgr(_ code: Int, column: Int, row: Int, final: Character) -> String {
    "\u{1B}[<\(code);\(column);\(row)\(final)"
  }

  /// A left press and release on a cell.
  private static func click(column: Int, row: Int) -> String {
    sgr(0, column: column, row: row, final: "M") + sgr(0, column: column, row: row, final: "m")
  }

  /// Sends `text` to the pane as raw bytes in one write, as a terminal sends a report.
  private func send(_ tmux: Tmux, _ text: String) async throws {
    let bytes = text.utf8.map { String($0, radix: 16) }
    try await tmux.run(["send-keys", "-t", tmux.session, "-H"] + bytes)
  }
}
