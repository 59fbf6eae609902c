import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The person's editor on a temporary file: which editor, what comes back, what never
/// reaches it, and the terminal handed over around it.
@Suite struct ExternalEditorTests {
  private static func editor(_ command: String, _ extra: [String: String] = [:]) -> ExternalEditor {
    ExternalEditor(
      environment: ["PATH": "/usr/bin:/bin", "EDITOR": command].merging(extra) { $1 })
  }

  @Test(
    "VISUAL, else EDITOR, else vi; a blank one does not count",
    arguments: [
      (["VISUAL": "nano", "EDITOR": "ed"], "nano"), (["EDITOR": "ed"], "ed"), ([:], "vi"),
      (["VISUAL": " ", "EDITOR": "code -w"], "code -w"), (["VISUAL": "", "EDITOR": ""], "vi"),
    ])
  func whichEditor(environment: [String: String], command: String) {
    #expect(ExternalEditor(environment: environment).command == command)
  }

  @Test func savedTextComesBackWithoutTheFinalLineBreak() {
    let edited = Self.editor(#"printf 'two litres\n' >>"#).edit("Milk\n日本 🥛 %")
    #expect(edited == .saved("Milk\n日本 🥛 %\ntwo litres"))
  }

  @Test func anEditorWithOptionsRunsThroughTheShell() {
    #expect(Self.editor("sed -i s/a/b/").edit("aaa") == .saved("baa"))
  }

  @Test func quittingWithoutSavingChangesNothing() {
    #expect(Self.editor("true").edit("notes") == .unchanged)
    #expect(Self.editor("true").edit("") == .unchanged)
    #expect(Self.editor("true").edit("ends with a break\n") == .unchanged)
  }

  @Test func anEmptyTextGetsWhatWasTyped() {
    #expect(Self.editor(#"printf 'first\n' >"#).edit("") == .saved("first"))
  }

  @Test func aFailingEditorChangesNothingAndSaysWhy() {
    #expect(
      Self.editor(#"f() { echo lost > "$1"; exit 2; }; f"#).edit("kept")
        == .failed(#"the editor (f() { echo lost > "$1"; exit 2; }; f) exited with status 2"#))
    guard case .failed(let why) = Self.editor("no-such-editor-here").edit("kept") else {
      Issue.record("a missing editor is a failure")
      return
    }
    #expect(why.contains("127"))
  }

  @Test func textThatIsNotUTF8IsRefused() {
    #expect(
      Self.editor(#"printf '\377' >"#).edit("x") == .failed("the edited file is not UTF-8 text"))
  }

  @Test func theSyncPasswordNeverReachesTheEditor() throws {
    let edited = Self.editor("env >", ["TODO_SYNC_PASSWORD": "hunter2", "KEPT": "yes"])
      .edit("")
    guard case .saved(let environment) = edited else {
      Issue.record("env wrote nothing: \(edited)")
      return
    }
    #expect(environment.contains("KEPT=yes"))
    #expect(!environment.contains("hunter2"))
    #expect(!environment.contains("TODO_SYNC_PASSWORD"))
  }

  @Test func theFileIsPrivateAndGoneAfterwards() throws {
    let edited = Self.editor(#"f() { echo "$(stat -c %a "$1") $1" > "$1"; }; f"#).edit("x")
    guard case .saved(let line) = edited else {
      Issue.record("nothing saved: \(edited)")
      return
    }
    let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
    #expect(parts.first == "600")
    let path = try #require(parts.last)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(!FileManager.default.fileExists(atPath: (path as NSString).deletingLastPathComponent))
  }

  @Test func aKeyRunsTheEditorWithTheTerminalHandedOverAndTheScreenRedrawn() {
    /// A screen whose `E` edits its notes in the editor, as the detail screen will.
    final class NotesScreen: Screen {
      weak var navigator: (any Navigator)?
      let editor: ExternalEditor
      var notes = "first line"

      init(editor: ExternalEditor) { self.editor = editor }

      func handle(_ key: Key) {
        guard key == .character("E"), let navigator else { return }
        if case .saved(let text) = navigator.handOverTerminal({ editor.edit(notes) }) {
          notes = text
        }
      }
      func refresh() {}
      func render(into frame: inout ScreenBuffer) {
        for (row, line) in notes.split(separator: "\n").enumerated() {
          frame.write(String(line), x: 0, y: row)
        }
      }
    }
    let screen = NotesScreen(editor: Self.editor(#"printf 'second line\n' >>"#))
    let navigation = NavigationStack()
    navigation.push(screen)
    screen.navigator = navigation
    let terminal = HeadlessTerminal(size: Size(columns: 30, rows: 8), keys: [.character("E")])
    AppLoop(terminal: terminal, navigation: navigation, keys: KeyMaps.defaults.app).run()
    #expect(terminal.handOverCount == 1)
    #expect(screen.notes == "first line\nsecond line")
    #expect(terminal.frame.rowText(1) == "second line")
  }

  @Test(
    "the file is named after the todo, so the editor shows which one it is",
    arguments: [
      ("Buy milk!", "buy-milk.md"), ("  Call  the plumber, at 9 ", "call-the-plumber-at-9.md"),
      ("牛乳を買う", "notes.md"), ("", "notes.md"), ("../../etc/passwd", "etc-passwd.md"),
      ("Buy crème fraîche!", "buy-creme-fraiche.md"), ("ÉTÉ 2026", "ete-2026.md"),
      (String(repeating: "abcd ", count: 20), "abcd-abcd-abcd-abcd-abcd-abcd-abcd-abcd.md"),
    ])
  func fileNameForATitle(title: String, name: String) {
    #expect(ExternalEditor.fileName(for: title) == name)
  }

  @Test func theEditorGetsTheFileByItsName() {
    let named = Self.editor(#"f() { basename "$1" > "$1"; }; f"#)
    #expect(named.edit("", fileName: "buy-milk.md") == .saved("buy-milk.md"))
    // A name that is not a plain file name is not used.
    #expect(named.edit("", fileName: "../escape.md") == .saved("notes.md"))
    #expect(named.edit("", fileName: ".hidden") == .saved("notes.md"))
  }

  @Test func finalLineBreaksAloneAreNoChange() {
    #expect(Self.editor(#"printf '\n\n' >>"#).edit("notes") == .unchanged)
    #expect(Self.editor(#"printf 'notes\r\n' >"#).edit("notes") == .unchanged)
    #expect(Self.editor(#"printf 'notes' >"#).edit("notes\n") == .unchanged)
    // One final line break is the file's own; a line break of the text before it is kept.
    #expect(Self.editor(#"printf 'two\r\nlines\r\n' >"#).edit("") == .saved("two\r\nlines"))
    #expect(Self.editor(#"printf 'more\n\n' >>"#).edit("notes") == .saved("notes\nmore\n"))
  }

  @Test func aMissingEditorIsSaidInWords() {
    #expect(
      Self.editor("no-such-editor-here").edit("kept")
        == .failed("the editor (no-such-editor-here) was not found (status 127)"))
  }
}
