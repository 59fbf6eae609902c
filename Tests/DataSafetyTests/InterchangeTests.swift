import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// `todo import` and `todo export` through the real binary: exact round trips in both
/// formats, and all-or-nothing imports that name the bad entry.
@Suite("Import and export")
struct InterchangeTests {
  static let awkward: [ImportedTodo] = [
    ImportedTodo(
      TodoFields(title: "Buy milk", content: "two litres\tsemi-skimmed\nand bread", done: false)),
    ImportedTodo(TodoFields(title: "读书 本を読む 🎉", content: "第一章\n\n第二章 👍🏽", done: true)),
    ImportedTodo(
      TodoFields(
        title: "100% done? (A) +proj @home", content: "a%20b content:x  two  spaces ", done: false)),
    ImportedTodo(TodoFields(title: "e\u{301}clair", content: "", done: true)),
    // Every field at once, with CJK, emoji, tabs, newlines and % in every text field.
    ImportedTodo(
      TodoFields(
        title: "税金 🧾 100%\tdue:2026-04-30\nline two +tax", content: "表\t🎉\n50% done",
        due: DueDate(iso: "2026-04-30T17:00"), priority: .high,
        tags: ["税金", "🧾", "100%", "@銀行"])),
    ImportedTodo(
      TodoFields(
        title: "done (B)\t\t", content: "%%\n", done: true, due: DueDate(iso: "2026-01-31"),
        priority: .medium, tags: ["x"])),
    ImportedTodo(TodoFields(title: "low", priority: .low, tags: ["@ctx"])),
    // Priorities a calendar program may set, which no todo.txt letter says alone.
    ImportedTodo(TodoFields(title: "two", priority: Priority(value: 2) ?? .none)),
    ImportedTodo(
      TodoFields(title: "seven, done", done: true, priority: Priority(value: 7) ?? .none)),
  ]

  /// What a round trip must keep exactly: every field. A todo imported without a list is in
  /// the first list, `Tasks`, and comes back there.
  static func fields(_ todo: ImportedTodo) -> TodoFields {
    var fields = todo.fields
    if fields.list.isEmpty { fields.list = "Tasks" }
    return fields
  }

  private func jsonFile(_ todos: [ImportedTodo], in folder: ScratchFolder) throws -> String {
    let objects = todos.map {
      [
        "title": $0.fields.title, "content": $0.fields.content, "done": $0.fields.done,
        "due": $0.fields.due.map { "\($0)" } ?? NSNull(), "priority": $0.fields.priority.value,
        "tags": $0.fields.tags.words,
      ] as [String: Any]
    }
    let path = folder.path("in.json")
    try JSONSerialization.data(withJSONObject: objects).write(to: URL(fileURLWithPath: path))
    return path
  }

  private func exported(_ store: String, format: String) throws -> Data {
    let result = try Binary.run(["export", "--format", format, "--store", store])
    #expect(result.status == 0, "\(result.error)")
    return Data(result.output.utf8)
  }

  @Test(
    "JSON import then export gives back every field, through JSON or todo.txt",
    arguments: ["json", "todotxt"])
  func roundTrip(format: String) throws {
    let folder = try ScratchFolder.made()
    let first = folder.path("first.sqlite")
    let imported = try Binary.run([
      "import", try jsonFile(Self.awkward, in: folder), "--store", first,
    ])
    #expect(imported.status == 0, "\(imported.error)")
    #expect(imported.output == "imported \(Self.awkward.count) todos\n")

    // Out in `format`, into a second store, out again as JSON: nothing may change.
    let file = folder.path("out.\(format == "json" ? "json" : "txt")")
    try exported(first, format: format).write(to: URL(fileURLWithPath: file))
    let second = folder.path("second.sqlite")
    let again = try Binary.run(["import", file, "--format", format, "--store", second])
    #expect(again.status == 0, "\(again.error)")
    let back = try JSONInterchange.decode(try exported(second, format: "json"))
    #expect(back.map(Self.fields) == Self.awkward.map(Self.fields))
  }

  @Test("todo.txt: x marks done; priority, tags, completion and creation dates are read and kept")
  func todoTxtMapping() throws {
    let folder = try ScratchFolder.made()
    let file = folder.path("todo.txt")
    let text = """
      x 2026-01-02 2026-01-01 Pay rent
      (A) 2026-01-01 Call mum +family

      plain one
      x 2026-01-04 finished, no creation date
      2026-13-45 is not a date
      2026-02-29 is not a date either
      2024-02-29 leap day

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let store = folder.path("s.sqlite")
    let imported = try Binary.run(["import", file, "--store", store])
    #expect(imported.status == 0, "\(imported.error)")
    let list = try Binary.run(["list", "--all", "--store", store])
    #expect(
      list.output == """
        2 [ ] (H) Call mum +family
        3 [ ] plain one
        5 [ ] 2026-13-45 is not a date
        6 [ ] 2026-02-29 is not a date either
        7 [ ] leap day
        1 [x] Pay rent
        4 [x] finished, no creation date

        """)
    let items =
      try JSONSerialization.jsonObject(
        with: Data(try Binary.run(["export", "--store", store]).output.utf8)) as? [[String: Any]]
    let dates = try #require(items).map { "\($0["created"] ?? "") \($0["updated"] ?? "")" }
    #expect(dates[0] == "2026-01-01T00:00:00Z 2026-01-02T00:00:00Z")
    #expect(dates[1] == "2026-01-01T00:00:00Z 2026-01-01T00:00:00Z")
    #expect(dates[3].hasSuffix(" 2026-01-04T00:00:00Z"))
    #expect(dates[6] == "2024-02-29T00:00:00Z 2024-02-29T00:00:00Z")
  }

  @Test("todo.txt export writes the priority first, then the dates, and reads back the same")
  func todoTxtOrder() throws {
    let folder = try ScratchFolder.made()
    let file = folder.path("todo.txt")
    let text = """
      (A) 2026-01-01 call mom
      x 2026-01-03 2026-01-02 paid the rent content:with%20a%20note
      (B) 2025-12-31 2026-01-01 a title that starts with a date

      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let store = folder.path("s.sqlite")
    #expect(try Binary.run(["import", file, "--store", store]).status == 0)
    let exported = try Binary.run(["export", "--format", "todotxt", "--store", store])
    #expect(exported.output == text)
  }

  @Test("NUL bytes survive import, the store, the filter and export in both formats")
  func nulBytes() throws {
    let folder = try ScratchFolder.made()
    let json = folder.path("in.json")
    try Data(#"[{"title": "nul\u0000byte", "content": "a\u0000b\u0000"}]"#.utf8)
      .write(to: URL(fileURLWithPath: json))
    let store = folder.path("s.sqlite")
    #expect(try Binary.run(["import", json, "--store", store]).status == 0)
    let back = try JSONInterchange.decode(try exported(store, format: "json"))
    #expect(
      back.map(Self.fields) == [
        TodoFields(title: "nul\u{0}byte", content: "a\u{0}b\u{0}", list: "Tasks")
      ])
    let text = try exported(store, format: "todotxt")
    #expect(String(decoding: text, as: UTF8.self).hasSuffix(" nul\u{0}byte content:a%00b%00\n"))
    let txt = folder.path("in.txt")
    try text.write(to: URL(fileURLWithPath: txt))
    let second = folder.path("second.sqlite")
    #expect(try Binary.run(["import", txt, "--store", second]).status == 0)
    let again = try JSONInterchange.decode(try exported(second, format: "json"))
    #expect(again.map(Self.fields) == back.map(Self.fields))

    let line = folder.path("line.txt")
    try Data("a\u{0}b\n".utf8).write(to: URL(fileURLWithPath: line))
    let third = folder.path("third.sqlite")
    #expect(try Binary.run(["import", line, "--store", third]).status == 0)
    #expect(
      try JSONInterchange.decode(try exported(third, format: "json")).map(\.fields.title)
        == ["a\u{0}b"])
  }

  @Test("an empty store lists and exports []")
  func emptyJSON() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "gone", "--store", store])
    try Binary.run(["rm", "1", "--store", store])
    #expect(try Binary.run(["list", "--json", "--store", store]).output == "[]\n")
    #expect(try Binary.run(["export", "--store", store]).output == "[]\n")
    #expect(try Binary.run(["export", "--format", "todotxt", "--store", store]).output == "")
  }

  @Test("a .TXT file is todo.txt, whatever the case of its extension")
  func extensionCase() throws {
    let folder = try ScratchFolder.made()
    let file = folder.path("LIST.TXT")
    try Data("(A) first\nx second\n".utf8).write(to: URL(fileURLWithPath: file))
    let store = folder.path("s.sqlite")
    let result = try Binary.run(["import", file, "--store", store])
    #expect(result.status == 0, "\(result.error)")
    #expect(
      try Binary.run(["list", "--all", "--store", store]).output
        == "1 [ ] (H) first\n2 [x] second\n")
  }

  @Test(
    "a bad entry imports nothing and is named",
    arguments: [
      (
        #"[{"title": "ok"}, {"title": "fine"}, {"title": "bad", "done": "yes"}]"#, "json",
        "entry 3: \"done\" must be true or false"
      ),
      (#"[{"title": "ok"}, {"content": "no title"}]"#, "json", "entry 2: \"title\" is missing"),
      (#"[{"title": "ok"}, {"title": "   "}]"#, "json", "entry 2: \"title\" must not be empty"),
      (
        #"[{"title": "ok"}, {"title": "\uFEFF"}]"#, "json",
        "entry 2: \"title\" must not be empty"
      ),
      (
        "[{\"title\": \"ok\"}, {\"title\": \"\u{200B}\u{200E}\"}]", "json",
        "entry 2: \"title\" must not be empty"
      ),
      (#"{"title": "not an array"}"#, "json", "expected a JSON array of todos"),
      ("[{\"title\": \"cut off\"", "json", "line 1, column 21: the file ends inside entry 1"),
      (
        "[\n  {\"title\": \"a\"},\n  {\"title\": x}\n]", "json",
        "line 3, column 13: expected a value in entry 2, found 'x'"
      ),
      (#"[{"title": "a"},]"#, "json", "line 1, column 16: a comma after the last entry (entry 1)"),
      (
        #"[{"title": "a", "done": true,}]"#, "json",
        "line 1, column 29: a comma after the last field of entry 1"
      ),
      (
        #"[{"title": "a"}, {"title": "b", "title": "c"}]"#, "json",
        "line 1, column 33: entry 2 has \"title\" twice"
      ),
      (
        #"[{"title": "a", "t\u0069tle": "c"}]"#, "json",
        "line 1, column 17: entry 1 has \"title\" twice"
      ),
      ("good one\nx 2026-01-01 \nthird", "todotxt", "line 2: the todo has no title"),
      ("good one\n(A) 2026-01-01 \u{FEFF}\nthird", "todotxt", "line 2: the todo has no title"),
    ])
  func failedImportAddsNothing(text: String, format: String, message: String) throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "already here", "--store", store])
    let before = try Binary.run(["export", "--store", store]).output
    let file = folder.path("bad.\(format)")
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    let result = try Binary.run(["import", file, "--format", format, "--store", store])
    #expect(result.status == 1)
    #expect(result.error == "todo: \(file): \(message); nothing was imported\n")
    #expect(try Binary.run(["export", "--store", store]).output == before)
  }

  @Test("list --json prints ids that done and rm take")
  func listJSON() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    try Binary.run(["add", "a", "--store", store])
    try Binary.run(["add", "b", "--content", "B", "--store", store])
    let objects = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try Binary.run(["list", "--json", "--store", store]).output.utf8))
        as? [[String: Any]])
    #expect(objects.map { $0["title"] as? String } == ["a", "b"])
    let id = try #require(objects[1]["id"] as? Int)
    #expect(try Binary.run(["done", "\(id)", "--store", store]).output == "\(id) [x] b\n")
    #expect(try Binary.run(["rm", "\(id)", "--store", store]).status == 0)
    #expect(try Binary.run(["list", "--store", store]).output == "1 [ ] a\n")
    let missing = try Binary.run(["rm", "\(id)", "--store", store])
    #expect(missing.status == 1)
    #expect(missing.error == "todo: no todo with id \(id)\n")
  }

  @Test("todo.txt keeps a priority exactly: 2 is written (A) with pri:2 and comes back as 2")
  func todoTxtPriorityExactly() throws {
    let folder = try ScratchFolder.made()
    let json = folder.path("in.json")
    try Data(#"[{"title": "two", "priority": 2}, {"title": "seven", "priority": 7}]"#.utf8)
      .write(to: URL(fileURLWithPath: json))
    let store = folder.path("s.sqlite")
    #expect(try Binary.run(["import", json, "--store", store]).status == 0)
    // JSON keeps the number exactly.
    let exact = try JSONInterchange.decode(try exported(store, format: "json"))
    #expect(exact.map(\.fields.priority.value) == [2, 7])
    let text = String(decoding: try exported(store, format: "todotxt"), as: UTF8.self)
    #expect(text.split(separator: "\n").map { $0.prefix(4) } == ["(A) ", "(C) "])
    #expect(
      text.split(separator: "\n").map { $0.split(separator: " ").last } == ["pri:2", "pri:7"])
    let txt = folder.path("out.txt")
    try Data(text.utf8).write(to: URL(fileURLWithPath: txt))
    let second = folder.path("second.sqlite")
    #expect(try Binary.run(["import", txt, "--store", second]).status == 0)
    let back = try JSONInterchange.decode(try exported(second, format: "json"))
    #expect(back.map(\.fields.priority.value) == [2, 7])
  }
}
