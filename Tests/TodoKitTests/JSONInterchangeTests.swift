import Foundation
import Testing

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
          TodoFields(title: "a", content: "b", done: true), created: Fixture.start,
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
}
