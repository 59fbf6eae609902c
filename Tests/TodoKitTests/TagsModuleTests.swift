import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit

@testable import TodoUI

// The Tags module's presenter over small hand-written mocks, one per role (in the test kit:
// Tests/TestKit/Mocks/TagsMocks.swift), and the module built for real: its keys, its screen,
// and its ownership.

@Suite struct TagsModuleTests {
  /// The presenter over fresh mocks, laid out `rows` rows high on a screen `width` wide.
  private struct Wired {
    let view = MockTagsView()
    let interactor = MockTagsInteractor()
    let router = MockTagsRouter()
    let delegate = MockTagsDelegate()
    let presenter: TagsPresenter

    init(rows: Int = 3, width: Int = 40) {
      presenter = TagsPresenter(interactor: interactor, router: router, keys: .defaults)
      presenter.view = view
      presenter.moduleDelegate = delegate
      presenter.viewDidLayout(TagsLayout(width: width, visibleRows: rows))
    }

    /// The footer's text.
    var footer: String {
      get throws { try view.shown.footer.text }
    }
  }

  /// Tags with one open and no done todo each.
  private static func tags(_ names: String...) -> [TagCount] {
    names.map { TagCount(tag: $0, open: 1, done: 0) }
  }

  private static func item(_ id: TodoID) -> TodoItem {
    Fixture.item(id, "todo \(id)")
  }

  @Test func loadingAsksTheInteractorAndShowsEveryTagWithItsCounts() throws {
    let wired = Wired(width: 40)
    wired.presenter.viewDidLoad()
    #expect(wired.interactor.calls == [.load])
    wired.presenter.didLoad([
      TagCount(tag: "home", open: 3, done: 12), TagCount(tag: "@phone", open: 0, done: 1),
    ])
    let shown = try wired.view.shown
    #expect(shown.title == "todo › Tags")
    #expect(shown.count == "2 tags")
    #expect(
      shown.rows == [
        TagsRowViewModel(tag: "+home", counts: "3 open   12 done"),
        TagsRowViewModel(tag: "@phone", counts: "0 open    1 done"),
      ])
    #expect(shown.selectedRow == 0)
    #expect(shown.emptyMessage == nil)
    #expect(shown.position == "")
  }

  @Test func anEmptyListSaysSo() throws {
    let wired = Wired()
    wired.presenter.didLoad([])
    #expect(try wired.view.shown.emptyMessage == TagsPresenter.emptyMessage)
    #expect(try wired.view.shown.selectedRow == nil)
    #expect(try wired.view.shown.count == "0 tags")
  }

  @Test func movesScrollAndTheSelectionStaysOnItsTagAcrossReloads() throws {
    let wired = Wired(rows: 2)
    wired.presenter.didLoad(Self.tags("a", "b", "c"))
    wired.presenter.move(.last)
    #expect(try wired.view.shown.rows.map(\.tag) == ["+b", "+c"])
    #expect(try wired.view.shown.selectedRow == 1)
    #expect(try wired.view.shown.position == "2–3/3")
    wired.presenter.didLoad(Self.tags("c", "a", "b"))
    #expect(try wired.view.shown.rows.map(\.tag) == ["+c", "+a"])
    #expect(try wired.view.shown.selectedRow == 0)
  }

  @Test func enterTellsTheListTheTagAndGoesBack() {
    let wired = Wired()
    wired.presenter.didLoad(Self.tags("home", "work"))
    wired.presenter.move(.lines(1))
    wired.presenter.chooseSelected()
    #expect(wired.delegate.events == [.chose("work")])
    #expect(wired.router.calls == [.close])
  }

  @Test func keysOnAnEmptyListDoNothing() {
    let wired = Wired()
    wired.presenter.didLoad([])
    wired.presenter.chooseSelected()
    wired.presenter.renameSelected()
    wired.presenter.removeSelected()
    #expect(wired.router.calls.isEmpty)
    #expect(wired.delegate.events.isEmpty)
  }

  @Test func renameAsksForTheNameThenRenamesAndSelectsTheNewName() throws {
    let wired = Wired()
    wired.presenter.didLoad(Self.tags("home", "work"))
    wired.presenter.move(.lines(1))
    wired.presenter.renameSelected()
    #expect(wired.router.calls == [.presentRename("work")])
    wired.presenter.promptDidSubmit("job")
    #expect(wired.interactor.calls == [.rename("work", to: "job")])
    wired.presenter.didRename("work", to: "job", merged: true, [Self.item(4), Self.item(9)])
    #expect(wired.router.calls == [.presentRename("work"), .dismissDialog])
    #expect(try wired.footer == "Merged +work into +job on 2 todos")
    #expect(wired.delegate.events == [.changed([4, 9])])
    wired.presenter.didLoad(Self.tags("home", "job"))
    #expect(try wired.view.shown.selectedRow == 1)
  }

  @Test func aRefusedNameKeepsTheDialogOpenWithTheReason() throws {
    let wired = Wired()
    wired.presenter.didLoad(Self.tags("home"))
    wired.presenter.renameSelected()
    wired.presenter.promptDidSubmit("two words")
    wired.presenter.didRefuseName(.notATag("two words"))
    let prompt = try #require(wired.router.prompt)
    #expect(prompt.errors == [FormRejection.notATag("two words").message])
    #expect(wired.router.calls == [.presentRename("home")])
    #expect(wired.delegate.events.isEmpty)
    // Esc closes it; nothing was renamed.
    wired.presenter.promptDidCancel()
    #expect(wired.router.calls == [.presentRename("home"), .dismissDialog])
  }

  @Test func theSameNameOrATagGoneMeanwhileChangesNothing() throws {
    let wired = Wired()
    wired.presenter.didLoad(Self.tags("home"))
    wired.presenter.renameSelected()
    wired.presenter.didKeepName("home")
    #expect(try wired.footer == "+home unchanged")
    wired.presenter.renameSelected()
    wired.presenter.didFindTagGone("home")
    #expect(try wired.footer == "No todo has +home any more")
    #expect(wired.delegate.events.isEmpty)
  }

  @Test func removeAsksFirstAndOnlyYesRemoves() throws {
    let wired = Wired()
    wired.presenter.didLoad([TagCount(tag: "home", open: 2, done: 1)])
    wired.presenter.removeSelected()
    #expect(wired.router.calls == [.presentRemoveConfirmation("home", count: 3)])
    wired.router.answer(false)
    #expect(wired.interactor.calls.isEmpty)
    wired.presenter.removeSelected()
    wired.router.answer(true)
    #expect(wired.interactor.calls == [.remove("home")])
    wired.presenter.didRemove("home", [Self.item(1), Self.item(2), Self.item(3)])
    #expect(try wired.footer == "Removed +home from 3 todos")
    #expect(wired.delegate.events == [.changed([1, 2, 3])])
  }

  @Test func undoSaysWhatItUndidAndTellsTheList() throws {
    let wired = Wired(width: 60)
    wired.presenter.didLoad(Self.tags("home"))
    wired.presenter.apply(.undo)
    #expect(wired.interactor.calls == [.apply(.undo)])
    let before = Self.item(7)
    var after = before
    after.fields.tags = TagSet(["job"])
    let change = TodoChange(
      .renameTag("work", to: "job"),
      [.changed(before: before, after: after)])
    wired.presenter.didApply(.undo, change)
    #expect(try wired.footer == "Undone: rename +work → +job on 1 todo")
    #expect(wired.delegate.events == [.changed([7])])
  }

  @Test func narrowScreensDropTheWordsThenTheCountsBeforeTheTag() {
    let tags = [
      TagCount(tag: "groceries", open: 12, done: 3), TagCount(tag: "読書😀", open: 1, done: 0),
    ]
    #expect(
      TagsRowFormatter(width: 40).rows(tags) == [
        TagsRowViewModel(tag: "+groceries", counts: "12 open   3 done"),
        TagsRowViewModel(tag: "+読書😀", counts: " 1 open   0 done"),
      ])
    #expect(
      TagsRowFormatter(width: 24).rows(tags) == [
        TagsRowViewModel(tag: "+groceries", counts: "12  3"),
        TagsRowViewModel(tag: "+読書😀", counts: " 1  0"),
      ])
    #expect(
      TagsRowFormatter(width: 14).rows(tags) == [
        TagsRowViewModel(tag: "+groceries", counts: ""),
        TagsRowViewModel(tag: "+読書😀", counts: ""),
      ])
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
    #expect(frame.rowText(0).hasPrefix(" todo › Tags"))
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

  @Test func tOnTheListPushesTagsAndQFreesEveryRoleOfIt() throws {
    let store = try SQLiteTodoStore.inMemory()
    try store.add(
      contentsOf: [ImportedTodo(TodoFields(title: "Report", tags: ["work"]))], at: Fixture.start)
    let app = HeadlessApp(store: store)
    weak var view: AnyObject?
    weak var presenter: AnyObject?
    do {
      app.press(.character("t"))
      let screen = try #require(app.navigation.screens.last as? TagsView)
      view = screen
      presenter = screen.presenter as? TagsPresenter
      #expect(app.terminal.frame.rowText(1).contains("+work"))
      app.press(.character("q"))
    }
    #expect(app.navigation.screens.count == 1)
    #expect(view == nil && presenter == nil)
    // The list below, told nothing, is as it was.
    #expect(app.terminal.frame.rowText(1).contains("Report +work"))
  }
}
