import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The list view against a mock presenter: keys become presenter calls, view models get drawn.
@Suite struct TodoListViewTests {
  let presenter = MockTodoListPresenter()
  let view: TodoListView

  init() {
    view = TodoListView(presenter: presenter, keys: .defaults)
  }

  private func render(_ size: Size = Size(columns: 40, rows: 12)) -> ScreenBuffer {
    var frame = ScreenBuffer(size: size)
    view.render(into: &frame)
    return frame
  }

  private static func model(
    rows: [TodoListRowViewModel] = [], selectedRow: Int? = nil, emptyMessage: String? = nil,
    footer: StatusLine = StatusLine("hints here"), isFiltering: Bool = false, filter: String = ""
  ) -> TodoListViewModel {
    TodoListViewModel(
      title: "todo", counts: "1 open · 1 done", rows: rows, selectedRow: selectedRow,
      emptyMessage: emptyMessage, isFiltering: isFiltering, filter: filter, footer: footer)
  }

  @Test(
    "every key of SPEC section 4 reaches the presenter",
    arguments: [
      (Key.character("j"), MockTodoListPresenter.Call.moveSelection(1)),
      (.down, .moveSelection(1)),
      (.character("k"), .moveSelection(-1)), (.up, .moveSelection(-1)),
      (.pageDown, .movePage(1)), (.control("f"), .movePage(1)),
      (.pageUp, .movePage(-1)), (.control("b"), .movePage(-1)),
      (.character("g"), .selectFirst), (.home, .selectFirst),
      (.character("G"), .selectLast), (.end, .selectLast),
      (.enter, .openSelected), (.character("l"), .openSelected), (.right, .openSelected),
      (.character("a"), .addItem), (.character("e"), .editSelected),
      (.character("d"), .deleteSelected), (.delete, .deleteSelected),
      (.character("x"), .toggleSelected), (.character(" "), .toggleSelected),
      (.character("?"), .showHelp), (.character("q"), .quit),
    ])
  func keyReachesPresenter(key: Key, call: MockTodoListPresenter.Call) {
    view.handle(key)
    #expect(presenter.calls == [call])
  }

  @Test(
    "other keys do nothing",
    arguments: [
      Key.character("z"), .left, .backspace, .tab, .function(1), .control("c"),
      .character("J"),
    ])
  func otherKeysDoNothing(key: Key) {
    view.handle(key)
    #expect(presenter.calls.isEmpty)
  }

  @Test func firstDrawLoadsThenLaysOut() {
    _ = render()
    #expect(
      presenter.calls == [
        .viewDidLoad, .viewDidLayout(TodoListLayout(width: 40, visibleRows: 10, titleWidth: 34)),
      ])
    _ = render()
    #expect(presenter.calls.count == 2)
  }

  @Test func resizeLaysOutAgain() {
    _ = render()
    _ = render(Size(columns: 60, rows: 20))
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
    let frame = render()
    #expect(frame.rowText(0) == " todo" + String(repeating: " ", count: 19) + "1 open · 1 done")
    #expect(frame.rowText(1) == " [ ] Open item")
    #expect(frame.rowText(2) == ">[x] Done item")
    #expect(frame.rowText(11) == " hints here")
    #expect(frame[0, 0].style.attributes.contains(.reverse))
    #expect(frame[10, 2].style.attributes == [.dim, .reverse])
    #expect(frame[10, 1].style == .plain)
    #expect(frame[2, 2].style.color == .success)
    #expect(frame[1, 11].style.color == .muted)
  }

  @Test func filterMatchesAreDrawnUnderlinedInTheAccentColour() {
    view.display(
      Self.model(
        rows: [
          TodoListRowViewModel(marker: "[ ]", title: "Buy milk", done: false, matches: [4..<7]),
          TodoListRowViewModel(marker: "[x]", title: "日本milk", done: true, matches: [4..<7]),
        ],
        selectedRow: 1))
    let frame = render()
    #expect(frame.rowText(1) == " [ ] Buy milk")
    let match = Style([.underline, .bold], color: .accent)
    #expect((9..<12).map { frame[$0, 1].style } == Array(repeating: match, count: 3))
    #expect(frame[8, 1].style == .plain)
    #expect(frame[12, 1].style == .plain)
    // On a done, selected row the match keeps the row's dim and reverse.
    let selectedMatch = Style([.dim, .reverse, .underline, .bold], color: .accent)
    #expect((9..<12).map { frame[$0, 2].style } == Array(repeating: selectedMatch, count: 3))
    #expect(frame[8, 2].style == Style([.dim, .reverse]))
    #expect(frame[12, 2].style == Style([.dim, .reverse]))
  }

  @Test func aMatchIsNeverDrawnPastTheTitleColumn() {
    view.display(
      Self.model(
        rows: [TodoListRowViewModel(marker: "[ ]", title: "abc", done: false, matches: [1..<90])],
        selectedRow: nil))
    let frame = render()
    #expect(frame[39, 1].style == .plain)
    #expect(frame[6, 1].style.attributes.contains(.underline))
  }

  @Test func drawsErrorFooterInDanger() {
    view.display(Self.model(footer: StatusLine("todo 3 no longer exists", isError: true)))
    let frame = render()
    #expect(frame.rowText(11) == " todo 3 no longer exists")
    #expect(frame[1, 11].style == Style(.bold, color: .danger))
  }

  @Test func drawsEmptyMessage() {
    view.display(Self.model(emptyMessage: "No todos yet."))
    let frame = render()
    #expect(frame.rowText(5) == "             No todos yet.")
  }

  @Test func keyTableIsListedInHelp() {
    let help = KeyMaps.defaults.list.help
    #expect(help.title == "List")
    #expect(
      help.rows == [
        HelpRow(keys: "j ↓", "move down"), HelpRow(keys: "k ↑", "move up"),
        HelpRow(keys: "PgDn Ctrl-F", "page down"), HelpRow(keys: "PgUp Ctrl-B", "page up"),
        HelpRow(keys: "g Home", "first item"), HelpRow(keys: "G End", "last item"),
        HelpRow(keys: "Enter l →", "open detail"), HelpRow(keys: "a", "add a todo"),
        HelpRow(keys: "e", "edit"), HelpRow(keys: "d Del", "delete"),
        HelpRow(keys: "x Space", "toggle done"), HelpRow(keys: "u", "undo the last change"),
        HelpRow(keys: "Ctrl-R", "redo"), HelpRow(keys: "/", "filter by title and content"),
        HelpRow(keys: "Esc", "clear the filter"), HelpRow(keys: "?", "help"),
        HelpRow(keys: "q", "quit"),
      ])
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
        .filterChanged("miql"), .moveSelection(1), .moveSelection(-1), .commitFilter,
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
