/// Text from outside (a server's words, a file's) made safe to write to a terminal: control
/// characters become visible symbols (ESC shows as ␛, CR as ␍, newline as ␊, DEL as ␡), and
/// C1 controls and bidi overrides become �, so no escape sequence, line break or reordering
/// reaches the screen. The same rule as the list's `DisplayWidth.visible`, for the programs
/// that have no terminal code (`todo-sync` writing `left alone: …` to standard error).
public enum InertText {
  /// `text` with every control character shown as a symbol.
  public static func of(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x00...0x1F:
        result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
      case 0x7F:
        result.unicodeScalars.append("\u{2421}")
      case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        result.unicodeScalars.append("\u{FFFD}")
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
