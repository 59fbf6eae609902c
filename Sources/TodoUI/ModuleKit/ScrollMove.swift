/// A move through what a screen shows, as keys ask for it (j/k, PgDn/PgUp, g/G): the
/// selection of a list (`ListViewport`), or the scroll position of a text (`ScrollPosition`).
/// One vocabulary, so every screen moves the same way.
public enum ScrollMove: Equatable, Sendable {
  /// By `n` lines (rows); negative is up.
  case lines(Int)
  /// By `n` screenfuls; negative is up.
  case pages(Int)
  /// To the first line (row).
  case first
  /// To the last line (row), or the last screenful of a text.
  case last
}

extension ListViewport {
  /// Moves the selection as `move` asks; paging moves the screen with it.
  public mutating func apply(_ move: ScrollMove) {
    switch move {
    case .lines(let lines): self.move(by: lines)
    case .pages(let pages): page(by: pages)
    case .first: selectFirst()
    case .last: selectLast()
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
    }
  }
}
