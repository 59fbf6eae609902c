/// A titled block of the help dialog.
public struct HelpSection: Equatable, Sendable {
  /// Heading.
  public let title: String
  /// Key/summary rows.
  public let rows: [HelpRow]

  /// Makes a section.
  public init(title: String, rows: [HelpRow]) {
    self.title = title
    self.rows = rows
  }
}

/// One line of help: keys, then what they do.
public struct HelpRow: Equatable, Sendable {
  /// The keys as written on the keyboard.
  public let keys: String
  /// What they do.
  public let summary: String

  /// Makes a row.
  public init(keys: String, _ summary: String) {
    self.keys = keys
    self.summary = summary
  }
}
