import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The list router against a mock navigator: pushes, dialogs and quitting.
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
    var frame = ScreenBuffer(size: Size(columns: 40, rows: 12))
    detail.render(into: &frame)
    #expect(frame.rowText(0) == " Todo › Four")
  }

  @Test func presentEditorPresentsFilledDialog() throws {
    let delegate = MockEditorDelegate()
    let form = TodoForm(title: "T", content: "C")
    let editor = router.presentEditor(heading: "Edit todo", form: form, delegate: delegate)
    let dialog = try #require(navigator.dialogs.last as? EditorDialog)
    #expect(dialog === editor)
    #expect(dialog.heading == "Edit todo")
    #expect(dialog.form == form)
    #expect(dialog.delegate === delegate)
  }

  @Test func presentConfirmationAsksQuestion() throws {
    var answers: [Bool] = []
    router.presentDeleteConfirmation(title: "Four") { answers.append($0) }
    let dialog = try #require(navigator.dialogs.last as? ConfirmDialog)
    #expect(dialog.question(width: 60) == "Delete \"Four\"? y/N")
    dialog.handle(.character("y"))
    #expect(answers == [true])
    #expect(navigator.dialogs.isEmpty)
  }

  @Test func presentHelpListsListKeysFirst() throws {
    router.presentHelp()
    let help = try #require(navigator.dialogs.last as? HelpDialog)
    #expect(
      help.sections.map(\.title).prefix(3) == ["List", "Filter prompt (after /)", "Detail"])
    #expect(help.sections.first == KeyMaps.defaults.list.help)
  }

  @Test func dismissDialogDismissesWhatItPresented() {
    _ = router.presentEditor(
      heading: "Add todo", form: TodoForm(), delegate: MockEditorDelegate())
    router.dismissDialog()
    #expect(navigator.dialogs.isEmpty)
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
