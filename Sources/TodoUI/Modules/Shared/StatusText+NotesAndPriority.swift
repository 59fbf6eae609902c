import TodoCore
import TodoTerminal

// The footer sentences of `E` (notes in the person's editor) and `+`/`-` (priority steps),
// beside the other sentences both modules show.
extension StatusText {
  /// What the footer says when the editor left the notes as they were.
  public static let notesUnchanged = "Notes unchanged"

  /// After notes saved in the editor; `hiddenByFilter` when the new notes take the todo out
  /// of the kept filter.
  public static func notesSaved(
    _ item: TodoItem, hiddenByFilter: Bool = false, width: Int
  )
    -> String
  {
    guard hiddenByFilter else { return sentence("Notes saved:", item.title, width: width) }
    return sentence(
      "Notes saved:", item.title, then: [" · hidden by the filter", " · filtered out"],
      width: width)
  }

  /// The editor could not run or failed (`why`, cut to fit): nothing was saved.
  public static func editorFailed(_ why: String, width: Int) -> String {
    let lead = "Editor failed: "
    return lead + DisplayWidth.truncate(why, to: max(1, width - DisplayWidth.of(lead)))
  }

  /// After `+` or `-` moved `item`'s priority from `previous` (`Priority L → M: "Pay rent"`),
  /// or found it at that end already (`Already at H: "Pay rent"`, `No priority to lower:
  /// "Pay rent"`), so a key that changes nothing still answers.
  public static func priorityStepped(
    _ item: TodoItem, from previous: Priority, _ step: PriorityStep, width: Int
  ) -> String {
    guard previous == item.priority else {
      return sentence("Priority \(previous) → \(item.priority):", item.title, width: width)
    }
    switch step {
    case .raise: return sentence("Already at \(item.priority):", item.title, width: width)
    case .lower: return sentence("No priority to lower:", item.title, width: width)
    }
  }
}
