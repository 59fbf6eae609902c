import Foundation

/// Open copies of a repeating todo's subtasks under the next todo of its series (SPEC §16: "a
/// repeating parent's next one gets open copies of its subtasks"): the tree kept, each copy a
/// new todo with a UID of its own, its due date moved by as many days as the parent's moved,
/// so a step due two days before the parent still is.
struct SubtreeCopy {
  /// The next todo of the series, which the copies go under.
  let parent: TodoItem
  /// The todo completed, whose subtasks are copied.
  let original: TodoItem
  /// How many days the series moved on.
  let days: Int

  /// A copy of the subtree under `parent` in place of `original`, moved on by `days`.
  init(under parent: TodoItem, replacing original: TodoItem, days: Int) {
    self.parent = parent
    self.original = original
    self.days = days
  }

  /// Adds a copy of each of `subtree` (the original's descendants, each after its parent),
  /// open, at `date`; returns the copies in that order.
  func copy(
    _ subtree: [TodoItem], at date: Date, into transaction: any TodoWriting
  ) throws -> [TodoItem] {
    var copiedUIDs = [original.calendar.uid: parent.calendar.uid]
    var copies: [TodoItem] = []
    for subtask in subtree {
      guard let link = subtask.parent, let newParent = copiedUIDs[link] else { continue }
      var fields = subtask.fields
      fields.done = false
      fields.parent = newParent
      fields.due = fields.due.map(movedOn)
      let copy = try transaction.insert(fields, created: date, updated: date)
      copiedUIDs[subtask.calendar.uid] = copy.calendar.uid
      copies.append(copy)
    }
    return copies
  }

  /// `due` moved on by `days`, no later than the last day a date can be written in.
  private func movedOn(_ due: DueDate) -> DueDate {
    DueDate(min(due.day.adding(days: days), CalendarDay.lastWritable), at: due.time)
  }
}
