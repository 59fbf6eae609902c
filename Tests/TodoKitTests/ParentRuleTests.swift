import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The tree's rule (SPEC §16) as a change a person makes meets it (`TodoReading.checkParent`):
/// a todo goes under a todo the store has, never under itself nor one of its own subtasks.
@Suite struct ParentRuleTests {
  /// A store holding `Move` › `Pack` › `Books` and `Shop`, and their ids by title.
  private func tree() throws -> (
    store: SQLiteTodoStore, uid: [String: String], id: [String: TodoID]
  ) {
    let store = try SQLiteTodoStore.inMemory()
    var uid: [String: String] = [:]
    var id: [String: TodoID] = [:]
    for (title, parent) in [("Move", nil), ("Pack", "Move"), ("Books", "Pack"), ("Shop", nil)] {
      let item = try store.write {
        try $0.insert(
          TodoFields(title: title, parent: parent.flatMap { uid[$0] }), created: Fixture.start,
          updated: Fixture.start)
      }
      uid[title] = item.calendar.uid
      id[title] = item.id
    }
    return (store, uid, id)
  }

  @Test func aParentOutsideTheSubtreeIsTaken() throws {
    let (store, uid, id) = try tree()
    try store.read { try $0.checkParent(uid["Shop"]!, of: id["Pack"]!) }
    try store.read { try $0.checkParent(uid["Move"]!, of: id["Shop"]!) }
  }

  @Test func aMissingParentIsRefused() throws {
    let (store, _, id) = try tree()
    #expect(throws: TodoStoreError.parentNotFound("gone")) {
      try store.read { try $0.checkParent("gone", of: id["Pack"]!) }
    }
    #expect(throws: TodoStoreError.parentNotFound("gone")) {
      try store.read { try $0.checkParent("gone", of: nil) }
    }
  }

  @Test func aTodoIsNotItsOwnParent() throws {
    let (store, uid, id) = try tree()
    #expect(throws: TodoStoreError.ownParent(id["Pack"]!)) {
      try store.read { try $0.checkParent(uid["Pack"]!, of: id["Pack"]!) }
    }
  }

  @Test func aParentInTheTodosSubtreeIsRefused() throws {
    let (store, uid, id) = try tree()
    #expect(throws: TodoStoreError.parentInSubtree(id["Move"]!, parent: id["Books"]!)) {
      try store.read { try $0.checkParent(uid["Books"]!, of: id["Move"]!) }
    }
    #expect(throws: TodoStoreError.parentInSubtree(id["Pack"]!, parent: id["Books"]!)) {
      try store.read { try $0.checkParent(uid["Books"]!, of: id["Pack"]!) }
    }
  }

  @Test func aTodoNotAddedYetHasNoSubtree() throws {
    let (store, uid, _) = try tree()
    try store.read { try $0.checkParent(uid["Books"]!, of: nil) }
  }
}
