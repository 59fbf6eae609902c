import CWidth
import Foundation

/// The one place that knows how many columns text takes, and how text is made safe to show.
///
/// Widths come from the C library's `wcwidth` per grapheme (its first scalar: a combining
/// mark adds nothing), so the headless grid and the real terminal agree on CJK and emoji.
public enum DisplayWidth {
  /// `wcwidth` answers by LC_CTYPE: make sure it is a UTF-8 one before the first call.
  private static let localeIsReady: Bool = {
    if let current = setlocale(LC_CTYPE, ""), String(cString: current).uppercased().contains("UTF")
    {
      return true
    }
    return setlocale(LC_CTYPE, "C.UTF-8") != nil
  }()

  /// Columns one visible grapheme takes: the sum over its code points, as a terminal lays
  /// it out (a flag is two 1-column letters, a ZWJ family three 2-column faces; marks add 0).
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let only = scalars.first { return of(only) }
    return scalars.reduce(0) { $0 + of($1) }
  }

  /// Columns one code point takes: 0, 1 or 2.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    if scalar.value < 0x80 { return scalar.value >= 0x20 && scalar.value != 0x7F ? 1 : 0 }
    _ = localeIsReady
    return max(0, min(2, Int(todo_wcwidth(scalar.value))))
  }

  /// The cells a grapheme fills: a new cell at each code point that takes columns, the
  /// zero-width ones (marks, joiners, selectors) riding along with the one before.
  public static func cells(of character: Character) -> [(text: String, width: Int)] {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let only = scalars.first { return [(String(character), of(only))] }
    var cells: [(text: String, width: Int)] = []
    for scalar in scalars {
      let width = of(scalar)
      if width > 0 || cells.isEmpty {
        cells.append((String(scalar), width))
      } else {
        cells[cells.count - 1].text.unicodeScalars.append(scalar)
      }
    }
    return cells
  }

  /// Columns a visible string takes.
  public static func of(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  /// Text as it may be shown: control characters, escape sequences and bidi overrides
  /// become visible symbols (ESC shows as ␛, newline as ␊), and a grapheme that would take
  /// no column gets a base so it cannot merge with its neighbour.
  public static func visible(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      guard let first = character.unicodeScalars.first else { continue }
      switch first.value {
      case 0x00...0x1F:
        result.unicodeScalars.append(Unicode.Scalar(0x2400 + first.value) ?? "?")
      case 0x7F:
        result.append("\u{2421}")
      case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        result.append("\u{FFFD}")
      default:
        guard of(character) == 0 else {
          result.append(character)
          continue
        }
        // A lone combining mark gets ◌ to sit on; other zero-width characters (ZWSP, BOM,
        // word joiner, line separator) have nothing to show and would leave an empty cell.
        let category = first.properties.generalCategory
        if category == .nonspacingMark || category == .enclosingMark
          || category == .spacingMark
        {
          result.append("\u{25CC}")
          result.append(character)
        }
      }
    }
    return result
  }

  /// `text` cut to at most `width` columns, ending in `…` when something was left out.
  /// Never splits a grapheme; a wide glyph that would straddle the edge is left out.
  /// The result is already `visible`: control characters are measured as the symbols
  /// they are shown as.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if text.utf8.count <= width, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return text
    }
    let shown = visible(text)
    if of(shown) <= width { return shown }
    var result = ""
    var used = 0
    for character in shown {
      let w = of(character)
      if used + w > width - 1 { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }

  /// `text` padded with spaces (or cut) to exactly `width` columns.
  public static func pad(_ text: String, to width: Int) -> String {
    let cut = truncate(text, to: width)
    return cut + String(repeating: " ", count: max(0, width - of(cut)))
  }

  /// Word-wraps `text` into lines of at most `width` columns. Newlines in the text end a
  /// line; a word longer than the width is broken at the width.
  public static func wrap(_ text: String, to width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      // Leading spaces are indentation: they stay on the paragraph's first line.
      let indent = paragraph.prefix { $0 == " " }.prefix(max(0, width - 1))
      var line = String(indent)
      var lineWidth = indent.count
      var hasWord = false
      let words = paragraph.dropFirst(indent.count)
        .split(separator: " ", omittingEmptySubsequences: false)
      for raw in words {
        var word = Substring(visible(String(raw)))
        var wordWidth = of(word)
        let gap = hasWord ? 1 : 0
        if lineWidth + gap + wordWidth <= width {
          line += (hasWord ? " " : "") + word
          lineWidth += gap + wordWidth
          hasWord = true
          continue
        }
        if hasWord { lines.append(line) }
        while wordWidth > width {
          var head = ""
          var headWidth = 0
          for character in word {
            let w = of(character)
            if headWidth + w > width { break }
            head.append(character)
            headWidth += w
          }
          // A grapheme wider than the whole width (a ZWJ family at 5 columns) is broken at
          // its cells, as a terminal of that width would show it.
          if head.isEmpty, let first = word.first {
            var part = ""
            var partWidth = 0
            for cell in cells(of: first) {
              if partWidth > 0, partWidth + cell.width > width {
                lines.append(part)
                part = ""
                partWidth = 0
              }
              part += cell.text
              partWidth += cell.width
            }
            lines.append(part)
            word = word.dropFirst()
            wordWidth = of(word)
            continue
          }
          lines.append(head)
          word = word.dropFirst(head.count)
          wordWidth = of(word)
        }
        line = String(word)
        lineWidth = wordWidth
        hasWord = true
      }
      lines.append(line)
    }
    return lines
  }
}
