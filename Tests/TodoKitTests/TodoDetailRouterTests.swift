import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The detail router against a mock navigator: help and popping back (its dialogs:
/// DialogPresentingRouterTests).
@Suite struct TodoDetailRouterTests {
  let navigator = MockNavigator()
  let router: TodoDetailRouter

  init() {
    router = TodoDetailRouter(
      navigator: navigator, keys: .defaults, dueReader: Fixture.dueReader)
  }

  @Test func closePops() {
    router.close()
    guard case .pop = navigator.calls.last else {
      Issue.record("expected pop, got \(navigator.calls)")
      return
    }
  }

  @Test func presentHelpListsDetailKeysFirst() throws {
    router.presentHelp()
    let help = try #require(navigator.dialogs.last as? HelpDialog)
    #expect(help.sections.map(\.title).prefix(2) == ["Detail", "List"])
    #expect(help.sections.first == KeyMaps.defaults.detail.help)
  }
}
