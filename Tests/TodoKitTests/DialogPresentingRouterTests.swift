import Testing
import TodoCore
import TodoStorage
import TodoTestKit

@testable import TodoUI

/// Every module's router presents its dialogs through one DialogRouter, written once in the
/// kit: the list's and the detail screen's alike.
@Suite struct DialogPresentingRouterTests {
  /// The modules whose presenters (routers) are checked alike.
  enum Module: CaseIterable {
    case list, detail

    /// The module's router over `navigator`.
    func router(on navigator: MockNavigator) throws -> any DialogPresentingRouter {
      switch self {
      case .list:
        let store = try SQLiteTodoStore.inMemory()
        return TodoListRouter(environment: Fixture.environment(store), navigator: navigator)
      case .detail:
        return TodoDetailRouter(
          environment: Fixture.environment(try SQLiteTodoStore.inMemory()), navigator: navigator)
      }
    }
  }

  @Test(arguments: Module.allCases)
  func theEditorIsPresentedFilledAndHandedBack(module: Module) throws {
    let navigator = MockNavigator()
    let router = try module.router(on: navigator)
    let delegate = MockEditorDelegate()
    let form = TodoForm(title: "T", content: "C")
    let editor = router.presentEditor(heading: "Edit todo", form: form, delegate: delegate)
    let dialog = try #require(navigator.dialogs.last as? EditorDialog)
    #expect(dialog === editor)
    #expect(dialog.heading == "Edit todo")
    #expect(dialog.form == form)
    #expect(dialog.delegate === delegate)
  }

  private static let deleteFour = Confirmation(.delete(Fixture.item(4, "Four"), subtasks: 0))

  @Test(arguments: Module.allCases)
  func theDeleteQuestionIsGoneBeforeItsAnswerArrives(module: Module) throws {
    let navigator = MockNavigator()
    let router = try module.router(on: navigator)
    var answers: [Bool] = []
    router.presentConfirmation(Self.deleteFour) { _ in answers.append(navigator.dialogs.isEmpty) }
    var dialog = try #require(navigator.dialogs.last as? ConfirmDialog)
    #expect(dialog.question(width: 60) == "Delete \"Four\"? y/N")
    dialog.handle(.character("y"))
    router.presentConfirmation(Self.deleteFour) { answers.append($0) }
    dialog = try #require(navigator.dialogs.last as? ConfirmDialog)
    dialog.handle(.character("n"))
    #expect(answers == [true, false])
    #expect(navigator.dialogs.isEmpty)
  }

  @Test(arguments: Module.allCases)
  func dismissingRemovesWhatTheRouterPresented(module: Module) throws {
    let navigator = MockNavigator()
    let router = try module.router(on: navigator)
    _ = router.presentEditor(heading: "Add todo", form: TodoForm(), delegate: MockEditorDelegate())
    router.presentHelp()
    #expect(navigator.dialogs.count == 1)
    router.dismissDialog()
    #expect(navigator.dialogs.isEmpty)
  }
}
