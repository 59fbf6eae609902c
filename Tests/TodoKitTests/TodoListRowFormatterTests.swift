import Testing
import TodoCore
import TodoTerminal
import TodoTestKit

@testable import TodoUI

/// The list's rows and their columns: priority, title and tags, due date; what gives way on a
/// narrow screen; overdue marked in text.
@Suite struct TodoListRowFormatterTests {
  /// A todo with fields; `due` as JSON writes it (`2026-01-09T10:30`).
  private static func item(
    _ id: TodoID, _ title: String, due: String? = nil, priority: Priority = .none,
    tags: TagSet = .empty, done: Bool = false
  ) -> TodoItem {
    TodoItem(
      id: id,
      fields: TodoFields(
        title: title, done: done, due: due.flatMap { DueDate(iso: $0) }, priority: priority,
        tags: tags),
      created: Fixture.start, updated: Fixture.start)
  }

  /// The rows of `items` (all loaded) with `titleWidth` columns after the marker, drawn on
  /// Monday 2026-01-05 at 09:00.
  private static func rows(
    _ items: [TodoItem], titleWidth: Int = 74, highlighted: [String] = []
  ) -> (columns: TodoListColumns, rows: [TodoListRowViewModel]) {
    TodoListRowFormatter(titleWidth: titleWidth, highlighted: highlighted, dueText: Fixture.dueText)
      .rows(items.map { (TodoListEntry($0), $0) })
  }

  /// SPEC §16: a subtask is indented two columns a level; a parent shows its done and all
  /// children before its tags; a folded one starts with `▸` and says how many it hides.
  @Test func subtasksAreIndentedUnderTheirParentWhichShowsItsProgress() {
    let items = [
      Self.item(1, "Move house", tags: ["home"]), Self.item(2, "Pack books"),
      Self.item(3, "Label boxes", done: true), Self.item(4, "Shop"),
    ]
    let entries = [
      TodoListEntry(id: 1, done: false, children: 2, doneChildren: 1, descendants: 3),
      TodoListEntry(id: 2, done: false, depth: 1, children: 1, doneChildren: 1, descendants: 1),
      TodoListEntry(id: 3, done: true, depth: 2),
      TodoListEntry(id: 4, done: false, children: 3, descendants: 5, folded: true),
    ]
    .map { entry in
      // The top is shown for context: its row says so, for the view to mute.
      var entry = entry
      entry.isContext = entry.id == 1
      return entry
    }
    let (_, rows) = TodoListRowFormatter(
      titleWidth: 74, highlighted: ["box"], dueText: Fixture.dueText
    ).rows(Array(zip(entries, items.map(Optional.some))))
    #expect(rows.map(\.title) == ["Move house", "  Pack books", "    Label boxes", "▸ Shop"])
    #expect(rows.map(\.tags) == ["1/2 +home", "1/1", "", "0/3 ▸5"])
    // The filter's match is found where the indented title shows it.
    #expect(rows[2].matches == [10..<13])
    #expect(rows.map(\.isContext) == [true, false, false, false])
  }

  @Test func aListWithoutFieldsHasOnlyTheTitleColumn() {
    let (columns, rows) = Self.rows([Self.item(1, "Buy milk"), Self.item(2, "Call mum")])
    #expect(columns == TodoListColumns(priority: nil, title: 5, due: nil))
    #expect(rows.map(\.title) == ["Buy milk", "Call mum"])
    #expect(rows.allSatisfy { $0.priority.isEmpty && $0.tags.isEmpty && $0.due.isEmpty })
  }

  @Test func aPriorityOnScreenAddsItsColumnForEveryRow() {
    let (columns, rows) = Self.rows([
      Self.item(1, "Urgent", priority: .high), Self.item(2, "Whenever"),
      Self.item(3, "Kept from a calendar", priority: Priority(value: 7) ?? .none),
    ])
    #expect(columns.priority == 5)
    #expect(columns.title == 7)
    #expect(rows.map(\.priority) == ["H", "", "L"])
  }

  @Test(
    "the due column says when, in the short form",
    arguments: [
      ("2026-01-05", "today"), ("2026-01-06", "tomorrow"), ("2026-01-09", "Fri"),
      ("2026-03-14", "14 Mar"), ("2027-01-03", "2027-01-03"),
      ("2026-01-09T10:30", "Fri 10:30"), ("2026-01-05T17:00", "today 17:00"),
    ])
  func dueForms(due: String, expected: String) {
    let (columns, rows) = Self.rows([Self.item(1, "Something", due: due)])
    #expect(rows.first?.due == expected)
    #expect(rows.first?.isOverdue == false)
    // The column is as wide as its widest cell, at the right, one column left free after it.
    #expect(columns.due == 5 + 74 - DisplayWidth.of(expected))
  }

  @Test func dueDatesLineUpWhateverTheTitles() {
    let (columns, rows) = Self.rows([
      Self.item(1, "Short", due: "2026-01-06"),
      Self.item(2, "A title of quite some length", due: "2026-01-09T10:30"),
      Self.item(3, "No due date"),
    ])
    #expect(columns.due == 5 + 74 - "Fri 10:30".count)
    #expect(rows.map(\.due) == ["tomorrow", "Fri 10:30", ""])
  }

  @Test func overdueIsMarkedInTextAndTheOtherDatesStayInLine() {
    let (_, rows) = Self.rows([
      Self.item(1, "Rent", due: "2026-01-04"),
      Self.item(2, "This morning", due: "2026-01-05T08:59"),
      Self.item(3, "Later today", due: "2026-01-05T09:01"),
      Self.item(4, "All of today", due: "2026-01-05"),
    ])
    #expect(rows.map(\.due) == ["!yesterday", "!today 08:59", " today 09:01", " today"])
    #expect(rows.map(\.isOverdue) == [true, true, false, false])
  }

  @Test func aRepeatingTodoIsMarkedAfterItsDueDateInEveryFormButTheOverdueMark() {
    var water = Self.item(1, "Water plants", due: "2026-01-04T18:00")
    water.fields.recur = Recurrence(text: "+1w")
    var rent = Self.item(2, "Rent", due: "2026-01-31")
    rent.fields.recur = Recurrence(text: "1m")
    let (columns, rows) = Self.rows([water, rent, Self.item(3, "Once", due: "2026-01-06")])
    #expect(rows.map(\.due) == ["!yesterday 18:00 ↻", " 31 Jan ↻", " tomorrow"])
    #expect(columns.due == 5 + 74 - "!yesterday 18:00 ↻".count)
    // Narrower, the time goes first, then the date with its mark.
    let (_, dayOnly) = Self.rows([water, rent], titleWidth: 16 + 1 + 12)
    #expect(dayOnly.map(\.due) == ["!yesterday ↻", " 31 Jan ↻"])
    let (_, markOnly) = Self.rows([water, rent], titleWidth: 16 + 1 + 4)
    #expect(markOnly.map(\.due) == ["!", ""])
  }

  @Test func aDoneTodoIsNeverOverdue() {
    let (_, rows) = Self.rows([Self.item(1, "Paid", due: "2026-01-02", done: true)])
    #expect(rows.first?.due == "2 Jan")
    #expect(rows.first?.isOverdue == false)
  }

  @Test func tagsFollowTheTitleAsTheyAreTyped() {
    let (_, rows) = Self.rows([Self.item(1, "Call the plumber", tags: ["home", "@phone"])])
    #expect(rows.first?.title == "Call the plumber")
    #expect(rows.first?.tags == "@phone +home")
  }

  @Test func tagsAreShownVisiblyAndCutAtTheirDisplayWidth() {
    let tags: TagSet = ["bell\u{7}", "読書会", "旅行"]
    let (_, wide) = Self.rows([Self.item(1, "A title", tags: tags)], titleWidth: 36)
    #expect(wide.first?.tags == "+bell␇ +旅行 +読書会")
    // 20 columns: 12 are left after the title; `行` would end at 12, past the `…`.
    let (_, narrow) = Self.rows([Self.item(1, "A title", tags: tags)], titleWidth: 20)
    #expect(narrow.first?.title == "A title")
    #expect(narrow.first?.tags == "+bell␇ +旅…")
  }

  @Test func aMissingRowShowsAnEllipsisAndNoFields() {
    let formatter = TodoListRowFormatter(titleWidth: 74, highlighted: [], dueText: Fixture.dueText)
    let (columns, rows) = formatter.rows([(TodoListEntry(id: 9, done: false), nil)])
    #expect(columns == TodoListColumns())
    #expect(rows == [TodoListRowViewModel(marker: "[ ]", title: "…", done: false)])
  }

  // MARK: - Narrow screens

  /// The same three todos at every width: the due column's widest cell is `!yesterday`
  /// (10 columns) or `today 17:00` (11, with the space before an open one's date: 12).
  private static let busy = [
    item(1, "Pay the rent", due: "2026-01-04", priority: .high, tags: ["home"]),
    item(
      2, "Call the plumber about the leak", due: "2026-01-05T17:00", priority: .medium,
      tags: ["home", "@phone"]),
    item(3, "Renew passport", due: "2027-01-03"),
  ]

  @Test func wideEverythingShowsWhole() {
    let (columns, rows) = Self.rows(Self.busy, titleWidth: 74)
    #expect(
      rows.map(\.title) == ["Pay the rent", "Call the plumber about the leak", "Renew passport"])
    #expect(rows.map(\.tags) == ["+home", "@phone +home", ""])
    #expect(rows.map(\.due) == ["!yesterday", " today 17:00", " 2027-01-03"])
    #expect(columns.due == 7 + 72 - 12)
  }

  @Test func narrowerTheTagsGiveWayFirst() {
    // 54 columns: 52 after the priority, 12 for the due column, 39 for title and tags.
    let (_, rows) = Self.rows(Self.busy, titleWidth: 54)
    #expect(rows[1].title == "Call the plumber about the leak")
    #expect(rows[1].tags == "@phone…")
    #expect(rows[1].due == " today 17:00")
    // 44 columns: 29 for title and tags; the long title is cut and its tags go, the short
    // one keeps its tags; the due dates are whole.
    let (_, narrower) = Self.rows(Self.busy, titleWidth: 44)
    #expect(narrower[1].title == "Call the plumber about the l…")
    #expect(narrower[1].tags == "")
    #expect(narrower[0].tags == "+home")
    #expect(narrower.map(\.due) == ["!yesterday", " today 17:00", " 2027-01-03"])
  }

  @Test func thenTheDueColumnDropsTheTimeThenTheDate() {
    // 31 columns, 29 after the priority: dates with times (12) leave the title its 16.
    let (withTime, rows) = Self.rows(Self.busy, titleWidth: 31)
    #expect(rows[1].due == " today 17:00")
    #expect(withTime.due == 7 + 29 - 12)
    // 30: they would leave 15, so the time goes (11 for ` 2027-01-03`, leaving 16).
    let (dayOnly, days) = Self.rows(Self.busy, titleWidth: 30)
    #expect(days.map(\.due) == ["!yesterday", " today", " 2027-01-03"])
    #expect(dayOnly.due == 7 + 28 - 11)
    // 29: the date goes too; only the overdue mark is left, and the title has 25.
    let (markOnly, marks) = Self.rows(Self.busy, titleWidth: 29)
    #expect(marks.map(\.due) == ["!", "", ""])
    #expect(marks.map(\.isOverdue) == [true, false, false])
    #expect(markOnly.due == 7 + 27 - 1)
    #expect(marks[1].title == "Call the plumber about t…")
    #expect(marks[0].tags == "+home")
  }

  @Test func theTitleKeepsItsMinimumWhenTheDueColumnShrinks() {
    for titleWidth in 20...74 {
      let (columns, rows) = Self.rows(Self.busy, titleWidth: titleWidth)
      let titleRoom = (columns.due ?? 0) - 1 - columns.title
      #expect(titleRoom >= TodoListRowFormatter.minimumTitleWidth, "at \(titleWidth)")
      for row in rows {
        let tags = row.tags.isEmpty ? 0 : 1 + DisplayWidth.of(row.tags)
        #expect(DisplayWidth.of(row.title) + tags <= titleRoom, "at \(titleWidth): \(row)")
      }
    }
  }

  @Test(
    "title and tags share the room: both whole, else the title first and the tags cut",
    arguments: [
      // room, title, tags → title, tags
      (40, 10, 12, 10, 12), (40, 30, 12, 30, 9), (40, 38, 12, 40, 0), (20, 15, 6, 15, 4),
      (20, 17, 3, 20, 0), (10, 30, 5, 10, 0), (40, 12, 0, 40, 0),
    ])
  func split(room: Int, title: Int, tags: Int, expectedTitle: Int, expectedTags: Int) {
    let split = TodoListRowFormatter.split(room, title: title, tags: tags)
    #expect(split.title == expectedTitle)
    #expect(split.tags == expectedTags)
    #expect(split.tags == 0 || split.title + 1 + split.tags <= room)
  }
}
