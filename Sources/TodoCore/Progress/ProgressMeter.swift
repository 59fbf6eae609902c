import Foundation
import Synchronization

/// A progress line kept up to date in place: each report redraws it (carriage return, the
/// line, erase to the end) at most once per `interval`, so a million reports cost a few dozen
/// writes; nothing is drawn before the first interval has passed, so short work shows nothing.
/// `finish` erases the line, so what is printed next (the summary) stands alone. Reports may
/// come from any thread (a sync reports from its task).
public final class ProgressMeter: Sendable {
  private struct State {
    /// When the last line was drawn, nil before the first.
    var drawn: TimeInterval?
    /// Whether a line is on the screen.
    var showing = false
  }

  private let verb: String
  private let started: TimeInterval
  private let interval: TimeInterval
  private let width: Int?
  private let now: @Sendable () -> TimeInterval
  private let write: @Sendable (String) -> Void
  private let state = Mutex(State())

  /// A meter saying `verb`, timed by `now` (seconds on a clock that only moves on), redrawing
  /// at most once per `interval` seconds, its line cut to `width` columns when given (a line
  /// that wrapped could not be redrawn in place), drawing through `write`.
  public init(
    verb: String, interval: TimeInterval = 0.1, width: Int? = nil,
    now: @escaping @Sendable () -> TimeInterval,
    write: @escaping @Sendable (String) -> Void
  ) {
    self.verb = verb
    self.interval = interval
    self.width = width
    self.now = now
    self.write = write
    self.started = now()
  }

  /// Redraws the line for `progress` when the last drawing is at least `interval` old.
  public func report(_ progress: WorkProgress) {
    let time = now()
    state.withLock { state in
      guard time - (state.drawn ?? started) >= interval else { return }
      state.drawn = time
      state.showing = true
      var line = ProgressText.line(verb, progress, elapsed: time - started)
      if let width, line.count >= width { line = String(line.prefix(max(width - 1, 0))) }
      write("\r" + line + Self.eraseToEnd)
    }
  }

  /// Draws `text` in place of the line at once: for a step that cannot count its work (reading
  /// a large file), so the person sees what is going on before the first report.
  public func note(_ text: String) {
    state.withLock { state in
      state.showing = true
      var line = text
      if let width, line.count >= width { line = String(line.prefix(max(width - 1, 0))) }
      write("\r" + line + Self.eraseToEnd)
    }
  }

  /// Erases the line, if one was drawn; later reports draw nothing.
  public func finish() {
    state.withLock { state in
      if state.showing { write("\r" + Self.eraseToEnd) }
      state.showing = false
      state.drawn = .infinity
    }
  }

  /// Erase to the end of the line (EL), understood by every terminal that is not `dumb`.
  static let eraseToEnd = "\u{1B}[K"
}
