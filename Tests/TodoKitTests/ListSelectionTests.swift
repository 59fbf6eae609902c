import Testing

@testable import TodoUI

/// The list screens' shared component: the selection follows its entry across reloads,
/// falls back to its row or the top, and says where the screen is in a long list.
struct ListSelectionTests {
  /// A row of a short list, identified by its name.
  private struct Row: Identifiable, Equatable {
    var id: String
  }

  private static func rows(_ names: String...) -> [Row] { names.map(Row.init) }

  @Test func reloadKeepsTheSelectedEntryWhereverItMoved() {
    var list = ListSelection(Self.rows("a", "b", "c"))
    list.resize(height: 10)
    list.apply(.lines(1))
    list.show(Self.rows("x", "y", "c", "b"), selecting: list.selectedEntry?.id)
    #expect(list.selectedEntry?.id == "b")
    #expect(list.selectedRow == 3)
  }

  @Test func aGoneEntryLeavesTheCursorOnItsRowOrAtTheTop() {
    var list = ListSelection(Self.rows("a", "b", "c"))
    list.resize(height: 10)
    list.apply(.last)
    list.show(Self.rows("a", "b", "d"), selecting: "c")
    #expect(list.selectedEntry?.id == "d")
    list.show(Self.rows("e", "f", "g"), selecting: "d", otherwise: .first)
    #expect(list.selectedEntry?.id == "e")
    list.apply(.last)
    list.show(Self.rows("e"), selecting: nil)
    #expect(list.selectedEntry?.id == "e")
  }

  @Test func visibleEntriesAndPositionFollowTheScreen() {
    var list = ListSelection((1...25).map { Row(id: "\($0)") })
    list.resize(height: 10)
    #expect(list.position == "1–10/25")
    list.apply(.pages(1))
    #expect(list.visibleEntries.map(\.id) == (11...20).map { "\($0)" })
    #expect(list.position == "11–20/25")
    list.resize(height: 30)
    #expect(list.position == "")
    #expect(ListSelection<[Row]>().selectedEntry == nil)
  }

  @Test func updatingTheIndexKeepsTheSelectionInside() {
    var list = ListSelection(Self.rows("a", "b", "c"))
    list.apply(.last)
    list.update { rows, selection in rows.remove(at: selection) }
    #expect(list.selectedEntry?.id == "b")
  }

  @Test func rowsToLoadAreThoseNearTheScreen() {
    var list = ListSelection((1...100).map { Row(id: "\($0)") })
    list.resize(height: 5)
    list.apply(.pages(4))
    var window = RowWindow<Row>()
    #expect(window.idsToLoad(for: list) == (16...30).map { "\($0)" })
  }
}
