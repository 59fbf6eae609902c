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
  /// A store holding `Move house` › `Pack books` › `Label boxes` (done), `Move house` ›
  /// `Book the van` and `Call the bank`, and `Shop`, in manual order, and the app on it.
  private func app() throws -> HeadlessApp {
    let store = try SQLiteTodoStore.inMemory()
    var uids: [String: String] = [:]
    for (title, parent, done) in [
      ("Move house", nil, false), ("Pack books", "Move house", false),
      ("Label boxes", "Pack books", true), ("Book the van", "Move house", false),
      ("Call the bank", "Move house", false), ("Shop", nil, false),
    ] as [(String, String?, Bool)] {
      let item = try store.write {
        try $0.insert(
          TodoFields(title: title, done: done, parent: parent.flatMap { uids[$0] }),
          created: Fixture.start, updated: Fixture.start)
      }
      uids[title] = item.calendar.uid
    }
    try store.write { try $0.saveViewSettings(ViewSettings(sort: .manual, hidesDone: false)) }
    return HeadlessApp(store: store)
  }

  @Test func subtasksShowIndentedUnderTheirParent() throws {
    let app = try app()
    #expect(app.row(1).hasPrefix(">[ ] Move house 0/3"))
    #expect(app.row(2).hasPrefix(" [ ]   Pack books 1/1"))
    #expect(app.row(3).hasPrefix(" [x]     Label boxes"))
    #expect(app.row(4).hasPrefix(" [ ]   Book the van"))
    #expect(app.row(5).hasPrefix(" [ ]   Call the bank"))
    #expect(app.row(6).hasPrefix(" [ ] Shop"))
  }

  @Test func jAndKMoveATodoPastASiblingOnly() throws {
    let app = try app()
    // A parent beside its first subtask: nothing moves.
    app.press(.character("J"))
    #expect(app.footer.contains("J and K move a todo past a sibling beside it"))
    #expect(app.row(1).hasPrefix(" [ ] Move house") || app.row(1).hasPrefix(">[ ] Move house"))
    // A subtask beside its parent above, or a sibling whose subtasks show: nothing moves.
    app.press(.character("j"))
    app.press(.character("K"))
    #expect(app.footer.contains("J and K move a todo past a sibling beside it"))
    app.press(.character("j"), .character("j"), .character("K"))
    #expect(app.footer.contains("J and K move a todo past a sibling beside it"))
    // A subtask past the sibling beside it.
    app.press(.character("J"))
    #expect(app.row(4).hasPrefix(" [ ]   Call the bank"))
    #expect(app.row(5).hasPrefix(">[ ]   Book the van"))
    #expect(app.row(6).hasPrefix(" [ ] Shop"))
  }
}
