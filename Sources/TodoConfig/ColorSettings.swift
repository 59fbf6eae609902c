import TOMLKit

/// The `[colors]` section: a terminal colour for each role the screens draw in (SPEC §13).
/// Whether the terminal can show a colour is known only from its description, so that is
/// checked where the terminal is (before it is touched), with the line kept here.
public struct ColorSettings: Equatable, Sendable {
  /// What a colour is for.
  public enum Role: String, CaseIterable, Sendable {
    /// Headings, the focused field, what asks to be seen.
    case accent
    /// What steps back: counts, tags, hints.
    case muted
    /// What went well: done todos, saved.
    case success
    /// What needs care: overdue, high priority, errors.
    case danger
    /// The selected row's background (reverse video when not set).
    case selection
  }

  /// A colour as written, its number, and its line.
  public struct Choice: Equatable, Sendable {
    /// The terminal's colour number, 0–255; -1 for the terminal's own default colour.
    public var number: Int
    /// As the file writes it (`"magenta"`, `208`), for messages.
    public var written: String
    /// Where it is written.
    public var line: Int?

    /// A choice of colour `number`.
    public init(number: Int, written: String, line: Int? = nil) {
      self.number = number
      self.written = written
      self.line = line
    }
  }

  /// The colours the file names, by role; a role it leaves out keeps the app's colour.
  public var roles: [Role: Choice]

  /// Colours for `roles`.
  public init(_ roles: [Role: Choice] = [:]) {
    self.roles = roles
  }

  /// The names curses gives its eight colours, by number, and `default`.
  public static let names: [String: Int] = [
    "default": -1, "black": 0, "red": 1, "green": 2, "yellow": 3, "blue": 4, "magenta": 5,
    "cyan": 6, "white": 7,
  ]

  /// Reads `[colors]`.
  static func read(_ section: TOMLTable, with reader: ConfigReader) throws(ConfigError) -> Self {
    try reader.refuseUnknownKeys(
      of: section, named: "colors", known: Role.allCases.map(\.rawValue))
    var roles: [Role: Choice] = [:]
    for key in reader.keysInFileOrder(of: section, section: "colors") {
      guard let role = Role(rawValue: key), let value = section[key] else { continue }
      let line = reader.line(of: key, in: "colors")
      if let name = value.string, let number = names[name.lowercased()] {
        roles[role] = Choice(number: number, written: "\"\(name)\"", line: line)
      } else if let number = value.int, (0...255).contains(number) {
        roles[role] = Choice(number: number, written: "\(number)", line: line)
      } else {
        throw reader.fail(
          key, in: "colors",
          "\(key) must be a colour name ("
            + names.sorted { $0.value < $1.value }.map(\.key).joined(separator: ", ")
            + ") or a number from 0 to 255")
      }
    }
    return Self(roles)
  }
}
