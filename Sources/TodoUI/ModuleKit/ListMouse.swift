import TodoTerminal

/// What the mouse asks of a list-like screen (the list, Tags): a click on a row selects it, a
/// double click selects it and opens it as Enter does, the wheel scrolls three rows; a click
/// anywhere else (the header, the footer, under the last row) does nothing. Views decode the
/// mouse with it as they decode keys with their key maps, so every list answers alike and a
/// view only says where its rows are.
public enum ListMouse: Equatable, Sendable {
  /// A move for the presenter's `move(_:)`: a row selected, or the screen scrolled.
  case move(ScrollMove)
  /// Select the `n`-th row on screen (from 0), then open it.
  case open(row: Int)

  /// What `event` asks of a screen that draws `rowCount` rows from screen row `firstRow` on,
  /// one per line; nil when it asks nothing.
  public init?(_ event: MouseEvent, rowsFrom firstRow: Int, count rowCount: Int) {
    if let scroll = ScrollMove(wheel: event) {
      self = .move(scroll)
      return
    }
    let row = event.position.y - firstRow
    guard (0..<rowCount).contains(row) else { return nil }
    self = event.kind == .doubleClick ? .open(row: row) : .move(.onScreen(row))
  }

  /// Asks `presenter` for it; `open` opens the selected row as the screen's Enter does.
  public func send(to presenter: some ScreenPresenterProtocol, open: () -> Void) {
    switch self {
    case .move(let move): presenter.move(move)
    case .open(let row):
      presenter.move(.onScreen(row))
      open()
    }
  }
}
