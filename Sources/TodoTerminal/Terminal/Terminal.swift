/// The drawing and input abstraction that the app loop talks to. Two drivers implement it:
/// `NcursesTerminal` for real use and `HeadlessTerminal` for tests and `todo replay`.
///
/// A driver is also the loop's event source: it waits for input, for the mailbox's wake-up
/// and for its timer, whichever comes first. The real driver keeps real time; the headless
/// one has none, so ticks come only when a test queues them.
public protocol Terminal: AnyObject {
  /// The current size in cells.
  var size: Size { get }
  /// Waits for the next input, a signal on `wake`, or the timer's tick; `.closed` when
  /// input has ended.
  func nextEvent(wakingOn wake: WakePipe?) -> TerminalEvent
  /// Shows a frame.
  func present(_ frame: ScreenBuffer)
  /// Whether more input has already arrived, so a frame drawn now would be out of date at
  /// once (keys typed faster than frames). Never waits.
  func hasPendingInput() -> Bool
  /// Gives the terminal to `body` (which runs a child such as `$EDITOR` in it) and takes it
  /// back afterwards: curses' screen off and bracketed paste off while `body` runs, then raw
  /// mode and bracketed paste on again, and the next frame drawn in full.
  func handOver<Result>(_ body: () throws -> Result) rethrows -> Result
}

extension Terminal {
  /// A terminal that cannot tell says no: every event gets its frame.
  public func hasPendingInput() -> Bool { false }
}
