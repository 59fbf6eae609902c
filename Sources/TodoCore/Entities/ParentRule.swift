/// The tree's one rule (SPEC §16), decided here for every change a person makes: a todo goes
/// under a todo the store has, never under itself nor one of its own subtasks. A cycle would
/// leave a todo no walk from the top reaches. The store itself never refuses a link it is
/// given (sync and import write what other programs wrote): it places a todo under its
/// parent only where the rule allows, and holds the link of any other at the top level
/// (`TodoTable+Tree.swift`).
extension TodoReading {
  /// Refuses to put `id` (nil: a todo not added yet, which has no subtasks) under the todo
  /// whose UID is `parent`, as the tree is in this transaction.
  public func checkParent(_ parent: String, of id: TodoID?) throws {
    guard let holder = try item(uid: parent) else { throw TodoStoreError.parentNotFound(parent) }
    guard let id else { return }
    guard holder.id != id else { throw TodoStoreError.ownParent(id) }
    if try ancestry(of: holder.id).contains(id) {
      throw TodoStoreError.parentInSubtree(id, parent: holder.id)
    }
  }
}
