/// Where a list screen is: how many rows it has, which one is selected, which one is at the top,
/// and how many fit. Every list-like screen keeps one, so selection, scrolling and paging behave
/// the same everywhere and the clamping is written once.
///
/// The selection is always a row when there are rows, and always on screen; the top never leaves
/// rows unused at the bottom when the list is longer than the screen.
public struct ListViewport: Equatable, Sendable {
  /// How many rows the list has.
  public private(set) var count: Int
  /// The selected row, from 0 (0 when the list is empty).
  public private(set) var selection = 0
  /// The first row on screen.
  public private(set) var top = 0
  /// How many rows fit on screen (at least 1).
  public private(set) var height: Int

  /// A viewport on `count` rows, `height` of them on screen, the first selected.
  public init(count: Int = 0, height: Int = 1) {
    self.count = max(0, count)
    self.height = max(1, height)
  }

  /// The rows on screen.
  public var visible: Range<Int> { top..<min(count, top + height) }

  /// The selected row's place on screen, or nil when the list is empty.
  public var selectedRow: Int? { count == 0 ? nil : selection - top }

  /// The rows worth having loaded: those on screen and a screenful either side, so the next
  /// screenful of moves needs nothing new.
  public var neighbourhood: Range<Int> { max(0, top - height)..<min(count, top + 2 * height) }

  /// The screen now fits `height` rows.
  public mutating func resize(height: Int) {
    self.height = max(1, height)
    clamp()
  }

  /// The list now has `count` rows; the selection stays where it was, or on the last row.
  public mutating func setCount(_ count: Int) {
    self.count = max(0, count)
    clamp()
  }

  /// Selects `row` (clamped to the list).
  public mutating func select(_ row: Int) {
    selection = row
    clamp()
  }

  /// Moves the selection by `delta` rows (j/k).
  public mutating func move(by delta: Int) {
    select(selection + delta)
  }

  /// Moves the selection and the screen by `pages` screenfuls (PgDn/PgUp).
  public mutating func page(by pages: Int) {
    top += pages * height
    select(selection + pages * height)
  }

  /// Moves the screen by `lines` rows (the wheel) and the selection only as far as it must to
  /// stay on screen.
  public mutating func scroll(by lines: Int) {
    top = max(0, min(top + lines, count - height))
    selection = max(top, min(selection, top + height - 1))
    clamp()
  }

  /// Selects the `row`-th row on screen (a click); nothing when no row of the list is there.
  public mutating func selectOnScreen(_ row: Int) {
    guard row >= 0, visible.contains(top + row) else { return }
    select(top + row)
  }

  /// Selects the first row (g, Home).
  public mutating func selectFirst() { select(0) }

  /// Selects the last row (G, End).
  public mutating func selectLast() { select(count - 1) }

  private mutating func clamp() {
    selection = max(0, min(selection, count - 1))
    if selection < top { top = selection }
    if selection >= top + height { top = selection - height + 1 }
    top = max(0, min(top, count - height))
  }
}
