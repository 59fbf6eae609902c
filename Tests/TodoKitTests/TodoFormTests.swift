import Foundation
import Testing
import TodoTestKit

@testable import TodoCore

/// The form the dialogs and the command line fill: validation into fields, and the patch of
/// only the entries a person changed.
@Suite struct TodoFormTests {
  @Test func aFormFilledFromATodoHoldsItsText() {
    let item = Fixture.item(1, "Milk", content: "2 l", done: true)
    let form = TodoForm(item)
    #expect(form == TodoForm(title: "Milk", content: "2 l"))
    #expect(TodoForm.Entry.allCases.map { form[$0] } == ["Milk", "", "", "", "", "2 l"])
  }

  @Test func theDialogShowsEveryFieldInTheOrderOfTheSpecNotesLast() {
    #expect(
      TodoForm.Entry.allCases.map(\.label) == [
        "Title", "Due", "Priority", "Tags", "Repeat", "Notes",
      ])
    #expect(
      TodoForm.Entry.allCases.map(\.field) == [.title, .due, .priority, .tags, .recur, .content])
    #expect(TodoForm.Entry.allCases.filter(\.isMultiline) == [.content])
  }

  @Test func theDueFieldAloneReadsAsSavingWouldReadIt() throws {
    #expect(try TodoForm(due: " ").dueDate(dueDates: Fixture.dueDates) == nil)
    #expect(
      try TodoForm(due: "fri 17:00").dueDate(dueDates: Fixture.dueDates)
        == DueDate(iso: "2026-01-09T17:00"))
    #expect(
      try TodoForm(due: "2027-03-01T08:30").dueDate(dueDates: Fixture.dueDates)
        == DueDate(iso: "2027-03-01T08:30"))
    #expect(throws: FormRejection.unreadableDue("blursday")) {
      try TodoForm(title: "", due: " blursday ").dueDate(dueDates: Fixture.dueDates)
    }
  }

  @Test(
    "a refusal names the field the dialog puts the cursor in",
    arguments: [
      (FormRejection.emptyTitle, TodoForm.Entry.title), (.unreadableDue("x"), .due),
      (.unreadablePriority("Z"), .priority), (.notATag("a,b"), .tags),
      (.repeatWithoutDue, .due), (.unreadableRepeat("weekly"), .recur),
    ])
  func refusalEntry(rejection: FormRejection, entry: TodoForm.Entry) {
    #expect(rejection.entry == entry)
  }

  @Test func aRepeatRuleIsReadWithItsDueDateAndWrittenBackTheSame() throws {
    let fields = try TodoForm(title: "Water plants", due: "mon", recur: " +1W ").validated(
      dueDates: Fixture.dueDates)
    #expect(fields.recur == Recurrence(every: 1, .week, schedule: .fixed))
    #expect(fields.due == DueDate(iso: "2026-01-12"))
    #expect(TodoForm(fields).recur == "+1w")
    #expect(
      try TodoForm(recur: "3d").recurrence()
        == Recurrence(every: 3, .day, schedule: .fromCompletion))
    #expect(try TodoForm(recur: "  ").recurrence() == nil)
  }

  @Test func aRepeatRuleWithoutADueDateIsRefusedAtTheDueField() {
    #expect(throws: FormRejection.repeatWithoutDue) {
      try TodoForm(title: "Water plants", recur: "1w").validated(dueDates: Fixture.dueDates)
    }
    #expect(FormRejection.repeatWithoutDue.message == "A repeating todo needs a due date")
  }

  @Test func anUnreadableRuleIsRefusedNamingWhatToType() {
    #expect(throws: FormRejection.unreadableRepeat("weekly")) {
      try TodoForm(title: "Water plants", due: "mon", recur: " weekly ").validated(
        dueDates: Fixture.dueDates)
    }
    let message = FormRejection.unreadableRepeat("weekly").message
    #expect(message.hasPrefix("Cannot read repeat rule \"weekly\""))
    for example in ["1w", "+1w", "3d", "2m", "1y"] { #expect(message.contains(example)) }
  }

  @Test func aRuleSetAloneIsReadWithoutTheDueDate() throws {
    let patch = try TodoForm(recur: "2m").patch(setting: [.recur], dueDates: Fixture.dueDates)
    #expect(patch.fields == [.recur])
    let due = DueDate(iso: "2026-03-01")
    #expect(
      patch.applied(to: TodoFields(title: "Rent", due: due)).recur
        == Recurrence(every: 2, .month, schedule: .fromCompletion))
  }

  @Test func validatedFieldsAreANewOpenTodo() throws {
    let fields = try TodoForm(title: " Milk\u{200B} ", content: " 2 l ").validated(
      dueDates: Fixture.dueDates)
    #expect(fields == TodoFields(title: "Milk", content: " 2 l ", done: false))
  }

  @Test func thePatchHoldsOnlyTheEntriesThatChanged() throws {
    let opened = TodoForm(title: "Milk", content: "2 l")
    var typed = opened
    typed.content = "3 l"
    let patch = try typed.patch(over: opened, dueDates: Fixture.dueDates)
    #expect(patch.fields == [.content])
    let now = TodoFields(title: "Oat milk", content: "2 l", done: true)
    #expect(patch.applied(to: now) == TodoFields(title: "Oat milk", content: "3 l", done: true))
  }

  @Test func withoutAnOriginalEveryEntryIsPatchedAndTheTitleTrimmed() throws {
    let patch = try TodoForm(title: "  New ", content: "").patch(
      over: nil, dueDates: Fixture.dueDates)
    #expect(patch.fields == TodoForm.fields)
    #expect(
      patch.applied(to: TodoFields(title: "Old", content: "x", done: true))
        == TodoFields(title: "New", content: "", done: true))
  }

  @Test func anUnchangedBlankTitleIsStillRefused() {
    let opened = TodoForm(title: "", content: "a")
    var typed = opened
    typed.content = "b"
    #expect(throws: FormRejection.emptyTitle) {
      try typed.patch(over: opened, dueDates: Fixture.dueDates)
    }
  }

  @Test func anUnchangedFormIsAnEmptyPatch() throws {
    let opened = TodoForm(title: "Milk", content: "")
    #expect(try opened.patch(over: opened, dueDates: Fixture.dueDates).isEmpty)
  }

  // MARK: - Due date, priority and tags

  @Test func aFormFilledFromATodoHoldsTextThatReadsBackAsItsFields() throws {
    let fields = TodoFields(
      title: "Tax", content: "forms", due: DueDate(iso: "2026-04-30T17:00"),
      priority: Priority(value: 2) ?? .high, tags: ["home", "@desk"])
    let form = TodoForm(fields)
    #expect(form.due == "2026-04-30 17:00")
    #expect(form.priority == "2")
    #expect(form.tags == "@desk home")
    #expect(try form.validated(dueDates: Fixture.dueDates) == fields)
  }

  @Test func theDueDateIsReadInWordsAsOfTheParsersDay() throws {
    // Fixture.dueDates: typed on Monday 2026-01-05.
    let fields = try TodoForm(title: "a", due: "fri 17:00", priority: "h", tags: "+work  @phone")
      .validated(dueDates: Fixture.dueDates)
    #expect(fields.due == DueDate(iso: "2026-01-09T17:00"))
    #expect(fields.priority == .high)
    #expect(fields.tags == ["work", "@phone"])
    #expect(try TodoForm(title: "a", due: "  ").validated(dueDates: Fixture.dueDates).due == nil)
  }

  @Test func aWrittenOutDueDateNeedsNoToday() throws {
    var asked = false
    let parser: () -> DueDateParser = {
      asked = true
      return Fixture.dueDates
    }
    _ = try TodoForm(title: "a", due: "2026-12-01").validated(dueDates: parser())
    #expect(!asked)
    _ = try TodoForm(title: "a", due: "tomorrow").validated(dueDates: parser())
    #expect(asked)
  }

  @Test(
    "what cannot be read is refused with the sentence the dialog shows",
    arguments: [
      (TodoForm(title: "a", due: "blursday"), "Cannot read due date \"blursday\""),
      (TodoForm(title: "a", due: " 2026-02-30 "), "Cannot read due date \"2026-02-30\""),
      (TodoForm(title: "a", priority: "X"), "Cannot read priority \"X\" (H, M, L or none)"),
      (
        TodoForm(title: "a", tags: "ok ++no"),
        "Cannot use \"++no\" as a tag (one word, no spaces, like work or @phone)"
      ),
    ])
  func refusals(form: TodoForm, message: String) {
    let error = #expect(throws: FormRejection.self) {
      try form.validated(dueDates: Fixture.dueDates)
    }
    #expect(error?.message == message)
  }

  @Test func aDialogThatChangedOnlyTheTitleLeavesTheOtherFieldsAlone() throws {
    let opened = TodoForm(
      TodoFields(title: "a", due: DueDate(iso: "2026-02-01"), priority: .low, tags: ["x"]))
    var typed = opened
    typed.title = "b"
    let patch = try typed.patch(over: opened, dueDates: Fixture.dueDates)
    #expect(patch.fields == [.title])
    let theirs = TodoFields(title: "a", due: nil, priority: .high, tags: ["y"])
    #expect(
      patch.applied(to: theirs) == TodoFields(title: "b", due: nil, priority: .high, tags: ["y"]))
  }

  @Test func aPatchOfSomeFieldsReadsAndChecksOnlyThose() throws {
    let form = TodoForm(title: "", due: "tomorrow", priority: "bad")
    let patch = try form.patch(setting: [.due, .done], dueDates: Fixture.dueDates)
    #expect(patch.fields == [.due])
    #expect(
      patch.applied(to: TodoFields(title: "kept", done: true))
        == TodoFields(title: "kept", done: true, due: DueDate(iso: "2026-01-06")))
    #expect(throws: FormRejection.unreadablePriority("bad")) {
      try form.patch(setting: [.priority], dueDates: Fixture.dueDates)
    }
    #expect(throws: FormRejection.emptyTitle) {
      try form.patch(setting: [.title], dueDates: Fixture.dueDates)
    }
    let none = try TodoForm(due: "").patch(setting: [.due], dueDates: Fixture.dueDates)
    #expect(none.applied(to: TodoFields(due: DueDate(iso: "2026-01-06"))).due == nil)
  }

  @Test func theCommandLinesTagWordsAreCheckedOneByOne() throws {
    #expect(try TodoForm.tags(["+work", "@phone", "work"]) == ["work", "@phone"])
    #expect(throws: FormRejection.notATag("a b")) { try TodoForm.tags(["ok", "a b"]) }
  }
}
