import Foundation

/// todo.txt: one todo per line, as the format has it: `x COMPLETION CREATION text` for a done
/// todo, `(A) CREATION text` for an open one (the priority, while todo has no field for it,
/// is part of the title and stays first). Dates are days in UTC; only real calendar days are
/// dates (`2026-13-45` stays in the title). Content travels in a `content:` tag with `%`,
/// space, tab, newline and other control characters percent-encoded, so it round-trips
/// exactly. Newlines or tabs in a title are written as spaces (a line holds one todo).
public enum TodoTxtInterchange {
  /// Reads the lines; blank lines are skipped. Creation and completion dates become the
  /// todo's `created` and `updated`.
  public static func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    guard let text = String(data: InterchangeFormat.withoutByteOrderMark(data), encoding: .utf8)
    else {
      throw ImportError(location: "", reason: "not UTF-8 text")
    }
    var result: [ImportedTodo] = []
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() {
      if BlankText.isBlank(String(line)) { continue }
      var words = line.split(separator: " ", omittingEmptySubsequences: false)[...]
      var todo = ImportedTodo(TodoFields())
      var priority: Substring?
      if words.first == "x" {
        todo.fields.done = true
        words = words.dropFirst()
        if let completion = words.first.flatMap(day) {
          todo.updated = completion
          words = words.dropFirst()
          if let creation = words.first.flatMap(day) {
            todo.created = creation
            words = words.dropFirst()
          }
        }
      } else {
        if let word = words.first, isPriority(word) {
          priority = word
          words = words.dropFirst()
        }
        if let creation = words.first.flatMap(day) {
          todo.created = creation
          words = words.dropFirst()
        }
      }
      var titleWords: [Substring] = priority.map { [$0] } ?? []
      for word in words {
        if word.hasPrefix("content:") {
          guard let decoded = String(word.dropFirst("content:".count)).removingPercentEncoding
          else {
            throw ImportError(location: "line \(index + 1)", reason: "bad %-escape in content:")
          }
          todo.fields.content = decoded
        } else {
          titleWords.append(word)
        }
      }
      todo.fields.title = titleWords.joined(separator: " ")
      guard !BlankText.isBlank(String(titleWords.dropFirst(priority == nil ? 0 : 1).joined()))
      else {
        throw ImportError(location: "line \(index + 1)", reason: "the todo has no title")
      }
      result.append(todo)
    }
    return result
  }

  /// Writes one line per item: `x <done date> <created date> title content:...` for done
  /// ones, `[(A) ]<created date> title content:...` for open ones, where `(A) ` is a
  /// priority the title starts with.
  public static func encode(_ items: [TodoItem]) -> String {
    let formatter = dayFormatter()
    return items.map { item in
      var title = item.title.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
      var line = ""
      if item.done {
        line += "x \(formatter.string(from: item.updated)) "
      } else if let space = title.firstIndex(of: " "), isPriority(title[..<space]),
        !BlankText.isBlank(String(title[title.index(after: space)...]))
      {
        line += String(title[...space])
        title.removeSubrange(...space)
      }
      line += formatter.string(from: item.created) + " " + title
      if !item.content.isEmpty { line += " content:" + escape(item.content) }
      return line + "\n"
    }.joined()
  }

  /// `(A)` to `(Z)`: todo.txt's priority.
  static func isPriority(_ word: Substring) -> Bool {
    let scalars = Array(word.unicodeScalars)
    return scalars.count == 3 && scalars[0] == "(" && scalars[2] == ")"
      && ("A"..."Z").contains(scalars[1])
  }

  /// The day `word` names (`YYYY-MM-DD`, a real calendar day) at 00:00 UTC, or nil.
  static func day(_ word: Substring) -> Date? {
    let parts = word.split(separator: "-", omittingEmptySubsequences: false)
    guard word.utf8.count == 10, parts.map(\.utf8.count) == [4, 2, 2],
      parts.allSatisfy({ $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
    else { return nil }
    return utcCalendar.date(from: DateComponents(year: year, month: month, day: day))
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }

  private static func dayFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = utcCalendar
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }

  private static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "%" || scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F
        || (0x80...0x9F).contains(scalar.value) || scalar.properties.isWhitespace
      {
        for byte in String(scalar).utf8 { result += String(format: "%%%02X", byte) }
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
