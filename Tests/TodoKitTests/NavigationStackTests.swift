import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The navigation stack: push, pop, dialogs, quit, the too-small notice, and who owns whom.
@Suite struct NavigationStackTests {
  static let size = Size(columns: 80, rows: 24)

  private func render(_ navigation: NavigationStack, size: Size = Self.size) -> ScreenBuffer {
    var frame = ScreenBuffer(size: size)
    navigation.render(into: &frame)
    return frame
  }

  // MARK: - Screens

  @Test func pushShowsAndFeedsTopScreen() {
    let navigation = NavigationStack()
    let root = MockPresentable("root")
    let top = MockPresentable("top")
    navigation.push(root)
    navigation.push(top)
    navigation.handle(.enter)
    #expect(navigation.screens.count == 2)
    #expect(top.keys == [.enter])
    #expect(root.keys.isEmpty)
    #expect(render(navigation).rowText(0) == "top")
    // The size reached the screen below as well, which was not drawn to learn it.
    #expect(root.sizes == [Self.size])
    #expect(render(navigation).rowText(0) == "top")
    #expect(root.renderCount == 0)
  }

  @Test func aNewSizeReachesTheScreensBelowTheTopOnlyWhenItFits() {
    let navigation = NavigationStack()
    let root = MockPresentable("root")
    navigation.push(root)
    navigation.push(MockPresentable("top"))
    _ = render(navigation)
    _ = render(navigation, size: Size(columns: 20, rows: 5))
    #expect(root.sizes == [Self.size])
    let large = Size(columns: 100, rows: 30)
    #expect(render(navigation, size: large).rowText(0) == "top")
    #expect(root.sizes == [Self.size, large])
    #expect(root.renderCount == 0)
  }

  @Test func popReturnsToScreenBelow() {
    let navigation = NavigationStack()
    let root = MockPresentable("root")
    navigation.push(root)
    navigation.push(MockPresentable("top"))
    navigation.pop()
    navigation.handle(.escape)
    #expect(navigation.screens.count == 1)
    #expect(root.keys == [.escape])
    #expect(render(navigation).rowText(0) == "root")
  }

  @Test func rootCannotBePopped() {
    let navigation = NavigationStack()
    let root = MockPresentable("root")
    navigation.push(root)
    navigation.pop()
    navigation.pop()
    #expect(navigation.screens.count == 1)
    #expect(navigation.screens.first === root)
  }

  @Test func emptyStackIgnoresKeysAndDrawsNothing() {
    let navigation = NavigationStack()
    navigation.handle(.enter)
    navigation.pop()
    #expect(render(navigation).text.allSatisfy { $0 == "\n" })
  }

  // MARK: - Dialogs

  @Test func dialogGetsKeysBeforeScreen() {
    let navigation = NavigationStack()
    let screen = MockPresentable("screen")
    let dialog = MockPresentable("dialog", at: Point(x: 0, y: 1))
    navigation.push(screen)
    navigation.present(dialog)
    navigation.handle(.character("y"))
    #expect(dialog.keys == [.character("y")])
    #expect(screen.keys.isEmpty)
    let frame = render(navigation)
    #expect(frame.rowText(0) == "screen")
    #expect(frame.rowText(1) == "dialog")
  }

  @Test func dialogsDrawBottomFirst() {
    let navigation = NavigationStack()
    navigation.push(MockPresentable("screen"))
    navigation.present(MockPresentable("lower"))
    navigation.present(MockPresentable("up"))
    #expect(render(navigation).rowText(0) == "upwern")
  }

  @Test func dismissRemovesDialogAndThoseAbove() {
    let navigation = NavigationStack()
    let screen = MockPresentable("screen")
    let first = MockPresentable("first")
    let second = MockPresentable("second")
    let third = MockPresentable("third")
    navigation.push(screen)
    navigation.present(first)
    navigation.present(second)
    navigation.present(third)
    navigation.dismiss(second)
    #expect(navigation.dialogs.count == 1)
    #expect(navigation.dialogs.first === first)
    navigation.dismiss(third)
    #expect(navigation.dialogs.count == 1)
    navigation.dismiss(first)
    navigation.handle(.tab)
    #expect(navigation.dialogs.isEmpty)
    #expect(screen.keys == [.tab])
  }

  @Test func pushAndPopCloseDialogs() {
    let navigation = NavigationStack()
    navigation.push(MockPresentable("root"))
    navigation.present(MockPresentable("dialog"))
    navigation.push(MockPresentable("top"))
    #expect(navigation.dialogs.isEmpty)
    navigation.present(MockPresentable("dialog"))
    navigation.pop()
    #expect(navigation.dialogs.isEmpty)
  }

  @Test func quitFinishes() {
    let navigation = NavigationStack()
    navigation.push(MockPresentable("root"))
    #expect(!navigation.isFinished)
    navigation.quit()
    #expect(navigation.isFinished)
  }

  // MARK: - Too small

  @Test(
    "below the minimum size a notice replaces the screen",
    arguments: [
      (Size(columns: 29, rows: 8), "Terminal too small"),
      (Size(columns: 30, rows: 7), "Terminal too small"),
      (Size(columns: 12, rows: 3), "Terminal too"),
    ])
  func tooSmallNotice(size: Size, notice: String) {
    let navigation = NavigationStack()
    let screen = MockPresentable("SCREEN")
    navigation.push(screen)
    navigation.present(MockPresentable("DIALOG"))
    let text = render(navigation, size: size).text
    #expect(screen.renderCount == 0)
    #expect(!text.contains("SCREEN"))
    #expect(!text.contains("DIALOG"))
    #expect(text.contains(notice))
  }

  @Test func noticeSaysTheSizeAndWhatIsNeeded() {
    let navigation = NavigationStack()
    navigation.push(MockPresentable("SCREEN"))
    let frame = render(navigation, size: Size(columns: 29, rows: 8))
    let lines = (0..<8).map { frame.rowText($0).trimmingCharacters(in: .whitespaces) }
    #expect(lines.filter { !$0.isEmpty } == ["Terminal too small: 29x8", "needs at least 30x8"])
  }

  @Test("the notice wraps to the width and never spills", arguments: [1, 5, 12, 20, 29])
  func noticeWraps(columns: Int) {
    let navigation = NavigationStack()
    navigation.push(MockPresentable("SCREEN"))
    let frame = render(navigation, size: Size(columns: columns, rows: 7))
    let text = (0..<7).map { frame.rowText($0) }
    #expect(text.allSatisfy { DisplayWidth.of($0) <= columns })
    if columns >= 12 {
      #expect(text.joined(separator: " ").contains("30x8"))
    }
  }

  // MARK: - Input

  @Test func altKeysAndPastesGoToTheTopDialog() {
    let navigation = NavigationStack()
    let screen = RecordingPresentable("SCREEN")
    let dialog = RecordingPresentable("DIALOG")
    navigation.push(screen)
    _ = render(navigation)
    navigation.handle(.alt(.character("x")))
    #expect(screen.events == [.alt(.character("x"))])
    navigation.present(dialog)
    navigation.handle(.paste("a\nb"))
    navigation.handle(.key(.enter))
    #expect(dialog.events == [.paste("a\nb"), .key(.enter)])
    #expect(screen.events == [.alt(.character("x"))])
  }

  @Test func inputIsIgnoredWhileTooSmall() {
    let navigation = NavigationStack()
    let screen = RecordingPresentable("SCREEN")
    navigation.push(screen)
    _ = render(navigation, size: Size(columns: 20, rows: 5))
    navigation.handle(.paste("gdy"))
    navigation.handle(.alt(.character("x")))
    navigation.handle(.character("d"))
    #expect(screen.events.isEmpty)
  }

  @Test func minimumSizeIsDrawn() {
    let navigation = NavigationStack()
    let screen = RecordingPresentable("SCREEN")
    navigation.push(screen)
    let frame = render(navigation, size: NavigationStack.minimumSize)
    #expect(frame.rowText(0) == "SCREEN")
    #expect(!frame.text.contains("too small"))
  }

  // MARK: - Ownership

  /// Weak probes on every part of one module.
  private struct ModuleProbes {
    weak var view: AnyObject?
    weak var presenter: AnyObject?
    weak var interactor: AnyObject?
    weak var router: AnyObject?

    var all: [AnyObject?] { [view, presenter, interactor, router] }
    var allReleased: Bool { all.allSatisfy { $0 == nil } }
    var allAlive: Bool { all.allSatisfy { $0 != nil } }
  }

  /// The stored property `label` of `object`, found by reflection.
  private static func child(_ label: String, of object: Any) -> AnyObject? {
    Mirror(reflecting: object).children.first { $0.label == label }.map { $0.value as AnyObject }
  }

  private static func probes(of screen: any Screen) throws -> ModuleProbes {
    var probes = ModuleProbes()
    probes.view = screen
    let presenter: AnyObject
    switch screen {
    case let list as TodoListView:
      presenter = try #require(list.presenter as? TodoListPresenter)
      probes.interactor = try #require(child("interactor", of: presenter) as? TodoListInteractor)
      probes.router = try #require(child("router", of: presenter) as? TodoListRouter)
    case let detail as TodoDetailView:
      presenter = try #require(detail.presenter as? TodoDetailPresenter)
      probes.interactor = try #require(child("interactor", of: presenter) as? TodoDetailInteractor)
      probes.router = try #require(child("router", of: presenter) as? TodoDetailRouter)
    default:
      throw ProbeError.unknownScreen
    }
    probes.presenter = presenter
    return probes
  }

  /// A screen that is not one of the two modules.
  private enum ProbeError: Error { case unknownScreen }

  private static func makeApp(
    _ items: [TodoItem] = [Fixture.item(1, "Only", content: "Body")]
  ) throws
    -> NavigationStack
  {
    TodoApp.makeNavigation(environment: Fixture.environment(try SQLiteTodoStore.seeded(items)))
  }

  /// Pushes the detail screen of the first item the way Enter on the list does, drives it a
  /// little (draw, edit dialog, delete question) and returns probes on its module.
  private func pushDetail(on navigation: NavigationStack) throws -> ModuleProbes {
    _ = render(navigation)
    navigation.handle(.enter)
    try #require(navigation.screens.count == 2)
    let detail = try #require(navigation.screens.last as? TodoDetailView)
    _ = render(navigation)
    for key: Key in [.character("e"), .escape, .character("d"), .character("n")] {
      navigation.handle(key)
    }
    #expect(navigation.dialogs.isEmpty)
    return try Self.probes(of: detail)
  }

  @Test func popFreesDetailModule() throws {
    let navigation = try Self.makeApp()
    let probes = try pushDetail(on: navigation)
    #expect(probes.allAlive)
    navigation.pop()
    #expect(navigation.screens.count == 1)
    #expect(probes.allReleased)
  }

  @Test func backKeyFreesDetailModule() throws {
    let navigation = try Self.makeApp()
    let probes = try pushDetail(on: navigation)
    navigation.handle(.escape)
    #expect(navigation.screens.count == 1)
    #expect(probes.allReleased)
  }

  @Test func confirmedDeleteInDetailPopsAndFrees() throws {
    let navigation = try Self.makeApp(Fixture.items("First", "Second"))
    let probes = try pushDetail(on: navigation)
    navigation.handle(.character("d"))
    navigation.handle(.character("y"))
    #expect(navigation.screens.count == 1)
    #expect(navigation.dialogs.isEmpty)
    #expect(probes.allReleased)
    let frame = render(navigation)
    #expect(frame.rowText(1).hasSuffix("[ ] Second"))
    #expect(frame.rowText(2).isEmpty)
    #expect(frame.rowText(23).contains("Deleted \"First\""))
  }

  @Test func builtDetailModuleIsFreedOnPop() throws {
    let navigation = try Self.makeApp()
    var probes = ModuleProbes()
    do {
      let screen = TodoDetailModule.build(
        id: 1, environment: Fixture.environment(try SQLiteTodoStore.inMemory()),
        navigator: navigation,
        delegate: MockTodoDetailModuleDelegate())
      navigation.push(screen)
      probes = try Self.probes(of: screen)
    }
    _ = render(navigation)
    #expect(probes.allAlive)
    navigation.pop()
    #expect(probes.allReleased)
  }

  @Test func releasingStackFreesListModule() throws {
    var probes = ModuleProbes()
    weak var stack: NavigationStack?
    do {
      let navigation = try Self.makeApp()
      stack = navigation
      _ = render(navigation)
      let list = try #require(navigation.screens.first)
      probes = try Self.probes(of: list)
      navigation.handle(.character("a"))
      navigation.handle(.escape)
      navigation.handle(.character("?"))
      #expect(probes.allAlive)
    }
    #expect(stack == nil)
    #expect(probes.allReleased)
  }

  @Test func releasingStackWithDetailOpenFreesEverything() throws {
    var list = ModuleProbes()
    var detail = ModuleProbes()
    do {
      let navigation = try Self.makeApp()
      list = try Self.probes(of: try #require(navigation.screens.first))
      detail = try pushDetail(on: navigation)
      navigation.handle(.character("e"))
    }
    #expect(list.allReleased)
    #expect(detail.allReleased)
  }

  @Test(
    "dismissing a dialog leaves no live dialog",
    arguments: [
      [Key.character("a"), .escape],
      [.character("a"), .character("T"), .enter],
      [.character("e"), .escape],
      [.character("d"), .character("n")],
      [.character("d"), .character("y")],
      [.character("?"), .escape],
    ])
  func dialogIsFreedWhenDismissed(keys: [Key]) throws {
    let navigation = try Self.makeApp()
    _ = render(navigation)
    navigation.handle(keys[0])
    weak let dialog = try #require(navigation.dialogs.last as AnyObject?)
    _ = render(navigation)
    for key in keys.dropFirst() { navigation.handle(key) }
    #expect(navigation.dialogs.isEmpty)
    #expect(dialog == nil)
  }

  @Test func editorDismissedThroughPresenterIsFreed() throws {
    let navigation = try Self.makeApp([])
    _ = render(navigation)
    navigation.handle(.character("a"))
    weak let editor = try #require(navigation.dialogs.last as? EditorDialog)
    navigation.handle(.enter)
    #expect(navigation.dialogs.count == 1)
    #expect(editor?.error == "Title must not be empty")
    for key: Key in [.character("O"), .character("k"), .enter] { navigation.handle(key) }
    #expect(navigation.dialogs.isEmpty)
    #expect(editor == nil)
    #expect(render(navigation).text.contains("Added \"Ok\""))
  }
}
