import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The list view against a mock presenter: keys become presenter calls, view models get drawn.
@Suite struct TodoListViewTests {
  let presenter = MockTodoListPresenter()
  let view: TodoListView

  init() {
    view = TodoListView(presenter: presenter, keys: .defaults)
  }

  private static func model(
    rows: [TodoListRowViewModel] = [], columns: TodoListColumns = TodoListColumns(),
    selectedRow: Int? = nil, emptyMessage: String? = nil,
    footer: StatusLine = StatusLine("hints here"), isFiltering: Bool = false, filter: String = ""
  ) -> TodoListViewModel {
    TodoListViewModel(
      title: "todo", counts: "1 open · 1 done", rows: rows, columns: columns,
      selectedRow: selectedRow,
      emptyMessage: emptyMessage, isFiltering: isFiltering, filter: filter, footer: footer)
  }

  @Test(
    "the list's own keys of SPEC section 4 reach the presenter (every screen's: ScreenCommandTests)",
    arguments: [
      (Key.enter, MockTodoListPresenter.Call.openSelected), (.character("l"), .openSelected),
      (.right, .openSelected), (.character("a"), .addItem), (.character("/"), .beginFilter),
      (.escape, .clearFilter), (.character("q"), .quit), (.character("s"), .cycleSort),
      (.character("J"), .moveSelected(.down)), (.character("K"), .moveSelected(.up)),
      (.character("H"), .toggleHideDone), (.character("A"), .addSubtask),
      (.character(">"), .moveInTree(.under)), (.character("<"), .moveInTree(.out)),
      (.character("z"), .fold), (.character("Z"), .foldAll),
    ])
  func keyReachesPresenter(key: Key, call: MockTodoListPresenter.Call) {
    view.handle(key)
    #expect(presenter.calls == [call])
  }

  @Test(
    "other keys do nothing",
    arguments: [
      Key.character("w"), .left, .backspace, .tab, .function(1), .control("c"),
      .character("W"),
    ])
  func otherKeysDoNothing(key: Key) {
    view.handle(key)
    #expect(presenter.calls.isEmpty)
  }

  @Test func firstDrawLoadsThenLaysOut() {
    _ = view.rendered()
    #expect(
      presenter.calls == [
        .viewDidLoad, .viewDidLayout(TodoListLayout(width: 40, visibleRows: 10, titleWidth: 34)),
      ])
    _ = view.rendered()
    #expect(presenter.calls.count == 2)
    // Every draw says so first, so what the presenter put off is in the frame.
    #expect(presenter.drawsAnnounced == 2)
  }

  @Test func resizeLaysOutAgain() {
    _ = view.rendered()
    _ = view.rendered(Size(columns: 60, rows: 20))
    #expect(
      presenter.calls.last
        == .viewDidLayout(TodoListLayout(width: 60, visibleRows: 18, titleWidth: 54)))
    #expect(presenter.calls.filter { $0 == .viewDidLoad }.count == 1)
  }

  @Test func drawsHeaderRowsAndFooter() {
    view.display(
      Self.model(
        rows: [
          TodoListRowViewModel(marker: "[ ]", title: "Open item", done: false),
          TodoListRowViewModel(marker: "[x]", title: "Done item", done: true),
        ],
        selectedRow: 1))
    let frame = view.rendered()
    #expect(frame.rowText(0) == " todo" + String(repeating: " ", count: 19) + "1 open · 1 done")
    #expect(frame.rowText(1) == " [ ] Open item")
    #expect(frame.rowText(2) == ">[x] Done item")
    #expect(frame.rowText(11) == " hints here")
    #expect(frame[0, 0].style.attributes.contains(.reverse))
    #expect(frame[10, 2].style.attributes == [.dim, .selected])
    #expect(frame[10, 1].style == .plain)
    #expect(frame[2, 2].style.color == .success)
    #expect(frame[1, 11].style.color == .muted)
  }

  @Test func anAncestorShownForContextIsDrawnDimInTheMutedColour() {
    view.display(
      Self.model(
        rows: [
          TodoListRowViewModel(marker: "[ ]", title: "Move", done: false, isContext: true),
          TodoListRowViewModel(marker: "[ ]", title: "  Pack", done: false),
        ],
        selectedRow: 1))
    let frame = view.rendered()
    #expect(frame.rowText(1) == " [ ] Move")
    #expect(frame[1, 1].style == Style(.dim, color: .muted))
    #expect(frame[5, 1].style == Style(.dim, color: .muted))
    #expect(frame[7, 2].style == Style(.selected))
  }

  @Test func filterMatchesAreDrawnUnderlinedInTheAccentColour() {
    view.display(
      Self.model(
        rows: [
          TodoListRowViewModel(marker: "[ ]", title: "Buy milk", done: false, matches: [4..<7]),
          TodoListRowViewModel(marker: "[x]", title: "日本milk", done: true, matches: [4..<7]),
        ],
        selectedRow: 1))
    let frame = view.rendered()
    #expect(frame.rowText(1) == " [ ] Buy milk")
    let match = Style([.underline, .bold], color: .accent)
    #expect((9..<12).map { frame[$0, 1].style } == Array(repeating: match, count: 3))
    #expect(frame[8, 1].style == .plain)
    #expect(frame[12, 1].style == .plain)
    // On a done, selected row the match keeps the row's dim and selection.
    let selectedMatch = Style([.dim, .selected, .underline, .bold], color: .accent)
    #expect((9..<12).map { frame[$0, 2].style } == Array(repeating: selectedMatch, count: 3))
    #expect(frame[8, 2].style == Style([.dim, .selected]))
    #expect(frame[12, 2].style == Style([.dim, .selected]))
  }

  @Test func fieldsAreDrawnInTheirColumnsTagsMutedAfterTheTitle() {
    view.display(
      Self.model(
        rows: [
          TodoListRowViewModel(
            marker: "[ ]", title: "Call", done: false, priority: "H", tags: "+home @phone",
            due: " today 17:00"),
          TodoListRowViewModel(marker: "[x]", title: "Paid", done: true, due: " 2 Jan"),
        ],
        columns: TodoListColumns(priority: 5, title: 7, due: 27), selectedRow: 0))
    let frame = view.rendered()
    #expect(frame.rowText(1) == ">[ ] H Call +home @phone    today 17:00")
    #expect(frame.rowText(2) == " [x]   Paid                 2 Jan")
    // The selection covers the marker, priority and title, not the tags or the due date.
    #expect(frame[5, 1].style == Style(.selected))
    #expect(frame[10, 1].style == Style(.selected))
    #expect(frame[12, 1].style == Style(color: .muted))
    #expect(frame[28, 1].style == .plain)
    // Done rows are dimmed throughout.
    #expect(frame[28, 2].style == Style(.dim))
  }

  @Test func overdueIsInTheDangerColourAndItsMarkIsText() {
    view.display(
      Self.model(
        rows: [
          TodoListRowViewModel(
            marker: "[ ]", title: "Rent", done: false, due: "!yesterday", isOverdue: true)
        ],
        columns: TodoListColumns(due: 20)))
    let frame = view.rendered()
    #expect((20..<30).allSatisfy { frame[$0, 1].style == Style(color: .danger) })
    // Without colour (NO_COLOR, vt100) a cell is its text alone: the `!` still says it.
    #expect(frame.rowText(1) == " [ ] Rent           !yesterday")
  }

  @Test func aMatchIsNeverDrawnPastTheTitleColumn() {
    view.display(
      Self.model(
        rows: [TodoListRowViewModel(marker: "[ ]", title: "abc", done: false, matches: [1..<90])],
        selectedRow: nil))
    let frame = view.rendered()
    #expect(frame[39, 1].style == .plain)
    #expect(frame[6, 1].style.attributes.contains(.underline))
  }

  @Test func drawsErrorFooterInDanger() {
    view.display(Self.model(footer: StatusLine("todo 3 no longer exists", isError: true)))
    let frame = view.rendered()
    #expect(frame.rowText(11) == " todo 3 no longer exists")
    #expect(frame[1, 11].style == Style(.bold, color: .danger))
  }

  @Test func drawsEmptyMessage() {
    view.display(Self.model(emptyMessage: "No todos yet."))
    let frame = view.rendered()
    #expect(frame.rowText(5) == "             No todos yet.")
  }

  @Test func slashOpensTheFilterAndEscClearsIt() {
    view.handle(.character("/"))
    view.handle(.escape)
    #expect(presenter.calls == [.beginFilter, .clearFilter])
  }

  @Test func inTheFilterPromptKeysEditTheFilter() {
    view.display(Self.model(isFiltering: true, filter: "mi"))
    for key in [Key.character("l"), .character("k"), .backspace, .left, .character("q")] {
      view.handle(key)
    }
    view.handle(.down)
    view.handle(.up)
    view.handle(.enter)
    #expect(
      presenter.calls == [
        .filterChanged("mil"), .filterChanged("milk"), .filterChanged("mil"),
        .filterChanged("miql"), .move(.lines(1)), .move(.lines(-1)), .commitFilter,
      ])
  }

  @Test func thePromptIsDrawnOnTheFooterWithTheCursor() {
    view.display(Self.model(isFiltering: true, filter: "milk"))
    var frame = ScreenBuffer(size: Size(columns: 50, rows: 12))
    view.render(into: &frame)
    #expect(frame.rowText(11) == " /milk                     Enter keep · Esc clear")
    #expect(frame.cursor == Point(x: 6, y: 11))
  }
}
