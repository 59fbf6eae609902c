/// How a day is written where no nearer word fits (`27 Nov`): the `date_format` of the
/// configuration file (SPEC §13), in the `strftime` spelling people already know, limited to
/// the directives that name a day. Checked once, when the file is read, so drawing a screen
/// never meets a directive it cannot write.
public struct DayFormat: Equatable, Hashable, Sendable {
  /// One piece of a format: text as written, or a part of the day.
  enum Piece: Equatable, Hashable, Sendable {
    case text(String)
    case part(Character, padded: Bool)
  }

  /// Why a format cannot be used.
  public struct Problem: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let description: String
  }

  /// The directives a format may use, and what each writes, for help and error messages.
  public static let directives: KeyValuePairs<String, String> = [
    "%d": "day of the month, 01–31", "%e": "day of the month, 1–31", "%m": "month, 01–12",
    "%b": "month, Jan–Dec", "%B": "month, January–December", "%a": "weekday, Mon–Sun",
    "%A": "weekday, Monday–Sunday", "%y": "year, 26", "%Y": "year, 2026", "%%": "a %",
  ]

  let pieces: [Piece]

  /// The format of list rows before any was configured: `27 Nov`.
  public static let standard = DayFormat(pieces: [
    .part("e", padded: true), .text(" "), .part("b", padded: true),
  ])

  private init(pieces: [Piece]) {
    self.pieces = pieces
  }

  /// Reads `pattern` (`%d %b`); `%-d` and `%-m` drop the leading zero, as in GNU `date`.
  public init(_ pattern: String) throws(Problem) {
    var pieces: [Piece] = []
    var characters = pattern[...]
    while let character = characters.popFirst() {
      guard character == "%" else {
        if case .text(let text) = pieces.last {
          pieces[pieces.count - 1] = .text(text + String(character))
        } else {
          pieces.append(.text(String(character)))
        }
        continue
      }
      let unpadded = characters.first == "-"
      if unpadded { characters.removeFirst() }
      guard let directive = characters.popFirst() else {
        throw Problem(description: "\"\(pattern)\" ends in a lone %")
      }
      if directive == "%", !unpadded {
        pieces.append(.text("%"))
        continue
      }
      guard Self.directives.contains(where: { $0.key == "%\(directive)" }),
        !unpadded || "dm".contains(directive)
      else {
        throw Problem(
          description: "\"\(pattern)\" has %\(unpadded ? "-" : "")\(directive), which is not a "
            + "part of a day (it takes "
            + Self.directives.map(\.key).joined(separator: " ") + ", and %-d %-m)")
      }
      pieces.append(.part(directive, padded: !unpadded))
    }
    guard pieces.contains(where: { if case .part = $0 { true } else { false } }) else {
      throw Problem(description: "\"\(pattern)\" names no part of the day (%d, %b, …)")
    }
    self.pieces = pieces
  }

  /// Whether the format writes the year; a day of another year then needs it added.
  public var showsYear: Bool {
    pieces.contains { $0 == .part("y", padded: true) || $0 == .part("Y", padded: true) }
  }

  /// Whether the format writes the weekday.
  public var showsWeekday: Bool {
    pieces.contains { $0 == .part("a", padded: true) || $0 == .part("A", padded: true) }
  }

  /// `day` in this format.
  public func text(_ day: CalendarDay) -> String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .part(let directive, let padded): Self.part(directive, padded: padded, of: day)
      }
    }.joined()
  }

  private static func part(_ directive: Character, padded: Bool, of day: CalendarDay) -> String {
    func twoDigits(_ number: Int) -> String {
      padded && number < 10 ? "0\(number)" : "\(number)"
    }
    switch directive {
    case "d": return twoDigits(day.day)
    case "e": return "\(day.day)"
    case "m": return twoDigits(day.month)
    case "b": return monthNames[day.month - 1].prefix(3).description
    case "B": return monthNames[day.month - 1]
    case "a": return weekdayNames[day.weekday - 1].prefix(3).description
    case "A": return weekdayNames[day.weekday - 1]
    case "y": return twoDigits(((day.year % 100) + 100) % 100)
    default: return "\(day.year)"
    }
  }

  private static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  private static let weekdayNames = [
    "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday",
  ]
}
