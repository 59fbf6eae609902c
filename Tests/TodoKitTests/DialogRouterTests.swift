import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The dialog half of both routers: one dialog at a time, dismissed before answers run.
@Suite struct DialogRouterTests {
  let navigator = MockNavigator()
  let router: DialogRouter

  init() {
    router = DialogRouter(navigator: navigator, keys: .defaults, dueReader: Fixture.dueReader)
  }

  @Test func newDialogReplacesPrevious() throws {
    router.presentHelp(for: .list)
    let editor = router.presentEditor(
      heading: "Add todo", form: TodoForm(), delegate: MockEditorDelegate())
    #expect(navigator.dialogs.count == 1)
    #expect(navigator.dialogs.first === editor)
  }

  @Test func confirmationIsGoneBeforeAnswerRuns() throws {
    var dialogsWhenAnswered: Int?
    router.presentConfirmation(Confirmation(heading: "Delete", verb: "Delete", subject: "Sure")) {
      [navigator] _ in
      dialogsWhenAnswered = navigator.dialogs.count
    }
    let dialog = try #require(navigator.dialogs.last)
    dialog.handle(.character("y"))
    #expect(dialogsWhenAnswered == 0)
  }

  @Test func helpClosesItself() throws {
    router.presentHelp(for: .detail)
    try #require(navigator.dialogs.last).handle(.escape)
    #expect(navigator.dialogs.isEmpty)
  }

  @Test func dismissWithoutDialogDoesNothing() {
    router.dismiss()
    #expect(navigator.calls.isEmpty)
  }

  @Test func dismissLeavesOtherDialogs() {
    let other = MockPresentable("other")
    navigator.present(other)
    router.presentHelp(for: .list)
    router.dismiss()
    #expect(navigator.dialogs.count == 1)
    #expect(navigator.dialogs.first === other)
  }

  @Test func notesAreEditedWithTheTerminalHandedOver() {
    final class Editor: TextEditor {
      var edits: [(String, String)] = []
      func edit(_ text: String, fileName: String) -> TextEditOutcome {
        edits.append((text, fileName))
        return .saved(text + " more")
      }
    }
    let editor = Editor()
    let router = DialogRouter(
      navigator: navigator, keys: .defaults, dueReader: Fixture.dueReader, editor: editor)
    #expect(router.editNotes("notes", fileName: "buy-milk.md") == .saved("notes more"))
    #expect(editor.edits.map(\.0) == ["notes"])
    #expect(editor.edits.map(\.1) == ["buy-milk.md"])
    #expect(navigator.calls.count == 1)
    guard case .handOver? = navigator.calls.first else {
      Issue.record("the terminal was not handed over: \(navigator.calls)")
      return
    }
  }

  @Test func withoutAnEditorNotesEditingFailsSayingSo() {
    #expect(
      router.editNotes("notes", fileName: "notes.md") == .failed("no editor is set up here"))
  }
}
