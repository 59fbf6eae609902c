/// One line of the list's index: enough to count, scroll, select and indent without loading
/// the item, so the list's cost per key does not grow with the number of todos. The tree's
/// fields (SPEC §16) are read with the row by the store's walk of the tree; a flat page leaves
/// them at their defaults.
public struct TodoListEntry: Equatable, Hashable, Sendable, Identifiable {
  /// The item's id.
  public var id: TodoID
  /// Whether it is done.
  public var done: Bool
  /// How many ancestors it has: 0 at the top level (the row's indent).
  public var depth: Int
  /// How many subtasks it has one level down, and how many of them are done (its `2/5`).
  public var children: Int
  /// How many of its `children` are done.
  public var doneChildren: Int
  /// How many todos lie below it at any depth: what a fold hides.
  public var descendants: Int
  /// Whether its subtree is folded away (`▸`); false for a todo without subtasks.
  public var folded: Bool
  /// Whether it is shown only for a filter's match below it, without matching itself: an
  /// ancestor kept for context (SPEC §16), drawn muted.
  public var isContext: Bool

  /// Makes an entry; a todo at the top level without subtasks unless said otherwise.
  public init(
    id: TodoID, done: Bool, depth: Int = 0, children: Int = 0, doneChildren: Int = 0,
    descendants: Int = 0, folded: Bool = false, isContext: Bool = false
  ) {
    self.id = id
    self.done = done
    self.depth = depth
    self.children = children
    self.doneChildren = doneChildren
    self.descendants = descendants
    self.folded = folded
    self.isContext = isContext
  }

  /// The entry of `item`.
  public init(_ item: TodoItem) {
    self.init(id: item.id, done: item.done)
  }
}
