import TodoCore
import TodoTerminal

/// Turns a todo into its list row, display-ready: the done marker, the title cut to the title
/// column, and the columns the filter in force matches.
struct TodoListRowFormatter {
  /// The columns a title may take.
  let titleWidth: Int
  /// The filter in force, nil for none.
  let query: String?

  /// The row of `entry`; `item` is the todo in full, nil while it is not loaded (its title
  /// then shows as `…`).
  func row(_ entry: TodoListEntry, _ item: TodoItem?) -> TodoListRowViewModel {
    let title = DisplayWidth.truncate(item?.title ?? "…", to: titleWidth)
    return TodoListRowViewModel(
      marker: entry.done ? "[x]" : "[ ]",
      title: title,
      done: entry.done,
      matches: query.map { Self.matchColumns(of: $0, in: title) } ?? []
    )
  }

  /// The columns of `title` (as shown: already cut and visible) where `query` is found,
  /// ignoring case as the filter does; occurrences do not overlap.
  static func matchColumns(of query: String, in title: String) -> [Range<Int>] {
    let needle = query.lowercased()
    guard !needle.isEmpty else { return [] }
    let characters = Array(title)
    // Where each character starts, in columns.
    var columns = [0]
    for character in characters {
      columns.append(columns[columns.count - 1] + DisplayWidth.of(character))
    }
    var ranges: [Range<Int>] = []
    var start = 0
    while start < characters.count {
      var folded = ""
      var end = start
      while end < characters.count, folded != needle, needle.hasPrefix(folded) {
        folded += String(characters[end]).lowercased()
        end += 1
      }
      if folded == needle {
        ranges.append(columns[start]..<columns[end])
        start = end
      } else {
        start += 1
      }
    }
    return ranges
  }
}
