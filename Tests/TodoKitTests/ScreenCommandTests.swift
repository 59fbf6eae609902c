import Testing
import TodoCore
import TodoTerminal
import TodoTestKit

@testable import TodoUI

/// Every screen's commands (moves, undo and redo, help, e/d/x), known by their names in the
/// key maps and sent to any todo screen's presenter the same way.
@Suite struct ScreenCommandTests {
  @Test func theListsActionsAreCommandsByNameExceptItsOwn() {
    let commands = TodoListAction.allCases.map { ($0, ScreenCommand($0)) }
    let own = commands.filter { $0.1 == nil }.map(\.0)
    #expect(
      own == [
        .open, .add, .filter, .clearFilter, .quit, .cycleSort, .moveDown, .moveUp,
        .toggleHideDone, .tags, .addSubtask, .indent, .outdent, .fold, .foldAll, .lists,
      ])
    #expect(ScreenCommand(TodoListAction.first) == .move(.first))
    #expect(ScreenCommand(TodoListAction.last) == .move(.last))
  }

  @Test func theDetailScreensActionsAreCommandsByNameExceptItsOwn() {
    let own = TodoDetailAction.allCases.filter { ScreenCommand($0) == nil }
    #expect(own == [.back, .open, .nextSubtask, .previousSubtask])
    #expect(ScreenCommand(TodoDetailAction.top) == .move(.first))
    #expect(ScreenCommand(TodoDetailAction.bottom) == .move(.last))
  }

  @Test func theFilterPromptAndHelpMoveByTheSameNames() {
    #expect(
      FilterPromptAction.allCases.map { ScreenCommand($0) } == [
        nil, nil, .move(.lines(1)), .move(.lines(-1)),
      ])
    #expect(
      HelpDialogAction.allCases.map { ScreenCommand($0) } == [
        .move(.lines(1)), .move(.lines(-1)), .move(.pages(1)), .move(.pages(-1)), .move(.first),
        .move(.last), nil,
      ])
  }

  @Test(
    "each command reaches its presenter call",
    arguments: [
      (ScreenCommand.move(.pages(-1)), MockTodoListPresenter.Call.move(.pages(-1))),
      (.apply(.undo), .apply(.undo)), (.apply(.redo), .apply(.redo)), (.help, .showHelp),
      (.edit, .edit), (.delete, .delete), (.toggle, .toggleDone),
    ])
  func sent(command: ScreenCommand, call: MockTodoListPresenter.Call) {
    let presenter = MockTodoListPresenter()
    command.send(to: presenter)
    #expect(presenter.calls == [call])
  }

  @Test(
    "every screen's keys of SPEC section 4 reach the list's and the detail's presenters alike",
    arguments: [
      (Key.character("j"), ScreenCommand.move(.lines(1))), (.down, .move(.lines(1))),
      (.character("k"), .move(.lines(-1))), (.up, .move(.lines(-1))),
      (.pageDown, .move(.pages(1))), (.control("f"), .move(.pages(1))),
      (.pageUp, .move(.pages(-1))), (.control("b"), .move(.pages(-1))),
      (.character("g"), .move(.first)), (.home, .move(.first)),
      (.character("G"), .move(.last)), (.end, .move(.last)),
      (.character("e"), .edit), (.character("d"), .delete), (.delete, .delete),
      (.character("x"), .toggle), (.character(" "), .toggle),
      (.character("u"), .apply(.undo)), (.control("r"), .apply(.redo)),
      (.character("?"), .help), (.character("E"), .editNotes),
      (.character("+"), .stepPriority(.raise)), (.character("-"), .stepPriority(.lower)),
    ])
  func keyReachesBothPresenters(key: Key, command: ScreenCommand) {
    let list = MockTodoListPresenter()
    let expectedList = MockTodoListPresenter()
    TodoListView(presenter: list, keys: .defaults).handle(key)
    command.send(to: expectedList)
    #expect(list.calls == expectedList.calls)
    let detail = MockTodoDetailPresenter()
    let expectedDetail = MockTodoDetailPresenter()
    TodoDetailView(presenter: detail, keys: .defaults).handle(key)
    command.send(to: expectedDetail)
    #expect(detail.calls == expectedDetail.calls)
  }

  @Test(
    "E, + and - are every todo screen's commands, sent to the list and detail alike",
    arguments: [
      (Key.character("E"), ScreenCommand.editNotes, MockTodoListPresenter.Call.editNotes),
      (.character("+"), .stepPriority(.raise), .stepPriority(.raise)),
      (.character("-"), .stepPriority(.lower), .stepPriority(.lower)),
    ])
  func notesAndPriorityKeys(key: Key, command: ScreenCommand, call: MockTodoListPresenter.Call) {
    let keys = KeyMaps.defaults
    #expect(keys.list.action(for: key).flatMap { ScreenCommand($0) } == command)
    #expect(keys.detail.action(for: key).flatMap { ScreenCommand($0) } == command)
    let presenter = MockTodoListPresenter()
    command.send(to: presenter)
    #expect(presenter.calls == [call])
  }
}
