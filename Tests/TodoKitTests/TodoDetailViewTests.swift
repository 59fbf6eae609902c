import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The detail view against a mock presenter: keys become presenter calls, view models get drawn.
@Suite struct TodoDetailViewTests {
  let presenter = MockTodoDetailPresenter()
  let view: TodoDetailView

  init() {
    view = TodoDetailView(presenter: presenter, keys: .defaults)
  }

  private func render(_ size: Size = Size(columns: 40, rows: 12)) -> ScreenBuffer {
    var frame = ScreenBuffer(size: size)
    view.render(into: &frame)
    return frame
  }

  @Test(
    "every key of SPEC section 4 reaches the presenter",
    arguments: [
      (Key.escape, MockTodoDetailPresenter.Call.back), (.character("q"), .back),
      (.character("h"), .back), (.left, .back), (.backspace, .back),
      (.character("j"), .scroll(1)), (.down, .scroll(1)),
      (.character("k"), .scroll(-1)), (.up, .scroll(-1)),
      (.pageDown, .scrollPage(1)), (.control("f"), .scrollPage(1)),
      (.pageUp, .scrollPage(-1)), (.control("b"), .scrollPage(-1)),
      (.character("g"), .scrollToTop), (.home, .scrollToTop),
      (.character("G"), .scrollToBottom), (.end, .scrollToBottom),
      (.character("e"), .edit), (.character("d"), .delete), (.delete, .delete),
      (.character("x"), .toggleDone), (.character(" "), .toggleDone),
      (.character("?"), .showHelp),
    ])
  func keyReachesPresenter(key: Key, call: MockTodoDetailPresenter.Call) {
    view.handle(key)
    #expect(presenter.calls == [call])
  }

  @Test(
    "other keys do nothing",
    arguments: [Key.character("a"), .enter, .right, .tab, .character("l")])
  func otherKeysDoNothing(key: Key) {
    view.handle(key)
    #expect(presenter.calls.isEmpty)
  }

  @Test func firstDrawLoadsThenLaysOut() {
    _ = render()
    _ = render()
    #expect(
      presenter.calls == [
        .viewDidLoad, .viewDidLayout(TodoDetailLayout(width: 38, visibleLines: 9)),
      ])
    _ = render(Size(columns: 50, rows: 30))
    #expect(presenter.calls.last == .viewDidLayout(TodoDetailLayout(width: 48, visibleLines: 27)))
  }

  @Test func drawsBreadcrumbLinesPositionAndFooter() {
    view.display(
      TodoDetailViewModel(
        breadcrumb: "Todo › Milk",
        lines: [
          TodoDetailLine("Milk", .title), TodoDetailLine("", .text),
          TodoDetailLine("Status   [ ] open", .label),
          TodoDetailLine("No content.", .placeholder),
        ],
        position: "1–4/9",
        footer: StatusLine("Esc back")
      ))
    let frame = render()
    #expect(frame.rowText(0) == " Todo › Milk")
    #expect(frame[0, 0].style.attributes.contains(.reverse))
    #expect(frame.rowText(1).isEmpty)
    #expect(frame.rowText(2) == " Milk")
    #expect(frame[1, 2].style == Style(.bold))
    #expect(frame.rowText(4) == " Status   [ ] open")
    #expect(frame.rowText(5) == " No content.")
    #expect(frame[1, 5].style.color == .muted)
    #expect(frame.rowText(11) == " Esc back                         1–4/9")
  }

  @Test func keyTableIsListedInHelp() {
    let help = KeyMaps.defaults.detail.help
    #expect(help.title == "Detail")
    #expect(
      help.rows == [
        HelpRow(keys: "Esc q h ← Backspace", "back to the list"),
        HelpRow(keys: "j ↓", "scroll down"), HelpRow(keys: "k ↑", "scroll up"),
        HelpRow(keys: "PgDn Ctrl-F", "page down"), HelpRow(keys: "PgUp Ctrl-B", "page up"),
        HelpRow(keys: "g Home", "top"), HelpRow(keys: "G End", "bottom"),
        HelpRow(keys: "e", "edit"), HelpRow(keys: "d Del", "delete (then back)"),
        HelpRow(keys: "x Space", "toggle done"), HelpRow(keys: "u", "undo the last change"),
        HelpRow(keys: "Ctrl-R", "redo"), HelpRow(keys: "?", "help"),
      ])
  }
}
