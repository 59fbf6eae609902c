import TodoCore

/// The list's index as far as the screen needs it: how many todos it has (and how many are
/// open), and the entries (id, done) of a window around the screen at their positions. The
/// window is read a page at a time from its edges (`EntryRange`) as the screen moves, and
/// only when a row on screen is not in it, so a start and every key read a page, not the
/// list: a million todos cost what a hundred do.
struct TodoListIndex: ListIndex {
  /// How many todos the list has, and how many are open.
  private(set) var tally: TodoTally
  /// The position of `entries`' first.
  private(set) var start: Int
  /// The window's entries, in the list's order.
  private(set) var entries: [TodoListEntry]

  /// An index of `tally.count` todos whose entries from `start` are `entries`.
  init(
    tally: TodoTally = TodoTally(count: 0, open: 0), start: Int = 0, entries: [TodoListEntry] = []
  ) {
    self.tally = tally
    self.start = start
    self.entries = entries
  }

  /// The index a load gave.
  init(_ page: TodoListPage) {
    self.init(tally: page.tally, start: page.start, entries: page.entries)
  }

  /// How many todos the list shows.
  var count: Int { tally.count }
  /// How many of them are open.
  var openCount: Int { tally.open }
  /// How many of them are done.
  var doneCount: Int { tally.done }

  /// The positions whose entries are loaded.
  var loaded: Range<Int> { start..<(start + entries.count) }

  /// The entry at `position`, or nil when it is past the ends or not loaded.
  func entry(at position: Int) -> TodoListEntry? {
    loaded.contains(position) ? entries[position - start] : nil
  }

  /// Where `id` is among the loaded entries (at `hint` first), or nil.
  func position(of id: TodoID, hint: Int? = nil) -> Int? {
    if let hint, entry(at: hint)?.id == id { return hint }
    return entries.firstIndex { $0.id == id }.map { $0 + start }
  }

  /// What to read, and from which position it lands, so that every row of `visible` is
  /// loaded: nil while it is. Then it is all of `neighbourhood` (the screen and a screenful
  /// either side) that is missing, so the next screenful of moves reads nothing: from the
  /// window's edge when the neighbourhood touches the window, from an end, or (a jump far from
  /// both) by counting.
  func toLoad(showing visible: Range<Int>, around neighbourhood: Range<Int>) -> [(EntryRange, Int)]
  {
    let wanted = neighbourhood.clamped(to: 0..<count)
    guard !visible.isEmpty, !loaded.contains(visible.clamped(to: 0..<count)) else { return [] }
    if let first = entries.first, let last = entries.last,
      wanted.lowerBound <= loaded.upperBound, wanted.upperBound >= start
    {
      var ranges: [(EntryRange, Int)] = []
      if wanted.lowerBound < start {
        ranges.append((.before(first.id, limit: start - wanted.lowerBound), wanted.lowerBound))
      }
      if wanted.upperBound > loaded.upperBound {
        ranges.append(
          (.after(last.id, limit: wanted.upperBound - loaded.upperBound), loaded.upperBound))
      }
      return ranges
    }
    if wanted.lowerBound == 0 { return [(.first(limit: wanted.count), 0)] }
    if wanted.upperBound == count { return [(.last(limit: wanted.count), wanted.lowerBound)] }
    return [(.offset(wanted.lowerBound, limit: wanted.count), wanted.lowerBound)]
  }

  /// Takes in entries read from `position` on, then lets go of those outside `neighbourhood`.
  /// Entries that do not join the window (a jump) replace it.
  mutating func insert(_ page: [TodoListEntry], at position: Int, keeping neighbourhood: Range<Int>)
  {
    if position + page.count == start {
      entries = page + entries
      start = position
    } else if position == loaded.upperBound {
      entries += page
    } else {
      entries = page
      start = position
    }
    let kept = loaded.clamped(to: neighbourhood)
    guard kept != loaded else { return }
    guard !kept.isEmpty else {
      entries = []
      start = neighbourhood.lowerBound
      return
    }
    entries = Array(entries[(kept.lowerBound - start)..<(kept.upperBound - start)])
    start = kept.lowerBound
  }

  /// `item` changed: its loaded entry takes its done flag (until the index is loaded again,
  /// which every change is followed by).
  mutating func update(_ item: TodoItem) {
    guard let index = entries.firstIndex(where: { $0.id == item.id }) else { return }
    entries[index].done = item.done
  }
}
