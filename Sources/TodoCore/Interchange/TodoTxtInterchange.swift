import Foundation

/// todo.txt: one todo per line, as the format has it: `x COMPLETION CREATION text` for a done
/// todo, `(A) CREATION text` for an open one. Priorities are classes: H is `(A)`, M `(B)`, L
/// `(C)` (a done todo's in a `pri:A` key); `+work` and `@phone` words are tags; `due:` holds the
/// due date, `rec:` the repeat rule (`rec:1w`, `rec:+1w`; a line with one needs a `due:`);
/// `id:` and `p:` link a subtask to its parent, as topydo writes them (`TodoTxtLinks`). Dates
/// are days in UTC; only real calendar days are dates (`2026-13-45` stays in the title).
/// Content travels in a `content:` key with `%`, space, tab, newline and other control
/// characters percent-encoded, so it round-trips exactly. A title the line's words cannot carry
/// (a newline or tab in it, or a word that would read as a tag or key) is written readably
/// with those words left out, and exactly in a `title:` key.
public enum TodoTxtInterchange {
  /// Reads the lines; blank lines are skipped. Creation and completion dates become the
  /// todo's `created` and `updated`.
  public static func decode(_ data: Data) throws(ImportError) -> [ImportedTodo] {
    guard let text = String(data: InterchangeFormat.withoutByteOrderMark(data), encoding: .utf8)
    else {
      throw ImportError(location: "", reason: "not UTF-8 text")
    }
    var entries: [(line: Substring, number: Int)] = []
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, line) in lines.enumerated() where !BlankText.isBlank(String(line)) {
      entries.append((line, index + 1))
    }
    let links = TodoTxtLinks(entries.map(\.line))
    var result: [ImportedTodo] = []
    result.reserveCapacity(entries.count)
    for (entry, (line, number)) in entries.enumerated() {
      result.append(try todo(in: line, at: "line \(number)", entry: entry, links: links))
    }
    return result
  }

  /// The todo one line holds, the `entry`th of the file, linked as `links` say.
  private static func todo(
    in line: Substring, at location: String, entry: Int, links: TodoTxtLinks
  ) throws(ImportError)
    -> ImportedTodo
  {
    var words = TodoTxtWord.words(line)[...]
    var todo = ImportedTodo(TodoFields())
    var priority: Priority?
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
      if let word = words.first, let leading = leadingPriority(word) {
        priority = leading
        words = words.dropFirst()
      }
      if let creation = words.first.flatMap(day) {
        todo.created = creation
        words = words.dropFirst()
      }
    }
    var titleWords: [Substring] = []
    var exactTitle: String?
    var hasContent = false
    var exactPriority: Priority?
    var tags: [String] = []
    for word in words {
      switch TodoTxtWord(word) {
      case .content(let encoded):
        // One todo has one note: a second `content:` is refused, not chosen between.
        guard !hasContent else {
          throw ImportError(
            location: location, reason: "content: is given twice (one todo has one note)")
        }
        hasContent = true
        todo.fields.content = try decoded(encoded, key: "content", at: location)
      case .exactTitle(let encoded):
        guard exactTitle == nil else {
          throw ImportError(
            location: location, reason: "title: is given twice (one todo has one title)")
        }
        exactTitle = try decoded(encoded, key: "title", at: location)
      case .due(let due) where todo.fields.due == nil:
        todo.fields.due = due
      case .recur(let rule) where todo.fields.recur == nil:
        todo.fields.recur = rule
      case .priority(let value) where priority == nil:
        priority = value
      case .exactPriority(let value) where exactPriority == nil:
        exactPriority = value
      case .tag(let tag):
        tags.append(tag)
      case .localID(let key) where links.isNamed(key, of: entry):
        break
      case .parentID(let key) where todo.parentEntry == nil && links.parent(of: entry)?.key == key:
        todo.parentEntry = links.parent(of: entry)?.entry
      case .text, .due, .recur, .priority, .exactPriority, .localID, .parentID:
        titleWords.append(word)
      }
    }
    // The exact value stands when the letter, if any, is of its class: a line whose letter was
    // changed by hand keeps the letter's meaning.
    if let exactPriority, priority == nil || priority?.level == exactPriority.level {
      priority = exactPriority
    }
    todo.fields.priority = priority ?? .none
    todo.fields.tags = TagSet(tags)
    todo.fields.title = exactTitle ?? titleWords.joined(separator: " ")
    guard !BlankText.isBlank(todo.fields.title) else {
      throw ImportError(location: location, reason: "the todo has no title")
    }
    do throws(FieldRule) {
      todo.fields = try todo.fields.checked()
    } catch {
      throw ImportError(location: location, reason: reason(error))
    }
    return todo
  }

  /// Why a line whose fields break `rule` is refused, in the format's keys.
  private static func reason(_ rule: FieldRule) -> String {
    switch rule {
    case .repeatNeedsDue: "rec: needs a due: date (a repeating todo needs one)"
    }
  }

  /// Writes one line per item: `x <done date> <created date> title tags keys` for done ones,
  /// `[(A) ]<created date> title tags keys` for open ones.
  public static func encode(
    _ items: [TodoItem], steps: ProgressSteps = ProgressSteps(total: 0, report: nil)
  ) -> String {
    defer { steps.finish() }
    let ids = TodoTxtLinks.exportIDs(items)
    var written: Set<String> = []
    return items.enumerated().map { index, item in
      steps.reach(index)
      var words: [String] = []
      if item.done {
        words += ["x", dayText(item.updated)]
      } else if let letter = TodoTxtWord.letter(item.priority) {
        words.append("(\(letter))")
      }
      words.append(dayText(item.created))
      let readsBack = titleReadsBack(item.title)
      let title = readsBack ? item.title : readableTitle(item.title)
      if !title.isEmpty { words.append(title) }
      for tag in item.tags { words.append(tag.utf8.first == UInt8(ascii: "@") ? tag : "+" + tag) }
      if let due = item.due { words.append("due:\(due)") }
      if let rule = item.fields.recur { words.append("rec:\(rule)") }
      if let id = ids[item.calendar.uid], written.insert(item.calendar.uid).inserted {
        words.append("id:\(id)")
      }
      if let parent = item.parent, parent != item.calendar.uid, let id = ids[parent] {
        words.append("p:\(id)")
      }
      if TodoTxtWord.needsExactValue(item.priority) {
        words.append("pri:\(item.priority.value)")
      } else if item.done, let letter = TodoTxtWord.letter(item.priority) {
        words.append("pri:\(letter)")
      }
      if !readsBack { words.append("title:" + escape(item.title)) }
      if !item.content.isEmpty { words.append("content:" + escape(item.content)) }
      return words.joined(separator: " ") + "\n"
    }.joined()
  }

  /// Whether `title`, written as the line's words, reads back as itself: no line break or tab
  /// in it, and no word that reads as a tag or a key.
  static func titleReadsBack(_ title: String) -> Bool {
    !title.contains(where: { $0.isNewline || $0 == "\t" })
      && TodoTxtWord.words(title).allSatisfy { TodoTxtWord($0) == .text }
  }

  /// `title` as words that read back as text: line breaks and tabs as spaces, and the words
  /// that would read as a tag or a key left out (the `title:` key carries them).
  static func readableTitle(_ title: String) -> String {
    TodoTxtWord.words(title.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined())
      .filter { TodoTxtWord($0) == .text }
      .joined(separator: " ")
  }

  /// The priority a line's first word gives an open todo: `(A)`, `(B)` or `(C)`; other letters
  /// are title text.
  private static func leadingPriority(_ word: Substring) -> Priority? {
    let scalars = Array(word.unicodeScalars)
    guard scalars.count == 3, scalars[0] == "(", scalars[2] == ")" else { return nil }
    return TodoTxtWord.priority(word.dropFirst().dropLast())
  }

  /// The text of a percent-encoded key, or an error naming the key (a `%` without two hex
  /// digits, or bytes that are not UTF-8). Decoded by hand: Foundation's
  /// `removingPercentEncoding` drops a byte order mark (U+FEFF) at the start of the text, so
  /// notes or a title starting with one came back without it.
  private static func decoded(
    _ encoded: Substring, key: String, at location: String
  ) throws(ImportError) -> String {
    let bad = ImportError(location: location, reason: "bad %-escape in \(key):")
    var bytes: [UInt8] = []
    bytes.reserveCapacity(encoded.utf8.count)
    var rest = encoded.utf8[...]
    while let byte = rest.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = rest.popFirst().flatMap(HexDigit.value),
        let low = rest.popFirst().flatMap(HexDigit.value)
      else { throw bad }
      bytes.append(high << 4 | low)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    // Bytes that are not UTF-8 were repaired into U+FFFD, and so are not the text's bytes.
    guard text.utf8.elementsEqual(bytes) else { throw bad }
    return text
  }

  /// The day `word` names (`YYYY-MM-DD`, a real calendar day) at 00:00 UTC, or nil.
  static func day(_ word: Substring) -> Date? {
    guard word.utf8.count == 10, let day = CalendarDay(iso: word) else { return nil }
    return Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400)
  }

  /// `2026-01-05`: the day `date` falls on in UTC.
  private static func dayText(_ date: Date) -> String {
    CalendarDay(date, in: TodoUseCases.utc).description
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
