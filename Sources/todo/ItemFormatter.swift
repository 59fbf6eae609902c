import Foundation
import TodoCore
import TodoTerminal

/// How the commands print todos: one place, so `list`, `add`, `done` and `rm` agree.
enum ItemFormatter {
  /// The one-line form of an item: id (as it is, never padded, so `cut -d' ' -f1` takes it),
  /// marker, priority class (`(H)`, `(M)`, `(L)`), title made safe to print (control
  /// characters shown as symbols), tags (`+work`, `@phone`), due date (`due:2026-12-01`) and
  /// repeat rule (`rec:+1w`), as todo.txt and the filter write them. An item without priority, tags, due date or rule is
  /// `ID [ ] title`.
  static func line(for item: TodoItem) -> String {
    var words = [String(item.id), item.state.marker]
    if let level = item.priority.level { words.append("(\(level.letter))") }
    words.append(DisplayWidth.visible(item.title))
    for tag in item.tags {
      words.append(DisplayWidth.visible(tag.hasPrefix("@") ? tag : "+" + tag))
    }
    if let due = item.due { words.append("due:\(due)") }
    if let rule = item.fields.recur { words.append("rec:\(rule)") }
    return words.joined(separator: " ") + "\n"
  }

  /// One line per item.
  static func lines(for items: [TodoItem]) -> String {
    items.map { line(for: $0) }.joined()
  }

  /// One line per item, as a tree (SPEC §16): each subtask right under its parent, indented
  /// two spaces a level (before its id, so the id stays the line's first word).
  static func tree(of items: [TodoItem]) -> String {
    TodoOutline.rows(items).map { item, depth in
      String(repeating: "  ", count: depth) + line(for: item)
    }.joined()
  }

  /// Writes `text` to standard output; a failed write is an error (`Output`).
  static func write(_ text: String) throws {
    try Output.standard.write(text)
  }
}
