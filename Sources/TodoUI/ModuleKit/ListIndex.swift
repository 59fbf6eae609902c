/// What a list screen shows, in its order, as far as selecting and scrolling need it: an
/// entry per row, read by position, each with an id that outlives reloads. A short list is
/// simply its rows (an array); a long one over the store is an index of ids (the todo list's
/// `TodoListIndex`) whose rows are loaded near the screen only (`RowWindow`).
public protocol ListIndex {
  /// One row's entry.
  associatedtype Entry: Identifiable
  /// How many rows the list has.
  var count: Int { get }
  /// The entry at `position`, or nil past the ends.
  func entry(at position: Int) -> Entry?
  /// Where the entry `id` is: at `hint` (the selection, where a screen's own changes act)
  /// when it is there, else wherever it is; nil when it is not in the list.
  func position(of id: Entry.ID, hint: Int?) -> Int?
}

extension ListIndex {
  /// The ids of the entries at `positions` (those past the ends left out).
  public func ids(in positions: Range<Int>) -> [Entry.ID] {
    positions.compactMap { entry(at: $0)?.id }
  }
}

extension Array: ListIndex where Element: Identifiable {
  /// The row at `position`, or nil past the ends.
  public func entry(at position: Int) -> Element? {
    indices.contains(position) ? self[position] : nil
  }

  /// Where the row `id` is (`hint` first).
  public func position(of id: Element.ID, hint: Int?) -> Int? {
    if let hint, entry(at: hint)?.id == id { return hint }
    return firstIndex { $0.id == id }
  }
}
