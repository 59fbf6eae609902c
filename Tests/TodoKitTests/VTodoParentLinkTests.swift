import Foundation
import Testing
import TodoTestKit

@testable import TodoCore

/// SPEC §16, the parent link in a VTODO: `RELATED-TO;RELTYPE=PARENT:uid` on the child, or
/// RELATED-TO with no RELTYPE (RFC 5545's default); the first such line is the parent, every
/// other RELATED-TO is kept as it came. Written back, the parent's line stays where it came,
/// as it came, while it names the same parent.
@Suite struct VTodoParentLinkTests {
  /// The todo of a VTODO made of `lines`.
  private func read(_ lines: [String]) throws -> ImportedTodo {
    let text =
      (["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:child", "SUMMARY:Pack books"] + lines + [
        "END:VTODO", "END:VCALENDAR",
      ]).joined(separator: "\r\n")
    let todo = try #require(try CalendarComponent.parse(text).first?.components.first)
    return try VTodoMapping.todo(from: todo, timeZone: Fixture.utc)
  }

  /// The lines of `todo`, changed by `change`, written back: those after SUMMARY.
  private func written(
    _ todo: ImportedTodo, _ change: (inout TodoFields) -> Void = { _ in }
  ) throws -> [String] {
    var fields = todo.fields
    change(&fields)
    let item = TodoItem(
      id: 1, fields: fields, created: Fixture.start, updated: Fixture.start,
      calendar: todo.calendar ?? CalendarRecord())
    let lines = try VTodoMapping.component(of: item, stamp: Fixture.start).properties.map(\.text)
    return Array(lines.drop { !$0.hasPrefix("SUMMARY") }.dropFirst())
  }

  @Test(
    arguments: [
      (["RELATED-TO;RELTYPE=PARENT:move"], "move"),
      (["RELATED-TO:move"], "move"),
      (["RELATED-TO;RELTYPE=parent:move"], "move"),
      (["RELATED-TO;RELTYPE=CHILD:label", "RELATED-TO:move"], "move"),
      (["RELATED-TO;RELTYPE=SIBLING:van"], nil),
      (["RELATED-TO;RELTYPE=X-DEPENDS-ON:van"], nil),
      (["RELATED-TO:"], nil),
      (["RELATED-TO;RELTYPE=PARENT:pack", "RELATED-TO;RELTYPE=PARENT:shop"], "pack"),
      // The same parent named twice (a fuzz finding, from a Nextcloud Tasks form): both stay.
      (["RELATED-TO:pack", "X-OC-HIDESUBTASKS:0", "RELATED-TO:pack"], "pack"),
    ] as [([String], String?)])
  func theFirstLineNamingAParentIsTheParent(lines: [String], parent: String?) throws {
    let todo = try read(lines)
    #expect(todo.fields.parent == parent)
    // Nothing is lost or moved when nothing changed.
    #expect(try written(todo) == lines)
  }

  @Test func aNewParentTakesThePlaceOfTheFirstParentLineTheOthersStay() throws {
    let lines = [
      "RELATED-TO;RELTYPE=SIBLING:van", "X-APPLE-SORT-ORDER:3", "RELATED-TO:pack",
      "RELATED-TO;RELTYPE=PARENT:shop",
    ]
    let todo = try read(lines)
    #expect(
      try written(todo) { $0.parent = "move" } == [
        "RELATED-TO;RELTYPE=SIBLING:van", "X-APPLE-SORT-ORDER:3", "RELATED-TO;RELTYPE=PARENT:move",
        "RELATED-TO;RELTYPE=PARENT:shop",
      ])
    // Under the second parent: said once, in the first line's place.
    #expect(
      try written(todo) { $0.parent = "shop" } == [
        "RELATED-TO;RELTYPE=SIBLING:van", "X-APPLE-SORT-ORDER:3", "RELATED-TO;RELTYPE=PARENT:shop",
      ])
    // To the top level: no line names a parent (a second one another program wrote would
    // read as the parent again); the other lines stay.
    #expect(
      try written(todo) { $0.parent = nil } == [
        "RELATED-TO;RELTYPE=SIBLING:van", "X-APPLE-SORT-ORDER:3",
      ])
  }

  @Test func aTodoMadeASubtaskHereGetsTheLineTheSpecWrites() throws {
    let todo = try read(["X-APPLE-SORT-ORDER:3"])
    #expect(todo.fields.parent == nil)
    let lines = try written(todo) { $0.parent = "move" }
    #expect(lines.contains("RELATED-TO;RELTYPE=PARENT:move"))
    #expect(lines.last == "X-APPLE-SORT-ORDER:3")
    // Read back, the line is the parent and is not written twice.
    let text =
      (["BEGIN:VCALENDAR", "BEGIN:VTODO", "UID:child", "SUMMARY:Pack books"] + lines + [
        "END:VTODO", "END:VCALENDAR",
      ]).joined(separator: "\r\n")
    let component = try #require(try CalendarComponent.parse(text).first?.components.first)
    let back = try VTodoMapping.todo(from: component, timeZone: Fixture.utc)
    #expect(back.fields.parent == "move")
    #expect(try written(back) == lines)
  }
}
