import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoTerminal
@testable import TodoUI

/// The mouse reaching views and dialogs: the list view turns it into presenter calls, the
/// Add/Edit dialog focuses the field clicked, and the dialogs that have no use for it never
/// take it for a key.
@Suite struct MouseOnScreensTests {
  private static func click(_ x: Int, _ y: Int, _ kind: MouseEvent.Kind = .click) -> InputEvent {
    .mouse(MouseEvent(kind, at: Point(x: x, y: y)))
  }

  private static func listModel(rows: Int, isFiltering: Bool = false) -> TodoListViewModel {
    TodoListViewModel(
      title: "todo", counts: "",
      rows: (0..<rows).map { TodoListRowViewModel(marker: "[ ]", title: "t\($0)", done: false) },
      selectedRow: 0, emptyMessage: nil, isFiltering: isFiltering, filter: "",
      footer: StatusLine("hints"))
  }

  @Test(
    "the list view: a click selects, a double click opens, the wheel scrolls, the header nothing")
  func listView() {
    let presenter = MockTodoListPresenter()
    let view = TodoListView(presenter: presenter, keys: .defaults)
    view.display(Self.listModel(rows: 3))
    view.handle(Self.click(5, 2))
    view.handle(Self.click(5, 3, .doubleClick))
    view.handle(Self.click(5, 0))
    view.handle(Self.click(5, 4))
    view.handle(Self.click(5, 9, .wheelDown))
    #expect(
      presenter.calls == [
        .move(.onScreen(1)), .move(.onScreen(2)), .openSelected, .move(.scroll(3)),
      ])
  }

  @Test("with the filter prompt open a double click only selects, and types nothing")
  func listViewFiltering() {
    let presenter = MockTodoListPresenter()
    let view = TodoListView(presenter: presenter, keys: .defaults)
    view.display(Self.listModel(rows: 3, isFiltering: true))
    view.handle(Self.click(5, 2, .doubleClick))
    #expect(presenter.calls == [.move(.onScreen(1))])
  }

  @Test("a click on a field of the Add/Edit dialog focuses it and puts the cursor there")
  func editorFocus() throws {
    let delegate = MockEditorDelegate()
    let dialog = EditorDialog(
      heading: "Edit todo", form: TodoForm(title: "Buy milk"), keys: .defaults,
      dueReader: Fixture.dueReader, delegate: delegate)
    var frame = ScreenBuffer(size: Size(columns: 80, rows: 24))
    dialog.render(into: &frame)
    let tagsRow = try #require(
      frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("Tags") })
    let titleRow = try #require(
      frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains("Buy milk") })
    let titleLine = frame.text.split(separator: "\n", omittingEmptySubsequences: false)[titleRow]
    let milk = try #require(titleLine.range(of: "milk"))
    let milkColumn = titleLine.distance(from: titleLine.startIndex, to: milk.lowerBound)

    dialog.handle(Self.click(40, tagsRow))
    #expect(dialog.focus == .tags)
    dialog.render(into: &frame)
    dialog.handle(Self.click(milkColumn, titleRow))
    #expect(dialog.focus == .title)
    for character in "fresh " { dialog.handle(.character(character)) }
    #expect(dialog.form.title == "Buy fresh milk")
    // A click past the text puts the cursor at its end.
    dialog.render(into: &frame)
    dialog.handle(Self.click(milkColumn + 20, titleRow))
    dialog.handle(.character("!"))
    #expect(dialog.form.title == "Buy fresh milk!")
  }

  @Test("a click in the notes puts the cursor on the row and column clicked, as drawn")
  func notesCursor() {
    let keys = KeyMaps.defaults
    var notes = TextArea(
      text: "first line\nsecond line", lineKeys: keys.textField, keys: keys.textArea)
    var frame = ScreenBuffer(size: Size(columns: 30, rows: 5))
    notes.render(into: &frame, x: 0, y: 0, width: 20, height: 3, style: .plain)
    notes.placeCursor(row: 1, column: 7)
    _ = notes.handle(.key(.character("X")))
    #expect(notes.text == "first line\nsecond Xline")
    // Past a row's end: at its end; below the last row: at the text's end.
    notes.placeCursor(row: 0, column: 15)
    _ = notes.handle(.key(.character("!")))
    notes.placeCursor(row: 2, column: 0)
    _ = notes.handle(.key(.character("?")))
    #expect(notes.text == "first line!\nsecond Xline?")
  }

  @Test("the mouse never answers the discard question, nor cancels the Add/Edit dialog")
  func editorDiscardQuestion() {
    let delegate = MockEditorDelegate()
    let dialog = EditorDialog(
      heading: "Add todo", form: TodoForm(), keys: .defaults, dueReader: Fixture.dueReader,
      delegate: delegate)
    var frame = ScreenBuffer(size: Size(columns: 80, rows: 24))
    dialog.render(into: &frame)
    dialog.handle(.character("x"))
    dialog.handle(.escape)
    #expect(dialog.isAskingToDiscard)
    dialog.handle(Self.click(20, 8))
    dialog.handle(Self.click(1, 1, .wheelDown))
    #expect(dialog.isAskingToDiscard)
    #expect(dialog.focus == .title)
    #expect(delegate.events.isEmpty)
  }

  @Test("a click is no answer to a confirmation: neither yes nor the no of any other key")
  func confirmation() {
    var answers: [Bool] = []
    let dialog = ConfirmDialog(
      Confirmation(heading: "Delete", verb: "Delete", subject: "milk"),
      keys: KeyMaps.defaults.confirmation
    ) { answers.append($0) }
    dialog.handle(Self.click(3, 3))
    dialog.handle(Self.click(3, 3, .doubleClick))
    dialog.handle(Self.click(3, 3, .wheelUp))
    #expect(answers.isEmpty)
  }

  @Test("the help dialog scrolls with the wheel and ignores clicks")
  func help() {
    var closed = 0
    let keys = KeyMaps.defaults
    let dialog = HelpDialog(sections: keys.helpSections(for: .list), keys: keys.help) {
      closed += 1
    }
    var frame = ScreenBuffer(size: Size(columns: 60, rows: 14))
    dialog.render(into: &frame)
    dialog.handle(Self.click(5, 5, .wheelDown))
    #expect(dialog.offset == 3)
    dialog.handle(Self.click(5, 5, .wheelUp))
    dialog.handle(Self.click(5, 5))
    #expect(dialog.offset == 0)
    #expect(closed == 0)
  }
}
