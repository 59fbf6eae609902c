import TodoCore
import TodoTerminal

/// What the footer says of the keys of subtasks (SPEC §16): `>` and `<`, folding, and what
/// `x` and `d` took along.
extension StatusText {
  /// The tails that say a change took `count` subtasks along, longest first; none for 0.
  static func withSubtasks(_ count: Int) -> [String] {
    switch count {
    case 0: []
    case 1: [" and its subtask", " + 1 subtask", " + 1"]
    default: [" and its \(count) subtasks", " + \(count) subtasks", " + \(count)"]
    }
  }

  /// After `>` or `<`: where the todo is now.
  public static func movedInTree(_ move: TreeMove, width: Int) -> String {
    guard let parent = move.parent else {
      return sentence("At the top level:", move.item.title, width: width)
    }
    let half = max(8, (width - 22) / 2)
    let title = DisplayWidth.truncate(move.item.title, to: half)
    return sentence("\"\(title)\" is now a subtask of", parent.title, width: width)
  }

  /// `>` with no todo above at the selected one's level.
  public static let nothingToIndentUnder = "No todo above at its level to go under"
  /// `<` on a todo at the top level.
  public static let alreadyAtTopLevel = "Already at the top level"
  /// `z` on a todo without subtasks.
  public static let nothingToFold = "No subtasks to fold"
  /// `z` or `Z` with a filter in force, whose matches show whatever is folded.
  public static let noFoldingWhileFiltering = "No folding while a filter is on"

  /// After `z`: folded, saying how many rows it hides, or unfolded.
  public static func folded(_ entry: TodoListEntry, title: String, width: Int) -> String {
    entry.folded
      ? sentence("Unfolded", title, width: width)
      : sentence(
        "Folded", title,
        then: [" · \(todos(entry.descendants)) hidden", " · \(entry.descendants)"],
        width: width)
  }

  /// After `Z`.
  public static func foldedAll(_ folded: Bool) -> String {
    folded ? "Every subtree folded" : "Every subtree unfolded"
  }
}

extension StatusText {
  /// What the footer says of a key that moved or folded todos in the list.
  public static func tree(_ change: TodoListTreeChange, width: Int) -> String {
    switch change {
    case .moved(let item, let direction, let switched):
      moved(item, direction, switched: switched, width: width)
    case .movedInTree(let move): movedInTree(move, width: width)
    case .notMovedInTree(.under): nothingToIndentUnder
    case .notMovedInTree(.out): alreadyAtTopLevel
    case .notMoved(let direction, let entry, let sibling):
      cannotMove(direction, entry, beside: sibling)
    case .folded(let entry, let item): folded(entry, title: item.title, width: width)
    case .nothingToFold: nothingToFold
    case .noFoldingWhileFiltering: noFoldingWhileFiltering
    case .foldedAll(let folded, _): foldedAll(folded)
    }
  }
}
