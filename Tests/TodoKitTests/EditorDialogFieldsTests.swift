import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The Add/Edit dialog's fields beyond the title: Due with what it reads as, Priority and Tags
/// with what they take, the notes over several rows, refusals that put the cursor in their
/// field, and the dialog at small sizes.
@Suite struct EditorDialogFieldsTests {
  let delegate = MockEditorDelegate()

  private func dialog(_ form: TodoForm = TodoForm()) -> EditorDialog {
    EditorDialog(
      heading: "Add todo", form: form, keys: .defaults, dueReader: Fixture.dueReader,
      delegate: delegate)
  }

  private func type(_ text: String, into dialog: EditorDialog) {
    for character in text { dialog.handle(.character(character)) }
  }

  private func rendered(
    _ dialog: EditorDialog, _ columns: Int = 80, _ rows: Int = 24
  )
    -> ScreenBuffer
  {
    var frame = ScreenBuffer(size: Size(columns: columns, rows: rows))
    dialog.render(into: &frame)
    return frame
  }

  /// The row of `frame` whose text has `label` first inside the box.
  private func row(_ label: String, in frame: ScreenBuffer) -> String? {
    (0..<frame.size.rows).map(frame.rowText).first { $0.contains("│ \(label) ") }
  }

  @Test func theEditDialogOpensWithEveryFieldOfTheTodo() throws {
    let fields = TodoFields(
      title: "Pay tax", content: "forms\nreceipts", due: DueDate(iso: "2026-02-01T17:00"),
      priority: .high, tags: ["home", "@desk"], recur: Recurrence(text: "+1w"))
    let dialog = dialog(TodoForm(fields))
    #expect(!dialog.hasChanges)
    let frame = rendered(dialog)
    #expect(try #require(row("Title", in: frame)).contains("Title    Pay tax"))
    #expect(
      try #require(row("Due", in: frame)).contains("Due      2026-02-01 17:00")
        && row("Due", in: frame)?.contains("→ Sun 1 Feb 17:00") == true)
    #expect(try #require(row("Priority", in: frame)).contains("Priority H"))
    #expect(try #require(row("Tags", in: frame)).contains("Tags     @desk home"))
    #expect(
      try #require(row("Repeat", in: frame)).contains("Repeat   +1w       → every week from"))
    let notes = try #require(row("Notes", in: frame))
    #expect(notes.contains("Notes    forms"))
    #expect(frame.text.contains("│          receipts"))
    #expect(try dialog.form.validated(dueDates: Fixture.dueDates) == fields)
  }

  @Test(
    "Due shows what it reads as while it is typed",
    arguments: [
      ("fri", "→ Fri 9 Jan"), ("tom 17:00", "→ Tue 6 Jan 17:00"),
      ("2027-01-03", "→ Sun 3 Jan 2027"),
      ("eom", "→ Sat 31 Jan"), ("blursday", "→ ?"),
    ])
  func dueReading(typed: String, shown: String) throws {
    let dialog = dialog()
    dialog.handle(.tab)
    type(typed, into: dialog)
    let due = try #require(row("Due", in: rendered(dialog)))
    #expect(due.contains("│ Due      \(typed) "))
    #expect(due.contains(" \(shown) "))
  }

  @Test func anEmptyDueShowsNothingBesideIt() throws {
    let dialog = dialog()
    #expect(dialog.dueReading == .empty)
    let due = try #require(row("Due", in: rendered(dialog)))
    #expect(!due.contains("→"))
    type("  ", into: dialog)
    #expect(dialog.dueReading == .empty)
  }

  @Test(
    "Repeat says in words what the rule typed means",
    arguments: [
      ("+1w", "→ every week from the due date"), ("1w", "→ every week after done"),
      ("3d", "→ every 3 days after done"), ("+2m", "→ every 2 months from the due date"),
      ("1y", "→ every year after done"), ("weekly", "→ ?"),
    ])
  func repeatReading(typed: String, shown: String) throws {
    let dialog = dialog()
    for _ in 0..<4 { dialog.handle(.tab) }
    #expect(dialog.focus == .recur)
    type(typed, into: dialog)
    let rule = try #require(row("Repeat", in: rendered(dialog)))
    #expect(rule.contains("│ Repeat   \(typed) "))
    #expect(rule.contains(" \(shown) "))
  }

  @Test func anEmptyRepeatSaysWhatItTakes() throws {
    #expect(try #require(row("Repeat", in: rendered(dialog()))).contains("e.g. 1w or +1m"))
    #expect(try #require(row("Repeat", in: rendered(dialog(), 40, 12))).contains("e.g. 1w"))
  }

  @Test func priorityAndTagsSayWhatTheyTake() throws {
    let frame = rendered(dialog())
    #expect(try #require(row("Priority", in: frame)).contains("H, M, L or none"))
    #expect(try #require(row("Tags", in: frame)).contains("e.g. work @home"))
  }

  @Test func theDueReadingIsTheEnvironmentsTodayAndNeverMovesItsClock() throws {
    let clock = SteppingClock(start: Fixture.start)
    let environment = TodoEnvironment(
      store: try SQLiteTodoStore.inMemory(), clock: clock, timeZone: Fixture.utc)
    let reader = DueFieldReader(environment)
    #expect(reader.reading(of: "today") == .understood("Mon 5 Jan"))
    #expect(reader.reading(of: "fri") == .understood("Fri 9 Jan"))
    #expect(clock.peek() == Fixture.start)
  }

  // MARK: Notes

  @Test(
    "in the notes Alt-Enter and Ctrl-J break the line, and Enter still saves",
    arguments: [InputEvent.alt(.enter), .key(.control("j"))])
  func notesLineBreak(lineBreak: InputEvent) {
    let dialog = dialog(TodoForm(title: "Milk"))
    dialog.handle(.backTab)
    type("two litres", into: dialog)
    dialog.handle(lineBreak)
    type("semi-skimmed", into: dialog)
    #expect(dialog.focus == .content)
    #expect(delegate.events.isEmpty)
    dialog.handle(.enter)
    #expect(
      delegate.events == [.submitted(TodoForm(title: "Milk", content: "two litres\nsemi-skimmed"))])
  }

  @Test func ctrlJInAOneLineFieldSavesAsEnterDoes() {
    let dialog = dialog(TodoForm(title: "Milk"))
    dialog.handle(.control("j"))
    #expect(delegate.events == [.submitted(TodoForm(title: "Milk"))])
  }

  @Test func upAndDownMoveWithinTheNotesAndLeaveThemAtTheirEdges() {
    let dialog = dialog(TodoForm(title: "Milk", content: "one\ntwo\nthree"))
    dialog.handle(.backTab)
    #expect(dialog.focus == .content)
    dialog.handle(.up)
    dialog.handle(.up)
    #expect(dialog.focus == .content)
    #expect(dialog.notes.cursor == 3)
    dialog.handle(.up)
    #expect(dialog.focus == .recur)
    dialog.handle(.down)
    #expect(dialog.focus == .content)
    dialog.handle(.down)
    dialog.handle(.down)
    #expect(dialog.focus == .content)
    dialog.handle(.down)
    #expect(dialog.focus == .title)
    // Tab leaves the notes from any row.
    dialog.handle(.backTab)
    dialog.handle(.up)
    dialog.handle(.tab)
    #expect(dialog.focus == .title)
  }

  @Test func theNotesHintNamesTheLineBreakKeys() {
    #expect(dialog().notesHint(width: 40) == "new line: Alt-Enter or Ctrl-J")
    #expect(dialog().notesHint(width: 20) == "new line: Alt-Enter")
    #expect(rendered(dialog()).text.contains("new line: Alt-Enter or Ctrl-J"))
  }

  @Test func longNotesScrollToTheCursorAndMarkWhatIsHidden() throws {
    let lines = (1...12).map { "line \($0)" }
    let dialog = dialog(TodoForm(title: "Milk", content: lines.joined(separator: "\n")))
    dialog.handle(.backTab)
    let frame = rendered(dialog, 60, 16)
    let cursor = try #require(frame.cursor)
    #expect(frame.rowText(cursor.y).contains("│          line 12 "))
    #expect(frame.text.contains("│ Notes  ↑ line 9"))
    #expect(!frame.text.contains("line 8"))
    for _ in 0..<11 { dialog.handle(.up) }
    let top = rendered(dialog, 60, 16)
    #expect(top.text.contains("│ Notes    line 1"))
    #expect(top.text.contains("│        ↓ line 4"))
  }

  // MARK: Refusals

  @Test func aRefusalPutsTheCursorInItsField() throws {
    let dialog = dialog(TodoForm(title: "Milk"))
    dialog.showError(FormRejection.unreadableDue("blursday").message)
    dialog.focus(on: .due)
    #expect(dialog.focus == .due)
    let frame = rendered(dialog)
    #expect(frame.text.contains("Cannot read due date \"blursday\""))
    let cursor = try #require(frame.cursor)
    #expect(frame.rowText(cursor.y).contains("│ Due "))
  }

  // MARK: Small terminals

  @Test(
    "the dialog fits and shows every field at small sizes, the notes with fewer rows first",
    arguments: [(30, 8, 1), (40, 12, 3), (60, 16, 5), (80, 24, 8), (50, 9, 1), (50, 11, 2)])
  func smallSizes(columns: Int, rows: Int, notesRows: Int) throws {
    let dialog = dialog(
      TodoForm(title: "Milk", content: (1...20).map { "n\($0)" }.joined(separator: "\n")))
    let frame = rendered(dialog, columns, rows)
    let layout = EditorDialogLayout(size: frame.size, oneLineFields: 4)
    #expect(layout.notesHeight == notesRows)
    #expect(layout.boxHeight <= rows)
    for entry in TodoForm.Entry.allCases {
      #expect(row(entry.label, in: frame) != nil, "\(entry.label) at \(columns)x\(rows)")
    }
    #expect(frame.text.contains("Enter save"))
    #expect((0..<rows).contains { frame.rowText($0).contains("┌") })
    #expect((0..<rows).contains { frame.rowText($0).contains("└") })
    // In the notes, the cursor shows on their last line, wherever that is.
    dialog.handle(.backTab)
    let focused = rendered(dialog, columns, rows)
    let cursor = try #require(focused.cursor)
    #expect(focused.rowText(cursor.y).contains("n20"))
  }

  @Test func atTheSmallestSizeARefusalShowsInsteadOfTheKeys() {
    let dialog = dialog()
    dialog.showError(FormRejection.emptyTitle.message)
    let frame = rendered(dialog, 30, 8)
    #expect(frame.text.contains("Title must not be emp…"))
    #expect(!frame.text.contains("Enter save"))
    dialog.handle(.character("x"))
    #expect(rendered(dialog, 30, 8).text.contains("Enter save"))
  }
}
