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

  init() throws {
    router = TodoDetailRouter(
      environment: Fixture.environment(try SQLiteTodoStore.inMemory()), navigator: navigator)
  }

  @Test func aSubtasksDetailIsPushedOverThisOne() {
    router.presentDetail(of: 3, delegate: MockTodoDetailModuleDelegate())
    guard case .push(let screen) = navigator.calls.last else {
      Issue.record("expected push, got \(navigator.calls)")
      return
    }
    #expect(screen is TodoDetailView)
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
