import Glibc

/// Waiting for a condition by checking it again and again until a deadline: every
/// millisecond at first, backing off to every 5 ms, so a short wait ends soon after the
/// condition holds and a long one costs little.
package enum Polling {
  /// The first pause between checks.
  private static let firstPause = Duration.milliseconds(1)
  /// The longest pause between checks.
  private static let longestPause = Duration.milliseconds(5)

  /// Checks `condition` until it holds (true) or `deadline` passes (false), sleeping with
  /// `Task.sleep` in between; throws `CancellationError` if the task is cancelled.
  package static func until(
    _ deadline: ContinuousClock.Instant, _ condition: () -> Bool
  ) async throws -> Bool {
    var pause = firstPause
    while true {
      if condition() {
        return true
      }
      let now = ContinuousClock.now
      if now >= deadline {
        return false
      }
      try await Task.sleep(for: min(pause, deadline - now))
      pause = min(pause * 2, longestPause)
    }
  }

  /// Checks `condition` until it holds (true) or `deadline` passes (false), blocking the
  /// calling thread in between.
  package static func blockingUntil(
    _ deadline: ContinuousClock.Instant, _ condition: () -> Bool
  ) -> Bool {
    var pause = firstPause
    while true {
      if condition() {
        return true
      }
      let now = ContinuousClock.now
      if now >= deadline {
        return false
      }
      let nanoseconds = min(pause, deadline - now).components.attoseconds / 1_000_000_000
      var request = timespec(tv_sec: 0, tv_nsec: Int(nanoseconds))
      var remaining = timespec()
      while nanosleep(&request, &remaining) == -1, errno == EINTR {
        request = remaining
      }
      pause = min(pause * 2, longestPause)
    }
  }
}
