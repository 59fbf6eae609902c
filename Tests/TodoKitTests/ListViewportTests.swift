import Testing

@testable import TodoUI

/// The list screens' one viewport: the selection stays a row and on screen, the screen never
/// scrolls past the last row, paging moves selection and screen together.
@Suite struct ListViewportTests {
  @Test func anEmptyListSelectsNothing() {
    var viewport = ListViewport(count: 0, height: 5)
    viewport.move(by: 3)
    viewport.selectLast()
    #expect(viewport.selectedRow == nil)
    #expect(viewport.visible.isEmpty)
    #expect(viewport.selection == 0 && viewport.top == 0)
  }

  @Test func movingScrollsJustEnoughToKeepTheSelectionOnScreen() {
    var viewport = ListViewport(count: 10, height: 3)
    viewport.move(by: 2)
    #expect(viewport.top == 0 && viewport.selectedRow == 2)
    viewport.move(by: 1)
    #expect(viewport.top == 1 && viewport.selectedRow == 2 && viewport.visible == 1..<4)
    viewport.move(by: -3)
    #expect(viewport.top == 0 && viewport.selection == 0)
    viewport.move(by: -1)
    #expect(viewport.selection == 0)
    viewport.move(by: 100)
    #expect(viewport.selection == 9 && viewport.top == 7)
  }

  @Test func pagingMovesSelectionAndScreenByAScreenful() {
    var viewport = ListViewport(count: 10, height: 4)
    viewport.move(by: 1)
    viewport.page(by: 1)
    #expect(viewport.selection == 5 && viewport.top == 4)
    viewport.page(by: 1)
    // The screen stops with the last row at the bottom.
    #expect(viewport.selection == 9 && viewport.top == 6)
    viewport.page(by: -1)
    #expect(viewport.selection == 5 && viewport.top == 2)
    viewport.page(by: -5)
    #expect(viewport.selection == 0 && viewport.top == 0)
  }

  @Test func firstAndLast() {
    var viewport = ListViewport(count: 7, height: 3)
    viewport.selectLast()
    #expect(viewport.selection == 6 && viewport.visible == 4..<7)
    viewport.selectFirst()
    #expect(viewport.selection == 0 && viewport.visible == 0..<3)
  }

  @Test func shrinkingTheListKeepsTheSelectionOnItsLastRow() {
    var viewport = ListViewport(count: 10, height: 3)
    viewport.selectLast()
    viewport.setCount(4)
    #expect(viewport.selection == 3 && viewport.top == 1)
    viewport.setCount(2)
    #expect(viewport.selection == 1 && viewport.top == 0)
  }

  @Test func aTallerScreenShowsMoreRowsFromHigherUp() {
    var viewport = ListViewport(count: 10, height: 3)
    viewport.selectLast()
    viewport.resize(height: 8)
    #expect(viewport.top == 2 && viewport.visible == 2..<10 && viewport.selectedRow == 7)
    viewport.resize(height: 0)
    #expect(viewport.height == 1 && viewport.top == 9)
  }

  @Test func theNeighbourhoodIsAScreenfulEitherSide() {
    var viewport = ListViewport(count: 100, height: 10)
    #expect(viewport.neighbourhood == 0..<20)
    viewport.select(50)
    #expect(viewport.visible == 41..<51 && viewport.neighbourhood == 31..<61)
    viewport.selectLast()
    #expect(viewport.neighbourhood == 80..<100)
  }

  @Test func keysMoveTheSelectionAsScrollMoves() {
    var viewport = ListViewport(count: 10, height: 4)
    viewport.apply(.lines(2))
    #expect(viewport.selection == 2 && viewport.top == 0)
    viewport.apply(.pages(1))
    #expect(viewport.selection == 6 && viewport.top == 4)
    viewport.apply(.last)
    #expect(viewport.selection == 9 && viewport.top == 6)
    viewport.apply(.lines(-1))
    #expect(viewport.selection == 8 && viewport.top == 6)
    viewport.apply(.first)
    #expect(viewport.selection == 0 && viewport.top == 0)
  }
}
