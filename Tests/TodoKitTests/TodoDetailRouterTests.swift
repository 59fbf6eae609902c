import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The detail router against a mock navigator: dialogs and popping back.
@Suite struct TodoDetailRouterTests {
  let navigator = MockNavigator()
  let router: TodoDetailRouter

  init() {
    router = TodoDetailRouter(navigator: navigator, keys: .defaults)
  }

  @Test func closePops() {
    router.close()
    guard case .pop = navigator.calls.last else {
      Issue.record("expected pop, got \(navigator.calls)")
      return
    }
  }

  @Test func presentEditorPresentsDialog() throws {
    let delegate = MockEditorDelegate()
    let editor = router.presentEditor(
      heading: "Edit todo", form: TodoForm(title: "A"), delegate: delegate)
    let dialog = try #require(navigator.dialogs.last as? EditorDialog)
    #expect(dialog === editor)
    #expect(dialog.form == TodoForm(title: "A"))
  }

  @Test func presentConfirmationAnswersNo() throws {
    var answers: [Bool] = []
    router.presentDeleteConfirmation(title: "A") { answers.append($0) }
    let dialog = try #require(navigator.dialogs.last as? ConfirmDialog)
    dialog.handle(.character("n"))
    #expect(answers == [false])
    #expect(navigator.dialogs.isEmpty)
  }

  @Test func presentHelpListsDetailKeysFirst() throws {
    router.presentHelp()
    let help = try #require(navigator.dialogs.last as? HelpDialog)
    #expect(help.sections.map(\.title).prefix(2) == ["Detail", "List"])
    #expect(help.sections.first == KeyMaps.defaults.detail.help)
  }

  @Test func dismissDialogDismisses() {
    router.presentHelp()
    router.dismissDialog()
    #expect(navigator.dialogs.isEmpty)
  }
}
