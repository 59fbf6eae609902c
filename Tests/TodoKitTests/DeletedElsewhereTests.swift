import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// A todo deleted by another instance while this one shows it: typed text is never thrown
/// away, the screen says what happened, and no key meant for the detail screen acts on the
/// list.
@Suite struct DeletedElsewhereTests {
  let store: InstrumentedTodoStore

  init() throws {
    store = try InstrumentedTodoStore()
    for title in ["milk", "bread"] {
      _ = try store.add(title: title, content: "", done: false, at: Fixture.start)
    }
  }

  @Test func savingAnEditOfATodoDeletedElsewhereAddsItAnewWithOneEnter() throws {
    // docs/formats.md: "an open edit of it keeps its text: Enter adds it anew".
    let app = HeadlessApp(store: store)
    app.press(.character("e"), .end)
    app.type(" and eggs")
    try store.changeElsewhere { try $0.delete(id: 1) }
    app.press(.enter)
    #expect(!app.screen.contains("Add todo"), "\(app.screen)")
    #expect(!app.screen.contains("no longer exists"))
    #expect(try store.allItems().map(\.title) == ["bread", "milk and eggs"])
    #expect(app.row(1) == " [ ] bread")
    #expect(app.row(2) == ">[ ] milk and eggs")
    #expect(app.footer == " Added \"milk and eggs\"")
  }

  @Test func savingAnEditOnTheDetailScreenOfATodoDeletedElsewhereAddsItAnewWithOneEnter() throws {
    let app = HeadlessApp(store: store)
    app.press(.enter, .character("e"), .end)
    app.type(" and eggs")
    try store.changeElsewhere { try $0.delete(id: 1) }
    app.press(.enter)
    #expect(!app.screen.contains("Add todo"), "\(app.screen)")
    #expect(try store.allItems().map(\.title) == ["bread", "milk and eggs"])
    // The detail screen now shows the todo added from the edit.
    #expect(app.row(0).hasPrefix(" Todo › milk and eggs"), "\(app.screen)")
    #expect(app.footer == " Added \"milk and eggs\"")
    app.press(.escape)
    #expect(app.row(2) == ">[ ] milk and eggs", "\(app.screen)")
  }

  @Test func anEditDialogOpenWhenTheDeleteShowsUpKeepsItsText() throws {
    let app = HeadlessApp(store: store)
    app.press(.enter, .character("e"), .end)
    app.type(" and eggs")
    try store.changeElsewhere { try $0.delete(id: 1) }
    app.idle()
    #expect(app.screen.contains("Add todo"), "\(app.screen)")
    #expect(app.screen.contains("milk and eggs"))
    #expect(app.screen.contains("Deleted elsewhere · Enter adds it as a new todo"))
  }

  @Test func theDetailScreenSaysItsTodoWasDeletedAndItsKeysNeverReachTheList() throws {
    let app = HeadlessApp(store: store)
    app.press(.enter)
    #expect(app.row(0).hasPrefix(" Todo › milk"))
    try store.changeElsewhere { try $0.delete(id: 1) }
    app.idle()
    #expect(app.row(0).hasPrefix(" Todo › milk"), "still on the detail screen:\n\(app.screen)")
    #expect(app.screen.contains("deleted elsewhere"))
    #expect(app.footer.hasPrefix(" This todo was deleted elsewhere · Esc back"), "\(app.screen)")
    // Item keys do nothing: `x` and `d` would have acted on "bread" on the list.
    app.press(.character("x"), .character("d"), .character("y"))
    #expect(try store.item(id: 2)?.done == false)
    #expect(try store.item(id: 2) != nil)
    #expect(app.footer.hasPrefix(" This todo was deleted elsewhere · Esc back"))
    app.press(.escape)
    #expect(app.row(1) == ">[ ] bread", "\(app.screen)")
  }

  @Test func aKeyOnTheDetailScreenThatFindsItsTodoGoneSaysSo() throws {
    let app = HeadlessApp(store: store)
    app.press(.enter)
    try store.changeElsewhere { try $0.delete(id: 1) }
    app.press(.character("x"))
    #expect(app.row(0).hasPrefix(" Todo › milk"), "\(app.screen)")
    #expect(app.footer.hasPrefix(" This todo was deleted elsewhere · Esc back"), "\(app.screen)")
    #expect(!app.screen.contains("no longer exists"))
  }

  @Test func aKeyOnTheListThatFindsItsTodoGoneSaysSoByTitle() throws {
    let app = HeadlessApp(store: store)
    try store.changeElsewhere { try $0.delete(id: 1) }
    app.press(.character("x"))
    #expect(app.footer == " \"milk\" was deleted elsewhere", "\(app.screen)")
    #expect(app.row(1) == ">[ ] bread", "\(app.screen)")
  }
}
