/// Tells a double click from two clicks: a click on the cell of the click before, soon
/// enough after it, is a double click. The driver asks it about every click the decoder
/// makes (ncurses' own click timing is off, as its decoding is); a test gives it the times.
///
/// Pure: it keeps only the last click, and the caller says when each one came, from whatever
/// clock it keeps (`ContinuousClock` in the driver, made-up instants in tests).
public struct DoubleClickDetector<Instant: InstantProtocol>: Sendable
where Instant.Duration == Duration, Instant: Sendable {
  /// How soon the second click must follow the first: about what desktops use.
  public static var window: Duration { .milliseconds(400) }

  /// The last plain click, to pair with the next one; nil after a double click, so a third
  /// quick click starts again instead of making a second double click.
  private var last: (position: Point, time: Instant)?

  /// A detector that has seen no click.
  public init() {}

  /// `event` as the person meant it, at `time`: a click on the cell of the last click within
  /// `window` of it becomes a double click; anything else is as it came (a wheel turn leaves
  /// the last click alone).
  public mutating func classify(_ event: MouseEvent, at time: Instant) -> MouseEvent {
    guard event.kind == .click else { return event }
    if let last, last.position == event.position, last.time.duration(to: time) <= Self.window {
      self.last = nil
      return MouseEvent(.doubleClick, at: event.position)
    }
    last = (event.position, time)
    return event
  }
}
