import Foundation
import Testing
import TodoCore
import TodoStorage
import TodoTerminal
import TodoTestKit
import TodoUI

/// The detail presenter between a mock view, interactor, router and module delegate.
@Suite struct TodoDetailPresenterTests {
  let view = MockTodoDetailView()
  let interactor = MockTodoDetailInteractor()
  let router = MockTodoDetailRouter()
  let delegate = MockTodoDetailModuleDelegate()
  let presenter: TodoDetailPresenter

  /// Item 7: created 09:00 UTC, updated 10:00 UTC.
  static let item = TodoItem(
    id: 7,
    title: "Write tests",
    content: "The quick brown fox jumps over the lazy dog",
    created: Fixture.start,
    updated: Fixture.start + 3600
  )

  init() {
    presenter = Self.makePresenter(
      interactor: interactor, router: router, timeZone: Fixture.utc)
    presenter.view = view
    presenter.moduleDelegate = delegate
  }

  private static func makePresenter(
    interactor: MockTodoDetailInteractor, router: MockTodoDetailRouter, timeZone: TimeZone
  ) -> TodoDetailPresenter {
    TodoDetailPresenter(
      interactor: interactor, router: router, timeZone: timeZone, keys: .defaults,
      dueText: { Fixture.dueText })
  }

  private func load(_ item: TodoItem = Self.item, width: Int = 30, lines: Int = 20) {
    presenter.viewDidLayout(TodoDetailLayout(width: width, visibleLines: lines))
    presenter.didFetch(item, family: TodoFamily())
  }

  private var shownText: [String] {
    get throws { try view.shown.lines.map(\.text) }
  }

  // MARK: - View → presenter → interactor / router

  @Test func backCloses() {
    load()
    presenter.back()
    #expect(router.calls == [.close])
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func editPresentsFilledEditor() {
    load()
    presenter.edit()
    #expect(
      router.calls == [
        .presentEditor(heading: "Edit todo", form: TodoForm(Self.item))
      ])
    #expect(router.editorDelegate === presenter)
  }

  @Test func submitUpdates() {
    load()
    presenter.edit()
    let form = TodoForm(title: "Write more tests", content: "")
    presenter.editorDidSubmit(form)
    #expect(interactor.todoActions.calls == [.update(7, form)])
  }

  @Test func cancelDismissesWithoutSaving() {
    load()
    presenter.edit()
    presenter.editorDidCancel()
    #expect(router.calls.last == .dismissDialog)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  /// What `d` on the todo asks, once its interactor counted no subtasks.
  private static let deleteQuestion = Confirmation(
    heading: "Delete", verb: "Delete", subject: "Write tests")

  @Test func deleteAsksWithQuotedTitle() {
    load()
    presenter.delete()
    #expect(interactor.todoActions.calls == [.askToDelete(7)])
    presenter.willAsk(.delete(Self.item, subtasks: 0))
    #expect(router.calls == [.presentConfirmation(Self.deleteQuestion)])
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls == [.askToDelete(7)])
  }

  @Test func confirmedDeleteDeletes() {
    load()
    presenter.willAsk(.delete(Self.item, subtasks: 0))
    router.answer(true)
    #expect(interactor.todoActions.calls == [.delete(7)])
  }

  @Test func refusedDeleteDoesNothing() {
    load()
    presenter.willAsk(.delete(Self.item, subtasks: 0))
    router.answer(false)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    #expect(router.calls == [.presentConfirmation(Self.deleteQuestion)])
    #expect(delegate.events.isEmpty)
  }

  @Test func toggleToggles() {
    load()
    presenter.toggleDone()
    #expect(interactor.todoActions.calls == [.toggleDone(7)])
  }

  @Test func actionsWaitForTheItem() {
    presenter.viewDidLayout(TodoDetailLayout(width: 30, visibleLines: 20))
    presenter.edit()
    presenter.delete()
    presenter.toggleDone()
    #expect(router.calls.isEmpty)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  // MARK: - Interactor → presenter → view, module delegate, router

  @Test func fetchedItemBecomesLines() throws {
    load()
    let model = try view.shown
    #expect(model.breadcrumb == "Todo › Write tests")
    #expect(
      model.lines == [
        TodoDetailLine("Write tests", .title),
        TodoDetailLine("", .text),
        TodoDetailLine("Status    [ ] open", .label),
        TodoDetailLine("Created   2026-01-05 09:00", .label),
        TodoDetailLine("Updated   2026-01-05 10:00", .label),
        TodoDetailLine("", .text),
        TodoDetailLine("Notes", .heading),
        TodoDetailLine("The quick brown fox jumps over", .text),
        TodoDetailLine("the lazy dog", .text),
      ])
    #expect(model.position == "")
    #expect(model.footer == StatusLine("Esc back · e edit · ? help"))
  }

  @Test(
    "dates are shown in the given time zone",
    arguments: [
      ("UTC", "2026-01-05 09:00"),
      ("Asia/Tokyo", "2026-01-05 18:00"),
      ("America/New_York", "2026-01-05 04:00"),
      ("Asia/Kolkata", "2026-01-05 14:30"),
      ("Pacific/Pago_Pago", "2026-01-04 22:00"),
    ])
  func datesInTimeZone(identifier: String, expected: String) throws {
    let zone = try #require(TimeZone(identifier: identifier))
    let view = MockTodoDetailView()
    let presenter = Self.makePresenter(interactor: interactor, router: router, timeZone: zone)
    presenter.view = view
    presenter.viewDidLayout(TodoDetailLayout(width: 40, visibleLines: 20))
    presenter.didFetch(Self.item, family: TodoFamily())
    let lines = try #require(view.last).lines.map(\.text)
    #expect(lines.contains("Created   \(expected)"))
  }

  @Test func contentWrapsAtLayoutWidth() throws {
    load(width: 16)
    let text = try shownText
    #expect(Array(text.suffix(3)) == ["The quick brown", "fox jumps over", "the lazy dog"])
    #expect(text.allSatisfy { DisplayWidth.of($0) <= 16 })
  }

  @Test func contentKeepsItsLineBreaks() throws {
    load(Fixture.item(1, "T", content: "first\n\nthird"))
    #expect(try Array(shownText.suffix(3)) == ["first", "", "third"])
  }

  @Test func longTitleWrapsAndBreadcrumbIsCut() throws {
    load(Fixture.item(1, "A long title that needs more than one line"), width: 20)
    let model = try view.shown
    #expect(model.breadcrumb == "Todo › A long title…")
    #expect(
      Array(model.lines.prefix(3)) == [
        TodoDetailLine("A long title that", .title),
        TodoDetailLine("needs more than one", .title),
        TodoDetailLine("line", .title),
      ])
  }

  @Test func emptyContentShowsPlaceholder() throws {
    load(Fixture.item(1, "Bare"))
    #expect(
      try view.shown.lines.last == TodoDetailLine("No notes. Press e to add some.", .placeholder))
  }

  @Test func narrowFactsAreCut() throws {
    load(width: 20)
    let text = try shownText
    #expect(text.contains("Created   2026-01-0…"))
    #expect(text.allSatisfy { DisplayWidth.of($0) <= 20 })
  }

  @Test func scrollingMovesOffsetAndPosition() throws {
    let content = (1...20).map { "line \($0)" }.joined(separator: "\n")
    load(Fixture.item(1, "Long", content: content), width: 30, lines: 10)
    #expect(try view.shown.position == "1–10/27")
    #expect(try view.shown.lines.first == TodoDetailLine("Long", .title))
    presenter.move(.lines(1))
    #expect(try view.shown.position == "2–11/27")
    #expect(try view.shown.lines.count == 10)
    presenter.move(.lines(100))
    #expect(try view.shown.position == "18–27/27")
    #expect(try shownText.first == "line 11")
    #expect(try shownText.last == "line 20")
    presenter.move(.lines(-100))
    #expect(try view.shown.position == "1–10/27")
    presenter.move(.pages(1))
    #expect(try view.shown.position == "10–19/27")
    presenter.move(.pages(1))
    #expect(try view.shown.position == "18–27/27")
    presenter.move(.pages(-1))
    #expect(try view.shown.position == "9–18/27")
  }

  @Test func topAndBottomGoToEitherEndInOneStep() throws {
    let content = (1...20).map { "line \($0)" }.joined(separator: "\n")
    load(Fixture.item(1, "Long", content: content), width: 30, lines: 10)
    presenter.move(.last)
    #expect(try view.shown.position == "18–27/27")
    #expect(try shownText.last == "line 20")
    presenter.move(.lines(-1))
    #expect(try view.shown.position == "17–26/27")
    presenter.move(.first)
    #expect(try view.shown.position == "1–10/27")
    presenter.move(.last)
    presenter.move(.lines(1))
    #expect(try view.shown.position == "18–27/27")
  }

  @Test func bottomOfAShortBodyIsItsTop() throws {
    load(width: 30, lines: 20)
    presenter.move(.last)
    #expect(try view.shown.position == "")
    #expect(try view.shown.lines.first == TodoDetailLine("Write tests", .title))
  }

  @Test func growingShowsEverything() throws {
    let content = (1...20).map { "line \($0)" }.joined(separator: "\n")
    load(Fixture.item(1, "Long", content: content), width: 30, lines: 10)
    presenter.move(.lines(100))
    presenter.viewDidLayout(TodoDetailLayout(width: 30, visibleLines: 40))
    #expect(try view.shown.position == "")
    #expect(try view.shown.lines.count == 27)
    #expect(try view.shown.lines.first == TodoDetailLine("Long", .title))
  }

  @Test func didUpdateShowsEditTellsListAndClosesEditor() throws {
    load()
    presenter.edit()
    var edited = Self.item
    edited.title = "Write better tests"
    edited.updated = Fixture.start + 7200
    presenter.didAct(.updated(edited, hiddenByFilter: false))
    #expect(router.calls.last == .dismissDialog)
    #expect(delegate.events == [.changed(edited)])
    let model = try view.shown
    #expect(model.breadcrumb == "Todo › Write better tests")
    #expect(model.lines.first == TodoDetailLine("Write better tests", .title))
    #expect(model.lines.contains(TodoDetailLine("Updated   2026-01-05 11:00", .label)))
    #expect(model.footer == StatusLine("Saved \"Write better tests\""))
  }

  @Test func unchangedEditSaysSo() throws {
    load()
    presenter.edit()
    presenter.didAct(.updated(Self.item, hiddenByFilter: false))
    #expect(router.calls.last == .dismissDialog)
    #expect(try view.shown.footer == StatusLine("No changes"))
  }

  @Test func didToggleShowsStateAndTellsList() throws {
    load()
    var done = Self.item
    done.done = true
    presenter.didAct(.toggled(ToggleOutcome(done)))
    #expect(try shownText.contains("Status    [x] done"))
    #expect(try view.shown.footer == StatusLine("Done: \"Write tests\""))
    presenter.didAct(.toggled(ToggleOutcome(Self.item)))
    #expect(try shownText.contains("Status    [ ] open"))
    #expect(try view.shown.footer == StatusLine("Open again: \"Write tests\""))
    #expect(delegate.events == [.changed(done), .changed(Self.item)])
    #expect(router.calls.isEmpty)
  }

  @Test func completingARepeatingTodoSaysWhenTheNextIsDueAndTellsTheListOfBoth() throws {
    load(width: 60)
    var done = Self.item(due: "2026-01-05")
    done.done = true
    done.fields.recur = Recurrence(text: "+1w")
    var next = done
    next.id = 8
    next.done = false
    next.due = DueDate(iso: "2026-01-12")
    presenter.didAct(.toggled(ToggleOutcome(done, next: next)))
    #expect(try shownText.contains("Status    [x] done"))
    #expect(
      try view.shown.footer == StatusLine("Done: \"Write tests\" · next due Mon 12 Jan"))
    #expect(delegate.events == [.completed(done, next: next)])
  }

  @Test func didDeleteTellsListThenCloses() {
    load()
    presenter.willAsk(.delete(Self.item, subtasks: 0))
    router.answer(true)
    presenter.didAct(.deleted(Self.item))
    #expect(delegate.events == [.deleted(Self.item)])
    #expect(router.calls == [.presentConfirmation(Self.deleteQuestion), .close])
  }

  @Test func didRejectKeepsEditorOpenWithReason() throws {
    load()
    presenter.edit()
    presenter.editorDidSubmit(TodoForm(title: ""))
    presenter.didReject(.emptyTitle)
    #expect(try #require(router.editor).errors == ["Title must not be empty"])
    #expect(!router.calls.contains(.dismissDialog))
    #expect(delegate.events.isEmpty)
  }

  @Test func didFailShowsErrorFooter() throws {
    load()
    presenter.didFail("todo 7 no longer exists")
    #expect(try view.shown.footer == StatusLine("todo 7 no longer exists", isError: true))
    #expect(router.calls.isEmpty)
  }

  // MARK: - Deleted elsewhere

  @Test func aTodoDeletedElsewhereStaysOnScreenAndSaysSo() throws {
    load()
    presenter.didFindDeleted(7)
    #expect(router.calls.isEmpty)
    #expect(try shownText.contains("Status    deleted elsewhere"))
    #expect(
      try view.shown.footer
        == StatusLine("This todo was deleted elsewhere · Esc back", isError: true))
    presenter.toggleDone()
    presenter.delete()
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    #expect(router.calls.isEmpty)
    #expect(try view.shown.footer.text == "This todo was deleted elsewhere · Esc back")
    presenter.back()
    #expect(router.calls == [.close])
  }

  @Test func aTodoDeletedBeforeItWasShownSaysSo() throws {
    presenter.viewDidLayout(TodoDetailLayout(width: 40, visibleLines: 10))
    presenter.didFindDeleted(7)
    #expect(try shownText == ["This todo was deleted elsewhere."])
  }

  @Test func aTodoBackFromElsewhereIsShownAgain() throws {
    load()
    presenter.didFindDeleted(7)
    presenter.didFetch(Self.item, family: TodoFamily())
    #expect(try shownText.contains("Status    [ ] open"))
    #expect(try !view.shown.footer.isError)
  }

  @Test func anOpenEditOfATodoDeletedElsewhereBecomesAnAddAndShowsTheNewTodo() throws {
    load()
    presenter.edit()
    presenter.didFindDeleted(7)
    let editor = try #require(router.editor)
    #expect(editor.headings == ["Add todo"])
    #expect(editor.errors == ["Deleted elsewhere · Enter adds it as a new todo"])
    presenter.editorDidSubmit(TodoForm(title: "Write more tests"))
    #expect(interactor.todoActions.calls == [.add(TodoForm(title: "Write more tests"))])
    var added = Self.item
    added.id = 8
    added.title = "Write more tests"
    presenter.didAct(.added(added, clearingFilter: false))
    #expect(router.calls.last == .dismissDialog)
    #expect(delegate.events == [.added(added)])
    #expect(try view.shown.breadcrumb == "Todo › Write more tests")
    #expect(try view.shown.footer == StatusLine("Added \"Write more tests\""))
  }

  @Test func editOnATodoDeletedElsewhereOffersToAddItAgain() throws {
    load()
    presenter.didFindDeleted(7)
    presenter.edit()
    #expect(router.calls == [.presentEditor(heading: "Add todo", form: TodoForm(Self.item))])
    #expect(
      try #require(router.editor).errors == ["Deleted elsewhere · Enter adds it as a new todo"])
  }

  @Test func didFailKeepsTheOpenEditorAndItsText() throws {
    load()
    presenter.edit()
    presenter.didFail("disk on fire")
    #expect(!router.calls.contains(.dismissDialog))
    #expect(try #require(router.editor).errors == ["disk on fire"])
  }

  @Test func nextKeyClearsStatus() throws {
    load()
    presenter.didFail("boom")
    presenter.move(.lines(1))
    #expect(try view.shown.footer == StatusLine("Esc back · e edit · ? help"))
  }

  // MARK: - Fields

  /// Item 7 with fields; `due` as JSON writes it.
  private static func item(
    due: String? = nil, priority: Priority = .none, tags: TagSet = .empty, done: Bool = false
  ) -> TodoItem {
    var item = Self.item
    item.due = due.flatMap { DueDate(iso: $0) }
    item.priority = priority
    item.tags = tags
    item.done = done
    return item
  }

  /// The lines between Status and Created.
  private var fieldLines: [TodoDetailLine] {
    get throws {
      let lines = try view.shown.lines
      let status = try #require(lines.firstIndex { $0.text.hasPrefix("Status") })
      let created = try #require(lines.firstIndex { $0.text.hasPrefix("Created") })
      return Array(lines[(status + 1)..<created])
    }
  }

  @Test func everyFieldIsShownAndTheNotesFollowUnderTheirName() throws {
    load(Self.item(due: "2026-01-05T17:00", priority: .high, tags: ["home", "@phone"]), width: 40)
    #expect(
      try fieldLines == [
        TodoDetailLine("Due       Mon 5 Jan 17:00 · today", .label),
        TodoDetailLine("Priority  H", .label),
        TodoDetailLine("Tags      @phone +home", .label),
      ])
    #expect(
      try Array(shownText.suffix(3)) == ["Notes", "The quick brown fox jumps over the lazy", "dog"])
  }

  @Test(
    "the due date in the long form, with today and tomorrow said",
    arguments: [
      ("2026-01-06", "Tue 6 Jan · tomorrow"), ("2026-01-09T10:30", "Fri 9 Jan 10:30"),
      ("2027-01-03", "Sun 3 Jan 2027"), ("2026-01-05", "Mon 5 Jan · today"),
    ])
  func dueDate(due: String, expected: String) throws {
    load(Self.item(due: due), width: 40)
    #expect(try fieldLines == [TodoDetailLine("Due       " + expected, .label)])
  }

  @Test func overdueIsSaidInWordsAndDrawnAsAnAlert() throws {
    load(Self.item(due: "2026-01-05T08:30"), width: 40)
    #expect(try fieldLines == [TodoDetailLine("Due       Mon 5 Jan 08:30 · overdue", .alert)])
  }

  @Test(
    "the repeat rule in words, then as it is typed",
    arguments: [
      ("+1w", "every week from the due date (+1w)"), ("1w", "every week after done (1w)"),
      ("3d", "every 3 days after done (3d)"), ("+2m", "every 2 months from the due date (+2m)"),
    ])
  func repeatRule(rule: String, expected: String) throws {
    var item = Self.item(due: "2026-01-09")
    item.fields.recur = Recurrence(text: rule)
    load(item, width: 60)
    #expect(
      try fieldLines == [
        TodoDetailLine("Due       Fri 9 Jan", .label),
        TodoDetailLine("Repeat    " + expected, .label),
      ])
  }

  @Test func aDoneTodoIsNotOverdue() throws {
    load(Self.item(due: "2026-01-02", done: true), width: 40)
    #expect(try fieldLines == [TodoDetailLine("Due       Fri 2 Jan", .label)])
  }

  @Test(
    "the priority's class, and its exact value when it is not the class's own",
    arguments: [(1, "H"), (2, "H (2)"), (4, "H (4)"), (5, "M"), (6, "L (6)"), (9, "L")])
  func priority(value: Int, expected: String) throws {
    load(Self.item(priority: try #require(Priority(value: value))), width: 40)
    #expect(try fieldLines == [TodoDetailLine("Priority  " + expected, .label)])
  }

  @Test func manyTagsWrapUnderTheFirstAndAreNeverCut() throws {
    load(Self.item(tags: ["errands", "home", "@phone", "读书", "x\u{7}"]), width: 24)
    #expect(
      try fieldLines == [
        TodoDetailLine("Tags      @phone", .label),
        TodoDetailLine("          +errands +home", .label),
        TodoDetailLine("          +x␇ +读书", .label),
      ])
  }

  @Test func aTodoWithoutFieldsShowsNoFieldLines() throws {
    load()
    #expect(try fieldLines == [])
  }

  @Test func anIdleTickInANewMinuteShowsTheScreenAgainWithoutReadingTheStore() throws {
    var now = Fixture.dueText
    let presenter = TodoDetailPresenter(
      interactor: interactor, router: router, timeZone: Fixture.utc, keys: .defaults,
      dueText: { now })
    presenter.view = view
    presenter.viewDidLayout(TodoDetailLayout(width: 40, visibleLines: 20))
    presenter.didFetch(Self.item(due: "2026-01-05T17:00"), family: TodoFamily())
    let shown = view.displayed.count
    presenter.viewDidIdle()
    #expect(view.displayed.count == shown)
    now = DueText(today: Fixture.dueText.today, time: TimeOfDay(hour: 17, minute: 1) ?? .midnight)
    presenter.viewDidIdle()
    #expect(view.displayed.count == shown + 1)
    #expect(try fieldLines == [TodoDetailLine("Due       Mon 5 Jan 17:00 · overdue", .alert)])
    #expect(interactor.calls == [.fetchIfChangedElsewhere, .fetchIfChangedElsewhere])
  }

  // MARK: - Ownership

  @Test func holdsViewAndDelegateWeakly() {
    weak var viewProbe: MockTodoDetailView?
    weak var delegateProbe: MockTodoDetailModuleDelegate?
    do {
      let view = MockTodoDetailView()
      let delegate = MockTodoDetailModuleDelegate()
      presenter.view = view
      presenter.moduleDelegate = delegate
      viewProbe = view
      delegateProbe = delegate
    }
    #expect(viewProbe == nil)
    #expect(delegateProbe == nil)
  }

  // MARK: - E and +/-

  @Test func notesSavedInTheEditorAreSavedAndShown() throws {
    load()
    router.notesOutcome = .saved("Over the lazy dog\nagain")
    presenter.editNotes()
    #expect(
      router.calls == [
        .editNotes("The quick brown fox jumps over the lazy dog", fileName: "write-tests.md")
      ])
    #expect(interactor.todoActions.calls == [.saveNotes("Over the lazy dog\nagain", of: Self.item)])
    var saved = Self.item
    saved.content = "Over the lazy dog\nagain"
    presenter.didAct(.notesSaved(saved, hiddenByFilter: false))
    #expect(try shownText.suffix(2) == ["Over the lazy dog", "again"])
    #expect(try view.shown.footer == StatusLine("Notes saved: \"Write tests\""))
    #expect(delegate.events == [.changed(saved)])
  }

  @Test func anEditorLeftUnchangedOrFailingSavesNothingAndSaysSo() throws {
    load(width: 60)
    presenter.editNotes()
    #expect(try view.shown.footer == StatusLine("Notes unchanged"))
    router.notesOutcome = .failed("no editor is set up here")
    presenter.editNotes()
    #expect(
      try view.shown.footer
        == StatusLine("Editor failed: no editor is set up here", isError: true))
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    #expect(delegate.events.isEmpty)
  }

  @Test func notesOfATodoDeletedWhileTheEditorWasOpenGoIntoTheAddDialog() throws {
    load()
    presenter.didAct(.notesUnsaved(Self.item, notes: "kept"))
    #expect(try shownText.contains("Status    deleted elsewhere"))
    var form = TodoForm(Self.item)
    form.content = "kept"
    #expect(router.calls == [.presentEditor(heading: "Add todo", form: form)])
    #expect(router.editor?.errors == ["Deleted elsewhere · Enter adds it as a new todo"])
  }

  @Test func eOnATodoDeletedElsewhereOffersTheNotesAsANewTodo() throws {
    load()
    presenter.didFindDeleted(7)
    router.notesOutcome = .saved("kept")
    presenter.editNotes()
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
    var form = TodoForm(Self.item)
    form.content = "kept"
    #expect(router.calls.last == .presentEditor(heading: "Add todo", form: form))
    // + and - do nothing there, as x and d.
    presenter.stepPriority(.raise)
    #expect(interactor.calls.isEmpty && interactor.todoActions.calls.isEmpty)
  }

  @Test func plusAndMinusStepThePriorityAndTellTheListOnlyOfAChange() throws {
    load(width: 60)
    presenter.stepPriority(.lower)
    #expect(interactor.todoActions.calls == [.stepPriority(.lower, of: 7)])
    presenter.didAct(.priorityStepped(Self.item, from: .none, .lower))
    #expect(try view.shown.footer == StatusLine("No priority to lower: \"Write tests\""))
    #expect(delegate.events.isEmpty)
    var raised = Self.item
    raised.priority = .low
    presenter.didAct(.priorityStepped(raised, from: .none, .raise))
    #expect(try view.shown.footer == StatusLine("Priority none → L: \"Write tests\""))
    #expect(delegate.events == [.changed(raised)])
  }
}
