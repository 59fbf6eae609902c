import Testing

@testable import TodoCore

/// What the fuzz target `Fuzz/dates` found (docs/architecture.md, "Fuzzing"): each finding a test named after
/// what it broke, its input under `Tests/Fixtures/fuzz/dates`.
@Suite struct DatesFuzzFindingsTests {
  /// The day the found inputs were typed on (the target's, when the input names none).
  static let today = CalendarDay(year: 2026, month: 11, day: 27)

  /// dates (a due date read that does not read back): `100000m` was read as a day in the year
  /// 10360, which no file can hold: JSON and todo.txt wrote `10360-03-27`, which they do not
  /// read back, and the Edit dialog showed the todo a due date it then refused to save. A day
  /// after 9999-12-31, the last a date can be written in, is refused as it is typed.
  @Test func aDueDateAfterTheLastWritableDayIsRefused() throws {
    let parser = DueDateParser(today: try #require(Self.today))
    let typed = try FuzzFixture.text("dates", "a-hundred-thousand-months.txt")
    #expect(throws: DueDateError(text: "100000m")) { try parser.parse(typed) }
    #expect(throws: DueDateError(text: "7974y")) { try parser.parse("7974y") }
    #expect(try parser.parse("7973y") == DueDate(try #require(CalendarDay(iso: "9999-11-27"))))
    let form = TodoForm(title: "t", due: typed)
    #expect(throws: FormRejection.unreadableDue("100000m")) {
      try form.validated(dueDates: parser)
    }
  }

  /// dates (the Add dialog's refusal names other text than the parser's): a due date typed
  /// with a combining mark on its first space (` \u{1AD0}…`) was refused naming it without the
  /// space, where the dialog trims whole characters and keeps it (the mark is drawn on it), so
  /// the message named a lone mark. The parser trims as the dialogs do (`BlankText`).
  @Test func aRefusedDueDateIsNamedAsTheDialogTrimsIt() throws {
    let parser = DueDateParser(today: try #require(Self.today))
    for typed in [try FuzzFixture.text("dates", "a-mark-on-the-first-space.txt"), " \u{301}x "] {
      let trimmed = BlankText.trimmed(typed)
      #expect(trimmed.unicodeScalars.first == " ")
      #expect(throws: DueDateError(text: trimmed)) { try parser.parse(typed) }
      #expect(throws: FormRejection.unreadableDue(trimmed)) {
        try TodoForm(title: "t", due: typed).validated(dueDates: parser)
      }
    }
  }

  /// dates (the Edit dialog saves another rule than the Add dialog): on 2024-02-29, a todo due
  /// `eom` repeating `+1y@29` was saved as `+1y@29`, and the Edit dialog it filled (due
  /// 2024-02-29) saved `+1y`. Both name one series (a yearly one on Feb 29, on the 28th in
  /// other years), but a rule that changes when nothing was edited is a change the user did
  /// not make. A yearly series remembers the 29th only while it is on Feb 28.
  @Test func aYearlyEndOfMonthSeriesOnFebruary29thSavesAsTheEditDialogDoes() throws {
    let lines = try FuzzFixture.text("dates", "a-yearly-eom-series-on-feb-29.txt")
      .split(separator: "\n").map(String.init)
    let parser = DueDateParser(today: try #require(CalendarDay(iso: lines[0])))
    let added = try TodoForm(title: "t", due: lines[1], recur: lines[2]).validated(
      dueDates: parser)
    #expect(added.recur?.description == "+1y")
    #expect(try TodoForm(added).validated(dueDates: parser) == added)
    let inFebruary = DueDateParser(today: try #require(CalendarDay(iso: "2025-02-10")))
    for recur in ["+1y", "+1y@29"] {
      let fields = try TodoForm(title: "t", due: "eom", recur: recur).validated(
        dueDates: inFebruary)
      #expect(fields.recur?.description == "+1y@29")
      #expect(fields.due?.description == "2025-02-28")
    }
    let series = try #require(Recurrence(text: "+1y"))
    let leapDay = try #require(CalendarDay(iso: "2024-02-29"))
    let next = try #require(series.next(after: DueDate(leapDay), completedOn: leapDay))
    #expect(next.due.description == "2025-02-28")
    #expect(next.rule.description == "+1y@29")
    let doneOn = try #require(CalendarDay(iso: "2025-02-28"))
    let after = try #require(next.rule.next(after: next.due, completedOn: doneOn))
    #expect(after.due.description == "2026-02-28")
  }
}
