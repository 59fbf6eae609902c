import Foundation
import Testing

@testable import TodoKit

/// `todo import` and `todo export` through the real binary: exact round trips in both
/// formats, and all-or-nothing imports that name the bad entry.
@Suite("Import and export")
struct InterchangeTests {
  static let awkward: [ImportedTodo] = [
    ImportedTodo(title: "Buy milk", content: "two litres\tsemi-skimmed\nand bread", done: false),
    ImportedTodo(title: "读书 本を読む 🎉", content: "第一章\n\n第二章 👍🏽", done: true),
    ImportedTodo(
      title: "100% done? (A) +proj @home", content: "a%20b content:x  two  spaces ", done: false),
    ImportedTodo(title: "e\u{301}clair", content: "", done: true),
  ]

  private func jsonFile(_ todos: [ImportedTodo], in folder: TemporaryFolder) throws -> String {
    let objects = todos.map {
      ["title": $0.title, "content": $0.content, "done": $0.done] as [String: Any]
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
    "JSON import then export gives back every title, content and done flag",
    arguments: ["json", "todotxt"])
  func roundTrip(format: String) throws {
    let folder = try TemporaryFolder()
    let first = folder.path("first.sqlite")
    let imported = try Binary.run([
      "import", try jsonFile(Self.awkward, in: folder), "--store", first,
    ])
    #expect(imported.status == 0, "\(imported.error)")
    #expect(imported.output == "imported 4 todos\n")

    // Out in `format`, into a second store, out again as JSON: nothing may change.
    let file = folder.path("out.\(format == "json" ? "json" : "txt")")
    try exported(first, format: format).write(to: URL(fileURLWithPath: file))
    let second = folder.path("second.sqlite")
    let again = try Binary.run(["import", file, "--format", format, "--store", second])
    #expect(again.status == 0, "\(again.error)")
    let back = try JSONInterchange.decode(try exported(second, format: "json"))
    #expect(back == Self.awkward)
  }

  @Test("todo.txt lines starting with x are done, dates after it are skipped")
  func todoTxtMapping() throws {
    let folder = try TemporaryFolder()
    let file = folder.path("todo.txt")
    try Data(
      "x 2026-01-02 2026-01-01 Pay rent\n(A) 2026-01-01 Call mum +family\n\nplain one\n".utf8
    )
    .write(to: URL(fileURLWithPath: file))
    let store = folder.path("s.sqlite")
    #expect(try Binary.run(["import", file, "--store", store]).status == 0)
    let list = try Binary.run(["list", "--store", store])
    #expect(
      list.output == "1 [x] Pay rent\n2 [ ] (A) 2026-01-01 Call mum +family\n3 [ ] plain one\n")
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
      (#"{"title": "not an array"}"#, "json", "expected a JSON array of todos"),
      ("[{\"title\": \"cut off\"", "json", "not valid JSON"),
      ("good one\nx 2026-01-01 \nthird", "todotxt", "line 2: the todo has no title"),
    ])
  func failedImportAddsNothing(text: String, format: String, message: String) throws {
    let folder = try TemporaryFolder()
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
    let folder = try TemporaryFolder()
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
}
