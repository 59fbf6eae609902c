/// What a configuration file must be before toml++ reads it (through TOMLKit), which TOML makes
/// a syntax error anyway, refused here with its line. toml++ keeps its assertions in every build
/// (TOMLKit leaves `NDEBUG` unset), and some abort the program where its parser meets what it
/// assumed could not come: a table header whose name starts with neither a key's character
/// nor a quote (`[é]`, `[=]`, a `[` alone on its line), a date and `T` with no time after them
/// (`1979-05-27T:`) or with a time of one digit (`1979-05-27 7`), a `}` or a line separator
/// of Unicode's (U+2028) where an array expects a value (`[}`). `todo` crashed on such a file.
/// And TOMLKit hands toml++ the text as a C string, which ends at a NUL, so what followed one
/// was never read; a NUL is one of the control characters TOML allows nowhere (a tab, and a
/// line break, are no such character).
enum TOMLPrecheck {
  /// Throws the first control character TOML does not allow, else the first table header, date
  /// and time, `}` or line separator toml++ would abort on, naming its line in `file`.
  static func check(_ text: String, file: String) throws(ConfigError) {
    let bytes = Array(text.utf8)
    var line = 1
    for byte in bytes {
      if byte == UInt8(ascii: "\n") { line += 1 }
      guard isForbidden(byte) else { continue }
      let code = String(byte, radix: 16, uppercase: true)
      let name = "U+" + String(repeating: "0", count: 4 - code.count) + code
      throw ConfigError(
        file: file, line: line, "a control character (\(name)), which TOML does not allow")
    }
    if let (line, reason) = firstRefused(bytes) {
      throw ConfigError(file: file, line: line, reason)
    }
  }

  /// The line of the first table header whose name starts with anything but a bare key's
  /// character or a quote, of the first value toml++ takes for a date and time it aborts on, of
  /// a `}` inside an array, or of a line separator of Unicode's outside a string or a comment,
  /// and what is wrong there. Strings and comments are skipped, and a
  /// `[` at the start of a line is a header only outside the brackets of an array or inline
  /// table value.
  private static func firstRefused(_ bytes: [UInt8]) -> (line: Int, reason: String)? {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    // The brackets open around the reading position: `[` of an array (or a header), `{` of an
    // inline table.
    var open: [UInt8] = []
    var lineStart = true
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = true
        index += 1
        continue
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
        continue
      case UInt8(ascii: "#"):
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        continue
      case UInt8(ascii: "\""), UInt8(ascii: "'"):
        index = skipString(bytes, from: index, line: &line)
      case UInt8(ascii: "["):
        if lineStart, open.isEmpty, !startsAsKey(bytes, after: index) {
          return (line, "a table's name must start with a letter, a digit, _, - or a quote")
        }
        open.append(byte)
        index += 1
      case UInt8(ascii: "{"):
        open.append(byte)
        index += 1
      case UInt8(ascii: "}") where open.last == UInt8(ascii: "["):
        // toml++ takes it for the start of a value in the array.
        return (line, "a } inside [ ]: a list holds values and ends with ]")
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        _ = open.popLast()
        index += 1
      default:
        // toml++ takes these for the end of a value, where an array expects one.
        if isLineSeparator(bytes, at: index) {
          return (line, "a line separator (U+0085, U+2028, U+2029) outside a string")
        }
        // A value starts after `=`, `[`, `,` or a space; toml++ reads it to the next space,
        // `]`, `}`, `,` or `#`, quotes and all.
        if index > 0, isDigit(byte), "=[, \t\r\n".utf8.contains(bytes[index - 1]),
          abortsAsDate(bytes, at: index)
        {
          return (line, "a date and time must be written like 1979-05-27T07:32:00")
        }
        index += 1
      }
      lineStart = false
    }
    return nil
  }

  /// Whether the value that is no string, starting with a digit at `index`, is one toml++
  /// takes for a date and time and then aborts on: a date, `T` (or `t`), no digit after it, and
  /// a `:` somewhere (the date and time toml++ reads to the end of the value, `1979-05-27T:`);
  /// or what it takes for a date to look ahead for a time after a space, when that time is
  /// one digit (`1979-05-27 7`). No key holds a `:`, and neither is a date and time of TOML's.
  private static func abortsAsDate(_ bytes: [UInt8], at index: Int) -> Bool {
    var end = index
    while end < bytes.count, !isValueEnd(bytes[end]) { end += 1 }
    let word = Array(bytes[index..<end])
    if word.count >= 11, word.contains(UInt8(ascii: ":")), word[4] == UInt8(ascii: "-"),
      word[7] == UInt8(ascii: "-"), word[10] == UInt8(ascii: "T") || word[10] == UInt8(ascii: "t"),
      [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ isDigit(word[$0]) }),
      word.count == 11 || !isDigit(word[11])
    {
      return true
    }
    return looksLikeADate(String(decoding: word, as: UTF8.self)) && end + 1 < bytes.count
      && bytes[end] == UInt8(ascii: " ") && isDigit(bytes[end + 1])
      && (end + 2 == bytes.count || !isDigit(bytes[end + 2]))
  }

  /// Whether toml++ takes the value `word` (a digit first) for a date that a time may follow
  /// after a space: ten characters but the `_` it skips, a `-` fifth and eighth, and none that
  /// gives it a kind of its own (`.`, `:`, `+`, or a letter of a number's: `0x`, `1e`, `t`, `z`).
  private static func looksLikeADate(_ word: String) -> Bool {
    var characters: [Unicode.Scalar] = []
    var signs = false
    for scalar in word.unicodeScalars where scalar != "_" {
      characters.append(scalar)
      let count = characters.count
      let zeroFirst = characters[0] == "0"
      switch scalar {
      case "+", ".", ":", "t", "T", "z", "Z": return false
      case "-": signs = true
      case "b", "B", "o", "O", "x", "X": if count == 2 && zeroFirst { return false }
      // With a `-` read, an `e` is no exponent's for toml++ (nor a `p`, with no `0x`).
      case "e", "E": if count > 1 && !signs { return false }
      default: break
      }
    }
    return characters.count == 10 && characters[4] == "-" && characters[7] == "-"
  }

  /// Whether toml++ ends a value that is no string at `byte`: white space, `]`, `}`, `,`, `#`.
  private static func isValueEnd(_ byte: UInt8) -> Bool {
    " \t\r\n#,]}".utf8.contains(byte)
  }

  /// Whether the bytes at `index` are U+0085, U+2028 or U+2029, line separators of Unicode's
  /// that TOML allows only in a string or a comment.
  private static func isLineSeparator(_ bytes: [UInt8], at index: Int) -> Bool {
    switch bytes[index] {
    case 0xC2: index + 1 < bytes.count && bytes[index + 1] == 0x85
    case 0xE2:
      index + 2 < bytes.count && bytes[index + 1] == 0x80
        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
    default: false
    }
  }

  /// Whether `byte` is a decimal digit.
  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Whether the table name after the `[` at `index` (and a second `[` right after it) starts
  /// as toml++ requires: with a bare key's character or a quote; or it is no name (`]`, the
  /// end of the file), which toml++ refuses itself.
  private static func startsAsKey(_ bytes: [UInt8], after index: Int) -> Bool {
    var next = index + 1
    var spaced = false
    func skipSpace() {
      while next < bytes.count,
        bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")
      {
        next += 1
        spaced = true
      }
    }
    skipSpace()
    if !spaced, next < bytes.count, bytes[next] == UInt8(ascii: "[") {
      next += 1
      skipSpace()
    }
    guard next < bytes.count else { return true }
    let byte = bytes[next]
    return isBareKey(byte) || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
      || byte == UInt8(ascii: "]")
  }

  /// The index after the string that starts at `index` (basic or literal, one line or
  /// several), counting the lines it spans into `line`. An unclosed string ends at its line's
  /// end (one line) or the file's (several): toml++ refuses it.
  private static func skipString(_ bytes: [UInt8], from index: Int, line: inout Int) -> Int {
    let quote = bytes[index]
    let escapes = quote == UInt8(ascii: "\"")
    let triple = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
    var next = index + (triple ? 3 : 1)
    while next < bytes.count {
      let byte = bytes[next]
      if escapes, byte == UInt8(ascii: "\\") {
        let escaped = next + 1 < bytes.count ? bytes[next + 1] : 0
        // A line break ends a string of one line, a backslash before it or not.
        if !triple, escaped == UInt8(ascii: "\n") || escaped == UInt8(ascii: "\r") {
          return next + 1
        }
        if escaped == UInt8(ascii: "\n") { line += 1 }
        next += 2
      } else if byte == UInt8(ascii: "\n") {
        guard triple else { return next }
        line += 1
        next += 1
      } else if byte != quote {
        next += 1
      } else if !triple {
        return next + 1
      } else {
        // Three quotes close the string; up to two more before them are the string's own.
        var run = 0
        while next + run < bytes.count, bytes[next + run] == quote { run += 1 }
        if run >= 3 { return next + min(run, 5) }
        next += run
      }
    }
    return next
  }

  /// Whether `byte` can be in a bare key: an ASCII letter or digit, `_` or `-`.
  private static func isBareKey(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }

  /// Whether `byte` is a control character TOML allows nowhere: all but the tab, the line
  /// feed and the carriage return (which ends a line with it, or is text in a string).
  private static func isForbidden(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
  }
}
