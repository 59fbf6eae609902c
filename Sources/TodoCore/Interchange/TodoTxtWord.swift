/// One word of a todo.txt line after its leading marks (`x`, the priority, the dates), as
/// todo reads it: a key that carries a field, a tag, or a word of the title. The reader and
/// the writer both ask it, so the writer knows which title words would not read back as text.
enum TodoTxtWord: Equatable {
  /// `content:…`, percent-encoded.
  case content(Substring)
  /// `title:…`, the exact title, percent-encoded (written only when the words cannot carry it).
  case exactTitle(Substring)
  /// `due:2026-12-01` or `due:2026-12-01T17:00`.
  case due(DueDate)
  /// `pri:A`, `pri:B` or `pri:C`: the priority of a done todo (its line starts with `x`).
  case priority(Priority)
  /// `pri:2`: the exact iCalendar priority when its class's letter does not say it (2–4,
  /// 6–8), so a todo.txt round trip keeps it.
  case exactPriority(Priority)
  /// `rec:1w` or `rec:+1w`: the repeat rule (topydo's convention).
  case recur(Recurrence)
  /// `+work` (the tag `work`) or `@phone` (the tag `@phone`).
  case tag(String)
  /// `id:1`: an id the file gives a todo so its subtasks can name it (topydo's form, SPEC
  /// §16); it means nothing outside the file (`TodoTxtLinks`).
  case localID(Substring)
  /// `p:1`: the `id:` of the todo this one is a subtask of (topydo's form; it writes one `p:`
  /// a parent, so a line may have several).
  case parentID(Substring)
  /// Anything else: a word of the title.
  case text

  /// What `word` is. Its key or mark is looked for among scalars: one followed by a combining
  /// mark or a joiner is one character with it (`content:` and an accent), and a key or tag
  /// written so was read back as title text.
  init(_ word: Substring) {
    let scalars = word.unicodeScalars
    /// What follows `key` in `word`, when `word` starts with it.
    func value(after key: String) -> Substring? {
      guard scalars.starts(with: key.unicodeScalars) else { return nil }
      return Substring(scalars.dropFirst(key.unicodeScalars.count))
    }
    if let encoded = value(after: "content:") {
      self = .content(encoded)
    } else if let encoded = value(after: "title:") {
      self = .exactTitle(encoded)
    } else if let text = value(after: "due:"), let due = DueDate(iso: text) {
      self = .due(due)
    } else if let text = value(after: "rec:"), let rule = Self.rule(text) {
      self = .recur(rule)
    } else if let text = value(after: "pri:"), let priority = Self.priority(text) {
      self = .priority(priority)
    } else if let text = value(after: "pri:"), let priority = Self.exact(text) {
      self = .exactPriority(priority)
    } else if let key = value(after: "id:"), !key.isEmpty {
      self = .localID(key)
    } else if let key = value(after: "p:"), !key.isEmpty {
      self = .parentID(key)
    } else if scalars.first == "+" || scalars.first == "@", let tag = TagSet.tag(word) {
      self = .tag(tag)
    } else {
      self = .text
    }
  }

  /// The words of `text`: what lies between its spaces, split at every space scalar. A space
  /// followed by a combining mark or a joiner is one character with it, so splitting into
  /// characters missed that space: a title starting with a mark was read back with the
  /// creation date written before it.
  static func words(_ text: some StringProtocol) -> [Substring] {
    Substring(text).unicodeScalars.split(separator: " ", omittingEmptySubsequences: false)
      .map(Substring.init)
  }

  /// The rule `text` names, written exactly as todo writes one (`1w`, `+1w`), so the word
  /// reads back as what was written; other text is a word of the title.
  static func rule(_ text: Substring) -> Recurrence? {
    Recurrence(text: String(text)).flatMap { $0.description == text ? $0 : nil }
  }

  /// The priority todo.txt's letter stands for: A → 1 (H), B → 5 (M), C → 9 (L); other
  /// letters are none of ours.
  static func priority(_ letter: Substring) -> Priority? {
    switch letter {
    case "A": .high
    case "B": .medium
    case "C": .low
    default: nil
    }
  }

  /// The priority a digit 1–9 names, when its class's letter would not say it (not 1, 5 or 9).
  static func exact(_ digit: Substring) -> Priority? {
    guard digit.count == 1, let value = digit.first?.wholeNumberValue, digit.first?.isASCII == true,
      let priority = Priority(value: value), needsExactValue(priority)
    else { return nil }
    return priority
  }

  /// Whether `priority` is a value its class's letter does not give back (2–4, 6–8).
  static func needsExactValue(_ priority: Priority) -> Bool {
    priority.level.map { $0.value != priority.value } ?? false
  }

  /// The letter todo.txt writes for `priority`: its class, H as A, M as B, L as C; nil for
  /// none.
  static func letter(_ priority: Priority) -> Character? {
    switch priority.level {
    case .high: "A"
    case .medium: "B"
    case .low: "C"
    case nil: nil
    }
  }
}
