import Foundation
import TodoCore
import TodoTerminal

/// How the commands print todos: one place, so `list`, `add`, `done` and `rm` agree.
enum ItemFormatter {
  /// The one-line form of an item: id (right-aligned to `idWidth`), marker, title made safe
  /// to print (control characters shown as symbols).
  static func line(for item: TodoItem, idWidth: Int = 0) -> String {
    let id = String(item.id)
    let padded = String(repeating: " ", count: max(0, idWidth - id.count)) + id
    return "\(padded) \(item.done ? "[x]" : "[ ]") \(DisplayWidth.visible(item.title))\n"
  }

  /// One line per item, the ids aligned on the widest.
  static func lines(for items: [TodoItem]) -> String {
    let idWidth = items.map { String($0.id).count }.max() ?? 0
    return items.map { line(for: $0, idWidth: idWidth) }.joined()
  }

  /// Writes `text` to standard output.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}
