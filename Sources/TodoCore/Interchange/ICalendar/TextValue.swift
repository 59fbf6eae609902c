/// The TEXT value type of RFC 5545 §3.3.11: a backslash escapes `\`, `;`, `,` and a line
/// break (`\n` or `\N`).
public enum TextValue {
  /// `text` escaped for a TEXT value. Throws the first character a TEXT value cannot hold: a
  /// control character other than a tab or a line break (a CR is one only before an LF).
  public static func escape(_ text: String) throws(UnwritableCharacter) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\r" where index + 1 < scalars.count && scalars[index + 1] == "\n": continue
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n": result += "\\n"
      case "\t": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: throw UnwritableCharacter(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A character that iCalendar text cannot carry (RFC 5545 allows no control character but
  /// the tab in a value).
  public struct UnwritableCharacter: Error, Equatable {
    /// The character.
    public let scalar: Unicode.Scalar

    /// Makes the error.
    public init(_ scalar: Unicode.Scalar) { self.scalar = scalar }

    /// `U+0001`.
    public var code: String {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
  }

  /// The text an escaped TEXT value stands for. A backslash before any other character is
  /// kept with that character (lenient, as calendar programs write `\:` now and then).
  public static func unescape(_ value: Substring) -> String {
    var result = ""
    var escaping = false
    for scalar in value.unicodeScalars {
      if escaping {
        switch scalar {
        case "n", "N": result += "\n"
        case "\\", ";", ",": result.unicodeScalars.append(scalar)
        default:
          result.unicodeScalars.append("\\")
          result.unicodeScalars.append(scalar)
        }
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    if escaping { result += "\\" }
    return result
  }

  /// The items of a list of TEXT values (CATEGORIES): split at commas that are not escaped,
  /// each unescaped. Read scalar by scalar, as `unescape`: a combining mark or a joiner after a
  /// comma makes one character of the two.
  public static func list(_ value: String) -> [String] {
    let scalars = value.unicodeScalars
    var items: [String] = []
    var start = scalars.startIndex
    var index = scalars.startIndex
    var escaping = false
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if escaping {
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else if scalar == "," {
        items.append(unescape(Substring(scalars[start..<index])))
        start = scalars.index(after: index)
      }
      index = scalars.index(after: index)
    }
    items.append(unescape(Substring(scalars[start...])))
    return items
  }
}
