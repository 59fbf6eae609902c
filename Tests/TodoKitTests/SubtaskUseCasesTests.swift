import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The use cases of SPEC §16 on a real store: `x` and `d` on a parent with its subtree, each
/// one change; a repeating parent's next one with open copies of its subtasks; `>` and `<`;
/// the detail screen's family.
@Suite struct SubtaskUseCasesTests {
  let store: SQLiteTodoStore
  let useCases: TodoUseCases

  init() throws {
    store = try SQLiteTodoStore.inMemory()
    useCases = TodoUseCases(store: store, clock: Fixture.clock())
  }

  /// Adds `title` under `parent`.
  private func add(
    _ title: String, under parent: TodoItem? = nil, due: String = ""
  ) throws
    -> TodoItem
  {
    try useCases.add(TodoForm(title: title, due: due), under: parent?.id)
  }

  /// Every todo's title, done flag and parent's title, by id.
  private func tree() throws -> [String] {
    let items = try store.items()
    let titles = Dictionary(uniqueKeysWithValues: items.map { ($0.calendar.uid, $0.title) })
    return items.sorted { $0.id < $1.id }.map {
      "\($0.done ? "x" : "-") \($0.title)"
        + ($0.parent.flatMap { titles[$0] }.map { " < \($0)" } ?? "")
    }
  }

  @Test func markingAParentDoneAsksOnlyWhenItHasOpenSubtasks() throws {
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    _ = try add("Tape", under: pack)
    let before = try tree()
    #expect(try useCases.toggleDoneAsking(move.id) == .asks(.markDone(move, openSubtasks: 2)))
    #expect(try tree() == before)
    let leaf = try add("Shop")
    guard case .toggled(let outcome) = try useCases.toggleDoneAsking(leaf.id) else {
      Issue.record("a todo without subtasks is toggled at once")
      return
    }
    #expect(outcome.item.done && outcome.alsoDone.isEmpty)
  }

  @Test func yesMarksTheSubtreeDoneInOneUndoableChange() throws {
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    _ = try add("Tape", under: pack)
    let before = try tree()
    let outcome = try useCases.toggleDone(move.id, withSubtasks: true)
    #expect(outcome.alsoDone.map(\.title) == ["Pack", "Tape"])
    #expect(try tree() == ["x Move", "x Pack < Move", "x Tape < Pack"])
    #expect(try useCases.apply(.undo)?.items.count == 3)
    #expect(try tree() == before)
    _ = try useCases.apply(.redo)
    #expect(try tree() == ["x Move", "x Pack < Move", "x Tape < Pack"])
  }

  @Test func deletingAParentWithItsSubtasksIsOneUndoableChange() throws {
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    _ = try add("Tape", under: pack)
    _ = try add("Shop")
    let before = try tree()
    #expect(try useCases.subtaskCount(of: move.id) == SubtaskCount(all: 2, open: 2))
    let outcome = try useCases.delete(move.id, withSubtasks: true)
    #expect(outcome.item.title == "Move" && outcome.subtasks == 2)
    #expect(try tree() == ["- Shop"])
    _ = try useCases.apply(.undo)
    #expect(try tree() == before)
    let counts = try store.read { try $0.descendants(of: move.id) }
    #expect(counts.map(\.depth) == [1, 2])
  }

  @Test func deletingAParentAloneLeavesItsSubtasksAtTheTopLevel() throws {
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    _ = try useCases.delete(move.id)
    #expect(try store.read { try $0.ancestry(of: pack.id) } == [])
    #expect(try store.item(id: pack.id)?.parent == move.calendar.uid)
  }

  @Test func aRepeatingParentsNextOneGetsOpenCopiesOfItsSubtasks() throws {
    let week = try useCases.add(
      TodoForm(title: "Weekly review", due: "2026-01-09", recur: "+1w"))
    let inbox = try add("Empty the inbox", under: week, due: "2026-01-08")
    _ = try add("File receipts", under: inbox)
    _ = try useCases.toggleDone(inbox.id)
    let outcome = try useCases.toggleDone(week.id)
    let next = try #require(outcome.next)
    #expect(outcome.copies == 2)
    #expect(next.due == DueDate(iso: "2026-01-16"))
    let copies = try store.read { try $0.inOrder($0.descendants(of: next.id).map(\.id)) }
    #expect(copies.map(\.title) == ["Empty the inbox", "File receipts"])
    #expect(copies.allSatisfy { !$0.done })
    #expect(copies[0].due == DueDate(iso: "2026-01-15"))
    #expect(
      Set(copies.map(\.calendar.uid)).isDisjoint(
        with: try store.items().filter { $0.id < next.id }.map(\.calendar.uid)))
    // One undo takes back the completion, the next one and its copies.
    _ = try useCases.apply(.undo)
    #expect(try store.items().count == 3)
  }

  @Test func greaterThanGoesUnderTheSiblingAboveAndLessThanComesBackOut() throws {
    let move = try add("Move")
    _ = try add("Pack", under: move)
    let shop = try add("Shop")
    let query = TodoQuery(sort: .manual)
    let moved = try #require(try useCases.indent(shop.id, in: query))
    #expect(moved.parent?.id == move.id)
    #expect(try tree() == ["- Move", "- Pack < Move", "- Shop < Move"])
    #expect(try useCases.indent(shop.id, in: query)?.parent?.title == "Pack")
    #expect(try useCases.outdent(shop.id)?.parent?.title == "Move")
    #expect(try useCases.outdent(shop.id).map { $0.parent == nil } == true)
    #expect(try useCases.outdent(shop.id) == nil)
    #expect(try useCases.indent(move.id, in: query) == nil)
    for _ in 0..<3 { _ = try useCases.apply(.undo) }
    #expect(try tree() == ["- Move", "- Pack < Move", "- Shop < Move"])
  }

  @Test func theFamilyIsThePathAndTheChildren() throws {
    let move = try add("Move")
    let pack = try add("Pack", under: move)
    let tape = try add("Tape", under: pack)
    _ = try add("Van", under: move)
    #expect(try useCases.family(of: tape.id).ancestors.map(\.title) == ["Move", "Pack"])
    #expect(try useCases.family(of: move.id).subtasks.map(\.title) == ["Pack", "Van"])
  }
}
