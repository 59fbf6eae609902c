import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// SPEC §16, `RELATED-TO;RELTYPE=CHILD` on a parent: a todo that names no parent of its own is
/// the subtask of the first todo of the file that names it so, wherever that parent is in the
/// file; its own PARENT line wins. Written back, no line changes: the parent's CHILD line
/// stays, the child gains no line, until the person moves it here; moved to the top level, its
/// parent's line naming it goes, so it is not claimed again when read back.
@Suite final class ChildClaimsTests {
  let scratch = ScratchFolder("todo-child-claims")

  /// A VCALENDAR of VTODOs, each a UID, a title and its other lines.
  private static func file(_ todos: [(uid: String, lines: [String])]) -> Data {
    let vtodos = todos.flatMap { todo in
      ["BEGIN:VTODO", "UID:\(todo.uid)", "SUMMARY:Todo \(todo.uid)"] + todo.lines + ["END:VTODO"]
    }
    let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//a planner//EN"] + vtodos
    return Data((lines + ["END:VCALENDAR", ""]).joined(separator: "\r\n").utf8)
  }

  /// Each todo's parent, by UID (nil at the top level).
  private static func parents(_ data: Data) throws -> [String: String?] {
    let todos = try ICalendarInterchange.decode(data, timeZone: Fixture.utc).todos
    return Dictionary(
      uniqueKeysWithValues: todos.map { ($0.calendar?.uid ?? "", $0.fields.parent) })
  }

  /// The todos of `data` as a store would hold them, ids in file order.
  private static func items(_ data: Data) throws -> [TodoItem] {
    try ICalendarInterchange.decode(data, timeZone: Fixture.utc).todos.enumerated().map {
      TodoItem(
        id: TodoID($0.offset + 1), fields: $0.element.fields, created: Fixture.start,
        updated: Fixture.start, calendar: $0.element.calendar ?? CalendarRecord())
    }
  }

  /// Every todo's RELATED-TO lines in `data`, by UID.
  private static func related(_ data: Data) throws -> [String: [String]] {
    let text = String(decoding: data, as: UTF8.self)
    let calendar = try #require(try CalendarComponent.parse(text).first)
    return Dictionary(
      uniqueKeysWithValues: calendar.components.filter { $0.name == "VTODO" }.map { todo in
        (
          todo.property("UID")?.value ?? "",
          todo.properties.filter { $0.named("RELATED-TO") }.map(\.text)
        )
      })
  }

  /// A parent naming two children, with a sibling line the reader leaves alone.
  private static let move: (uid: String, lines: [String]) = (
    "move",
    [
      "RELATED-TO;RELTYPE=CHILD:pack", "RELATED-TO;RELTYPE=SIBLING:shop",
      "RELATED-TO;RELTYPE=CHILD:van",
    ]
  )

  @Test(arguments: [true, false])
  func aChildNamedByItsParentIsItsSubtaskWhereverTheParentIsInTheFile(parentFirst: Bool) throws {
    let children: [(uid: String, lines: [String])] = [("pack", []), ("van", []), ("shop", [])]
    let data = Self.file(parentFirst ? [Self.move] + children : children + [Self.move])
    #expect(
      try Self.parents(data) == ["move": nil, "pack": "move", "van": "move", "shop": nil])
  }

  @Test func itsOwnParentLineWinsAndTheFirstParentNamingItWins() throws {
    let data = Self.file([
      ("shop", ["RELATED-TO;RELTYPE=child:pack"]), Self.move,
      ("pack", []), ("van", ["RELATED-TO:shop"]), ("self", ["RELATED-TO;RELTYPE=CHILD:self"]),
    ])
    #expect(
      try Self.parents(data) == [
        "shop": nil, "move": nil, "pack": "shop", "van": "shop", "self": nil,
      ])
  }

  @Test func writtenBackEveryRelatedToLineIsAsItCame() throws {
    let data = Self.file([("pack", []), Self.move, ("van", ["X-APPLE-SORT-ORDER:2"])])
    let items = try Self.items(data)
    #expect(items.map(\.parent) == ["move", nil, "move"])
    let written = try ICalendarInterchange.encode(items, stamp: Fixture.start)
    #expect(try Self.related(written) == (try Self.related(data)))
    #expect(try Self.parents(written) == (try Self.parents(data)))
  }

  @Test func aChildMovedHereGetsItsOwnLineWhichWinsWhenReadBack() throws {
    let data = Self.file([Self.move, ("pack", []), ("van", []), ("shop", [])])
    var items = try Self.items(data)
    items[1].fields.parent = "shop"
    let written = try ICalendarInterchange.encode(items, stamp: Fixture.start)
    let lines = try Self.related(written)
    #expect(lines["pack"] == ["RELATED-TO;RELTYPE=PARENT:shop"])
    #expect(lines["move"] == (try Self.related(data))["move"])
    #expect(try Self.parents(written)["pack"] == "shop")
  }

  @Test(arguments: StoreKind.allCases)
  func aChildMovedToTheTopLevelHereIsNoLongerNamedByItsParent(kind: StoreKind) throws {
    let store = try kind.make(in: scratch.url)
    let cases = TodoUseCases(store: store, clock: Fixture.clock())
    let data = Self.file([("pack", []), Self.move, ("van", [])])
    try cases.add(imported: try ICalendarInterchange.decode(data, timeZone: Fixture.utc).todos)
    #expect(try store.read { try $0.childClaims() }.all == ["pack": "move", "van": "move"])
    let byUID = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.calendar.uid, $0) })
    let (pack, move) = (try #require(byUID["pack"]), try #require(byUID["move"]))
    #expect(try store.read { try $0.children(of: move.id) }.count == 2)

    _ = try cases.reparent(pack.id, under: nil)
    let after = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.calendar.uid, $0) })
    #expect(
      after["move"]?.calendar.kept.map(\.text) == [
        "RELATED-TO;RELTYPE=SIBLING:shop", "RELATED-TO;RELTYPE=CHILD:van",
      ])
    #expect(try store.read { try $0.childClaims() }.all == ["van": "move"])
    // Written and read back, it stays at the top level; its sibling stays under the parent.
    let written = try ICalendarInterchange.encode(try store.items(), stamp: Fixture.start)
    #expect(try Self.parents(written) == ["pack": nil, "move": nil, "van": "move"])
    // Moved back under it here, its own line says so; the parent's lines are left alone.
    _ = try cases.reparent(pack.id, under: move.id)
    #expect(try store.items().first { $0.calendar.uid == "move" }?.calendar.kept.count == 2)
    let back = try ICalendarInterchange.encode(try store.items(), stamp: Fixture.start)
    #expect(try Self.related(back)["pack"] == ["RELATED-TO;RELTYPE=PARENT:move"])
  }
}
