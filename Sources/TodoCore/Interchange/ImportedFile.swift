/// What an import file held: the todos, and how many other things were skipped.
public struct ImportedFile: Equatable, Sendable {
  /// The todos, in file order.
  public var todos: [ImportedTodo]
  /// How many components of each other kind were skipped (`VEVENT`: 3); iCalendar only.
  public var skipped: [String: Int]
  /// How many overrides of repeating todos (VTODOs with a `RECURRENCE-ID`) were kept with
  /// their series: imported, but not shown as todos of their own; iCalendar only.
  public var keptOverrides = 0
  /// The categories that are no tag words (`Two Words`), kept as they came in their
  /// CATEGORIES lines but not shown as tags; iCalendar only.
  public var keptCategories: [String] = []

  /// Makes the contents of a file.
  public init(todos: [ImportedTodo], skipped: [String: Int] = [:]) {
    self.todos = todos
    self.skipped = skipped
  }

  /// `3 events, 1 journal`: the skipped components, most first, or nil when none.
  public var skippedSummary: String? {
    guard !skipped.isEmpty else { return nil }
    return skipped.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { name, count in
      let noun = Self.nouns[name] ?? name
      return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }.joined(separator: ", ")
  }

  private static let nouns = [
    "VEVENT": "event", "VJOURNAL": "journal", "VFREEBUSY": "free/busy block",
    "VAVAILABILITY": "availability",
  ]
}
