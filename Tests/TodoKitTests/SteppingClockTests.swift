import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The deterministic clock tests and replays stamp changes with.
@Suite struct SteppingClockTests {
  @Test func movesOnByStepPerReading() {
    let clock = SteppingClock(start: Fixture.start, step: 30)
    #expect(
      [clock.now(), clock.now(), clock.now()]
        == [Fixture.start, Fixture.start + 30, Fixture.start + 60])
  }

  @Test func replayClockStartsMondayMorningUTC() {
    let clock = SteppingClock.replay()
    let formatter = ISO8601DateFormatter()
    #expect(formatter.string(from: clock.now()) == "2026-01-05T09:00:00Z")
    #expect(formatter.string(from: clock.now()) == "2026-01-05T09:01:00Z")
  }

  @Test func peekingDoesNotStep() {
    let clock = SteppingClock(start: Fixture.start, step: 30)
    #expect(clock.peek() == Fixture.start)
    #expect(clock.peek() == Fixture.start)
    #expect(clock.now() == Fixture.start)
    #expect(clock.peek() == Fixture.start + 30)
  }
}
