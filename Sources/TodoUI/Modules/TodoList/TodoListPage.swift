import TodoCore

/// The list as loaded: its counts and a window of its index around the selection.
public struct TodoListPage: Equatable, Sendable {
  /// How many todos the list has, and how many of them are open.
  public var tally: TodoTally
  /// The position of `entries`' first in the list.
  public var start: Int
  /// The entries of the window, in the list's order.
  public var entries: [TodoListEntry]
  /// The row the anchor chose (within the list; 0 when it is empty).
  public var selection: Int

  /// A page.
  public init(tally: TodoTally, start: Int, entries: [TodoListEntry], selection: Int) {
    self.tally = tally
    self.start = start
    self.entries = entries
    self.selection = selection
  }
}

extension TodoListPage {
  /// Reads the window `anchor` asks for of `query`'s list, in one read of `store`: the
  /// selection's rank in the order's index (unless the anchor knows its row), then the entries either side of it from its key
  /// (or, with no candidate left, from an end or by counting to the row).
  static func read(
    _ query: TodoQuery, around anchor: TodoListAnchor, in store: any TodoReading
  ) throws -> TodoListPage {
    let tally = try store.tally(query)
    guard tally.count > 0 else {
      return TodoListPage(tally: tally, start: 0, entries: [], selection: 0)
    }
    var found: (id: TodoID, rank: Int, offset: Int)?
    for candidate in anchor.candidates {
      if let rank = try candidate.row ?? store.rank(of: candidate.id, in: query) {
        found = (candidate.id, rank, candidate.offset)
        break
      }
    }
    let chosen = anchor.keepsRow ? anchor.row : found.map { $0.rank + $0.offset } ?? anchor.row
    let selection = min(max(chosen, 0), tally.count - 1)
    let window =
      max(0, selection - anchor.above)..<min(tally.count, selection + max(anchor.below, 1))
    let entries: [TodoListEntry]
    let start: Int
    if let found, window.contains(found.rank) {
      let before = try store.entries(
        query, .before(found.id, limit: found.rank - window.lowerBound))
      let after = try store.entries(query, .from(found.id, limit: window.upperBound - found.rank))
      entries = before + after
      start = found.rank - before.count
    } else if window.lowerBound == 0 {
      entries = try store.entries(query, .first(limit: window.count))
      start = 0
    } else if window.upperBound == tally.count {
      entries = try store.entries(query, .last(limit: window.count))
      start = tally.count - entries.count
    } else {
      entries = try store.entries(query, .offset(window.lowerBound, limit: window.count))
      start = window.lowerBound
    }
    return TodoListPage(tally: tally, start: start, entries: entries, selection: selection)
  }
}
