import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// JSON import and export: exact text, times that come back, strict syntax, `[]` when empty.
@Suite struct JSONInterchangeTests {
  private func decode(_ text: String) throws -> [ImportedTodo] {
    try JSONInterchange.decode(Data(text.utf8))
  }

  @Test func emptyIsTwoBrackets() throws {
    #expect(JSONInterchange.encode([]) == Data("[]\n".utf8))
    #expect(try decode("[]").isEmpty)
  }

  @Test func nulBytesAreKept() throws {
    let todos = try decode(#"[{"title": "nul\u0000byte", "content": "\u0000"}]"#)
    #expect(todos == [ImportedTodo(TodoFields(title: "nul\u{0}byte", content: "\u{0}"))])
  }

  @Test func exportImportsBackWithItsTimes() throws {
    let items = [
      TodoItem(
        id: 7, title: "a", content: "b", done: true, created: Fixture.start,
        updated: Fixture.start + 90)
    ]
    let back = try JSONInterchange.decode(JSONInterchange.encode(items))
    #expect(
      back == [
        ImportedTodo(
          TodoFields(title: "a", content: "b", done: true, list: Fixture.firstList),
          created: Fixture.start,
          updated: Fixture.start + 90)
      ])
  }

  @Test func timesMayHaveFractionsOrBeAbsent() throws {
    let todos = try decode(
      #"[{"title": "a", "created": "2026-01-05T09:00:00.250Z"}, {"title": "b", "updated": null}]"#)
    #expect(todos[0].created == Fixture.start + 0.25)
    #expect(todos[1].created == nil)
    #expect(todos[1].updated == nil)
  }

  @Test(
    "a bad time names the entry",
    arguments: [
      (
        #"[{"title": "a"}, {"title": "b", "created": "yesterday"}]"#,
        "entry 2: \"created\" must be a time like 2026-01-05T09:00:00Z (got \"yesterday\")"
      ),
      (
        #"[{"title": "a", "updated": 5}]"#,
        "entry 1: \"updated\" must be a time like 2026-01-05T09:00:00Z"
      ),
    ])
  func badTime(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try decode(text) }
    #expect(error?.description == message)
  }

  @Test func aByteOrderMarkIsSkipped() throws {
    let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"[{"title": "a"}]"#.utf8)
    #expect(try JSONInterchange.decode(data).map(\.fields.title) == ["a"])
  }

  @Test(
    "blank titles are refused by the one rule",
    arguments: ["", " ", "\u{FEFF}", "\u{200B}\u{2060}", "\u{200E}\n"])
  func blankTitle(title: String) throws {
    let text = String(
      decoding: try JSONSerialization.data(withJSONObject: [["title": title]]), as: UTF8.self)
    let error = #expect(throws: ImportError.self) { try decode(text) }
    #expect(error?.description == "entry 1: \"title\" must not be empty")
  }

  // MARK: - Due dates, priorities and tags

  @Test func dueDatePriorityAndTagsAreReadAndWrittenBack() throws {
    let todos = try decode(
      #"""
      [{"title": "a", "due": "2026-12-01", "priority": 1, "tags": ["work", "+home", "@phone"]},
       {"title": "b", "due": "2026-12-01T17:00", "priority": 7, "tags": []},
       {"title": "c", "due": null, "priority": 0, "tags": null},
       {"title": "d", "priority": null}]
      """#)
    #expect(
      todos.map(\.fields.due) == [
        DueDate(iso: "2026-12-01"), DueDate(iso: "2026-12-01T17:00"), nil, nil,
      ])
    #expect(todos.map(\.fields.priority.value) == [1, 7, 0, 0])
    #expect(todos.map(\.fields.tags) == [["work", "home", "@phone"], [], [], []])
    let items = todos.enumerated().map { index, todo in
      TodoItem(
        id: TodoID(index + 1), fields: todo.fields, created: Fixture.start,
        updated: Fixture.start)
    }
    #expect(
      try JSONInterchange.decode(JSONInterchange.encode(items)).map(\.fields) == todos.map(\.fields)
    )
  }

  @Test func aRepeatRuleIsReadAndWrittenBackAndAbsentOrNullIsNone() throws {
    let todos = try decode(
      #"""
      [{"title": "a", "due": "2026-01-31", "recur": "+1m"},
       {"title": "b", "due": "2026-01-05T09:00", "recur": "1w"},
       {"title": "c", "recur": null}, {"title": "d"}]
      """#)
    #expect(
      todos.map(\.fields.recur) == [
        Recurrence(every: 1, .month, schedule: .fixed),
        Recurrence(every: 1, .week, schedule: .fromCompletion), nil, nil,
      ])
    let items = todos.enumerated().map { index, todo in
      TodoItem(
        id: TodoID(index + 1), fields: todo.fields, created: Fixture.start,
        updated: Fixture.start)
    }
    let written = String(decoding: JSONInterchange.encode(items), as: UTF8.self)
    #expect(written.contains(#""recur" : "+1m""#), "\(written)")
    #expect(written.components(separatedBy: "\"recur\"").count == 3, "\(written)")
    #expect(try JSONInterchange.decode(Data(written.utf8)).map(\.fields) == todos.map(\.fields))
  }

  @Test func exportLeavesOutEmptyFieldsSoEarlierOutputsStayAsTheyWere() throws {
    let plain = String(
      decoding: JSONInterchange.encode([Fixture.item(1, "a")]), as: UTF8.self)
    for key in ["due", "priority", "tags", "recur"] {
      #expect(!plain.contains("\"\(key)\""), "\(plain)")
    }
    let full = String(
      decoding: JSONInterchange.encode([
        TodoItem(
          id: 1,
          fields: TodoFields(
            title: "a", due: DueDate(iso: "2026-12-01T17:00"), priority: .medium,
            tags: ["b", "a"]), created: Fixture.start, updated: Fixture.start)
      ]), as: UTF8.self)
    #expect(full.contains(#""due" : "2026-12-01T17:00""#), "\(full)")
    #expect(full.contains(#""priority" : 5"#), "\(full)")
    #expect(full.contains("\"tags\" : [\n      \"a\",\n      \"b\"\n    ]"), "\(full)")
  }

  @Test(
    "a bad due date, priority or tag names the entry",
    arguments: [
      (
        #"[{"title": "a"}, {"title": "b", "due": "tomorrow"}]"#,
        "entry 2: \"due\" must be a date like 2026-12-01 or 2026-12-01T17:00 (got \"tomorrow\")"
      ),
      (
        #"[{"title": "a", "due": 20261201}]"#,
        "entry 1: \"due\" must be a date like 2026-12-01 or 2026-12-01T17:00"
      ),
      (
        #"[{"title": "a", "priority": 10}]"#,
        "entry 1: \"priority\" must be a whole number from 0 (none) to 9 (got 10)"
      ),
      (
        #"[{"title": "a", "priority": "H"}]"#,
        "entry 1: \"priority\" must be a whole number from 0 (none) to 9"
      ),
      (
        #"[{"title": "a"}, {"title": "b", "priority": 1.5}]"#,
        "entry 2: \"priority\" must be a whole number from 0 (none) to 9"
      ),
      (
        #"[{"title": "a", "priority": 1e300}]"#,
        "entry 1: \"priority\" must be a whole number from 0 (none) to 9"
      ),
      (
        #"[{"title": "a", "priority": 99999999999999999999}]"#,
        "entry 1: \"priority\" must be a whole number from 0 (none) to 9"
      ),
      (
        #"[{"title": "a", "tags": ["ok", "two words"]}]"#,
        "entry 1: \"tags\" must be a list of words without spaces, like [\"home\", \"@phone\"] (got \"two words\")"
      ),
      (
        #"[{"title": "a", "due": "2026-01-05", "recur": "weekly"}]"#,
        "entry 1: \"recur\" must be a repeat rule like \"1w\", \"+1w\", \"3d\", \"2m\" or \"1y\" (got \"weekly\")"
      ),
      (
        #"[{"title": "a", "due": "2026-01-05", "recur": 7}]"#,
        "entry 1: \"recur\" must be a repeat rule like \"1w\", \"+1w\", \"3d\", \"2m\" or \"1y\""
      ),
      (
        #"[{"title": "a"}, {"title": "b", "recur": "1w"}]"#,
        "entry 2: \"recur\" needs a \"due\" date: a repeating todo needs one"
      ),
      (
        #"[{"title": "a", "tags": "home"}]"#,
        "entry 1: \"tags\" must be a list of words without spaces, like [\"home\", \"@phone\"]"
      ),
    ])
  func badField(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try decode(text) }
    #expect(error?.description == message)
  }
}

// MARK: - Subtasks (SPEC §16)

extension JSONInterchangeTests {
  /// A move, a subtask and its subtask: three levels, linked by UID.
  private static let tree = [
    TodoItem(
      id: 1, fields: TodoFields(title: "Move"), created: Fixture.start, updated: Fixture.start,
      calendar: CalendarRecord(uid: "move")),
    TodoItem(
      id: 2, fields: TodoFields(title: "Pack books", parent: "move"), created: Fixture.start,
      updated: Fixture.start, calendar: CalendarRecord(uid: "pack")),
    TodoItem(
      id: 3, fields: TodoFields(title: "Buy boxes", parent: "pack"), created: Fixture.start,
      updated: Fixture.start, calendar: CalendarRecord(uid: "boxes")),
  ]

  @Test("every object has its uid, a subtask its parent's, and a tree comes back by them")
  func aThreeLevelTreeRoundTrips() throws {
    let text = String(decoding: JSONInterchange.encode(Self.tree), as: UTF8.self)
    #expect(text.contains(#""uid" : "move""#), "\(text)")
    #expect(text.contains(#""parent" : "pack""#), "\(text)")
    #expect(text.components(separatedBy: #""parent""#).count == 3, "only subtasks name one")
    let back = try decode(text)
    #expect(back.map(\.calendar?.uid) == ["move", "pack", "boxes"])
    #expect(back.map(\.fields.parent) == [nil, "move", "pack"])
    #expect(back.map(\.fields) == Self.tree.map(\.fields))
  }

  @Test("imported, a tree stands as it was, the subtask before its parent too; again, nothing")
  func anImportedTreeIsPlacedAndNotAddedTwice() throws {
    let store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "test"))
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    let file = JSONInterchange.encode(Array(Self.tree.reversed()))
    #expect(try cases.add(imported: try JSONInterchange.decode(file)) == 3)
    let ids = try Dictionary(uniqueKeysWithValues: store.items().map { ($0.calendar.uid, $0.id) })
    let boxes = try #require(ids["boxes"])
    #expect(try store.read { try $0.ancestry(of: boxes) } == [ids["pack"], ids["move"]])
    #expect(try cases.add(imported: try JSONInterchange.decode(file)) == 0)
    #expect(try store.count() == 3)
  }

  @Test("an empty uid or parent is none")
  func emptyUIDAndParentAreNone() throws {
    let todos = try decode(
      #"[{"title": "a", "uid": "", "parent": ""}, {"title": "b", "uid": null}]"#)
    #expect(todos == [ImportedTodo(TodoFields(title: "a")), ImportedTodo(TodoFields(title: "b"))])
  }

  @Test(
    "a uid or parent that is no string names the entry and the key",
    arguments: [
      (#"[{"title": "a"}, {"title": "b", "uid": 5}]"#, "entry 2: \"uid\" must be a string"),
      (
        #"[{"title": "a", "parent": ["x"]}]"#,
        "entry 1: \"parent\" must be the UID of the todo it is a subtask of (a string)"
      ),
    ])
  func badUIDOrParent(text: String, message: String) {
    let error = #expect(throws: ImportError.self) { try decode(text) }
    #expect(error?.description == message)
  }
}
