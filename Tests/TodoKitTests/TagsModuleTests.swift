import Testing
import TodoCore
import TodoStorage
import TodoTerminal

@testable import TodoUI

// The Tags module's presenter over small hand-written mocks, one per role (as the
// Generamba templates generate them), and the module built for real: its keys, its screen,
// and its ownership.

// MARK: - Mocks

/// Records every view model shown.
final class MockTagsView: TagsViewProtocol {
  private(set) var displayed: [TagsViewModel] = []

  /// The last view model shown, required: a test fails when there is none.
  var shown: TagsViewModel {
    get throws { try #require(displayed.last) }
  }

  func display(_ viewModel: TagsViewModel) { displayed.append(viewModel) }
}

/// Records what the presenter asks for.
final class MockTagsInteractor: TagsInteractorInput {
  /// One request from the presenter.
  enum Call: Equatable {
    case load, fetchIfChangedElsewhere
    case apply(HistoryStep)
  }

  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func fetchIfChangedElsewhere() { calls.append(.fetchIfChangedElsewhere) }
  func apply(_ step: HistoryStep) { calls.append(.apply(step)) }
}

/// Records what the presenter asks of navigation.
final class MockTagsRouter: TagsRouterProtocol {
  /// One request from the presenter.
  enum Call: Equatable {
    case presentEditor(String)
    case presentDeleteConfirmation(String)
    case presentHelp, dismissDialog
    case close
    case editNotes(String)
  }

  private(set) var calls: [Call] = []

  func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  ) -> any TodoEditorViewProtocol {
    calls.append(.presentEditor(heading))
    return MockEditorView()
  }

  func presentDeleteConfirmation(title: String, onAnswer: @escaping (Bool) -> Void) {
    calls.append(.presentDeleteConfirmation(title))
  }

  func presentHelp() { calls.append(.presentHelp) }
  func dismissDialog() { calls.append(.dismissDialog) }
  func close() { calls.append(.close) }
  func editNotes(_ notes: String, fileName: String) -> TextEditOutcome {
    calls.append(.editNotes(notes))
    return .unchanged
  }
}

// MARK: - Tests

@Suite struct TagsModuleTests {
  /// The presenter over fresh mocks, laid out `rows` rows high.
  private struct Wired {
    let view = MockTagsView()
    let interactor = MockTagsInteractor()
    let router = MockTagsRouter()
    let presenter: TagsPresenter

    init(rows: Int = 3) {
      presenter = TagsPresenter(interactor: interactor, router: router, keys: .defaults)
      presenter.view = view
      presenter.viewDidLayout(TagsLayout(width: 40, visibleRows: rows))
    }
  }

  private static func rows(_ titles: String...) -> [TagsRow] {
    titles.map { TagsRow(id: $0, title: $0) }
  }

  @Test func loadingAsksTheInteractorAndShowsItsRows() throws {
    let wired = Wired()
    wired.presenter.viewDidLoad()
    #expect(wired.interactor.calls == [.load])
    wired.presenter.didLoad(Self.rows("one", "two"))
    let shown = try wired.view.shown
    #expect(shown.title == "Tags")
    #expect(shown.rows == ["one", "two"])
    #expect(shown.selectedRow == 0)
    #expect(shown.emptyMessage == nil)
    #expect(shown.position == "")
  }

  @Test func anEmptyListSaysSo() throws {
    let wired = Wired()
    wired.presenter.didLoad([])
    #expect(try wired.view.shown.emptyMessage == TagsPresenter.emptyMessage)
    #expect(try wired.view.shown.selectedRow == nil)
  }

  @Test func movesScrollAndTheSelectionStaysOnItsRowAcrossReloads() throws {
    let wired = Wired(rows: 2)
    wired.presenter.didLoad(Self.rows("a", "b", "c"))
    wired.presenter.move(.last)
    #expect(try wired.view.shown.rows == ["b", "c"])
    #expect(try wired.view.shown.selectedRow == 1)
    #expect(try wired.view.shown.position == "2–3/3")
    wired.presenter.didLoad(Self.rows("c", "a", "b"))
    #expect(try wired.view.shown.rows == ["c", "a"])
    #expect(try wired.view.shown.selectedRow == 0)
  }

  @Test func backPopsAndHelpIsTheRouters() {
    let wired = Wired()
    wired.presenter.showHelp()
    wired.presenter.back()
    #expect(wired.router.calls == [.presentHelp, .close])
    #expect(wired.interactor.calls.isEmpty)
  }

  @Test func keysReachThePresenterThroughTheKeyMap() throws {
    let store = try SQLiteTodoStore.inMemory()
    let navigation = NavigationStack()
    navigation.push(
      TagsModule.build(environment: Fixture.environment(store), navigator: navigation))
    navigation.push(
      TagsModule.build(environment: Fixture.environment(store), navigator: navigation))
    var frame = ScreenBuffer(size: Size(columns: 40, rows: 8))
    navigation.render(into: &frame)
    #expect(frame.rowText(0).hasPrefix(" Tags"))
    navigation.handle(.character("?"))
    #expect(navigation.dialogs.count == 1)
    navigation.handle(.escape)
    navigation.handle(.character("q"))
    #expect(navigation.screens.count == 1)
  }

  @Test func pushingAndPoppingFreesTheModule() throws {
    let store = try SQLiteTodoStore.inMemory()
    let navigation = NavigationStack()
    let environment = Fixture.environment(store)
    // The screen below it, as the list is below every screen the app pushes.
    navigation.push(TagsModule.build(environment: environment, navigator: navigation))
    weak var view: AnyObject?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?
    do {
      let screen = TagsModule.build(
        environment: Fixture.environment(store), navigator: navigation)
      navigation.push(screen)
      var frame = ScreenBuffer(size: Size(columns: 40, rows: 8))
      navigation.render(into: &frame)
      view = screen
      let built = try #require((screen as? TagsView)?.presenter as? TagsPresenter)
      presenter = built
      let roles = Mirror(reflecting: built).children
      interactor = roles.first { $0.label == "interactor" }?.value as? TagsInteractor
      router = roles.first { $0.label == "router" }?.value as? TagsRouter
      #expect(interactor != nil && router != nil)
      navigation.handle(.character("q"))
    }
    #expect(navigation.screens.count == 1)
    #expect([view, presenter, interactor, router].allSatisfy { $0 == nil })
  }
}
