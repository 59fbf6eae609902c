import TodoTerminal

/// A move through what a screen shows, as keys and the mouse ask for it (j/k, PgDn/PgUp, g/G,
/// the wheel, a click): the selection of a list (`ListViewport`), or the scroll position of a
/// text (`ScrollPosition`). One vocabulary, so every screen moves the same way.
public enum ScrollMove: Equatable, Sendable {
  /// By `n` lines (rows); negative is up.
  case lines(Int)
  /// By `n` screenfuls; negative is up.
  case pages(Int)
  /// To the first line (row).
  case first
  /// To the last line (row), or the last screenful of a text.
  case last
  /// The screen by `n` lines, as the wheel scrolls it; negative is up. A list's selection
  /// moves only as far as it must to stay on screen, as in a pager.
  case scroll(Int)
  /// To the `n`-th row on screen, from 0 (a click on it); a row past the list's end, and any
  /// row of a text, move nothing.
  case onScreen(Int)
}

extension ListViewport {
  /// Moves the selection as `move` asks; paging moves the screen with it.
  public mutating func apply(_ move: ScrollMove) {
    switch move {
    case .lines(let lines): self.move(by: lines)
    case .pages(let pages): page(by: pages)
    case .first: selectFirst()
    case .last: selectLast()
    case .scroll(let lines): scroll(by: lines)
    case .onScreen(let row): selectOnScreen(row)
    }
  }
}

extension ScrollPosition {
  /// Scrolls as `move` asks; a page keeps `overlap` lines of the last screenful in view.
  public mutating func apply(_ move: ScrollMove, overlap: Int = 0) {
    switch move {
    case .lines(let lines): scroll(by: lines)
    case .pages(let pages): page(by: pages, overlap: overlap)
    case .first: scrollToTop()
    case .last: scrollToBottom()
    case .scroll(let lines): scroll(by: lines)
    case .onScreen: break
    }
  }
}

extension ScrollMove {
  /// How many lines one notch of the wheel scrolls, as in most terminal programs.
  public static let wheelLines = 3

  /// The scroll a wheel turn asks for (three lines up or down); nil for a click.
  public init?(wheel event: MouseEvent) {
    switch event.kind {
    case .wheelUp: self = .scroll(-Self.wheelLines)
    case .wheelDown: self = .scroll(Self.wheelLines)
    case .click, .doubleClick: return nil
    }
  }
}
