import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The detail view against a mock presenter: keys become presenter calls, view models get drawn.
@Suite struct TodoDetailViewTests {
  let presenter = MockTodoDetailPresenter()
  let view: TodoDetailView

  init() {
    view = TodoDetailView(presenter: presenter, keys: .defaults)
  }

  @Test(
    "the detail screen's own keys reach the presenter (every screen's: ScreenCommandTests)",
    arguments: [
      (Key.escape, MockTodoDetailPresenter.Call.back), (.character("q"), .back),
      (.character("h"), .back), (.left, .back), (.backspace, .back),
      (.enter, .openSubtask), (.right, .openSubtask), (.character("l"), .openSubtask),
      (.tab, .selectSubtask(.down)), (.backTab, .selectSubtask(.up)),
    ])
  func keyReachesPresenter(key: Key, call: MockTodoDetailPresenter.Call) {
    view.handle(key)
    #expect(presenter.calls == [call])
  }

  @Test(
    "other keys do nothing",
    arguments: [Key.character("a"), .character("A"), .character("z"), .character("s")])
  func otherKeysDoNothing(key: Key) {
    view.handle(key)
    #expect(presenter.calls.isEmpty)
  }

  @Test func firstDrawLoadsThenLaysOut() {
    _ = view.rendered()
    _ = view.rendered()
    #expect(
      presenter.calls == [
        .viewDidLoad, .viewDidLayout(TodoDetailLayout(width: 38, visibleLines: 9)),
      ])
    _ = view.rendered(Size(columns: 50, rows: 30))
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
    let frame = view.rendered()
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
}
