import Testing

@testable import TodoUI

/// The one scroll position of texts that do not fit: never above the top, never past the last
/// full screenful, kept within bounds when the text or the screen changes.
@Suite struct ScrollPositionTests {
  @Test func scrollingStopsAtTheTopAndAtTheLastScreenful() {
    var position = ScrollPosition(lineCount: 10, height: 4)
    position.scroll(by: -1)
    #expect(position.offset == 0)
    position.scroll(by: 3)
    #expect(position.offset == 3 && position.visible == 3..<7)
    position.scroll(by: 10)
    #expect(position.offset == 6 && position.visible == 6..<10)
  }

  @Test func pagesKeepTheOverlapInView() {
    var position = ScrollPosition(lineCount: 20, height: 5)
    position.page(by: 1, overlap: 1)
    #expect(position.offset == 4)
    position.page(by: 1)
    #expect(position.offset == 9)
    position.page(by: -1, overlap: 1)
    #expect(position.offset == 5)
  }

  @Test func topAndBottom() {
    var position = ScrollPosition(lineCount: 5_000, height: 20)
    position.scrollToBottom()
    #expect(position.offset == 4_980 && position.visible.last == 4_999)
    position.scrollToTop()
    #expect(position.offset == 0)
  }

  @Test func aTextThatFitsDoesNotScroll() {
    var position = ScrollPosition(lineCount: 3, height: 10)
    position.scroll(by: 5)
    position.scrollToBottom()
    #expect(position.offset == 0 && position.visible == 0..<3)
  }

  @Test func resizingKeepsThePositionWithinTheNewBounds() {
    var position = ScrollPosition(lineCount: 30, height: 10)
    position.scrollToBottom()
    position.resize(lineCount: 30, height: 25)
    #expect(position.offset == 5)
    position.resize(lineCount: 12, height: 25)
    #expect(position.offset == 0)
  }

  @Test func keysScrollAsScrollMovesWithTheOverlapKeptOnAPage() {
    var position = ScrollPosition(lineCount: 26, height: 10)
    position.apply(.lines(1))
    #expect(position.offset == 1)
    position.apply(.pages(1), overlap: 1)
    #expect(position.offset == 10)
    position.apply(.last)
    #expect(position.offset == 16)
    position.apply(.pages(-1))
    #expect(position.offset == 6)
    position.apply(.first)
    #expect(position.offset == 0)
  }
}
