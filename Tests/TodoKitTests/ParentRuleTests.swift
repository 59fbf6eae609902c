import Foundation
import Testing

@testable import TodoCore

/// The tree's rule (SPEC §16) as the model decides it, given the would-be parent's lineage:
/// the parent exists, and is neither the todo nor one of its subtasks.
@Suite struct ParentRuleTests {
  private func item(_ id: TodoID, under parent: TodoID?) -> TodoItem {
    TodoItem(
      id: id, fields: TodoFields(title: "t", parent: parent), created: .distantPast,
      updated: .distantPast)
  }

  @Test func aTopLevelTodoNeedsNoLineage() throws {
    #expect(try item(1, under: nil).checkedParent(lineage: []) == item(1, under: nil))
  }

  @Test func aParentThatExistsOutsideTheSubtreeIsTaken() throws {
    #expect(try item(1, under: 3).checkedParent(lineage: [3, 2]).parent == 3)
  }

  @Test func aMissingParentIsRefused() {
    #expect(throws: TodoStoreError.notFound(3)) {
      try item(1, under: 3).checkedParent(lineage: [])
    }
  }

  @Test func aTodoIsNotItsOwnParent() {
    #expect(throws: TodoStoreError.ownParent(1)) {
      try item(1, under: 1).checkedParent(lineage: [1])
    }
  }

  @Test func aParentInTheTodosSubtreeIsRefused() {
    // 3's lineage passes through 1: 1 is an ancestor of 3, so 3 is in 1's subtree.
    #expect(throws: TodoStoreError.parentInSubtree(1, parent: 3)) {
      try item(1, under: 3).checkedParent(lineage: [3, 2, 1])
    }
  }

  @Test func aTodoNotAddedYetHasNoSubtree() throws {
    // Its id (0 until the store gives one) cannot be among anyone's ancestors.
    #expect(try item(0, under: 3).checkedParent(lineage: [3, 0], isNew: true).parent == 3)
  }
}
