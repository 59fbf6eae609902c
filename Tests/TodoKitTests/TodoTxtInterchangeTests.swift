import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// todo.txt as the format has it: priority first, then dates; real calendar days only; the
/// dates read are kept; tags, due dates and priorities read and written as fields, and every
/// field written so it reads back.
@Suite struct TodoTxtInterchangeTests {
  private static func day(_ text: Substring) -> Date? { TodoTxtInterchange.day(text) }

  private func decode(_ text: String) throws -> [ImportedTodo] {
    try TodoTxtInterchange.decode(Data(text.utf8))
  }

  @Test(
    "only real calendar days are dates",
    arguments: [
      ("2026-01-05", true), ("2024-02-29", true), ("2000-02-29", true), ("2026-12-31", true),
      ("2026-13-45", false), ("2026-02-29", false), ("1900-02-29", false), ("2026-04-31", false),
      ("2026-00-10", false), ("2026-01-00", false), ("2026-1-05", false), ("２０２６-01-05", false),
      ("2026-01-05x", false), ("+026-01-05", false),
    ])
  func calendarDays(text: String, isDay: Bool) {
    #expect((Self.day(text[...]) != nil) == isDay)
  }

  @Test func daysAreMidnightUTC() {
    #expect(Self.day("2026-01-05") == Date(timeIntervalSince1970: 1_767_571_200))
  }

  @Test func readsPriorityTagsDatesAndDone() throws {
    let todos = try decode(
      """
      (A) 2026-01-01 call mom +family @phone
      x 2026-01-03 2026-01-02 paid pri:B
      x 2026-01-04 finished
      2026-13-45 not a date
      (B) no date due:2026-02-01
      (C) low due:2026-02-01T17:30 due:2026-03-01
      (D) other letters are text
      x (A) 2026-01-01 done with a priority

      """)
    #expect(
      todos.map(\.fields.title) == [
        "call mom", "paid", "finished", "2026-13-45 not a date", "no date",
        "low due:2026-03-01", "(D) other letters are text",
        "(A) 2026-01-01 done with a priority",
      ])
    #expect(todos.map(\.fields.priority.value) == [1, 5, 0, 0, 5, 9, 0, 0])
    #expect(todos[0].fields.tags == ["family", "@phone"])
    #expect(todos.dropFirst().allSatisfy { $0.fields.tags.isEmpty })
    #expect(
      todos.map(\.fields.due) == [
        nil, nil, nil, nil, DueDate(iso: "2026-02-01"), DueDate(iso: "2026-02-01T17:30"), nil,
        nil,
      ])
    #expect(todos.map(\.fields.done) == [false, true, true, false, false, false, false, true])
    #expect(
      todos.map(\.created) == [
        Self.day("2026-01-01"), Self.day("2026-01-02"), nil, nil, nil, nil, nil, nil,
      ])
    #expect(
      todos.map(\.updated) == [
        nil, Self.day("2026-01-03"), Self.day("2026-01-04"), nil, nil, nil, nil, nil,
      ])
  }

  @Test func writesPriorityFirstThenDatesThenTitleTagsAndKeys() {
    let created = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let items = [
      TodoItem(
        id: 1, fields: TodoFields(title: "call mom", priority: .high, tags: ["family", "@phone"]),
        created: created, updated: created + 86_400),
      TodoItem(
        id: 2, fields: TodoFields(title: "paid", done: true, priority: .medium),
        created: created, updated: created + 86_400),
      TodoItem(id: 3, title: "plain", content: "a note", created: created, updated: created),
      TodoItem(id: 4, title: "(A) ", created: created, updated: created),
      TodoItem(id: 5, title: "(a) lower case is no priority", created: created, updated: created),
      TodoItem(
        id: 6,
        fields: TodoFields(
          title: "due", due: DueDate(iso: "2026-02-01T17:30"), priority: Priority(value: 7) ?? .low
        ), created: created, updated: created),
    ]
    #expect(
      TodoTxtInterchange.encode(items) == """
        (A) 2026-01-01 call mom @phone +family
        x 2026-01-02 2026-01-01 paid pri:B
        2026-01-01 plain content:a%20note
        2026-01-01 (A) 
        2026-01-01 (a) lower case is no priority
        (C) 2026-01-01 due due:2026-02-01T17:30 pri:7

        """)
  }

  @Test(
    "a title the words cannot carry is written readably and exactly in a title: key",
    arguments: [
      ("call +mom", "call title:call%20+mom"),
      ("two\nlines\tand a tab", "two lines and a tab title:two%0Alines%09and%20a%20tab"),
      ("see due:2026-01-01", "see title:see%20due:2026-01-01"),
      ("@home", "title:@home"),
      ("a content:b", "a title:a%20content:b"),
      ("pri:A", "title:pri:A"),
    ])
  func exactTitle(title: String, written: String) throws {
    let created = Date(timeIntervalSince1970: 1_767_225_600)
    let item = TodoItem(id: 1, title: title, created: created, updated: created)
    let line = TodoTxtInterchange.encode([item])
    #expect(line == "2026-01-01 \(written)\n")
    let back = try decode(line)
    #expect(back.map(\.fields) == [Self.listless(item.fields)])
  }

  @Test func titlesThatReadBackAreWrittenAsTheyAre() {
    for title in [
      "100% sure (A) x", "+", "@", "due:someday", "pri:D", " spaced  out ", "1+1", "a@b",
      "nul\u{0}byte",
    ] {
      #expect(TodoTxtInterchange.titleReadsBack(title), "\(title)")
    }
  }

  @Test(
    "a priority is written as its class's letter, with pri:N where the letter does not say it",
    arguments: [
      (1, "(A) 2026-01-01 t", "x 2026-01-01 2026-01-01 t pri:A"),
      (2, "(A) 2026-01-01 t pri:2", "x 2026-01-01 2026-01-01 t pri:2"),
      (4, "(A) 2026-01-01 t pri:4", "x 2026-01-01 2026-01-01 t pri:4"),
      (5, "(B) 2026-01-01 t", "x 2026-01-01 2026-01-01 t pri:B"),
      (6, "(C) 2026-01-01 t pri:6", "x 2026-01-01 2026-01-01 t pri:6"),
      (9, "(C) 2026-01-01 t", "x 2026-01-01 2026-01-01 t pri:C"),
      (0, "2026-01-01 t", "x 2026-01-01 2026-01-01 t"),
    ])
  func priorityIsKeptExactly(value: Int, open: String, done: String) throws {
    let created = Date(timeIntervalSince1970: 1_767_225_600)
    for (isDone, line) in [(false, open), (true, done)] {
      let item = TodoItem(
        id: 1,
        fields: TodoFields(title: "t", done: isDone, priority: Priority(value: value) ?? .none),
        created: created, updated: created)
      #expect(TodoTxtInterchange.encode([item]) == line + "\n")
      let back = try decode(TodoTxtInterchange.encode([item]))
      #expect(back.map(\.fields.priority.value) == [value], "done: \(isDone)")
    }
  }

  @Test(
    "an exact priority stands only beside a letter of its own class",
    arguments: [
      ("(A) 2026-01-01 t pri:3", 3), ("(C) 2026-01-01 t pri:3", 9), ("2026-01-01 t pri:7", 7),
      ("x 2026-01-01 t pri:2", 2), ("x 2026-01-01 t pri:B pri:2", 5), ("(A) t pri:1", 1),
    ])
  func exactPriorityBesideALetter(line: String, value: Int) throws {
    #expect(try decode(line).map(\.fields.priority.value) == [value])
  }

  @Test func roundTripsExactly() throws {
    let created = Date(timeIntervalSince1970: 1_767_225_600)
    let hostile = "读书 🎉 100%\ttab\nnewline +tag @ctx due:2026-01-01 content:x title:y"
    let items = [
      TodoItem(
        id: 1, title: "(C) 2025-12-31 starts with a date", created: created, updated: created),
      TodoItem(id: 2, title: "x marks", created: created, updated: created),
      TodoItem(
        id: 3, title: "nul\u{0}in title", content: "tab\tnul\u{0}", created: created,
        updated: created),
      TodoItem(id: 4, title: "(A) done", done: true, created: created, updated: created + 86_400),
      TodoItem(
        id: 5,
        fields: TodoFields(
          title: hostile, content: hostile, due: DueDate(iso: "2026-12-01T17:00"),
          priority: .medium, tags: ["读书", "🎉", "100%", "@家"]),
        created: created, updated: created),
      TodoItem(
        id: 6,
        fields: TodoFields(
          title: hostile, content: hostile, done: true, due: DueDate(iso: "2026-12-01"),
          priority: .low, tags: ["a"]),
        created: created, updated: created + 86_400),
      TodoItem(
        id: 7,
        fields: TodoFields(
          title: "Water plants", due: DueDate(iso: "2026-01-31"), recur: Recurrence(text: "+1m")),
        created: created, updated: created),
      TodoItem(
        id: 8,
        fields: TodoFields(
          title: "rec:1w in the title", done: true, due: DueDate(iso: "2026-01-05T09:00"),
          recur: Recurrence(text: "2w")),
        created: created, updated: created + 86_400),
    ]
    let back = try decode(TodoTxtInterchange.encode(items))
    #expect(back.map(\.fields) == items.map { Self.listless($0.fields) })
    #expect(back.map(\.created) == items.map(\.created))
    #expect(back.map { $0.updated ?? $0.created } == items.map(\.updated))
  }

  @Test func aRepeatRuleIsARecKeyAfterTheDueDate() throws {
    let created = Date(timeIntervalSince1970: 1_767_225_600)
    let item = TodoItem(
      id: 1,
      fields: TodoFields(
        title: "Water plants", due: DueDate(iso: "2026-01-05"), recur: Recurrence(text: "+1w")),
      created: created, updated: created)
    #expect(
      TodoTxtInterchange.encode([item]) == "2026-01-01 Water plants due:2026-01-05 rec:+1w\n")
    #expect(
      try decode("Water due:2026-01-05 rec:3d").map(\.fields.recur) == [Recurrence(text: "3d")])
    // A rec: word todo cannot read (or would not write so) is a word of the title.
    #expect(try decode("a rec:weekly due:2026-01-05").map(\.fields.title) == ["a rec:weekly"])
    #expect(try decode("a rec:01w due:2026-01-05").map(\.fields.recur) == [nil])
  }

  @Test func aRepeatRuleWithoutADueDateIsRefusedNamingTheLine() {
    let error = #expect(throws: ImportError.self) { try decode("a due:2026-01-05\nb rec:1w") }
    #expect(
      error?.description.hasPrefix("line 2: rec: needs a due: date") == true,
      "\(String(describing: error))")
  }

  @Test(arguments: [
    (
      "ok\nwork content:first content:second",
      "line 2: content: is given twice (one todo has one note)"
    ),
    ("a content: content:x", "line 1: content: is given twice (one todo has one note)"),
    ("a title:one title:two", "line 1: title: is given twice (one todo has one title)"),
  ])
  func aKeyGivenTwiceIsRefusedNamingTheLine(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try decode(text) }
    #expect(error?.description == message)
  }

  @Test func skipsBlankLinesAndAByteOrderMark() throws {
    let todos = try TodoTxtInterchange.decode(
      Data([0xEF, 0xBB, 0xBF]) + Data("one\n\u{200B}\n \ntwo\n".utf8))
    #expect(todos.map(\.fields.title) == ["one", "two"])
  }

  @Test func aPriorityOrDatesAloneAreNoTodo() {
    for line in ["(A)", "(A) 2026-01-01", "x 2026-01-02 2026-01-01", "(A) \u{FEFF}"] {
      let error = #expect(throws: ImportError.self) { try decode("ok\n\(line)\n") }
      #expect(error?.description == "line 2: the todo has no title", "\(line)")
    }
  }
}

extension TodoTxtInterchangeTests {
  /// `fields` as a todo.txt line carries them: in no list (a todo.txt file holds one list's
  /// todos, and names none), so a line reads back in the list the import goes to.
  static func listless(_ fields: TodoFields) -> TodoFields {
    var fields = fields
    fields.list = ""
    return fields
  }
}

// MARK: - Subtasks (SPEC §16)

extension TodoTxtInterchangeTests {
  /// A file as topydo writes one after `dep add`: `id:` on a parent, `p:` on each subtask, a
  /// subtask before its parent, a subtask of a subtask, and a `p:` that names no `id:`.
  private static let topydoFile = """
    (A) 2026-01-02 Pack books p:1
    2026-01-01 Move house +home id:1

    Buy boxes p:2
    Label boxes id:2 p:1
    Call Bob p:7
    """

  @Test("topydo's id: and p: are links between the file's todos, taken out of the titles")
  func readsTopydoLinks() throws {
    let todos = try decode(Self.topydoFile)
    #expect(
      todos.map(\.fields.title) == [
        "Pack books", "Move house", "Buy boxes", "Label boxes", "Call Bob p:7",
      ])
    #expect(todos.map(\.parentEntry) == [1, nil, 3, 1, nil])
    #expect(todos.allSatisfy { $0.fields.parent == nil && $0.calendar == nil })
  }

  @Test(
    "an id: or p: that links nothing stays in the title, as does a second parent",
    arguments: [
      ("a id:1\nb id:1 p:1\n", ["a", "b id:1"], [nil, 0]),
      ("a id:1\nb id:2\nc p:2 p:1\n", ["a id:1", "b", "c p:1"], [nil, nil, 1]),
      ("a id:1 p:1\n", ["a id:1 p:1"], [nil]),
      ("a id:\nb p:\n", ["a id:", "b p:"], [nil, nil]),
    ] as [(String, [String], [Int?])])
  func unlinkedKeysAreText(text: String, titles: [String], parents: [Int?]) throws {
    let todos = try decode(text)
    #expect(todos.map(\.fields.title) == titles)
    #expect(todos.map(\.parentEntry) == parents)
  }

  @Test("imported, the file's ids become UIDs from the store's source and the tree stands")
  func anImportedTopydoTreeStands() throws {
    let store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "test"))
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    #expect(try cases.add(imported: try decode(Self.topydoFile)) == 5)
    let items = try store.items()
    let byTitle = Dictionary(uniqueKeysWithValues: items.map { ($0.title, $0) })
    let move = try #require(byTitle["Move house"])
    let label = try #require(byTitle["Label boxes"])
    let boxes = try #require(byTitle["Buy boxes"])
    #expect(byTitle["Pack books"]?.parent == move.calendar.uid)
    #expect(label.parent == move.calendar.uid)
    #expect(try store.read { try $0.ancestry(of: boxes.id) } == [label.id, move.id])
    #expect(Set(items.map(\.calendar.uid)).count == 5)
    #expect(items.allSatisfy { $0.calendar.uid.hasPrefix("test-") })
  }

  @Test("export writes id: on parents, 1, 2… in order, and p: on subtasks; they read back")
  func writesAndReadsBackTheTree() throws {
    let created = Date(timeIntervalSince1970: 1_767_225_600)
    func item(
      _ id: TodoID, _ title: String, _ uid: String, under parent: String? = nil
    )
      -> TodoItem
    {
      TodoItem(
        id: id, fields: TodoFields(title: title, parent: parent), created: created,
        updated: created, calendar: CalendarRecord(uid: uid))
    }
    let items = [
      item(1, "Pack books", "pack", under: "move"),
      item(2, "Move house", "move"),
      item(3, "Buy boxes", "boxes", under: "label"),
      item(4, "Label boxes", "label", under: "move"),
      item(5, "Elsewhere", "far", under: "not-exported"),
      item(6, "see p:1", "text"),
    ]
    let text = TodoTxtInterchange.encode(items)
    #expect(
      text == """
        2026-01-01 Pack books p:1
        2026-01-01 Move house id:1
        2026-01-01 Buy boxes p:2
        2026-01-01 Label boxes id:2 p:1
        2026-01-01 Elsewhere
        2026-01-01 see title:see%20p:1

        """)
    let back = try decode(text)
    #expect(back.map(\.fields.title) == items.map(\.title))
    #expect(back.map(\.parentEntry) == [1, nil, 3, 1, nil, nil])
  }
}
