/// The tree's one rule (SPEC §16), decided here for every writer: a todo's parent exists and
/// is neither the todo nor one of its subtasks. A cycle would leave a todo no walk from the
/// top reaches, and the store's counts would climb it for ever, so the store asks this before
/// it writes a parent, in the transaction that writes it.
extension TodoItem {
  /// The item as it is when its parent may hold it, given the parent's lineage: the parent
  /// itself, then its ancestors, nearest first (empty when the parent does not exist). An
  /// item not stored yet (`isNew`) has no subtasks, so only the parent's existence counts.
  public func checkedParent(
    lineage: [TodoID], isNew: Bool = false
  ) throws(TodoStoreError) -> TodoItem {
    guard let parent = fields.parent else { return self }
    guard isNew || parent != id else { throw .ownParent(id) }
    guard lineage.first == parent else { throw .notFound(parent) }
    guard isNew || !lineage.contains(id) else { throw .parentInSubtree(id, parent: parent) }
    return self
  }
}
