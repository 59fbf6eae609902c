import Testing
import TodoCore
import TodoTestKit

@testable import TodoUI

/// What every presenter does alike: one view model per event however many results it
/// brings, a key clearing the last message, outcomes shown in the open dialog or the footer.
@Suite struct ModulePresentationTests {
  let interactor = MockTodoListInteractor()
  let router = MockTodoListRouter()
  let presentation: ModulePresentation
  /// Every view model built, as the footer it showed.
  private let shown = Recorder<StatusLine>()

  /// Records what a closure sees, so a test can read it afterwards.
  private final class Recorder<Value> {
    var values: [Value] = []
  }

  init() {
    presentation = ModulePresentation(
      interactor: interactor, router: router,
      hints: [.init("a add", priority: 0)], keys: .defaults)
    presentation.display = { [shown, weak presentation] in
      if let presentation { shown.values.append(presentation.footer.line(hintWidth: 40)) }
    }
  }

  @Test func anEventShowsOneViewModelHoweverManyResultsItBrings() {
    presentation.act {
      presentation.change { presentation.footer.say("Done: \"Milk\"") }
      presentation.change {}
      presentation.event {}
    }
    #expect(shown.values == [StatusLine("Done: \"Milk\"")])
  }

  @Test func anEventThatChangesNothingShowsNothing() {
    presentation.event { presentation.event {} }
    #expect(shown.values.isEmpty)
  }

  @Test func whatArrivesWhileTheViewModelIsBuiltIsInItAndAsksForNoOther() {
    var failed = false
    presentation.display = { [shown, weak presentation] in
      guard let presentation else { return }
      if !failed {
        failed = true
        presentation.fail("disk on fire")
      }
      shown.values.append(presentation.footer.line(hintWidth: 40))
    }
    presentation.change {}
    presentation.event {}
    #expect(shown.values == [StatusLine("disk on fire", isError: true)])
  }

  @Test func aKeyClearsTheLastMessage() {
    presentation.change { presentation.footer.say("Saved") }
    presentation.act {}
    #expect(shown.values == [StatusLine("Saved"), StatusLine("a add")])
  }

  @Test func aFailureGoesIntoTheOpenDialogElseIntoTheFooter() throws {
    presentation.fail("disk on fire")
    #expect(shown.values.last == StatusLine("disk on fire", isError: true))
    presentation.editSession.openAdd(delegate: MockEditorDelegate())
    presentation.act {}
    presentation.fail("still on fire")
    #expect(try #require(router.editor).errors == ["still on fire"])
    #expect(shown.values.last == StatusLine("a add"))
  }

  @Test func aRefusedFormGoesIntoTheOpenDialogWithTheCursorInTheFieldRefused() throws {
    presentation.editSession.openAdd(delegate: MockEditorDelegate())
    presentation.reject(.emptyTitle)
    presentation.reject(.notATag("a,b"))
    let editor = try #require(router.editor)
    #expect(editor.errors.first == "Title must not be empty")
    #expect(editor.errors.count == 2)
    #expect(editor.focused == [.title, .tags])
  }

  @Test func aRefusalWithNoDialogOpenFocusesNothing() {
    #expect(!presentation.editSession.refuse(.unreadableDue("x")))
    #expect(router.editor == nil)
  }

  @Test func nothingToUndoIsSaidInTheFooter() {
    presentation.nothing(to: .redo)
    #expect(shown.values == [StatusLine("Nothing to redo")])
  }

  @Test func aDeleteIsAskedFirstAndDoneOnYesOnly() {
    let item = Fixture.item(3, "Three")
    var deleted: [TodoID] = []
    presentation.ask(.delete(item, subtasks: 2)) { deleted.append(item.id) }
    #expect(router.calls == [.presentConfirmation(Confirmation(.delete(item, subtasks: 2)))])
    router.answer(false)
    #expect(deleted.isEmpty)
    presentation.ask(.delete(item, subtasks: 0)) { deleted.append(item.id) }
    router.answer(true)
    #expect(deleted == [3])
    #expect(shown.values.count == 2)
  }

  @Test func cancellingTheDialogClosesItWithoutSaving() {
    presentation.editSession.openAdd(delegate: MockEditorDelegate())
    presentation.cancelEdit()
    #expect(router.calls.last == .dismissDialog)
    #expect(!presentation.editSession.isOpen)
    #expect(interactor.calls.isEmpty)
  }
}
