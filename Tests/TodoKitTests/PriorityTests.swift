import Testing

@testable import TodoCore

/// Priorities as iCalendar counts them, in three classes, stepped one class at a time.
@Suite struct PriorityTests {
  @Test func everyValueBelongsToItsClass() {
    let levels = (0...9).map { Priority(value: $0)?.level }
    #expect(
      levels == [nil, .high, .high, .high, .high, .medium, .low, .low, .low, .low])
    #expect(Priority(value: -1) == nil)
    #expect(Priority(value: 10) == nil)
    #expect([Priority.high, .medium, .low].map(\.value) == [1, 5, 9])
  }

  @Test func raisingStepsNoneLowMediumHighAndStaysAtHigh() {
    var priority = Priority.none
    var seen: [Int] = []
    for _ in 0..<4 {
      priority = priority.raised
      seen.append(priority.value)
    }
    #expect(seen == [9, 5, 1, 1])
  }

  @Test func loweringStepsHighMediumLowNoneAndStaysAtNone() {
    var priority = Priority.high
    var seen: [Int] = []
    for _ in 0..<4 {
      priority = priority.lowered
      seen.append(priority.value)
    }
    #expect(seen == [5, 9, 0, 0])
  }

  @Test(
    "a value read from elsewhere steps to the next class's value, and a top value stays",
    arguments: [(2, 2, 5), (4, 4, 5), (6, 5, 0), (8, 5, 0)])
  func steppingFromOtherValues(value: Int, raised: Int, lowered: Int) throws {
    let priority = try #require(Priority(value: value))
    #expect(priority.raised.value == raised)
    #expect(priority.lowered.value == lowered)
  }

  @Test(
    "typed text: the letters in either case, none, nothing, or a number 0–9",
    arguments: [
      ("H", 1), ("h", 1), ("M", 5), ("m", 5), ("L", 9), (" l ", 9), ("none", 0), ("NONE", 0),
      ("", 0), ("2", 2), ("0", 0), ("9", 9),
    ])
  func readsText(text: String, value: Int) {
    #expect(Priority(text: text)?.value == value)
  }

  @Test("anything else is refused", arguments: ["A", "high", "10", "-1", "١", "HM", "1.0"])
  func refusesText(text: String) {
    #expect(Priority(text: text) == nil)
  }

  @Test func itsTextReadsBackAsTheSameValue() throws {
    for value in 0...9 {
      let priority = try #require(Priority(value: value))
      #expect(Priority(text: priority.text) == priority)
    }
    #expect([Priority.none, .high, .medium, .low].map(\.text) == ["", "H", "M", "L"])
    #expect(Priority(value: 3)?.description == "H")
    #expect(Priority.none.description == "none")
  }
}
