import Testing
import TodoCore
import TodoTestKit

@testable import TodoUI

/// The open Add/Edit dialog of a module: what Enter saves into, closing it once, errors shown
/// in it, and an edit of a todo deleted elsewhere turned into an Add of its text.
@Suite struct EditSessionTests {
  let router = MockTodoListRouter()
  let delegate = MockEditorDelegate()
  let session: EditSession

  init() {
    session = EditSession(router: router, keys: .defaults)
  }

  @Test func anAddSavesANewTodo() {
    session.openAdd(delegate: delegate)
    #expect(router.calls == [.presentEditor(heading: "Add todo", form: TodoForm())])
    #expect(router.editorDelegate === delegate)
    #expect(session.isOpen)
    #expect(
      session.submission(of: TodoForm(title: "Milk")) == .add(TodoForm(title: "Milk"), under: nil))
  }

  @Test func anEditSavesOverTheFormItOpenedWith() {
    let item = Fixture.item(4, "Four", content: "body")
    session.openEdit(item, delegate: delegate)
    #expect(router.calls == [.presentEditor(heading: "Edit todo", form: TodoForm(item))])
    #expect(
      session.submission(of: TodoForm(title: "Four!", content: "body"))
        == .update(4, TodoForm(title: "Four!", content: "body"), over: TodoForm(item)))
  }

  @Test func closingDismissesOnceAndAStraySubmitAsksForNothing() {
    session.openAdd(delegate: delegate)
    session.close()
    session.close()
    #expect(router.calls.filter { $0 == .dismissDialog }.count == 1)
    #expect(!session.isOpen)
    #expect(session.submission(of: TodoForm(title: "Late")) == nil)
  }

  @Test func errorsGoToTheOpenDialogOnly() throws {
    #expect(!session.showError("disk on fire"))
    session.openAdd(delegate: delegate)
    #expect(session.showError("disk on fire"))
    #expect(try #require(router.editor).errors == ["disk on fire"])
  }

  @Test func anEditOfATodoDeletedElsewhereBecomesAnAddOfItsText() throws {
    session.openEdit(Fixture.item(4, "Four"), delegate: delegate)
    #expect(!session.todoDeletedElsewhere(5))
    #expect(session.todoDeletedElsewhere(4))
    let editor = try #require(router.editor)
    #expect(editor.headings == ["Add todo"])
    #expect(editor.errors == ["Deleted elsewhere · Enter adds it as a new todo"])
    #expect(
      session.submission(of: TodoForm(title: "Four")) == .add(TodoForm(title: "Four"), under: nil))
    #expect(!session.todoDeletedElsewhere(4))
  }

  @Test func aTodoDeletedElsewhereCanBeAddedAgainFromItsText() throws {
    let item = Fixture.item(4, "Four", content: "body")
    session.openAddAgain(item, delegate: delegate)
    #expect(router.calls == [.presentEditor(heading: "Add todo", form: TodoForm(item))])
    #expect(
      try #require(router.editor).errors == ["Deleted elsewhere · Enter adds it as a new todo"])
    #expect(session.submission(of: TodoForm(item)) == .add(TodoForm(item), under: nil))
  }
}
