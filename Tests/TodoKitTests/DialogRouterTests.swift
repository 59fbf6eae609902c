import Testing

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
    router.presentDeleteConfirmation(title: "Sure") { [navigator] _ in
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
}
