import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The wake-up pipe and the wait on it: signalled, cleared, never blocking.
@Suite struct WakePipeTests {
  @Test func signalledUntilCleared() {
    let pipe = WakePipe()
    #expect(pipe.readEnd >= 0)
    #expect(!pipe.isSignalled)
    pipe.signal()
    #expect(pipe.isSignalled)
    pipe.clear()
    #expect(!pipe.isSignalled)
  }

  @Test func signallingAFullPipeDoesNotBlock() {
    let pipe = WakePipe()
    // Far more than a pipe holds (64 KiB on Linux): a blocking write would hang here.
    for _ in 0..<200_000 { pipe.signal() }
    #expect(pipe.isSignalled)
    pipe.clear()
    #expect(!pipe.isSignalled)
  }

  @Test func theWaitTellsInputFromWakeAndTimesOut() {
    let input = WakePipe()
    let wake = WakePipe()
    #expect(InputWait.wait(input: input.readEnd, wake: wake.readEnd, timeout: .zero) == .timedOut)
    input.signal()
    #expect(
      InputWait.wait(input: input.readEnd, wake: wake.readEnd, timeout: .seconds(5)) == .input)
    wake.signal()
    // Both readable: the wake-up first, messages are cheap.
    #expect(InputWait.wait(input: input.readEnd, wake: wake.readEnd, timeout: .seconds(5)) == .wake)
    #expect(InputWait.wait(input: input.readEnd, wake: -1, timeout: .seconds(5)) == .input)
  }

  @Test(
    "wait times round up to whole milliseconds",
    arguments: [
      (Duration.zero, Int32(0)), (.nanoseconds(-5), 0), (.nanoseconds(1), 1),
      (.milliseconds(500), 500), (.microseconds(1_500), 2), (.seconds(3), 3_000),
      (.seconds(Int64.max / 2), Int32.max),
    ])
  func milliseconds(duration: Duration, milliseconds: Int32) {
    #expect(InputWait.milliseconds(duration) == milliseconds)
  }
}
