import Foundation
import Testing
import TodoCore

/// The words of a progress line: counts grouped by thousands, a rate once time has passed,
/// the time left once the total is known.
@Suite struct ProgressTextTests {
  @Test func aLineSaysTheCountTheRateAndTheTimeLeft() {
    let progress = WorkProgress(done: 123_456, total: 1_000_000)
    // 123,456 in 1.26 s is 97,981 a second (98,000 kept to three digits); the 876,544 left
    // take 8.9 s at that rate: 9 s, rounded up.
    #expect(
      ProgressText.line("importing", progress, elapsed: 1.26)
        == "importing 123,456 / 1,000,000 · 98,000/s · 9 s left")
  }

  @Test func withoutATotalThereIsNoTimeLeft() {
    #expect(
      ProgressText.line("syncing", WorkProgress(done: 2500), elapsed: 2)
        == "syncing 2,500 · 1,250/s")
  }

  @Test func beforeAnythingIsDoneOrAnyTimePassedOnlyTheCountShows() {
    #expect(
      ProgressText.line("exporting", WorkProgress(done: 0, total: 10), elapsed: 3)
        == "exporting 0 / 10")
    #expect(
      ProgressText.line("exporting", WorkProgress(done: 5, total: 10), elapsed: 0)
        == "exporting 5 / 10")
  }

  @Test func whenAllIsDoneNoTimeIsLeft() {
    #expect(
      ProgressText.line("importing", WorkProgress(done: 40, total: 40), elapsed: 4)
        == "importing 40 / 40 · 10/s")
  }

  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1000, "1,000"), (12_345, "12,345"),
    (1_000_000, "1,000,000"), (-4321, "-4,321"),
  ])
  func countsAreGroupedByThousands(number: Int, text: String) {
    #expect(ProgressText.count(number) == text)
  }

  @Test(arguments: [
    (1, "1 s"), (59, "59 s"), (60, "1 min 0 s"), (125, "2 min 5 s"), (3599, "59 min 59 s"),
    (3600, "1 h 0 min"), (3900, "1 h 5 min"),
  ])
  func timesLeftAreInSecondsMinutesOrHours(seconds: Int, text: String) {
    // One done in one second: the time left is the count left, in seconds.
    #expect(
      ProgressText.line("x", WorkProgress(done: 1, total: seconds + 1), elapsed: 1)
        .hasSuffix("· \(text) left"))
  }

  @Test func aTimeLeftIsRoundedUp() {
    // 2 done in 2.1 s is 0.95 a second (1/s shown); the 9 left take 9.45 s: 10 s, never
    // promising too little.
    #expect(
      ProgressText.line("x", WorkProgress(done: 2, total: 11), elapsed: 2.1)
        == "x 2 / 11 · 1/s · 10 s left")
  }
}
