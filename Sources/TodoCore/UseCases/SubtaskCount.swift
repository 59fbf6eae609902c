/// How many subtasks a todo has at every depth, and how many of them are open: what the
/// questions of `x` and `d` on a parent say (SPEC §16).
public struct SubtaskCount: Equatable, Sendable {
  /// Every subtask, at every depth.
  public let all: Int
  /// The open ones among them.
  public let open: Int

  /// The count of `subtree` (a todo's descendants).
  public init(_ subtree: [TodoListEntry]) {
    self.init(all: subtree.count, open: subtree.count { !$0.done })
  }

  /// `all` subtasks, `open` of them open.
  public init(all: Int, open: Int) {
    self.all = all
    self.open = open
  }
}
