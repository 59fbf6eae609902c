import Foundation
import Testing
import TodoTestKit

@testable import TodoCore

/// The tree `todo list` prints (SPEC §16), from the listed todos' links alone.
@Suite struct TodoOutlineTests {
  private func item(_ id: TodoID, under parent: String? = nil) -> TodoItem {
    TodoItem(
      id: id, fields: TodoFields(title: "t\(id)", parent: parent), created: Fixture.start,
      updated: Fixture.start, calendar: CalendarRecord(uid: "u\(id)"))
  }

  private func rows(_ items: [TodoItem]) -> [String] {
    TodoOutline.rows(items).map { "\(String(repeating: ".", count: $0.depth))\($0.item.id)" }
  }

  @Test("subtasks follow their parent, siblings in the listed order, at any depth")
  func subtasksFollowTheirParent() {
    let items = [
      item(3, under: "u2"), item(1), item(4, under: "u1"), item(2, under: "u1"), item(5),
    ]
    #expect(rows(items) == ["1", ".4", ".2", "..3", "5"])
  }

  @Test("a subtask whose parent is not listed, or names itself, stands at the top")
  func unlistedParentsAreTheTop() {
    #expect(rows([item(1, under: "gone"), item(2, under: "u2")]) == ["1", "2"])
  }

  @Test("a cycle another program wrote is cut above the first of its todos listed")
  func cyclesAreCut() {
    let items = [item(9), item(1, under: "u3"), item(2, under: "u1"), item(3, under: "u2")]
    #expect(rows(items) == ["9", "1", ".2", "..3"])
  }
}
