/// The part of a list screen every list-like module shares: what the list shows (its
/// `ListIndex`), which row is selected and which rows are on screen (its `ListViewport`), the
/// selection kept on the same entry when the list is loaded again, the rows to draw, and where
/// the screen is in the list. A module's presenter keeps one and adds only its own logic.
public struct ListSelection<Index: ListIndex> {
  /// Where the selection goes when the entry it was on is no longer in a new index.
  public enum Fallback: Equatable, Sendable {
    /// The same row (clamped): a change took the entry out, the cursor stays where the
    /// person works, as after a delete.
    case sameRow
    /// The first row: the list is another one (a new filter), so its top is what matters.
    case first
  }

  /// What the list shows, in its order.
  public private(set) var index: Index
  /// The selection and the first row on screen.
  public private(set) var viewport = ListViewport()

  /// A selection over `index`, its first row selected.
  public init(_ index: Index) {
    self.index = index
    viewport.setCount(index.count)
  }

  /// The selected entry; nil when the list is empty.
  public var selectedEntry: Index.Entry? { index.entry(at: viewport.selection) }

  /// The entry `offset` rows below (negative: above) the selected one; nil past the ends.
  public func entry(besideSelection offset: Int) -> Index.Entry? {
    index.entry(at: viewport.selection + offset)
  }

  /// The entries on screen, top first.
  public var visibleEntries: [Index.Entry] {
    viewport.visible.compactMap(index.entry(at:))
  }

  /// The selected entry's place among `visibleEntries`; nil when the list is empty.
  public var selectedRow: Int? { viewport.selectedRow }

  /// The ids of the rows on screen.
  public var visibleIDs: [Index.Entry.ID] { index.ids(in: viewport.visible) }

  /// The ids of the rows worth having loaded: those on screen and a screenful either side.
  public var neighbourhoodIDs: [Index.Entry.ID] { index.ids(in: viewport.neighbourhood) }

  /// Where the screen is in the list (`21–40/95`), or empty when every row fits.
  public var position: String {
    guard index.count > viewport.height else { return "" }
    let shown = viewport.visible
    return "\(shown.lowerBound + 1)–\(shown.upperBound)/\(index.count)"
  }

  /// Moves the selection as a key asks (j/k, PgDn/PgUp, g/G).
  public mutating func apply(_ move: ScrollMove) {
    viewport.apply(move)
  }

  /// The screen now fits `height` rows.
  public mutating func resize(height: Int) {
    viewport.resize(height: height)
  }

  /// Takes in `newIndex` (the list loaded again) and selects the entry `id` wherever it now
  /// is; when it is gone, the row `fallback` says. With no `id`, the cursor stays on its row
  /// (clamped to the new list).
  public mutating func show(
    _ newIndex: Index, selecting id: Index.Entry.ID?, otherwise fallback: Fallback = .sameRow
  ) {
    index = newIndex
    viewport.setCount(index.count)
    guard let id else { return }
    let row = index.position(of: id, hint: nil) ?? (fallback == .first ? 0 : viewport.selection)
    viewport.select(row)
  }

  /// Takes in `newIndex` (the list loaded again around a row its loader chose) and selects
  /// `row`.
  public mutating func show(_ newIndex: Index, selectingRow row: Int) {
    index = newIndex
    viewport.setCount(index.count)
    viewport.select(row)
  }

  /// Changes the index in place (`change` gets it and the selected row, where the screen's
  /// own changes act); the selection stays on its row, clamped to the new length.
  public mutating func update(_ change: (inout Index, _ selection: Int) -> Void) {
    change(&index, viewport.selection)
    viewport.setCount(index.count)
  }
}

extension ListSelection where Index: RangeReplaceableCollection {
  /// An empty list.
  public init() {
    self.init(Index())
  }
}

extension RowWindow {
  /// The ids to read so that `selection`'s rows on screen are loaded (see
  /// `idsToLoad(showing:around:)`).
  public mutating func idsToLoad<Index: ListIndex>(for selection: ListSelection<Index>) -> [Row.ID]
  where Index.Entry.ID == Row.ID {
    idsToLoad(showing: selection.visibleIDs, around: selection.neighbourhoodIDs)
  }
}
