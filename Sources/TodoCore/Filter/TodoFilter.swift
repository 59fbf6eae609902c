/// What the filter prompt (`/`) and `todo list FILTER...` were given, read once by one parser:
/// space-separated words that must all hold (SPEC §10). A plain word matches the title or the
/// notes, ignoring case; `+word` a tag, exactly as written (tags are words, as in todo.txt); a leading `-` excludes (`-word`, `-+word`); `due:today`,
/// `due:tomorrow`, `due:overdue`, `due:none`, `due<DATE`, `due>DATE` (any due date form,
/// `due<eow`); `pri:H` (`M`, `L`, `none`); `is:done`, `is:open`, `is:repeating`, `is:subtask`,
/// `is:parent` (SPEC §16); `list:NAME`, `list:"NAME WITH SPACES"` (SPEC §17). A word it cannot
/// read is plain text, so nothing typed is ever refused.
///
/// Relative dates are read when the filter is made (`at`), through `DueDateParser`, the one
/// reader of due dates. A day compares by the day: `due<fri` is before Friday, `due>fri` after
/// it. The end words `eow`, `eom` and `eoy` name the moment the period ends, so `due<eow` holds
/// through Sunday and `due>eow` from next Monday.
public struct TodoFilter: Hashable, Sendable {
  /// One word: a condition, or its exclusion.
  public struct Word: Hashable, Sendable {
    /// The condition.
    public let term: FilterTerm
    /// Whether todos matching `term` are left out (`-word`).
    public let excludes: Bool

    /// A word; `excludes` for `-word`.
    public init(_ term: FilterTerm, excludes: Bool = false) {
      self.term = term
      self.excludes = excludes
    }
  }

  /// The words, in the order typed.
  public let words: [Word]
  /// What was typed, as the header and the prompt show it.
  public let text: String

  /// No words: every todo.
  public static let none = TodoFilter(words: [], text: "")

  /// A filter of `words`, typed as `text`.
  public init(words: [Word], text: String) {
    self.words = words
    self.text = text
  }

  /// This filter and the word `list:NAME` for the list `name` (`todo list --list`): one more
  /// condition, whatever the name holds (spaces, quotes).
  public func inList(_ name: String) -> TodoFilter {
    TodoFilter(words: words + [Word(.list(name))], text: text)
  }

  /// Whether there is no condition.
  public var isEmpty: Bool { words.isEmpty }

  /// The most words a filter may have: each is a condition of the store's query, and SQLite
  /// refuses a query nested deeper than a thousand ("Expression tree is too large"); a
  /// filter of more is refused with `TooManyWords` before the store sees it.
  public static let maximumWords = 200

  /// Why a filter of more than `maximumWords` words is refused.
  public struct TooManyWords: Error, Equatable, CustomStringConvertible {
    /// The sentence for the footer and the command line.
    public var description: String { "too many filter words (at most \(maximumWords))" }
  }

  /// Throws `TooManyWords` when the filter has more than `maximumWords` words.
  public func checkLength() throws(TooManyWords) {
    guard words.count <= Self.maximumWords else { throw TooManyWords() }
  }

  /// The text a todo must contain (the plain words not excluded, folded), which the list
  /// highlights in titles.
  public var searchedText: [String] {
    words.compactMap { word in
      guard !word.excludes, case .text(let text) = word.term else { return nil }
      return text
    }
  }

  /// The filter `text` says, typed at `now` (which relative dates and `due:overdue` count from).
  public init(parsing text: String, at now: WallClockMoment) {
    let reader = Reader(now: now)
    words = Self.typedWords(text).map { reader.word($0) }
    self.text = text
  }

  /// `text` split at white space, but for a `list:"…"` word (`-list:"…"` too, any case), which
  /// runs to the next `"` that ends a word, spaces and all: a list's name may hold spaces.
  /// Without such a `"` it is split as any other text.
  static func typedWords(_ text: String) -> [Substring] {
    let split = text.split(whereSeparator: \.isWhitespace)
    var words: [Substring] = []
    var index = 0
    while index < split.count {
      let word = split[index]
      let opens = word.drop { $0 == "-" }.lowercased().hasPrefix("list:\"")
      let name = word.drop { $0 == "-" }.dropFirst("list:\"".count)
      if opens, !(name.count > 0 && name.hasSuffix("\"")),
        let close = split[(index + 1)...].firstIndex(where: { $0.hasSuffix("\"") })
      {
        words.append(text[word.startIndex..<split[close].endIndex])
        index = close + 1
      } else {
        words.append(word)
        index += 1
      }
    }
    return words
  }
}

extension TodoFilter {
  /// Reads words typed at one moment.
  private struct Reader {
    let now: WallClockMoment
    let dates: DueDateParser

    init(now: WallClockMoment) {
      self.now = now
      dates = DueDateParser(today: now.day)
    }

    /// The word `typed` says; plain text when it says nothing else.
    func word(_ typed: Substring) -> Word {
      if typed.count > 1, typed.hasPrefix("-") {
        return Word(term(typed.dropFirst()), excludes: true)
      }
      return Word(term(typed))
    }

    /// The condition of a word without its `-`.
    private func term(_ word: Substring) -> FilterTerm {
      condition(word) ?? .text(TextFold.foldedWord(String(word)))
    }

    /// The condition a word names, nil for plain text.
    private func condition(_ word: Substring) -> FilterTerm? {
      if word.hasPrefix("+") { return TagSet.tag(word).map { .tag($0) } }
      let lowered = word.lowercased()
      if let rest = lowered.dropPrefix("due:") { return dueWord(rest) }
      if let rest = lowered.dropPrefix("due<") { return bound(rest).map { .due($0.before) } }
      if let rest = lowered.dropPrefix("due>") { return bound(rest).map { .due($0.after) } }
      if let rest = lowered.dropPrefix("pri:") { return priority(rest) }
      if let rest = lowered.dropPrefix("is:") { return state(rest) }
      if lowered.hasPrefix("list:") { return list(word.dropFirst("list:".count)) }
      return nil
    }

    /// `list:NAME` or `list:"NAME"`: the name as typed, its quotes taken off; nil when it
    /// names nothing.
    private func list(_ typed: Substring) -> FilterTerm? {
      var name = typed
      if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") {
        name = name.dropFirst().dropLast()
      }
      let trimmed = BlankText.trimmed(String(name))
      return trimmed.isEmpty ? nil : .list(trimmed)
    }

    /// `due:today`, `due:tomorrow`, `due:overdue`, `due:none`.
    private func dueWord(_ word: Substring) -> FilterTerm? {
      switch word {
      case "today": .due(.day(now.day))
      case "tomorrow", "tom": .due(.day(now.day.adding(days: 1)))
      case "overdue": .overdue(before: now)
      case "none": .noDue
      default: nil
      }
    }

    /// The ranges before and after the date a `due<`/`due>` word names.
    private func bound(_ text: Substring) -> (before: DueRange, after: DueRange)? {
      guard let due = try? dates.parse(String(text)) else { return nil }
      if due.time != nil || Self.endWords.contains(String(text)) {
        // A moment: before it, or after it.
        let moment = due.time != nil ? due.moment : .end(of: due.day)
        return (
          DueRange(from: nil, through: due.time != nil ? moment.previous : moment),
          DueRange(from: moment.next, through: nil)
        )
      }
      return (
        DueRange(from: nil, through: .end(of: due.day.adding(days: -1))),
        DueRange(from: .start(of: due.day.adding(days: 1)), through: nil)
      )
    }

    /// `pri:H`, `pri:M`, `pri:L`, `pri:none`.
    private func priority(_ word: Substring) -> FilterTerm? {
      switch word {
      case "h": .priority(.high)
      case "m": .priority(.medium)
      case "l": .priority(.low)
      case "none": .priority(nil)
      default: nil
      }
    }

    /// `is:done`, `is:open`, `is:repeating`, `is:subtask`, `is:parent`.
    private func state(_ word: Substring) -> FilterTerm? {
      switch word {
      case "done": .done
      case "open": .open
      case "repeating": .repeating
      case "subtask": .subtask
      case "parent": .parent
      default: nil
      }
    }

    /// The date words that name the end of a period rather than a day.
    private static let endWords: Set<String> = ["eow", "eom", "eoy"]
  }
}

extension String {
  /// The rest after `prefix`, nil when it does not start with it.
  fileprivate func dropPrefix(_ prefix: String) -> Substring? {
    hasPrefix(prefix) ? dropFirst(prefix.count) : nil
  }
}
