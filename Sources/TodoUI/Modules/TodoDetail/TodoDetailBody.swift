import Foundation
import TodoCore
import TodoTerminal

/// The detail screen's body: one todo laid out as wrapped lines, its fields labelled, the
/// notes last. A pure function of the todo, "today" and the width, so the presenter builds
/// its view model from what it holds.
struct TodoDetailBody {
  /// Columns of a field's label (`Priority` and two spaces); its value starts after them.
  static let labelWidth = 10

  /// Created and updated times, in the screen's zone.
  private let dateFormatter: DateFormatter
  /// The key that edits, which the placeholder for missing notes names; nil when none does.
  private let editKey: String?

  /// A body telling times in `timeZone`, offering `editKey` for missing notes.
  init(timeZone: TimeZone, editKey: String?) {
    dateFormatter = DateFormatter()
    dateFormatter.locale = Locale(identifier: "en_US_POSIX")
    dateFormatter.timeZone = timeZone
    dateFormatter.dateFormat = "yyyy-MM-dd HH:mm"
    self.editKey = editKey
  }

  /// Every line of `item`'s body at `width`, before scrolling, its `subtasks` last (the one
  /// at `selected` marked); `deletedElsewhere` when another instance deleted it (without
  /// `item`, only that is said).
  func lines(
    of item: TodoItem?, subtasks: [TodoItem] = [], selected: Int? = nil,
    deletedElsewhere: Bool, today: DueText, width: Int
  ) -> [TodoDetailLine] {
    guard let item else {
      guard deletedElsewhere else { return [] }
      return DisplayWidth.wrap("This todo was deleted elsewhere.", to: width).map {
        TodoDetailLine($0, .placeholder)
      }
    }
    var lines = DisplayWidth.wrap(item.title, to: width).map { TodoDetailLine($0, .title) }
    lines.append(TodoDetailLine("", .text))
    let state = deletedElsewhere ? "deleted elsewhere" : "\(item.state.marker) \(item.state.name)"
    lines.append(field("Status", state, width: width))
    lines += fieldLines(item, today: today, width: width)
    lines.append(field("Created", dateFormatter.string(from: item.created), width: width))
    lines.append(field("Updated", dateFormatter.string(from: item.updated), width: width))
    lines.append(TodoDetailLine("", .text))
    lines.append(TodoDetailLine("Notes", .heading))
    if item.content.isEmpty {
      let offer = editKey.map { " Press \($0) to add some." }
      let placeholder = "No notes." + (deletedElsewhere ? "" : offer ?? "")
      lines += DisplayWidth.wrap(placeholder, to: width).map { TodoDetailLine($0, .placeholder) }
    } else {
      lines += DisplayWidth.wrap(item.content, to: width).map { TodoDetailLine($0, .text) }
    }
    return lines + subtaskLines(subtasks, selected: selected, width: width)
  }

  /// The subtasks under the notes (SPEC §16): a heading with their progress, then a row each,
  /// cut to the width. None without subtasks.
  private func subtaskLines(_ subtasks: [TodoItem], selected: Int?, width: Int) -> [TodoDetailLine]
  {
    guard !subtasks.isEmpty else { return [] }
    let done = subtasks.count { $0.done }
    var lines = [
      TodoDetailLine("", .text), TodoDetailLine("Subtasks \(done)/\(subtasks.count)", .heading),
    ]
    for (index, subtask) in subtasks.enumerated() {
      let row = "\(subtask.state.marker) \(subtask.title)"
      lines.append(
        TodoDetailLine(
          DisplayWidth.truncate(row, to: width), index == selected ? .selectedSubtask : .subtask))
    }
    return lines
  }

  /// `Todo › Move › Pack books`: the path of `titles` (the todo's ancestors, then its own)
  /// in `width` columns; when it is too long, the ancestors nearest the top give way to `…`
  /// first, then the rest is cut.
  static func breadcrumb(_ titles: [String], width: Int) -> String {
    var path = titles
    var crumb = (["Todo"] + path).joined(separator: " › ")
    while DisplayWidth.of(crumb) > width, path.count > 1 {
      path.removeFirst()
      crumb = (["Todo", "…"] + path).joined(separator: " › ")
    }
    return DisplayWidth.truncate(crumb, to: width)
  }

  /// The line the subtask at `index` is on in a body of `lineCount` lines with `subtasks`.
  static func line(ofSubtask index: Int, of subtasks: Int, lineCount: Int) -> Int {
    lineCount - subtasks + index
  }

  /// The lines of the due date, repeat rule, priority and tags the todo has. A field it does
  /// not have is left out: the notes, what the screen is mostly opened for, then stay in view
  /// even on a short terminal, and the Edit dialog is where every field is offered.
  private func fieldLines(_ item: TodoItem, today: DueText, width: Int) -> [TodoDetailLine] {
    var lines: [TodoDetailLine] = []
    if let due = item.due {
      // Overdue is said in words, so it shows without colour too.
      let overdue = !item.done && today.isOverdue(due)
      let days = due.day.daysSince1970 - today.today.daysSince1970
      let note =
        overdue
        ? " · overdue" : (0...1).contains(days) ? " · " + today.short(due, withTime: false) : ""
      lines.append(field("Due", today.long(due) + note, width: width, overdue ? .alert : .label))
    }
    if let rule = item.fields.recur {
      // In words, then the rule as it is typed (`every week after done (1w)`).
      lines.append(field("Repeat", "\(RepeatText.words(rule)) (\(rule))", width: width))
    }
    if let priority = Self.priority(item.priority) {
      lines.append(field("Priority", priority, width: width))
    }
    // Every tag shows: they wrap under the first, never cut.
    let tags = DisplayWidth.wrap(TagText.words(item.tags), to: max(1, width - Self.labelWidth))
    for (index, part) in tags.enumerated() where !part.isEmpty {
      lines.append(field(index == 0 ? "Tags" : "", part, width: width))
    }
    return lines
  }

  /// `H`, `M` or `L`, with the exact value when it is not the class's own (`H (2)`: iCalendar's
  /// 2, read from another program); nil for none.
  static func priority(_ priority: Priority) -> String? {
    guard let level = priority.level else { return nil }
    let letter = String(level.letter)
    return level.value == priority.value ? letter : "\(letter) (\(priority.value))"
  }

  /// A field's line: its label, padded to `labelWidth`, then its value, cut to `width`.
  private func field(
    _ label: String, _ value: String, width: Int, _ kind: TodoDetailLine.Kind = .label
  ) -> TodoDetailLine {
    TodoDetailLine(
      DisplayWidth.truncate(DisplayWidth.pad(label, to: Self.labelWidth) + value, to: width), kind)
  }
}
