import TodoCore

/// The fields a phone and the store both show of a todo, as the phone lists them (so the two
/// sides are compared in one shape): SUMMARY, STATUS, PRIORITY, CATEGORIES and the parents
/// its RELATED-TO names (SPEC §16).
struct TodoView: Decodable, Equatable, CustomStringConvertible {
  /// The title.
  let summary: String
  /// `COMPLETED` (or `CANCELLED`) when done.
  let status: String
  /// 0 for none, 1–9.
  let priority: Int
  /// The tags, sorted.
  let categories: [String]
  /// The UIDs of its parents, sorted (`todo` keeps one; another client may write more).
  let parents: [String]

  /// How the phone would list `item`.
  init(_ item: TodoItem) {
    summary = item.title
    status = item.done ? "COMPLETED" : "NEEDS-ACTION"
    priority = item.priority.value
    categories = item.tags.words
    parents = item.parent.map { [$0] } ?? []
  }

  /// Whether it is done, whichever STATUS says so.
  var done: Bool { ["COMPLETED", "CANCELLED"].contains(status) }

  /// Whether `other` shows the same todo (STATUS compared as done or not).
  func matches(_ other: TodoView) -> Bool {
    summary == other.summary && done == other.done && priority == other.priority
      && categories == other.categories
  }

  /// `"Title" done P1 [a, b]`, for failure messages.
  var description: String {
    "\"\(summary)\" \(done ? "done" : "open") P\(priority) \(categories)"
  }
}
