import Testing
import TodoCore
import TodoTestKit

@testable import TodoUI

/// What every module's presenter does alike, written once in the kit: loading, help, undo
/// and redo, idle ticks and cancelling the dialog reach the module's interactor and router
/// the same way on the list and the detail screen.
@Suite struct ModulePresenterTests {
  /// A module's presenter over mocks, with what its mocks recorded, in words.
  struct Wired {
    let presenter: any ModulePresenter & TodoEditorDelegate
    /// What the interactor was asked, so far.
    let interactorCalls: () -> [String]
    /// What the router was asked, so far.
    let routerCalls: () -> [String]
    /// How many view models the view was shown, so far.
    let viewModels: () -> Int
    /// Keeps the mocks alive (the presenter holds its view weakly).
    let mocks: [AnyObject]
  }

  /// The modules whose presenters (routers) are checked alike.
  enum Module: CaseIterable {
    case list, detail

    /// The module's presenter over fresh mocks, laid out once.
    func wired() -> Wired {
      switch self {
      case .list:
        let (view, interactor, router) = (
          MockTodoListView(), MockTodoListInteractor(), MockTodoListRouter()
        )
        let presenter = TodoListPresenter(
          interactor: interactor, router: router, keys: .defaults, dueText: { Fixture.dueText })
        presenter.view = view
        presenter.viewDidLayout(TodoListLayout(width: 40, visibleRows: 5, titleWidth: 34))
        return Wired(
          presenter: presenter, interactorCalls: { interactor.calls.map { "\($0)" } },
          routerCalls: { router.calls.map { "\($0)" } }, viewModels: { view.displayed.count },
          mocks: [view, interactor, router])
      case .detail:
        let (view, interactor, router) = (
          MockTodoDetailView(), MockTodoDetailInteractor(), MockTodoDetailRouter()
        )
        let presenter = TodoDetailPresenter(
          interactor: interactor, router: router, timeZone: Fixture.utc, keys: .defaults,
          dueText: { Fixture.dueText })
        presenter.view = view
        presenter.viewDidLayout(TodoDetailLayout(width: 40, visibleLines: 10))
        return Wired(
          presenter: presenter, interactorCalls: { interactor.calls.map { "\($0)" } },
          routerCalls: { router.calls.map { "\($0)" } }, viewModels: { view.displayed.count },
          mocks: [view, interactor, router])
      }
    }
  }

  @Test(arguments: Module.allCases)
  func loadingAsksTheInteractorOnly(module: Module) {
    let wired = module.wired()
    wired.presenter.viewDidLoad()
    #expect(wired.interactorCalls() == ["load"])
    #expect(wired.routerCalls().isEmpty)
  }

  @Test(arguments: Module.allCases)
  func helpIsTheRoutersAndShowsOneViewModel(module: Module) {
    let wired = module.wired()
    let before = wired.viewModels()
    wired.presenter.showHelp()
    #expect(wired.routerCalls() == ["presentHelp"])
    #expect(wired.interactorCalls().isEmpty)
    #expect(wired.viewModels() == before + 1)
  }

  @Test(arguments: Module.allCases)
  func undoAndRedoAreTheInteractors(module: Module) {
    let wired = module.wired()
    wired.presenter.apply(.undo)
    wired.presenter.apply(.redo)
    #expect(
      wired.interactorCalls() == [
        "apply(TodoCore.HistoryStep.undo)", "apply(TodoCore.HistoryStep.redo)",
      ])
  }

  @Test(arguments: Module.allCases)
  func anIdleTickThatFindsNothingShowsNothing(module: Module) {
    let wired = module.wired()
    let before = wired.viewModels()
    wired.presenter.viewDidIdle()
    #expect(wired.interactorCalls() == ["fetchIfChangedElsewhere"])
    #expect(wired.viewModels() == before)
  }

  @Test(arguments: Module.allCases)
  func outcomesWithoutADialogGoToTheFooter(module: Module) {
    let wired = module.wired()
    wired.presenter.didFindNothing(to: .undo)
    wired.presenter.didFail("disk on fire")
    wired.presenter.didRefuse(.changedElsewhere(.undo, .added(Fixture.item(1, "Milk"))))
    #expect(wired.viewModels() == 4)
    #expect(wired.routerCalls().isEmpty)
  }

  @Test(arguments: Module.allCases)
  func cancellingWithoutADialogDismissesNothing(module: Module) {
    let wired = module.wired()
    wired.presenter.editorDidCancel()
    #expect(wired.routerCalls().isEmpty)
    #expect(wired.interactorCalls().isEmpty)
  }
}
