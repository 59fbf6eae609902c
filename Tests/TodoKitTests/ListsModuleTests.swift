import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit

@testable import TodoUI

// The Lists module's presenter over small hand-written mocks, one per role (in the test
// kit: Tests/TestKit/Mocks/ListsMocks.swift), and the module built for real: its keys,
// its screen, and its ownership (SPEC §17: every list with its counts, `All lists` first,
// Enter shows the list).

@Suite struct ListsModuleTests {
  /// The presenter over fresh mocks, laid out `rows` rows high.
  private struct Wired {
    let view = MockListsView()
    let interactor = MockListsInteractor()
    let router = MockListsRouter()
    let presenter: ListsPresenter

    init(rows: Int = 3) {
      presenter = ListsPresenter(interactor: interactor, router: router, keys: .defaults)
      presenter.view = view
      presenter.viewDidLayout(ListsLayout(width: 40, visibleRows: rows))
    }
  }

  /// Rows of lists named so, each with one open and no done todo.
  private static func rows(_ names: String...) -> [ListsRow] {
    names.map { ListsRow(list: $0, open: 1, done: 0) }
  }

  /// A row as the 40-column layout shows it: the name at the left, the counts at the right
  /// of 37 columns.
  private static func shown(_ name: String, _ counts: String = "1 open · 0 done") -> String {
    name + String(repeating: " ", count: 37 - name.count - counts.count) + counts
  }

  @Test func loadingAsksTheInteractorAndShowsItsRows() throws {
    let wired = Wired()
    wired.presenter.viewDidLoad()
    #expect(wired.interactor.calls == [.load])
    wired.presenter.didLoad(
      [ListsRow(list: nil, open: 12, done: 3)] + Self.rows("Tasks", "Einkäufe 🛒"))
    let shown = try wired.view.shown
    #expect(shown.title == "Lists")
    #expect(
      shown.rows == [
        Self.shown("All lists", "12 open · 3 done"), Self.shown("Tasks"),
        "Einkäufe 🛒" + String(repeating: " ", count: 37 - 11 - 15) + "1 open · 0 done",
      ])
    #expect(shown.selectedRow == 0)
    #expect(shown.emptyMessage == nil)
    #expect(shown.position == "")
  }

  @Test func aLongNameIsCutAndTheCountsStay() {
    let row = ListsPresenter.row(
      ListsRow(list: String(repeating: "long ", count: 20), open: 1234, done: 56), width: 37)
    #expect(DisplayWidth.of(row) <= 37)
    #expect(row.hasSuffix("  1234 open · 56 done"))
    #expect(row.hasPrefix("long long"))
  }

  @Test func enterShowsTheSelectedListAndAllListsIsEveryList() throws {
    let wired = Wired()
    let delegate = ChosenLists()
    wired.presenter.moduleDelegate = delegate
    wired.presenter.didLoad([ListsRow(list: nil, open: 2, done: 0)] + Self.rows("Work", "Home"))
    wired.presenter.chooseSelected()
    wired.presenter.move(.lines(1))
    wired.presenter.chooseSelected()
    #expect(delegate.chosen == [nil, "Work"])
    #expect(wired.router.calls == [.close, .close])
  }

  @Test func anEmptyListSaysSo() throws {
    let wired = Wired()
    wired.presenter.didLoad([])
    #expect(try wired.view.shown.emptyMessage == ListsPresenter.emptyMessage)
    #expect(try wired.view.shown.selectedRow == nil)
  }

  @Test func movesScrollAndTheSelectionStaysOnItsRowAcrossReloads() throws {
    let wired = Wired(rows: 2)
    wired.presenter.didLoad(Self.rows("a", "b", "c"))
    wired.presenter.move(.last)
    #expect(try wired.view.shown.rows == [Self.shown("b"), Self.shown("c")])
    #expect(try wired.view.shown.selectedRow == 1)
    #expect(try wired.view.shown.position == "2–3/3")
    wired.presenter.didLoad(Self.rows("c", "a", "b"))
    #expect(try wired.view.shown.rows == [Self.shown("c"), Self.shown("a")])
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
      ListsModule.build(environment: Fixture.environment(store), navigator: navigation))
    navigation.push(
      ListsModule.build(environment: Fixture.environment(store), navigator: navigation))
    var frame = ScreenBuffer(size: Size(columns: 40, rows: 8))
    navigation.render(into: &frame)
    #expect(frame.rowText(0).hasPrefix(" Lists"))
    navigation.handle(.character("?"))
    #expect(navigation.dialogs.count == 1)
    navigation.handle(.escape)
    navigation.handle(.character("q"))
    #expect(navigation.screens.count == 1)
  }

  @Test func enterTypedRightAfterThePushBeforeAnyFrameShowsTheFirstRow() throws {
    // `L` and Enter in one read of the terminal: no frame is drawn between them.
    let store = try SQLiteTodoStore.inMemory()
    let navigation = NavigationStack()
    let environment = Fixture.environment(store)
    navigation.push(ListsModule.build(environment: environment, navigator: navigation))
    var frame = ScreenBuffer(size: Size(columns: 40, rows: 8))
    navigation.render(into: &frame)
    let delegate = ChosenLists()
    navigation.push(
      ListsModule.build(environment: environment, navigator: navigation, delegate: delegate))
    navigation.handle(.enter)
    #expect(delegate.chosen == [nil])
    #expect(navigation.screens.count == 1)
  }

  @Test func pushingAndPoppingFreesTheModule() throws {
    let store = try SQLiteTodoStore.inMemory()
    let navigation = NavigationStack()
    let environment = Fixture.environment(store)
    // The screen below it, as the list is below every screen the app pushes.
    navigation.push(ListsModule.build(environment: environment, navigator: navigation))
    weak var view: AnyObject?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?
    do {
      let screen = ListsModule.build(
        environment: Fixture.environment(store), navigator: navigation)
      navigation.push(screen)
      var frame = ScreenBuffer(size: Size(columns: 40, rows: 8))
      navigation.render(into: &frame)
      view = screen
      let built = try #require((screen as? ListsView)?.presenter as? ListsPresenter)
      presenter = built
      let roles = Mirror(reflecting: built).children
      interactor = roles.first { $0.label == "interactor" }?.value as? ListsInteractor
      router = roles.first { $0.label == "router" }?.value as? ListsRouter
      #expect(interactor != nil && router != nil)
      navigation.handle(.character("q"))
    }
    #expect(navigation.screens.count == 1)
    #expect([view, presenter, interactor, router].allSatisfy { $0 == nil })
  }
}

/// Hears the Lists screen's choices.
private final class ChosenLists: ListsModuleDelegate {
  var chosen: [String?] = []
  func lists(didChoose list: String?) { chosen.append(list) }
}
