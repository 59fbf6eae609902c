import Foundation

/// A source of the current time, injected so tests and replays are deterministic.
public protocol Clock: AnyObject {
  /// The current moment, for stamping a change.
  func now() -> Date
  /// The current moment without moving a stepping clock on: for what a screen shows ("today",
  /// overdue), so drawing a screen never shifts the times later changes are stamped with.
  func peek() -> Date
}

/// The wall clock.
public final class SystemClock: Clock {
  /// Makes the wall clock.
  public init() {}
  /// The current moment.
  public func now() -> Date { Date() }
  /// The current moment.
  public func peek() -> Date { Date() }
}

/// A clock that starts at a fixed moment and moves on by a fixed step each time it is read.
public final class SteppingClock: Clock {
  private var next: Date
  private let step: TimeInterval

  /// Starts at `start`, moving on by `step` seconds per reading.
  public init(start: Date, step: TimeInterval = 60) {
    self.next = start
    self.step = step
  }

  /// The replay clock: 2026-01-05 09:00 UTC, one minute per reading.
  public static func replay() -> SteppingClock {
    SteppingClock(start: Date(timeIntervalSince1970: 1_767_603_600))
  }

  /// The current moment, then one step on.
  public func now() -> Date {
    defer { next += step }
    return next
  }

  /// The moment the next `now()` will give, without stepping.
  public func peek() -> Date { next }
}
