import Testing
import TodoCore
import TodoTestKit

@testable import TodoUI

/// The list's paging and selection as a value: where each load puts the cursor (its anchor)
/// and what each result does to it, checked on plain values, without mocks.
@Suite struct TodoListPagingTests {
  /// Five open todos, 1 to 5.
  let items = Fixture.numbered(5)

  /// A paging showing `items` whole on a screen of `height` rows, the cursor on `row`.
  private func paging(height: Int = 3, row: Int = 0) -> TodoListPaging {
    var paging = TodoListPaging()
    paging.resize(height: height)
    paging.show(page(selection: row))
    paging.keep(items)
    return paging
  }

  /// The page of the whole of `items`, its cursor on `selection`.
  private func page(_ items: [TodoItem]? = nil, selection: Int = 0) -> TodoListPage {
    let items = items ?? self.items
    return TodoListPage(
      tally: TodoTally(count: items.count, open: items.count), start: 0,
      entries: Fixture.entries(items), selection: selection)
  }

  @Test func theNextLoadStaysOnTheSelectedTodoOrTheOneThatTakesItsPlace() {
    let anchor = paging(row: 2).anchor
    #expect(anchor.candidates == [.init(3), .init(4), .init(2, offset: 1)])
    #expect(anchor.row == 2)
    #expect(!anchor.keepsRow)
    // The screen (rows 0-2, the cursor on its last) and a screenful either side: the rows
    // above the cursor and a screenful more, the cursor's and those below it to a screenful.
    #expect(anchor.above == 5)
    #expect(anchor.below == 4)
  }

  @Test func afterZTheSelectedTodoIsAtTheRowItHadUntilAnotherInstanceChangesTheStore() {
    var paging = paging(row: 2)
    paging.place(.selectedTodoAtItsRow)
    let anchor = paging.anchor
    #expect(anchor.candidates == [.init(3, row: 2), .init(4), .init(2, offset: 1)])
    #expect(anchor.forgettingRows.candidates == [.init(3), .init(4), .init(2, offset: 1)])
    paging.show(page(selection: 2))
    #expect(paging.anchor.candidates.first == .init(3))
  }

  @Test func afterAToggleTheCursorStaysOnItsRow() throws {
    var paging = paging(row: 1)
    let done = Fixture.item(2, "Item 2", done: true)
    let before = paging.take(.toggled(ToggleOutcome(done)))
    #expect(before == items[1])
    #expect(paging.placement == .sameRow)
    #expect(paging.rows[2] == done)
    #expect(paging.index.entry(at: 1)?.done == true)
    let anchor = paging.anchor
    #expect(anchor.keepsRow)
    #expect(anchor.row == 1)
    #expect(anchor.candidates == [.init(3), .init(1, offset: 1)])
  }

  @Test func aNewTodoIsSelectedWhereverTheQueryPutIt() {
    var paging = paging()
    let added = Fixture.item(9, "New")
    let before = paging.take(.added(added, clearingFilter: false))
    #expect(before == nil)
    #expect(paging.anchor.candidates == [.init(9)])
    #expect(paging.rows[9] == nil, "read with the page that shows it")
  }

  @Test func anotherQueryKeepsTheSelectedTodoIfItMatchesElseTheFirstRow() {
    var paging = paging(row: 3)
    paging.place(.newQuery)
    #expect(paging.anchor.candidates == [.init(4)])
    #expect(paging.anchor.row == 0)
  }

  @Test func aPageShownPutsTheCursorWhereItsAnchorSaidAndForgetsThePlacement() {
    var paging = paging()
    paging.place(.todo(4))
    paging.show(page(selection: 3))
    #expect(paging.list.selectedRow == 2, "row 3 of 5, at the foot of the screen of rows 1-3")
    #expect(paging.selectedEntry?.id == 4)
    #expect(paging.placement == .selectedTodo)
  }

  @Test func aDeleteLetsGoOfItsTodoAndAnEditReplacesItsRow() {
    var paging = paging()
    let deleted = paging.take(.deleted(items[0]))
    #expect(deleted == items[0])
    #expect(paging.rows[1] == nil)
    let renamed = Fixture.item(2, "Renamed")
    let edited = paging.take(.updated(renamed, hiddenByFilter: false))
    #expect(edited == items[1])
    #expect(paging.rows[2] == renamed)
    #expect(paging.placement == .selectedTodo)
  }

  @Test func aTodoTickedOffOnTheDetailScreenKeepsTheRowAndOneEditedThereItsTodo() {
    var paging = paging(row: 1)
    paging.takeFromDetail(.updated(Fixture.item(2, "Item 2, edited"), hiddenByFilter: false))
    #expect(paging.placement == .selectedTodo)
    paging.takeFromDetail(.toggled(ToggleOutcome(Fixture.item(2, "Item 2", done: true))))
    #expect(paging.placement == .sameRow)
  }

  @Test func aSeriesCompletedOnTheDetailScreenKeepsItsNextTodoAndTheSelectedOne() {
    var paging = paging(row: 1)
    let next = Fixture.item(6, "Item 2")
    paging.takeFromDetail(
      .toggled(ToggleOutcome(Fixture.item(2, "Item 2", done: true), next: next)))
    #expect(paging.placement == .selectedTodo)
    #expect(paging.rows[6] == next)
    paging.takeFromDetail(.deleted(items[2]))
    #expect(paging.rows[3] == nil)
  }

  @Test func whatComesOnScreenIsReadOnceAndWhatLeavesIsLetGo() {
    var paging = TodoListPaging()
    paging.resize(height: 2)
    // The counts of 100 todos and the first two entries.
    let first = Fixture.entries(Array(Fixture.numbered(2)))
    paging.show(
      TodoListPage(tally: TodoTally(count: 100, open: 100), start: 0, entries: first, selection: 0))
    #expect(paging.entriesToLoad.isEmpty, "the screen's entries are loaded")
    paging.apply(.lines(2))
    let wanted = paging.entriesToLoad
    #expect(wanted.count == 1)
    #expect(wanted.first?.1 == 2, "from where the window ends to a screenful below the screen")
    paging.insert(Fixture.entries(Array(Fixture.numbered(5).suffix(3))), at: 2)
    #expect(paging.entriesToLoad.isEmpty)
    let missing = paging.idsToLoad()
    #expect(missing == [1, 2, 3, 4, 5])
    paging.keep(Fixture.numbered(5))
    let none = paging.idsToLoad()
    #expect(none.isEmpty)
    #expect(paging.selectedItem?.id == 3)
  }
}

/// The list's filter and order as a value: what the prompt holds and what the next load is
/// in, without mocks.
@Suite struct TodoListQueryStateTests {
  @Test func whatIsTypedIsLookedUpOnceAndEscDropsIt() {
    var query = TodoListQueryState()
    query.openPrompt()
    query.type("m")
    query.type("mi")
    let typed = (query.takeTyped(), query.takeTyped())
    #expect(typed.0 == "mi")
    #expect(typed.1 == nil)
    query.type("mil")
    let cleared = query.clear()
    #expect(!cleared, "no filter in force to clear")
    let dropped = query.takeTyped()
    #expect(dropped == nil)
    #expect(!query.isPrompting)
  }

  @Test func escClearsAFilterInForceAndEnterKeepsIt() {
    var query = TodoListQueryState()
    query.openPrompt()
    query.loaded(in: ViewSettings(), filter: TodoFilter(parsing: "milk", at: .replayStart))
    query.keep()
    #expect(!query.isPrompting)
    #expect(query.filter?.text == "milk")
    let cleared = query.clear()
    #expect(cleared)
  }

  @Test func sAndHChangeTheSettingsTheListWasLoadedIn() {
    var query = TodoListQueryState()
    query.loaded(in: ViewSettings(sort: .due, hidesDone: false), filter: nil)
    #expect(query.nextSort == ViewSettings(sort: TodoQuery.Sort.due.next, hidesDone: false))
    #expect(query.togglingDone == ViewSettings(sort: .due, hidesDone: true))
  }
}
