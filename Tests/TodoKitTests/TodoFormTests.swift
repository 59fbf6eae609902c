import Foundation
import Testing

@testable import TodoCore

/// The form the dialogs and the command line fill: validation into fields, and the patch of
/// only the entries a person changed.
@Suite struct TodoFormTests {
  @Test func aFormFilledFromATodoHoldsItsText() {
    let item = Fixture.item(1, "Milk", content: "2 l", done: true)
    let form = TodoForm(item)
    #expect(form == TodoForm(title: "Milk", content: "2 l"))
    #expect(TodoForm.Entry.allCases.map { form[$0] } == ["Milk", "2 l"])
    #expect(TodoForm.Entry.allCases.map(\.label) == ["Title", "Content"])
  }

  @Test func validatedFieldsAreANewOpenTodo() throws {
    let fields = try TodoForm(title: " Milk\u{200B} ", content: " 2 l ").validated()
    #expect(fields == TodoFields(title: "Milk", content: " 2 l ", done: false))
  }

  @Test func thePatchHoldsOnlyTheEntriesThatChanged() throws {
    let opened = TodoForm(title: "Milk", content: "2 l")
    var typed = opened
    typed.content = "3 l"
    let patch = try typed.patch(over: opened)
    #expect(patch.fields == [.content])
    let now = TodoFields(title: "Oat milk", content: "2 l", done: true)
    #expect(patch.applied(to: now) == TodoFields(title: "Oat milk", content: "3 l", done: true))
  }

  @Test func withoutAnOriginalEveryEntryIsPatchedAndTheTitleTrimmed() throws {
    let patch = try TodoForm(title: "  New ", content: "").patch(over: nil)
    #expect(patch.fields == TodoForm.fields)
    #expect(
      patch.applied(to: TodoFields(title: "Old", content: "x", done: true))
        == TodoFields(title: "New", content: "", done: true))
  }

  @Test func anUnchangedBlankTitleIsStillRefused() {
    let opened = TodoForm(title: "", content: "a")
    var typed = opened
    typed.content = "b"
    #expect(throws: FormRejection.emptyTitle) { try typed.patch(over: opened) }
  }

  @Test func anUnchangedFormIsAnEmptyPatch() throws {
    let opened = TodoForm(title: "Milk", content: "")
    #expect(try opened.patch(over: opened).isEmpty)
  }
}
