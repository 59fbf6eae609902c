import Testing

@testable import TodoTerminal

/// Two clicks on one cell within the window are a double click; anything else is as it came.
@Suite struct DoubleClickDetectorTests {
  /// A moment `milliseconds` after a fixed start: made-up times, so no test waits.
  private static func at(_ milliseconds: Int) -> ContinuousClock.Instant {
    start.advanced(by: .milliseconds(milliseconds))
  }
  private static let start = ContinuousClock.now

  private static func click(_ x: Int, _ y: Int) -> MouseEvent {
    MouseEvent(.click, at: Point(x: x, y: y))
  }

  @Test("a second click on the cell within 400 ms is a double click")
  func doubleClick() {
    var detector = DoubleClickDetector<ContinuousClock.Instant>()
    #expect(detector.classify(Self.click(3, 4), at: Self.at(0)) == Self.click(3, 4))
    #expect(
      detector.classify(Self.click(3, 4), at: Self.at(400))
        == MouseEvent(.doubleClick, at: Point(x: 3, y: 4)))
  }

  @Test("too slow, the second click is a click")
  func tooSlow() {
    var detector = DoubleClickDetector<ContinuousClock.Instant>()
    _ = detector.classify(Self.click(3, 4), at: Self.at(0))
    #expect(detector.classify(Self.click(3, 4), at: Self.at(401)) == Self.click(3, 4))
    // …but it starts a pair of its own.
    #expect(detector.classify(Self.click(3, 4), at: Self.at(700)).kind == .doubleClick)
  }

  @Test("on another cell, the second click is a click")
  func otherCell() {
    var detector = DoubleClickDetector<ContinuousClock.Instant>()
    _ = detector.classify(Self.click(3, 4), at: Self.at(0))
    #expect(detector.classify(Self.click(4, 4), at: Self.at(100)) == Self.click(4, 4))
  }

  @Test("a third quick click starts again rather than double-clicking twice")
  func third() {
    var detector = DoubleClickDetector<ContinuousClock.Instant>()
    let kinds = [0, 100, 200, 300].map { detector.classify(Self.click(1, 1), at: Self.at($0)).kind }
    #expect(kinds == [.click, .doubleClick, .click, .doubleClick])
  }

  @Test("the wheel passes through and leaves the pending click alone")
  func wheel() {
    var detector = DoubleClickDetector<ContinuousClock.Instant>()
    let wheel = MouseEvent(.wheelDown, at: Point(x: 1, y: 1))
    _ = detector.classify(Self.click(1, 1), at: Self.at(0))
    #expect(detector.classify(wheel, at: Self.at(50)) == wheel)
    #expect(detector.classify(Self.click(1, 1), at: Self.at(100)).kind == .doubleClick)
  }
}
