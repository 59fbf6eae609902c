import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit

@testable import TodoUI

/// The list presenter between a mock view, interactor and router: calls in both directions.
@Suite struct TodoListPresenterTests {
  let view = MockTodoListView()
  let interactor = MockTodoListInteractor()
  let router = MockTodoListRouter()
  let presenter: TodoListPresenter

  init() {
    presenter = TodoListPresenter(
      interactor: interactor, router: router, keys: .defaults, dueText: { Fixture.dueText })
    presenter.view = view
    interactor.output = presenter
  }

  /// Feeds `items` and a layout, as the first draw and the first fetch do: the index, then
  /// the rows the presenter asks for.
  private func load(_ items: [TodoItem], rows: Int = 5, titleWidth: Int = 20) {
    interactor.rows = items
    presenter.viewDidLayout(TodoListLayout(width: 40, visibleRows: rows, titleWidth: titleWidth))
    presenter.didFetch(Fixture.entries(items))
  }

  /// The load the interactor follows every change with: the list as the store now has it
  /// (the presenter no longer moves or removes entries itself).
  private func reload(_ items: [TodoItem]) {
    interactor.rows = items
    presenter.didFetch(Fixture.entries(items))
  }

  private var shownTitles: [String] {
    get throws { try view.shown.rows.map(\.title) }
  }

  // MARK: - View → presenter → interactor / router

  @Test func openSelectedPushesDetailOfSelection() {
    load(Fixture.items("One", "Two", "Three"))
    presenter.move(.lines(1))
    presenter.openSelected()
    #expect(router.calls == [.presentDetail(2)])
    #expect(router.detailDelegate === presenter)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func openOnEmptyListDoesNothing() {
    load([])
    presenter.openSelected()
    presenter.edit()
    presenter.delete()
    presenter.toggleDone()
    #expect(router.calls.isEmpty)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func addItemPresentsEmptyAddEditor() {
    load([])
    presenter.addItem()
    #expect(router.calls == [.presentEditor(heading: "Add todo", form: TodoForm())])
    #expect(router.editorDelegate === presenter)
  }

  @Test func submitAfterAddAddsForm() {
    load([])
    presenter.addItem()
    let form = TodoForm(title: "Milk", content: "2 litres")
    presenter.editorDidSubmit(form)
    #expect(interactor.todoActions.calls == [.add(form)])
  }

  @Test func editSelectedPresentsFilledEditor() {
    load([Fixture.item(1, "One"), Fixture.item(2, "Two", content: "body")])
    presenter.move(.lines(1))
    presenter.edit()
    #expect(
      router.calls == [
        .presentEditor(heading: "Edit todo", form: TodoForm(title: "Two", content: "body"))
      ])
  }

  @Test func submitAfterEditUpdatesSelectedItem() {
    load(Fixture.items("One", "Two"))
    presenter.move(.last)
    presenter.edit()
    let form = TodoForm(title: "Two!", content: "")
    presenter.editorDidSubmit(form)
    #expect(interactor.todoActions.calls == [.update(2, form)])
  }

  @Test func submitWithoutOpenEditorDoesNothing() {
    load(Fixture.items("One"))
    presenter.editorDidSubmit(TodoForm(title: "Stray"))
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func cancelDismissesEditorWithoutSaving() {
    load([])
    presenter.addItem()
    presenter.editorDidCancel()
    #expect(router.calls.last == .dismissDialog)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    presenter.editorDidSubmit(TodoForm(title: "Late"))
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func deleteAsksWithQuotedTitle() {
    load(Fixture.items("One", "Two"))
    presenter.move(.last)
    presenter.delete()
    #expect(interactor.todoActions.calls == [.askToDelete(2)])
    presenter.willAsk(.delete(Fixture.item(2, "Two"), subtasks: 0))
    #expect(
      router.calls == [
        .presentConfirmation(Confirmation(heading: "Delete", verb: "Delete", subject: "Two"))
      ])
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls == [.askToDelete(2)])
  }

  @Test func deleteQuestionGetsTheWholeTitle() throws {
    let title = String(repeating: "x", count: 60)
    load([Fixture.item(1, title)])
    presenter.willAsk(.delete(Fixture.item(1, title), subtasks: 0))
    #expect(
      router.calls == [
        .presentConfirmation(Confirmation(heading: "Delete", verb: "Delete", subject: title))
      ])
  }

  @Test func confirmedDeleteDeletes() {
    load(Fixture.items("One", "Two"))
    presenter.move(.last)
    presenter.willAsk(.delete(Fixture.item(2, "Two"), subtasks: 0))
    router.answer(true)
    #expect(interactor.todoActions.calls == [.delete(2)])
  }

  @Test func refusedDeleteDoesNothing() throws {
    load(Fixture.items("One", "Two"))
    presenter.willAsk(.delete(Fixture.item(1, "One"), subtasks: 0))
    router.answer(false)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    #expect(try shownTitles == ["One", "Two"])
  }

  @Test func toggleSelectedToggles() {
    load(Fixture.items("One", "Two", "Three"))
    presenter.move(.last)
    presenter.toggleDone()
    #expect(interactor.todoActions.calls == [.toggleDone(3)])
  }

  @Test func quitQuits() {
    load(Fixture.items("One"))
    presenter.quit()
    #expect(router.calls == [.quit])
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  // MARK: - Interactor → presenter → view

  @Test func nothingIsShownBeforeTheFirstLayout() {
    presenter.didFetch(Fixture.entries(Fixture.items("One")))
    #expect(view.displayed.isEmpty)
  }

  @Test func fetchedItemsBecomeRows() throws {
    load([
      Fixture.item(1, "Open one"), Fixture.item(2, "Done one", done: true),
      Fixture.item(3, "Open two"),
    ])
    let model = try view.shown
    #expect(model.title == "todo")
    #expect(model.counts == "2 open · 1 done")
    #expect(
      model.rows == [
        TodoListRowViewModel(marker: "[ ]", title: "Open one", done: false),
        TodoListRowViewModel(marker: "[x]", title: "Done one", done: true),
        TodoListRowViewModel(marker: "[ ]", title: "Open two", done: false),
      ])
    #expect(model.selectedRow == 0)
    #expect(model.emptyMessage == nil)
    #expect(model.footer == StatusLine("a add · x done · ? help · q quit"))
  }

  /// An open todo due `due` (as JSON writes it), with priority and tags.
  private static func due(_ id: TodoID, _ title: String, _ due: String) -> TodoItem {
    var item = Fixture.item(id, title)
    item.due = DueDate(iso: due)
    item.priority = .medium
    item.tags = ["home"]
    return item
  }

  @Test func rowsShowEveryFieldInColumns() throws {
    load([Self.due(1, "Rent", "2026-01-04"), Fixture.item(2, "Plain")], titleWidth: 34)
    let model = try view.shown
    #expect(model.columns == TodoListColumns(priority: 5, title: 7, due: 7 + 32 - 10))
    #expect(
      model.rows == [
        TodoListRowViewModel(
          marker: "[ ]", title: "Rent", done: false, priority: "M", tags: "+home",
          due: "!yesterday", isOverdue: true),
        TodoListRowViewModel(marker: "[ ]", title: "Plain", done: false),
      ])
  }

  @Test func theRowsReadTodayAgainWhenTheDayChangesWithoutReadingTheStore() throws {
    var now = Fixture.dueText
    let presenter = TodoListPresenter(
      interactor: interactor, router: router, keys: .defaults, dueText: { now })
    presenter.view = view
    interactor.output = presenter
    interactor.rows = [Self.due(1, "Dentist", "2026-01-06")]
    presenter.viewDidLayout(TodoListLayout(width: 40, visibleRows: 5, titleWidth: 34))
    presenter.didFetch(Fixture.entries(interactor.rows))
    #expect(try view.shown.rows.first?.due == "tomorrow")
    let shown = view.displayed.count
    presenter.viewDidIdle()
    #expect(view.displayed.count == shown, "the same minute: nothing to show again")
    now = DueText(today: Fixture.dueText.today.adding(days: 1))
    presenter.viewDidIdle()
    #expect(view.displayed.count == shown + 1)
    #expect(try view.shown.rows.first?.due == "today")
    now = DueText(today: Fixture.dueText.today.adding(days: 2))
    presenter.viewDidIdle()
    #expect(try view.shown.rows.first?.due == "!yesterday")
    #expect(try view.shown.rows.first?.isOverdue == true)
    #expect(interactor.rowFetches.count == 1)
    #expect(interactor.calls == Array(repeating: .fetchIfChangedElsewhere, count: 3))
  }

  @Test(
    "the footer names / when there is room, after a, x, ? and q",
    arguments: [
      (80, "a add · e edit · d delete · x done · u undo · / filter · ? help · q quit"),
      (60, "a add · e edit · x done · / filter · ? help · q quit"),
      (45, "a add · x done · / filter · ? help · q quit"),
      (40, "a add · x done · ? help · q quit"),
    ])
  func footerNamesTheFilterWhenThereIsRoom(width: Int, footer: String) throws {
    load(Fixture.items("One"))
    presenter.viewDidLayout(TodoListLayout(width: width, visibleRows: 5, titleWidth: width - 6))
    #expect(try view.shown.footer == StatusLine(footer))
  }

  @Test func emptyListSaysHowToAdd() throws {
    load([])
    let model = try view.shown
    #expect(model.rows.isEmpty)
    #expect(model.selectedRow == nil)
    #expect(model.emptyMessage == "No todos yet. Press a to add the first one.")
    #expect(model.counts == "0 open · 0 done")
  }

  @Test(
    "titles are cut with … to the title width",
    arguments: [
      ("Buy milk", 20, "Buy milk"),
      ("Buy milk and bread and eggs", 10, "Buy milk …"),
      ("exactly ten", 11, "exactly ten"),
      ("日本語のタイトル", 7, "日本語…"),
      ("日本語のタイトル", 6, "日本…"),
      ("😀😀😀😀", 5, "😀😀…"),
    ])
  func titlesAreCut(title: String, width: Int, expected: String) throws {
    load([Fixture.item(1, title)], titleWidth: width)
    #expect(try shownTitles == [expected])
    #expect(DisplayWidth.of(expected) <= width)
  }

  @Test func resizeRecutsTitles() throws {
    load([Fixture.item(1, "A rather long title")], titleWidth: 30)
    #expect(try shownTitles == ["A rather long title"])
    presenter.viewDidLayout(TodoListLayout(width: 14, visibleRows: 5, titleWidth: 8))
    #expect(try shownTitles == ["A rathe…"])
  }

  @Test func selectionMovesAndStopsAtEnds() throws {
    load(Fixture.items("One", "Two", "Three"))
    presenter.move(.lines(1))
    #expect(try view.shown.selectedRow == 1)
    presenter.move(.lines(10))
    #expect(try view.shown.selectedRow == 2)
    presenter.move(.lines(-1))
    #expect(try view.shown.selectedRow == 1)
    presenter.move(.lines(-10))
    #expect(try view.shown.selectedRow == 0)
  }

  @Test func scrollingKeepsSelectionVisible() throws {
    load(Fixture.numbered(10), rows: 3)
    #expect(try shownTitles == ["Item 1", "Item 2", "Item 3"])
    presenter.move(.lines(3))
    #expect(try shownTitles == ["Item 2", "Item 3", "Item 4"])
    #expect(try view.shown.selectedRow == 2)
    presenter.move(.lines(-2))
    #expect(try shownTitles == ["Item 2", "Item 3", "Item 4"])
    #expect(try view.shown.selectedRow == 0)
    presenter.move(.lines(-1))
    #expect(try shownTitles == ["Item 1", "Item 2", "Item 3"])
    #expect(try view.shown.selectedRow == 0)
  }

  @Test func pagingMovesByAScreenful() throws {
    load(Fixture.numbered(10), rows: 3)
    presenter.move(.pages(1))
    #expect(try shownTitles == ["Item 4", "Item 5", "Item 6"])
    #expect(try view.shown.selectedRow == 0)
    presenter.move(.pages(1))
    presenter.move(.pages(1))
    #expect(try shownTitles == ["Item 8", "Item 9", "Item 10"])
    #expect(try view.shown.selectedRow == 2)
    presenter.move(.pages(1))
    #expect(try shownTitles == ["Item 8", "Item 9", "Item 10"])
    #expect(try view.shown.selectedRow == 2)
    presenter.move(.pages(-1))
    #expect(try shownTitles == ["Item 5", "Item 6", "Item 7"])
    #expect(try view.shown.selectedRow == 2)
    presenter.move(.pages(-5))
    #expect(try shownTitles == ["Item 1", "Item 2", "Item 3"])
    #expect(try view.shown.selectedRow == 0)
  }

  @Test func lastAndFirstJumpToTheEnds() throws {
    load(Fixture.numbered(10), rows: 4)
    presenter.move(.last)
    #expect(try shownTitles == ["Item 7", "Item 8", "Item 9", "Item 10"])
    #expect(try view.shown.selectedRow == 3)
    presenter.openSelected()
    #expect(router.calls == [.presentDetail(10)])
    presenter.move(.first)
    #expect(try shownTitles == ["Item 1", "Item 2", "Item 3", "Item 4"])
    #expect(try view.shown.selectedRow == 0)
  }

  @Test func shrinkingKeepsSelectionVisible() throws {
    load(Fixture.numbered(6), rows: 6)
    presenter.move(.lines(4))
    presenter.viewDidLayout(TodoListLayout(width: 40, visibleRows: 2, titleWidth: 20))
    #expect(try shownTitles == ["Item 4", "Item 5"])
    #expect(try view.shown.selectedRow == 1)
  }

  @Test func refetchKeepsSelectedItem() throws {
    load(Fixture.items("One", "Two", "Three"))
    presenter.move(.last)
    let reordered = [Fixture.item(4, "New")] + Fixture.items("One", "Two", "Three")
    interactor.rows = reordered
    presenter.didFetch(Fixture.entries(reordered))
    #expect(try view.shown.selectedRow == 3)
    presenter.openSelected()
    #expect(router.calls == [.presentDetail(3)])
  }

  @Test func anIndexLoadedAgainReadsOnlyTheTodosNotLoadedYetUnlessTheStoreChangedElsewhere() {
    load(Fixture.items("One", "Two", "Three"))
    #expect(interactor.rowFetches == [[1, 2, 3]])
    interactor.rows = Fixture.items("One", "Two", "Three", "Four")
    presenter.didFetch(Fixture.entries(interactor.rows))
    #expect(interactor.rowFetches.last == [4])
    presenter.move(.lines(1))
    #expect(interactor.rowFetches.count == 2)
    presenter.didNoticeChangesElsewhere()
    presenter.didFetch(Fixture.entries(interactor.rows))
    #expect(interactor.rowFetches.last == [1, 2, 3, 4])
  }

  @Test func didAddSelectsNewItemAndClosesEditor() throws {
    load(Fixture.items("One", "Two"))
    presenter.addItem()
    presenter.editorDidSubmit(TodoForm(title: "Three"))
    presenter.didAct(.added(Fixture.item(3, "Three"), clearingFilter: false))
    #expect(router.calls.last == .dismissDialog)
    // The interactor then loads the index, with the new todo where the query puts it.
    interactor.rows = Fixture.items("One", "Two", "Three")
    presenter.didFetch(Fixture.entries(interactor.rows))
    let model = try view.shown
    #expect(model.rows.map(\.title) == ["One", "Two", "Three"])
    #expect(model.selectedRow == 2)
    #expect(model.counts == "3 open · 0 done")
    #expect(model.footer == StatusLine("Added \"Three\""))
  }

  @Test func aNewTodoIsSelectedWhereTheIndexPutsItNotByItsID() throws {
    load(Fixture.items("One", "Two"))
    presenter.addItem()
    presenter.editorDidSubmit(TodoForm(title: "Three"))
    presenter.didAct(.added(Fixture.item(3, "Three"), clearingFilter: false))
    // An order that is not by id: the new todo first.
    interactor.rows = [Fixture.item(3, "Three")] + Fixture.items("One", "Two")
    presenter.didFetch(Fixture.entries(interactor.rows))
    #expect(try shownTitles == ["Three", "One", "Two"])
    #expect(try view.shown.selectedRow == 0)
    // And a toggle of a row finds it by position, not by id order.
    presenter.move(.lines(2))
    presenter.toggleDone()
    presenter.didAct(.toggled(ToggleOutcome(Fixture.item(2, "Two", done: true))))
    reload([Fixture.item(3, "Three"), Fixture.item(1, "One"), Fixture.item(2, "Two", done: true)])
    #expect(try view.shown.rows.map(\.marker) == ["[ ]", "[ ]", "[x]"])
    presenter.didAct(.deleted(Fixture.item(1, "One")))
    reload([Fixture.item(3, "Three"), Fixture.item(2, "Two", done: true)])
    #expect(try shownTitles == ["Three", "Two"])
  }

  @Test func didUpdateShowsEditAndClosesEditor() throws {
    load(Fixture.items("One", "Two"))
    presenter.edit()
    presenter.didAct(.updated(Fixture.item(1, "Uno"), hiddenByFilter: false))
    #expect(router.calls.last == .dismissDialog)
    #expect(try shownTitles == ["Uno", "Two"])
    #expect(try view.shown.footer == StatusLine("Saved \"Uno\""))
  }

  @Test func didToggleChangesMarkerCountsAndFooter() throws {
    load(Fixture.items("One", "Two"))
    presenter.toggleDone()
    presenter.didAct(.toggled(ToggleOutcome(Fixture.item(1, "One", done: true))))
    reload([Fixture.item(2, "Two"), Fixture.item(1, "One", done: true)])
    var model = try view.shown
    // Done todos go below open ones; the cursor stays on its row, now the next todo's.
    #expect(model.rows.last == TodoListRowViewModel(marker: "[x]", title: "One", done: true))
    #expect(model.rows.first?.title == "Two")
    #expect(model.selectedRow == 0)
    #expect(model.counts == "1 open · 1 done")
    #expect(model.footer == StatusLine("Done: \"One\""))
    presenter.didAct(.toggled(ToggleOutcome(Fixture.item(1, "One", done: false))))
    reload(Fixture.items("One", "Two"))
    model = try view.shown
    #expect(model.rows.first?.marker == "[ ]")
    #expect(model.rows.first?.title == "One")
    #expect(model.footer == StatusLine("Open again: \"One\""))
    #expect(!router.calls.contains(.dismissDialog))
  }

  @Test func didDeleteRemovesRowAndSaysSo() throws {
    load(Fixture.items("One", "Two"))
    presenter.move(.last)
    presenter.delete()
    router.answer(true)
    presenter.didAct(.deleted(Fixture.item(2, "Two")))
    reload(Fixture.items("One"))
    let model = try view.shown
    #expect(model.rows.map(\.title) == ["One"])
    #expect(model.selectedRow == 0)
    #expect(model.footer == StatusLine("Deleted \"Two\""))
  }

  @Test func deletingLastItemShowsEmptyMessage() throws {
    load(Fixture.items("Only"))
    presenter.didAct(.deleted(Fixture.item(1, "Only")))
    reload([])
    #expect(try view.shown.emptyMessage == TodoListViewModelBuilder.emptyMessage(addKey: "a"))
    #expect(try view.shown.selectedRow == nil)
  }

  @Test func nextKeyClearsStatus() throws {
    load(Fixture.items("One", "Two"))
    presenter.didAct(.toggled(ToggleOutcome(Fixture.item(1, "One", done: true))))
    #expect(try view.shown.footer.text != "a add · x done · ? help · q quit")
    presenter.move(.lines(1))
    #expect(try view.shown.footer == StatusLine("a add · x done · ? help · q quit"))
  }

  @Test func didRejectKeepsEditorOpenWithReason() throws {
    load([])
    presenter.addItem()
    presenter.editorDidSubmit(TodoForm(title: "  "))
    presenter.didReject(.emptyTitle)
    let editor = try #require(router.editor)
    #expect(editor.errors == ["Title must not be empty"])
    #expect(!router.calls.contains(.dismissDialog))
    presenter.editorDidSubmit(TodoForm(title: "Now valid"))
    #expect(
      interactor.todoActions.calls == [
        .add(TodoForm(title: "  ")), .add(TodoForm(title: "Now valid")),
      ])
  }

  @Test func didFailShowsErrorFooter() throws {
    load(Fixture.items("One"))
    presenter.toggleDone()
    presenter.didFail("todo 1 no longer exists")
    #expect(try view.shown.footer == StatusLine("todo 1 no longer exists", isError: true))
    #expect(!router.calls.contains(.dismissDialog))
  }

  @Test func didFailKeepsTheOpenEditorAndItsText() throws {
    load(Fixture.items("One"))
    presenter.edit()
    presenter.editorDidSubmit(TodoForm(title: "Changed"))
    presenter.didFail("disk on fire")
    #expect(!router.calls.contains(.dismissDialog))
    #expect(try #require(router.editor).errors == ["disk on fire"])
  }

  @Test func anEditOfATodoDeletedElsewhereBecomesAnAdd() throws {
    load(Fixture.items("One", "Two"))
    presenter.edit()
    presenter.editorDidSubmit(TodoForm(title: "One more"))
    presenter.didFindDeleted(1)
    reload([Fixture.item(2, "Two")])
    let editor = try #require(router.editor)
    #expect(editor.headings == ["Add todo"])
    #expect(editor.errors == ["Deleted elsewhere · Enter adds it as a new todo"])
    #expect(!router.calls.contains(.dismissDialog))
    #expect(try view.shown.rows.map(\.title) == ["Two"])
    presenter.editorDidSubmit(TodoForm(title: "One more"))
    #expect(
      interactor.todoActions.calls == [
        .update(1, TodoForm(title: "One more")), .add(TodoForm(title: "One more")),
      ])
  }

  @Test func aTodoTheDetailScreenAddedIsSelectedOnceTheIndexIsLoadedAgain() throws {
    load(Fixture.items("One", "Two"))
    presenter.todoDetail(didAct: .added(Fixture.item(3, "Three"), clearingFilter: false))
    #expect(interactor.calls == [.reveal(Fixture.item(3, "Three"))])
    // Shown as an add here is: the interactor reports it, then loads the index again, where
    // "One" is gone (deleted elsewhere meanwhile).
    presenter.didAct(.added(Fixture.item(3, "Three"), clearingFilter: false))
    interactor.rows = [Fixture.item(2, "Two"), Fixture.item(3, "Three")]
    presenter.didFetch(Fixture.entries(interactor.rows))
    #expect(try view.shown.rows.map(\.title) == ["Two", "Three"])
    #expect(try view.shown.selectedRow == 1)
    #expect(try view.shown.footer == StatusLine("Added \"Three\""))
  }

  @Test func aToggleOfATodoDeletedElsewhereNamesItByTitle() throws {
    load(Fixture.items("One", "Two"))
    presenter.toggleDone()
    presenter.didFindDeleted(1)
    reload([Fixture.item(2, "Two")])
    #expect(try view.shown.footer == StatusLine("\"One\" was deleted elsewhere", isError: true))
    #expect(try view.shown.rows.map(\.title) == ["Two"])
  }

  // MARK: - A kept filter

  @Test(
    "the columns of a title that match the filter",
    arguments: [
      ("mil", "Buy milk", [4..<7]),
      ("MIL", "Milky Way: milk", [0..<3, 11..<14]),
      ("mi", "mimimi", [0..<2, 2..<4, 4..<6]),
      ("aa", "aaa", [0..<2]),
      ("milk", "日本milk", [4..<8]),
      ("本m", "日本milk", [2..<5]),
      ("é", "Café CAFÉ", [3..<4, 8..<9]),
      // Folded as the filter folds: accents, full case, final sigma, the dotted capital I.
      ("cafe", "Café CAFÉ", [0..<4, 5..<9]),
      ("strasse", "Straße", [0..<6]),
      ("STRASSE", "straße", [0..<6]),
      ("istanbul", "İstanbul", [0..<8]),
      ("οδος", "ΟΔΟΣ οδός", [0..<4, 5..<9]),
      ("x", "Buy milk", []),
      ("", "Buy milk", []),
    ])
  func matchColumns(query: String, title: String, columns: [Range<Int>]) {
    #expect(TodoListRowFormatter.matchColumns(of: query, in: title) == columns)
  }

  @Test(
    "every plain word of the filter is highlighted, overlaps joined; excluded words are not",
    arguments: [
      ("buy milk", "Buy milk", [0..<3, 4..<8]),
      ("milk ilk", "Buy milk", [4..<8]),
      ("mi lk", "Buy milk", [4..<8]),
      ("buy -milk +home pri:H", "Buy milk", [0..<3]),
    ])
  func severalWordsHighlighted(filter: String, title: String, columns: [Range<Int>]) {
    let words = TodoFilter(parsing: filter, at: .replayStart).searchedText
    #expect(TodoListRowFormatter.matchColumns(of: words, in: title) == columns)
  }

  @Test func rowsCarryTheColumnsTheFilterMatches() throws {
    let items = Fixture.items("Buy milk", "Call mum", "Milk the cow")
    loadFiltered(items, query: "milk", matches: [items[0], items[2]])
    interactor.rows = items
    #expect(try view.shown.rows.map(\.matches) == [[4..<8], [0..<4]])
    presenter.clearFilter()
    presenter.didFetch(Fixture.entries(items))
    #expect(try view.shown.rows.map(\.matches) == [[], [], []])
  }

  /// Loads `items` with the filter `query` kept, matching `matches` of them.
  private func loadFiltered(_ items: [TodoItem], query: String, matches: [TodoItem]) {
    load(items)
    presenter.viewDidLayout(TodoListLayout(width: 60, visibleRows: 5, titleWidth: 20))
    presenter.beginFilter()
    presenter.filterChanged(query)
    presenter.didFilter(
      Fixture.entries(matches), filter: TodoFilter(parsing: query, at: .replayStart),
      total: items.count)
    presenter.commitFilter()
  }

  @Test func anAddTheFilterWouldHideClearsItAndSelectsTheNewTodo() throws {
    let items = Fixture.items("Buy milk", "Call mum", "Milk the cow")
    loadFiltered(items, query: "milk", matches: [items[0], items[2]])
    presenter.addItem()
    presenter.editorDidSubmit(TodoForm(title: "Feed cat"))
    let added = Fixture.item(4, "Feed cat")
    presenter.didAct(.added(added, clearingFilter: true))
    // The interactor cleared the filter and loads the whole index.
    #expect(interactor.todoActions.calls.last == .add(TodoForm(title: "Feed cat")))
    interactor.rows = items + [added]
    presenter.didFetch(Fixture.entries(interactor.rows))
    #expect(try view.shown.filter == "")
    #expect(
      try view.shown.rows.map(\.title) == ["Buy milk", "Call mum", "Milk the cow", "Feed cat"])
    #expect(try view.shown.selectedRow == 3)
    #expect(try view.shown.footer == StatusLine("Added \"Feed cat\" · filter cleared to show it"))
  }

  @Test func anAddTheFilterMatchesKeepsIt() throws {
    let items = Fixture.items("Buy milk", "Call mum")
    loadFiltered(items, query: "milk", matches: [items[0]])
    presenter.addItem()
    presenter.editorDidSubmit(TodoForm(title: "More milk"))
    presenter.didAct(.added(Fixture.item(3, "More milk"), clearingFilter: false))
    presenter.didFilter(
      Fixture.entries([items[0], Fixture.item(3, "More milk")]),
      filter: TodoFilter(parsing: "milk", at: .replayStart), total: 3)
    #expect(!interactor.calls.contains(.setFilter("")))
    #expect(try view.shown.filter == "milk")
    #expect(try view.shown.selectedRow == 1)
    #expect(try view.shown.footer == StatusLine("Added \"More milk\""))
  }

  @Test func anEditThatLeavesTheFilterKeepsTheCursorWhereItWas() throws {
    let items = Fixture.items("milk 1", "milk 2", "milk 3", "bread")
    loadFiltered(items, query: "milk", matches: Array(items.prefix(3)))
    presenter.move(.lines(1))
    presenter.edit()
    presenter.editorDidSubmit(TodoForm(title: "bread 2"))
    let renamed = Fixture.item(2, "bread 2")
    presenter.didAct(.updated(renamed, hiddenByFilter: true))
    // The interactor loads the filter's index again: the renamed todo is out of it.
    presenter.didFilter(
      Fixture.entries([items[0], items[2]]), filter: TodoFilter(parsing: "milk", at: .replayStart),
      total: 4)
    #expect(try view.shown.rows.map(\.title) == ["milk 1", "milk 3"])
    #expect(try view.shown.selectedRow == 1)
    #expect(try view.shown.footer == StatusLine("Saved \"bread 2\" · hidden by the filter"))
  }

  /// Every load is asked for around the anchor of where the cursor is to go, passed to the
  /// interactor (which keeps none): on its row after a toggle, the first row of another query.
  @Test func everyLoadIsAskedForAroundWhereTheCursorIsToGo() throws {
    load(Fixture.items("One", "Two", "Three"))
    presenter.move(.lines(1))
    presenter.didAct(.toggled(ToggleOutcome(Fixture.item(2, "Two", done: true))))
    presenter.didEndAction()
    #expect(interactor.calls == [.load])
    let afterToggle = try #require(interactor.anchors.last)
    #expect(afterToggle.keepsRow && afterToggle.row == 1)
    presenter.beginFilter()
    presenter.filterChanged("t")
    presenter.viewWillDraw()
    #expect(interactor.calls.last == .setFilter("t"))
    let anotherQuery = try #require(interactor.anchors.last)
    #expect(anotherQuery.row == 0 && anotherQuery.candidates == [.init(2)])
  }

  @Test func typingAFilterThatDropsTheSelectionSelectsTheFirstMatch() throws {
    let items = Fixture.items("milk 1", "milk 2", "bread")
    load(items)
    presenter.move(.last)
    presenter.beginFilter()
    presenter.filterChanged("milk")
    presenter.viewWillDraw()
    presenter.didFilter(
      Fixture.entries(Array(items.prefix(2))),
      filter: TodoFilter(parsing: "milk", at: .replayStart), total: 3)
    #expect(try view.shown.selectedRow == 0)
  }

  /// Letters typed before a frame are looked up once, the text as it stands, before the frame
  /// or before the next key that is not typing (Enter here); Esc drops what was not looked up.
  @Test func lettersTypedBetweenTwoFramesAreLookedUpOnce() throws {
    load(Fixture.items("milk 1", "bread"))
    presenter.beginFilter()
    let before = interactor.calls.count
    for text in ["m", "mi", "mil"] { presenter.filterChanged(text) }
    #expect(interactor.calls.count == before)
    presenter.viewWillDraw()
    #expect(Array(interactor.calls.dropFirst(before)) == [.setFilter("mil")])
    presenter.viewWillDraw()
    presenter.filterChanged("milk")
    presenter.commitFilter()
    #expect(Array(interactor.calls.dropFirst(before)) == [.setFilter("mil"), .setFilter("milk")])

    presenter.beginFilter()
    presenter.filterChanged("milkx")
    presenter.clearFilter()
    presenter.viewWillDraw()
    #expect(!interactor.calls.contains(.setFilter("milkx")))
  }

  // MARK: - Detail module → list presenter

  @Test func detailChangeUpdatesRow() throws {
    load(Fixture.items("One", "Two"))
    presenter.todoDetail(
      didAct: .toggled(ToggleOutcome(Fixture.item(2, "Two, edited", done: true))))
    #expect(interactor.calls == [.load])
    reload([Fixture.item(1, "One"), Fixture.item(2, "Two, edited", done: true)])
    let model = try view.shown
    #expect(
      model.rows.last == TodoListRowViewModel(marker: "[x]", title: "Two, edited", done: true))
    #expect(model.counts == "1 open · 1 done")
  }

  @Test func detailDeleteRemovesRow() throws {
    load(Fixture.items("One", "Two"))
    presenter.todoDetail(didAct: .deleted(Fixture.item(1, "One")))
    #expect(interactor.calls == [.load])
    reload([Fixture.item(2, "Two")])
    #expect(try shownTitles == ["Two"])
    #expect(try view.shown.footer == StatusLine("Deleted \"One\""))
  }

  // MARK: - Ownership

  @Test func holdsViewWeakly() {
    weak var probe: MockTodoListView?
    do {
      let view = MockTodoListView()
      presenter.view = view
      probe = view
    }
    #expect(probe == nil)
    #expect(presenter.view == nil)
  }

  // MARK: - E and +/-

  @Test func notesSavedInTheEditorAreSavedForTheSelectedTodo() throws {
    let items = [Fixture.item(1, "One"), Fixture.item(2, "Buy milk!", content: "old")]
    load(items)
    presenter.viewDidLayout(TodoListLayout(width: 80, visibleRows: 5, titleWidth: 74))
    presenter.move(.lines(1))
    router.notesOutcome = .saved("new\nnotes")
    presenter.editNotes()
    #expect(router.calls == [.editNotes("old", fileName: "buy-milk.md")])
    #expect(interactor.todoActions.calls == [.saveNotes("new\nnotes", of: items[1])])
    var saved = items[1]
    saved.content = "new\nnotes"
    presenter.didAct(.notesSaved(saved, hiddenByFilter: false))
    #expect(try view.shown.footer == StatusLine("Notes saved: \"Buy milk!\""))
    presenter.didAct(.notesSaved(saved, hiddenByFilter: true))
    #expect(
      try view.shown.footer == StatusLine("Notes saved: \"Buy milk!\" · hidden by the filter"))
  }

  @Test func anEditorLeftUnchangedOrFailingSavesNothingAndSaysSo() throws {
    load(Fixture.items("One"))
    presenter.viewDidLayout(TodoListLayout(width: 80, visibleRows: 5, titleWidth: 74))
    presenter.editNotes()
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    #expect(try view.shown.footer == StatusLine("Notes unchanged"))
    router.notesOutcome = .failed("the editor (vim) exited with status 1")
    presenter.editNotes()
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    #expect(
      try view.shown.footer
        == StatusLine("Editor failed: the editor (vim) exited with status 1", isError: true))
    // The next key clears the message.
    presenter.move(.lines(1))
    #expect(try !view.shown.footer.isError)
  }

  @Test func notesOfATodoDeletedElsewhereGoIntoTheAddDialog() throws {
    let item = Fixture.item(1, "One", content: "old")
    load([item, Fixture.item(2, "Two")])
    presenter.didAct(.notesUnsaved(item, notes: "written in vim"))
    reload([Fixture.item(2, "Two")])
    #expect(try shownTitles == ["Two"])
    #expect(
      router.calls == [
        .presentEditor(
          heading: "Add todo", form: TodoForm(title: "One", content: "written in vim"))
      ])
    #expect(router.editor?.errors == ["Deleted elsewhere · Enter adds it as a new todo"])
    presenter.editorDidSubmit(TodoForm(title: "One", content: "written in vim"))
    #expect(
      interactor.todoActions.calls == [.add(TodoForm(title: "One", content: "written in vim"))])
  }

  @Test func notesAndPriorityKeysOnAnEmptyListDoNothing() {
    load([])
    presenter.editNotes()
    presenter.stepPriority(.raise)
    #expect(router.calls.isEmpty)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func plusAndMinusStepTheSelectedTodosPriorityAndSaySo() throws {
    let items = Fixture.items("One", "Pay rent")
    load(items)
    presenter.move(.lines(1))
    presenter.stepPriority(.raise)
    presenter.stepPriority(.lower)
    #expect(
      interactor.todoActions.calls == [.stepPriority(.raise, of: 2), .stepPriority(.lower, of: 2)])
    var raised = items[1]
    raised.priority = .low
    presenter.didAct(.priorityStepped(raised, from: .none, .raise))
    #expect(try view.shown.footer == StatusLine("Priority none → L: \"Pay rent\""))
    raised.priority = .high
    presenter.didAct(.priorityStepped(raised, from: .high, .raise))
    #expect(try view.shown.footer == StatusLine("Already at H: \"Pay rent\""))
    presenter.didAct(.priorityStepped(items[1], from: .none, .lower))
    #expect(try view.shown.footer == StatusLine("No priority to lower: \"Pay rent\""))
  }
}
