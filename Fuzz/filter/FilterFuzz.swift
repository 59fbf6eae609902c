import Foundation

/// libFuzzer's entry point for the filter target (SPEC §20): any bytes as what is typed at the
/// filter prompt (`/`) or after `todo list`, run on the store. An input whose first line holds
/// only the words of `FilterOracle.settings` (`due hide-done`) sets the list's order and what
/// it shows, and the rest is the filter; otherwise the whole input is the filter, in an order
/// its hash picks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFilter(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  let input = String(decoding: UnsafeRawBufferPointer(start: data, count: size), as: UTF8.self)
  FilterOracle.check(input)
  return 0
}

/// What must hold for every filter typed, beyond not crashing: the store runs it without an
/// SQL error (only more than `TodoFilter.maximumWords` words are refused, with
/// `TooManyWords`), and it selects what the words say. The store is the app's own, in memory,
/// made by its migrations (`SQLiteTodoStore.inMemory`), with todos of every kind, and a todo
/// whose title is the input added in each run (rolled back after):
/// - the todos it lists are those a second reading of the words picks, todo by todo, in
///   Swift (`matches`): SQL (the trigram index, `instr`, tags, keys) and the words agree;
/// - every way the store reads a query agrees with its index: the items, the counts, the
///   first, last and middle pages, the pages after, from and before a todo, a todo's rank and
///   whether it is selected (each its own SQL: the trigram index for the list, `instr` on one
///   todo's row for `contains`), and the index is in the order's keys;
/// - where every word is plain text, the todo titled with the input is among those listed.
/// A broken property stops the run with `fatalError`, naming it.
enum FilterOracle {
  /// The moment the filter is typed: relative dates and `due:overdue` count from it.
  static let now = WallClockMoment(CalendarDay(daysSince1970: 20_784), second: 12 * 3600)

  /// The words of a settings line.
  static let settings = [
    "due", "priority", "created", "title", "manual", "hide-done", "done-only", "done-last",
  ]

  /// The store the filters run on. libFuzzer calls the entry point on one thread, one input
  /// after another, so the store is never used by two at once.
  nonisolated(unsafe) static var store = makeStore()
  /// Inputs run so far (on one thread, as `store` is used).
  nonisolated(unsafe) static var runs = 0
  /// How many inputs a store runs before it is made again: GRDB keeps every statement it
  /// prepared for the life of the connection, one for each shape of query (the words' kinds and
  /// number), which a person types few of and the fuzzer endless (with one store, memory grew
  /// by 70 KB an input, past the run's limit of 2 GB).
  static let storeRuns = 100

  /// Why a run's transaction ends: everything it wrote is rolled back.
  struct RolledBack: Error {}

  /// Checks the properties on `input`.
  static func check(_ input: String) {
    runs += 1
    if runs % storeRuns == 0 { store = makeStore() }
    let (query, text) = query(of: input)
    do {
      try store.write { table in
        let added = try table.insert(
          TodoFields(title: text, content: String(text.reversed())), created: created,
          updated: created, calendar: CalendarRecord())
        let items = try table.items(TodoQuery())
        try checkQuery(query, on: table, items: items)
        if query.filter.words.allSatisfy({ !$0.excludes && isText($0.term) }), query.showOpen {
          expect(
            try table.contains(added.id, in: query), "the todo titled with the input is not listed")
        }
        throw RolledBack()
      }
    } catch is RolledBack {
    } catch is TodoFilter.TooManyWords {
      expect(query.filter.words.count > TodoFilter.maximumWords, "refused as too many words")
    } catch {
      expect(false, "\(error)")
    }
  }

  /// The query and the filter text of `input`.
  static func query(of input: String) -> (TodoQuery, String) {
    var text = input
    var words: [Substring] = []
    let lines = input.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let first = lines[0].split(separator: " ")
    if lines.count == 2, !first.isEmpty, first.allSatisfy({ settings.contains(String($0)) }) {
      words = first
      text = String(lines[1])
    } else {
      // No settings line: some from the input's hash, so every input runs some order.
      var hash: UInt32 = 2_166_136_261
      for byte in input.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      words = [settings[Int(hash % 5)][...]]
      if hash & 0x100 != 0 { words.append(hash & 0x200 != 0 ? "hide-done" : "done-only") }
      if hash & 0x400 != 0 { words.append("done-last") }
    }
    var query = TodoQuery(filter: TodoFilter(parsing: text, at: now))
    for word in words {
      switch word {
      case "hide-done": query.showDone = false
      case "done-only": query.showOpen = false
      case "done-last": query.doneLast = true
      default: query.sort = TodoQuery.Sort(rawValue: String(word)) ?? query.sort
      }
    }
    return (query, text)
  }

  /// Every way `table` reads `query` agrees with a reading of its words over `items` (every
  /// todo) and with its index.
  static func checkQuery(_ query: TodoQuery, on table: any TodoReading, items: [TodoItem]) throws {
    let index = try table.index(query)
    let ids = index.map(\.id)
    let picked = Set(items.filter { matches($0, query) }.map(\.id))
    expect(Set(ids) == picked, "listed \(ids.sorted()), the words pick \(picked.sorted())")
    expect(Set(ids).count == ids.count, "a todo listed twice: \(ids)")
    expect(try table.items(query).map(\.id) == ids, "the items are not the index")
    let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0) })
    expect(
      index.allSatisfy { byID[$0.id]?.done == $0.done }, "an entry's done is not its todo's")
    checkOrder(index.compactMap { byID[$0.id] }, query)
    let tally = try table.tally(query)
    expect(
      tally == TodoTally(count: ids.count, open: index.filter { !$0.done }.count, all: items.count),
      "counted \(tally) of \(index.count) listed")
    for limit in [1, 3] {
      expect(
        try table.entries(query, .first(limit: limit)) == Array(index.prefix(limit)),
        "first \(limit)")
      expect(
        try table.entries(query, .last(limit: limit)) == Array(index.suffix(limit)), "last \(limit)"
      )
    }
    expect(
      try table.entries(query, .offset(1, limit: 3)) == Array(index.dropFirst().prefix(3)),
      "the page from the second")
    // Todos here and there (what a text word's own test reads, one todo's row), and the
    // pages about the first, middle and last listed and one not listed.
    for item in items where item.id % 4 == 1 || item.id == items.last?.id {
      expect(
        try table.contains(item.id, in: query) == ids.contains(item.id),
        "todo \(item.id) is \(ids.contains(item.id) ? "listed" : "not listed"), contains says not")
    }
    let unlisted = items.map(\.id).filter { !ids.contains($0) }.prefix(1)
    let middle = ids.isEmpty ? [] : [ids[ids.count / 2]]
    for id in Set([ids.first, ids.last].compactMap { $0 } + middle + unlisted) {
      try checkPlace(of: id, query, on: table, index: index)
    }
  }

  /// The pages next to `id` and its rank are those of `index`.
  static func checkPlace(
    of id: TodoID, _ query: TodoQuery, on table: any TodoReading, index: [TodoListEntry]
  ) throws {
    let place = index.firstIndex { $0.id == id }
    expect(
      try table.rank(of: id, in: query) == place,
      "the rank of \(id) is not \(String(describing: place))")
    let after = place.map { Array(index[($0 + 1)...].prefix(2)) } ?? []
    let from = place.map { Array(index[$0...].prefix(2)) } ?? []
    let before = place.map { Array(index[..<$0].suffix(2)) } ?? []
    expect(try table.entries(query, .after(id, limit: 2)) == after, "the page after \(id)")
    expect(try table.entries(query, .from(id, limit: 2)) == from, "the page from \(id)")
    expect(try table.entries(query, .before(id, limit: 2)) == before, "the page before \(id)")
  }

  // MARK: - A second reading of the words

  /// Whether `item` is one `query` selects, read in Swift from its words.
  static func matches(_ item: TodoItem, _ query: TodoQuery) -> Bool {
    guard item.done ? query.showDone : query.showOpen else { return false }
    return query.filter.words.allSatisfy { holds($0.term, for: item) != $0.excludes }
  }

  /// Whether `term` holds for `item`.
  static func holds(_ term: FilterTerm, for item: TodoItem) -> Bool {
    switch term {
    case .text(let word):
      // Title and notes apart, compared byte for byte, as the store's search text has them.
      return [item.title, item.content].contains { contains(TextFold.folded($0), word) }
    case .tag(let tag): return item.tags.contains(tag)
    case .due(let range): return item.due.map { range.contains($0.moment) } ?? false
    case .overdue(let now): return !item.done && item.due.map { $0.moment < now } ?? false
    case .noDue: return item.due == nil
    case .priority(let level): return item.priority.level == level
    case .done: return item.done
    case .open: return !item.done
    case .repeating: return item.fields.recur != nil
    // The fuzzed store holds no subtasks (no todo links to another): every todo stands at the
    // top level, none under a parent, none over one; the store saying otherwise is a fault.
    case .subtask, .parent: return false
    // Found by name as the store finds a list: the letters A to Z in any case.
    case .list(let name): return ListName.same(item.list, name)
    }
  }

  /// Whether the UTF-8 of `text` holds that of `word`.
  static func contains(_ text: String, _ word: String) -> Bool {
    let text = Array(text.utf8)
    let word = Array(word.utf8)
    guard word.count <= text.count else { return false }
    return (0...(text.count - word.count)).contains {
      text[$0..<($0 + word.count)].elementsEqual(word)
    }
  }

  private static func isText(_ term: FilterTerm) -> Bool {
    if case .text = term { return true }
    return false
  }

  /// `listed` (the index's todos) is in the order's keys: done after open (unless the order of
  /// creation alone), then the order's keys, then the id. The manual order's positions are the
  /// store's alone: only its parts and ids are checked there, within a position.
  static func checkOrder(_ listed: [TodoItem], _ query: TodoQuery) {
    func key(_ item: TodoItem) -> [Int64] {
      let done: Int64 = item.done ? 1 : 0
      let due = item.due.map { $0.moment.secondsSince1970 } ?? Int64.max
      let priority = Int64((item.priority.value + 9) % 10)
      switch query.sort {
      case .created: return query.doneLast ? [done, item.id] : [item.id]
      case .due: return [done, due, priority, item.id]
      case .priority: return [done, priority, due, item.id]
      case .title, .manual: return [done]
      }
    }
    for (earlier, later) in zip(listed, listed.dropFirst()) {
      expect(
        !key(later).lexicographicallyPrecedes(key(earlier)),
        "\(earlier.id) before \(later.id) in the \(query.sort) order")
      if query.sort == .title, earlier.done == later.done {
        let keys = (TextFold.folded(earlier.title), TextFold.folded(later.title))
        expect(
          !Array(keys.1.utf8).lexicographicallyPrecedes(Array(keys.0.utf8)),
          "\(earlier.id) before \(later.id) in the title order")
      }
    }
  }

  // MARK: - The store

  /// When the todos were made.
  static let created = Date(timeIntervalSince1970: 1_795_000_000)

  /// The store in memory with its todos: text of many scripts and forms (case, accents,
  /// width, NUL and control characters, LIKE's and FTS5's special characters), tags, due dates
  /// before, at and after `now`, every priority class, done and repeating todos.
  static func makeStore() -> SQLiteTodoStore {
    let today = now.day
    func due(_ days: Int, _ hour: Int? = nil) -> DueDate {
      DueDate(today.adding(days: days), at: hour.flatMap { TimeOfDay(hour: $0, minute: 30) })
    }
    let weekly = Recurrence(every: 1, .week, schedule: .fixed)
    let fields: [TodoFields] = [
      TodoFields(title: "Call Bob", due: due(0, 17), priority: .high, tags: ["work"]),
      TodoFields(title: "Café au lait", content: "Straße 5, ΟΔΟΣ", due: due(1)),
      TodoFields(title: "ΟΔΟΣ ΣΟΦΙΑΣ", done: true, priority: .medium, list: "Team stuff"),
      TodoFields(title: "日本語のテキスト", due: due(-7), tags: ["@phone", "日本"]),
      TodoFields(title: "emoji 😀 party 👨‍👩‍👧 🇫🇷", due: due(3), recur: weekly),
      TodoFields(title: "nul\u{0}inside", content: "tab\there\nline two"),
      TodoFields(title: "a", list: "Work"),
      TodoFields(title: "ab", content: "x"),
      TodoFields(title: "abc", content: "y", priority: Priority(value: 3) ?? .high),
      TodoFields(title: "ＥＭＩＬＥ fullwidth", due: due(-1, 9)),
      TodoFields(
        title: "İstanbul trip", due: due(400), tags: ["travel", "with-dash"], list: "Ärger"),
      TodoFields(title: "Cafe\u{301} decomposed e\u{301}"),
      TodoFields(title: "done long ago", done: true, due: due(-2000), priority: .low),
      TodoFields(title: "no due, low", priority: Priority(value: 7) ?? .low, tags: ["work"]),
      TodoFields(title: "percent % under_score * \"quoted\" 'single' (paren) NEAR AND OR NOT"),
      TodoFields(title: "due:today +work is:done pri:H -word", content: "due<eow"),
      TodoFields(title: "\u{1}control\u{7F}\u{1B}[31m", content: "\u{1}"),
      TodoFields(title: "end of week", done: true, due: due(2, 23), recur: weekly),
      TodoFields(title: "🇫🇷🇩🇪 flags", content: "ﬁ ligature ǅ titlecase"),
      TodoFields(title: "the last one", due: DueDate(CalendarDay.lastWritable), list: "work"),
    ]
    do {
      let store = try SQLiteTodoStore.inMemory()
      try store.write { table in
        for item in fields {
          _ = try table.insert(item, created: created, updated: created, calendar: CalendarRecord())
        }
      }
      return store
    } catch {
      fatalError("filter: the store cannot be made: \(error)")
    }
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(
    _ holds: @autoclosure () throws -> Bool, _ property: @autoclosure () -> String
  ) {
    let held: Bool
    do {
      held = try holds()
    } catch {
      fatalError("filter: \(property()): \(error)")
    }
    guard !held else { return }
    fatalError("filter: \(property())")
  }
}
