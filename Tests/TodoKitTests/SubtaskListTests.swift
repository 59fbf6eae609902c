import Foundation
import Testing
import TodoTerminal
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// SPEC §16 on the list, through the real app on a real store: subtasks right under their
/// parent, indented, the parent's progress beside it; `J`/`K` move a todo past a sibling
/// beside it, never past its parent, its own subtasks or another's.
@Suite struct SubtaskListTests {
  private func app() throws -> HeadlessApp { try SubtaskFixture.movingHouse() }

  @Test func subtasksShowIndentedUnderTheirParent() throws {
    let app = try app()
    #expect(app.row(1).hasPrefix(">[ ] Move house 0/3"))
    #expect(app.row(2).hasPrefix(" [ ]   Pack books 1/1"))
    #expect(app.row(3).hasPrefix(" [x]     Label boxes"))
    #expect(app.row(4).hasPrefix(" [ ]   Book the van"))
    #expect(app.row(5).hasPrefix(" [ ]   Call the bank"))
    #expect(app.row(6).hasPrefix(" [ ] Shop"))
  }

  @Test func jAndKMoveATodoPastASiblingWithItsSubtasks() throws {
    let app = try app()
    // A parent past the sibling below its subtree, the subtree going with it.
    app.press(.character("J"))
    #expect(app.footer.contains("Moved down: \"Move house\""))
    #expect(app.row(1).hasPrefix(" [ ] Shop"))
    #expect(app.row(2).hasPrefix(">[ ] Move house 0/3"))
    #expect(app.row(3).hasPrefix(" [ ]   Pack books 1/1"))
    // The first subtask: nothing above it among its siblings.
    app.press(.character("j"), .character("K"))
    #expect(app.footer.contains("Already the first of its siblings"))
    // A subtask past the sibling above it, whose subtasks show between them.
    app.press(.character("j"), .character("j"), .character("K"))
    #expect(app.row(3).hasPrefix(">[ ]   Book the van"))
    #expect(app.row(4).hasPrefix(" [ ]   Pack books 1/1"))
    #expect(app.row(5).hasPrefix(" [x]     Label boxes"))
    // Undo puts it back.
    app.press(.character("u"))
    #expect(app.row(3).hasPrefix(" [ ]   Pack books 1/1"))
    #expect(app.row(5).hasPrefix(">[ ]   Book the van"))
  }

  @Test func greaterThanMakesATodoASubtaskOfTheOneAboveAndLessThanMovesItOut() throws {
    let app = try app()
    // `Shop` goes under `Move house`, the last of its subtasks, where it was on screen.
    app.press(.character("G"), .character(">"))
    #expect(app.footer.contains("\"Shop\" is now a subtask of \"Move house\""))
    #expect(app.row(1).hasPrefix(" [ ] Move house 0/4"))
    #expect(app.row(6).hasPrefix(">[ ]   Shop"))
    // Under `Call the bank`, then out again twice: right after the parent each time.
    app.press(.character(">"))
    #expect(app.row(6).hasPrefix(">[ ]     Shop"))
    #expect(app.row(5).hasPrefix(" [ ]   Call the bank 0/1"))
    app.press(.character("<"))
    #expect(app.row(6).hasPrefix(">[ ]   Shop"))
    app.press(.character("<"))
    #expect(app.footer.contains("At the top level: \"Shop\""))
    #expect(app.row(6).hasPrefix(">[ ] Shop"))
    app.press(.character("<"))
    #expect(app.footer.contains("Already at the top level"))
    // The first todo has nothing above it to go under.
    app.press(.character("g"), .character(">"))
    #expect(app.footer.contains("No todo above at its level to go under"))
    // Each move is undone in one step.
    app.press(.character("u"), .character("u"), .character("u"), .character("u"))
    #expect(app.row(1).hasPrefix(" [ ] Move house 0/3"))
    #expect(app.row(6).hasPrefix(">[ ] Shop"))
  }

  @Test func zFoldsASubtreeAndZFoldsThemAllKeptInTheStore() throws {
    let app = try app()
    app.press(.character("z"))
    #expect(app.row(1).hasPrefix(">[ ] ▸ Move house 0/3 ▸4"))
    #expect(app.row(2).hasPrefix(" [ ] Shop"))
    #expect(app.footer.contains("Folded \"Move house\""))
    app.press(.character("z"))
    #expect(app.row(2).hasPrefix(" [ ]   Pack books 1/1"))
    app.press(.character("j"), .character("Z"))
    #expect(app.row(1).hasPrefix(">[ ] ▸ Move house 0/3 ▸4"))
    #expect(app.footer.contains("Every subtree folded"))
    app.press(.character("Z"))
    #expect(app.row(3).hasPrefix(" [x]     Label boxes"))
    // A todo without subtasks has nothing to fold.
    app.press(.character("G"), .character("z"))
    #expect(app.footer.contains("No subtasks to fold"))
  }

  @Test func xOnAParentAsksAboutItsOpenSubtasks() throws {
    let app = try app()
    app.press(.character("x"))
    #expect(app.screen.contains("Also mark its 3 open subtasks done? y/N"))
    app.press(.character("n"))
    #expect(app.row(1).hasPrefix(">[ ] Move house 0/3"))
    app.press(.character("x"), .character("y"))
    #expect(app.footer.contains("Done: \"Move house\" and its 3 subtasks"))
    #expect(app.row(1).hasPrefix(">[ ] Shop"))
    #expect(app.row(2).hasPrefix(" [x] Move house 3/3"))
    app.press(.character("u"))
    #expect(app.row(1).hasPrefix(">[ ] Move house 0/3"))
    #expect(app.row(2).hasPrefix(" [ ]   Pack books 1/1"))
  }

  @Test func dOnAParentDeletesItsSubtreeInOneUndoableChange() throws {
    let app = try app()
    app.press(.character("d"))
    #expect(app.screen.contains("Delete \"Move house\" and its 4 subtasks? y/N"))
    app.press(.character("y"))
    #expect(app.footer.contains("Deleted \"Move house\" and its 4 subtasks"))
    #expect(app.row(1).hasPrefix(">[ ] Shop"))
    #expect(app.row(2).trimmingCharacters(in: .whitespaces).isEmpty)
    app.press(.character("u"))
    #expect(app.row(1).hasPrefix(">[ ] Move house 0/3"))
    #expect(app.row(3).hasPrefix(" [x]     Label boxes"))
    app.press(.control("r"))
    #expect(app.row(1).hasPrefix(">[ ] Shop"))
  }

  @Test func capitalAAddsASubtaskOfTheSelectedTodo() throws {
    let app = try app()
    app.press(.character("z"), .character("A"))
    #expect(app.screen.contains("Subtask of \"Move house\""))
    app.type("Hire movers")
    app.press(.enter)
    #expect(app.row(1).hasPrefix(" [ ] Move house 0/4"))
    #expect(app.row(6).hasPrefix(">[ ]   Hire movers"))
  }
}
