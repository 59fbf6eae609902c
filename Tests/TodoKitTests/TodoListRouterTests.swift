import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit

@testable import TodoUI

/// The list router against a mock navigator: pushes, help and quitting (its dialogs:
/// DialogPresentingRouterTests).
@Suite struct TodoListRouterTests {
  let navigator = MockNavigator()
  let store: SQLiteTodoStore
  let router: TodoListRouter

  init() throws {
    store = try SQLiteTodoStore.seeded([Fixture.item(4, "Four", content: "body")])
    router = TodoListRouter(environment: Fixture.environment(store), navigator: navigator)
  }

  @Test func presentDetailPushesDetailModuleOfID() throws {
    let delegate = MockTodoDetailModuleDelegate()
    router.presentDetail(of: 4, delegate: delegate)
    #expect(navigator.calls.count == 1)
    let detail = try #require(navigator.screens.last as? TodoDetailView)
    let presenter = try #require(detail.presenter as? TodoDetailPresenter)
    #expect(presenter.moduleDelegate === delegate)
    #expect(detail.rendered(Size(columns: 40, rows: 12)).rowText(0) == " Todo › Four")
  }

  @Test func presentHelpListsListKeysFirst() throws {
    router.presentHelp()
    let help = try #require(navigator.dialogs.last as? HelpDialog)
    #expect(
      help.sections.map(\.title).prefix(3) == ["List", "Filter prompt (after /)", "Detail"])
    #expect(help.sections.first == KeyMaps.defaults.list.help)
  }

  @Test func quitQuits() {
    router.quit()
    guard case .quit = navigator.calls.last else {
      Issue.record("expected quit, got \(navigator.calls)")
      return
    }
  }

  @Test func holdsNavigatorWeakly() {
    weak var probe: MockNavigator?
    let router: TodoListRouter
    do {
      let navigator = MockNavigator()
      probe = navigator
      router = TodoListRouter(environment: Fixture.environment(store), navigator: navigator)
    }
    #expect(probe == nil)
    router.presentDetail(of: 4, delegate: MockTodoDetailModuleDelegate())
    router.quit()
  }
}
