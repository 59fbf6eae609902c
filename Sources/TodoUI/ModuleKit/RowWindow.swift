/// The rows of a long list that are loaded in full: those on screen and about a screenful
/// either side. The list itself is an index (an id per row); a row is read when it comes near
/// the screen and kept while it stays near, so a key costs the same however long the list is
/// and no row is read twice while it is in view. Every list-like screen over the store keeps
/// one beside its `ListViewport`.
public struct RowWindow<Row: Identifiable> {
  private var rows: [Row.ID: Row] = [:]

  /// An empty window: nothing loaded yet.
  public init() {}

  /// The loaded row with `id`, or nil when it is not loaded.
  public subscript(id: Row.ID) -> Row? { rows[id] }

  /// How many rows are loaded.
  public var count: Int { rows.count }

  /// The ids to read so that every row of `visible` is loaded: none while they all are;
  /// otherwise every row of `neighbourhood` (the rows on screen and a screenful either side)
  /// not loaded yet, so the next screenful of moves reads nothing. Rows outside the
  /// neighbourhood are let go then.
  public mutating func idsToLoad(
    showing visible: some Sequence<Row.ID>, around neighbourhood: some Sequence<Row.ID>
  ) -> [Row.ID] {
    guard visible.contains(where: { rows[$0] == nil }) else { return [] }
    let wanted = Array(neighbourhood)
    var kept: [Row.ID: Row] = [:]
    for id in wanted { kept[id] = rows[id] }
    rows = kept
    return wanted.filter { rows[$0] == nil }
  }

  /// Takes in rows as they are now (read from the store, or as a change of this app left
  /// them), replacing what was loaded for their ids.
  public mutating func insert(_ newRows: some Sequence<Row>) {
    for row in newRows { rows[row.id] = row }
  }

  /// Lets go of the row `id` (it was deleted, or may have changed).
  public mutating func remove(_ id: Row.ID) {
    rows[id] = nil
  }

  /// Lets go of every row: another instance changed the store, so any of them may be stale.
  public mutating func removeAll() {
    rows = [:]
  }
}
