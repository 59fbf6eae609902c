import Testing

@testable import TodoTerminal
@testable import TodoUI

/// The mouse on list-like screens: what a click, a double click and the wheel ask for, and
/// what the viewport does with it.
@Suite struct ListMouseTests {
  private static func event(_ kind: MouseEvent.Kind, row: Int) -> MouseEvent {
    MouseEvent(kind, at: Point(x: 7, y: row))
  }

  @Test("a click on a row selects it, a double click opens it; rows start below the header")
  func rows() {
    #expect(ListMouse(Self.event(.click, row: 1), rowsFrom: 1, count: 5) == .move(.onScreen(0)))
    #expect(ListMouse(Self.event(.click, row: 5), rowsFrom: 1, count: 5) == .move(.onScreen(4)))
    #expect(ListMouse(Self.event(.doubleClick, row: 3), rowsFrom: 1, count: 5) == .open(row: 2))
  }

  @Test(
    "clicks off the rows ask nothing: the header, under the last row, the footer",
    arguments: [0, 6, 9, 23])
  func offTheRows(row: Int) {
    #expect(ListMouse(Self.event(.click, row: row), rowsFrom: 1, count: 5) == nil)
    #expect(ListMouse(Self.event(.doubleClick, row: row), rowsFrom: 1, count: 5) == nil)
  }

  @Test("the wheel scrolls three rows wherever it is, on an empty list too")
  func wheel() {
    #expect(ListMouse(Self.event(.wheelDown, row: 0), rowsFrom: 1, count: 0) == .move(.scroll(3)))
    #expect(ListMouse(Self.event(.wheelUp, row: 9), rowsFrom: 1, count: 5) == .move(.scroll(-3)))
  }

  @Test("scrolling moves the screen and the selection only as far as staying on screen needs")
  func scrollKeepsSelectionOnScreen() {
    var viewport = ListViewport(count: 30, height: 8)
    viewport.select(5)
    viewport.apply(.scroll(3))
    #expect(viewport.top == 3)
    #expect(viewport.selection == 5)
    viewport.apply(.scroll(3))
    #expect(viewport.top == 6)
    #expect(viewport.selection == 6)
    viewport.apply(.scroll(100))
    #expect(viewport.top == 22)
    #expect(viewport.selection == 22)
    viewport.apply(.scroll(-3))
    #expect(viewport.top == 19)
    #expect(viewport.selection == 22)
    viewport.apply(.scroll(-100))
    #expect(viewport.top == 0)
    #expect(viewport.selection == 7)
  }

  @Test("scrolling a list shorter than the screen moves nothing")
  func shortList() {
    var viewport = ListViewport(count: 3, height: 8)
    viewport.select(2)
    viewport.apply(.scroll(3))
    #expect(viewport.top == 0)
    #expect(viewport.selection == 2)
  }

  @Test("a row on screen is selected by its place on screen; past the list's end, nothing")
  func onScreen() {
    var viewport = ListViewport(count: 30, height: 8)
    viewport.apply(.scroll(6))
    viewport.apply(.onScreen(2))
    #expect(viewport.selection == 8)
    #expect(viewport.top == 6)
    var short = ListViewport(count: 3, height: 8)
    short.apply(.onScreen(5))
    #expect(short.selection == 0)
    short.apply(.onScreen(-1))
    #expect(short.selection == 0)
  }

  @Test("a text scrolls with the wheel and ignores a row on screen")
  func text() {
    var text = ScrollPosition(lineCount: 20, height: 5)
    text.apply(.scroll(3))
    #expect(text.offset == 3)
    text.apply(.onScreen(2))
    #expect(text.offset == 3)
    text.apply(.scroll(-10))
    #expect(text.offset == 0)
  }
}
