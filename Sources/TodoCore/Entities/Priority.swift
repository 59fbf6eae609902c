/// How urgent a todo is, as iCalendar counts it: 0 for none, 1 (highest) to 9 (lowest). People
/// set one of three classes, `H` (1), `M` (5) and `L` (9); any other value read from elsewhere
/// (a calendar program's 2, say) is kept exactly and shown as its class: 1–4 are H, 5 is M,
/// 6–9 are L.
public struct Priority: Hashable, Sendable, CustomStringConvertible {
  /// One of the three classes people choose from.
  public enum Level: CaseIterable, Hashable, Sendable {
    case high, medium, low

    /// `H`, `M` or `L`: how the command line, the list and the dialog write it.
    public var letter: Character {
      switch self {
      case .high: "H"
      case .medium: "M"
      case .low: "L"
      }
    }

    /// The value a todo gets when this class is chosen: 1, 5 or 9.
    public var value: Int {
      switch self {
      case .high: 1
      case .medium: 5
      case .low: 9
      }
    }
  }

  /// 0 for none, else 1…9.
  public let value: Int

  /// The priority `value`, or nil outside 0…9.
  public init?(value: Int) {
    guard (0...9).contains(value) else { return nil }
    self.value = value
  }

  /// The value people choose for `level`.
  public init(_ level: Level) {
    value = level.value
  }

  /// No priority.
  public static let none = Priority(unchecked: 0)
  /// `H`: 1.
  public static let high = Priority(.high)
  /// `M`: 5.
  public static let medium = Priority(.medium)
  /// `L`: 9.
  public static let low = Priority(.low)

  private init(unchecked value: Int) {
    self.value = value
  }

  /// The class this value belongs to; nil for none.
  public var level: Level? {
    switch value {
    case 1...4: .high
    case 5: .medium
    case 6...9: .low
    default: nil
    }
  }

  /// Whether there is no priority.
  public var isNone: Bool { value == 0 }

  /// One class up, as `+` steps: none → L → M → H; H stays H (as it is, 1 to 4).
  public var raised: Priority {
    switch level {
    case nil: .low
    case .low: .medium
    case .medium: .high
    case .high: self
    }
  }

  /// One class down, as `-` steps: H → M → L → none; none stays none.
  public var lowered: Priority {
    switch level {
    case .high: .medium
    case .medium: .low
    case .low, nil: .none
    }
  }

  /// Reads what a person typed: `H`, `M` or `L` (either case), `none` or nothing for none, or
  /// a number 0–9 (iCalendar's own scale); nil for anything else.
  public init?(text: String) {
    let word = BlankText.trimmed(text).lowercased()
    switch word {
    case "": self = .none
    case "none": self = .none
    case "h": self = .high
    case "m": self = .medium
    case "l": self = .low
    default:
      guard word.count == 1, let digit = word.first?.wholeNumberValue, word.first?.isASCII == true
      else { return nil }
      self.init(unchecked: digit)
    }
  }

  /// What `init(text:)` reads back as this value: empty for none, the letter for 1, 5 and 9,
  /// the digit for any other value (so a form filled from a todo keeps a 2 a 2).
  public var text: String {
    guard let level else { return "" }
    return level.value == value ? String(level.letter) : String(value)
  }

  /// `H`, `M`, `L` or `none`: the class, for messages and the command line.
  public var description: String {
    level.map { String($0.letter) } ?? "none"
  }
}
