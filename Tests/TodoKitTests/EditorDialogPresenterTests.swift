import Testing
import TodoConfig
import TodoTestKit

@testable import TodoCore
@testable import TodoUI

/// The Add/Edit dialog's presenter with no terminal: the focus, what Enter and Esc do (asking
/// before changes are thrown away), and the dialog in words: what Due and Repeat read as, what
/// Priority and Tags take, the message and the keys' hints.
@Suite struct EditorDialogPresenterTests {
  let delegate = MockEditorDelegate()

  private func presenter(
    _ form: TodoForm = TodoForm(title: "Milk"), keys: KeyMaps = .defaults
  ) -> EditorDialogPresenter {
    EditorDialogPresenter(
      heading: "Edit todo", form: form, keys: keys, dueReader: Fixture.dueReader,
      delegate: delegate)
  }

  /// The note beside `entry`'s field.
  private func note(_ entry: TodoForm.Entry, of presenter: EditorDialogPresenter) -> SideNote? {
    presenter.viewModel.fields.first { $0.entry == entry }?.note
  }

  @Test func theFocusWalksTheFieldsInTheFormsOrderBothWays() {
    let presenter = presenter()
    var forward: [TodoForm.Entry] = []
    var backward: [TodoForm.Entry] = []
    for _ in TodoForm.Entry.allCases {
      presenter.focusNext()
      forward.append(presenter.focus)
    }
    for _ in TodoForm.Entry.allCases {
      presenter.focusPrevious()
      backward.append(presenter.focus)
    }
    #expect(forward == [.due, .priority, .tags, .recur, .content, .title])
    #expect(backward == [.content, .recur, .tags, .priority, .due, .title])
  }

  @Test func saveHandsOnTheFormAsEditedAndAnEditAnswersARefusal() {
    let presenter = presenter()
    presenter.showError("Title must not be empty")
    #expect(presenter.viewModel.message == .refusal("Title must not be empty"))
    presenter.edited(.title, to: "Bread")
    presenter.edited(.content, to: "two")
    #expect(presenter.viewModel.message == nil)
    presenter.save()
    #expect(delegate.events == [.submitted(TodoForm(title: "Bread", content: "two"))])
  }

  @Test func cancelGoesAtOnceWhenNothingChangedEvenAfterEditsUndone() {
    let presenter = presenter()
    presenter.edited(.title, to: "Milkz")
    presenter.edited(.title, to: "Milk")
    #expect(!presenter.hasChanges)
    presenter.cancel()
    #expect(delegate.events == [.cancelled])
  }

  @Test func cancelAfterChangesAsksAndTheAnswerDecides() {
    let presenter = presenter()
    presenter.edited(.tags, to: "home")
    presenter.cancel()
    #expect(presenter.isAskingToDiscard)
    #expect(presenter.viewModel.message == .question("Discard changes? y/N"))
    #expect(presenter.viewModel.keysHint == "y discard · n keep editing · Enter save")
    #expect(!presenter.viewModel.showsCursor)
    presenter.keepEditing()
    #expect(!presenter.isAskingToDiscard)
    #expect(presenter.viewModel.keysHint == "Enter save · Esc cancel · Tab next field")
    #expect(presenter.viewModel.showsCursor)
    #expect(delegate.events.isEmpty)
    presenter.cancel()
    presenter.discard()
    #expect(!presenter.isAskingToDiscard)
    #expect(delegate.events == [.cancelled])
  }

  @Test func theQuestionOutranksARefusalAndBothNameTheConfiguredKeys() throws {
    let keys = try KeyMaps.defaults.configured(
      by: Configuration.parse(
        "[keys.confirm]\nyes = \"o\"\nno = \"x\"\n[keys.dialog]\nsave = \"C-s\"\n"
      ).keys)
    let presenter = presenter(keys: keys)
    presenter.edited(.title, to: "Milkzzz")
    presenter.showError("Due: not a date")
    presenter.cancel()
    #expect(presenter.viewModel.message == .question("Discard changes? o/X"))
    #expect(presenter.viewModel.keysHint == "o discard · x keep editing · Ctrl-S save")
  }

  @Test func theViewModelNamesTheFieldsAndFollowsTheModule() {
    let presenter = presenter()
    presenter.focus(on: .recur)
    presenter.showHeading("Add todo")
    let shown = presenter.viewModel
    #expect(shown.heading == "Add todo")
    #expect(shown.fields.map(\.label) == ["Title", "Due", "Priority", "Tags", "Repeat"])
    #expect(shown.notesLabel == "Notes")
    #expect(shown.focus == .recur)
  }

  @Test(
    "Due says what it reads as: nothing when empty, a reading, or ?",
    arguments: [
      ("", nil), ("  ", nil), ("fri", SideNote("→ Fri 9 Jan", kind: .reading)),
      ("tom 17:00", SideNote("→ Tue 6 Jan 17:00", kind: .reading)),
      ("blursday", SideNote("→ ?")),
    ])
  func dueNote(typed: String, note expected: SideNote?) {
    let presenter = presenter()
    presenter.edited(.due, to: typed)
    #expect(note(.due, of: presenter) == expected)
  }

  @Test func repeatSaysWhatItTakesWhenEmptyAndQuestionsWhatItCannotRead() {
    let presenter = presenter()
    #expect(note(.recur, of: presenter) == SideNote("e.g. 1w or +1m", short: "e.g. 1w"))
    presenter.edited(.recur, to: "weekly")
    #expect(note(.recur, of: presenter) == SideNote("→ ?"))
  }

  @Test(
    "Repeat says in words what the rule typed means, shorter for a narrow dialog",
    arguments: [("+1w", "→ every week from the due date"), ("3d", "→ every 3 days after done")])
  func repeatReading(typed: String, words: String) throws {
    let presenter = presenter()
    presenter.edited(.recur, to: typed)
    let rule = try #require(Recurrence(text: typed))
    #expect(
      note(.recur, of: presenter)
        == SideNote(words, short: "→ " + RepeatText.shortWords(rule), kind: .reading))
  }

  @Test func priorityAndTagsSayWhatTheyTakeAndTitleNothing() {
    let presenter = presenter()
    #expect(note(.priority, of: presenter) == SideNote("H, M, L or none", short: "H/M/L/none"))
    #expect(note(.tags, of: presenter) == SideNote("e.g. work @home", short: "e.g. work"))
    #expect(note(.title, of: presenter) == nil)
  }

  @Test func aNoteIsLongWhereItFitsAndShortWhereNot() throws {
    let hint = try #require(presenter().viewModel.notesHint)
    #expect(hint.words(for: 40) == "new line: Alt-Enter or Ctrl-J")
    #expect(hint.words(for: 20) == "new line: Alt-Enter")
    #expect(hint.words(for: 5) == "new line: Alt-Enter")
  }
}
