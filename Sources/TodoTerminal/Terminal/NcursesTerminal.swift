import CNcursesw
import Foundation

/// Why the real terminal could not be opened.
public enum TerminalOpenError: Error, Equatable, CustomStringConvertible {
  /// Standard input or output is not a terminal.
  case notATerminal
  /// TERM is unset or names no terminal description.
  case unknownTerminal(String)
  /// TERM names a terminal that cannot move the cursor (such as `dumb`).
  case cannotAddressCursor(String)

  /// The message after `todo: `.
  public var description: String {
    switch self {
    case .notATerminal:
      "standard input and output must be a terminal; use 'todo list' or 'todo replay' instead"
    case .unknownTerminal(let name):
      "unknown terminal type '\(name)' (TERM); set TERM to your terminal, or use "
        + "'todo list' or 'todo replay'"
    case .cannotAddressCursor(let name):
      "terminal type '\(name)' (TERM) cannot move the cursor; set TERM to your terminal, "
        + "or use 'todo list' or 'todo replay'"
    }
  }
}

/// The production driver: ncursesw through the `CNcursesw` shim. The only file that
/// imports curses. Puts frames on screen by sending only the cells that changed.
///
/// Input: the driver waits with poll(2) on standard input and the mailbox's wake-up pipe at
/// once, then reads what has arrived without blocking. Curses' keypad decoding is off; the
/// scalars `wget_wch` reads go through the pure `KeyDecoder` (escape sequences of both
/// cursor modes, Alt keys, sequences split across reads, bracketed paste, which the driver
/// turns on while it holds the terminal). A timer ticks every `tickInterval`, keys or not.
public final class NcursesTerminal: Terminal {
  /// The current size in cells.
  public private(set) var size: Size
  /// The signal (SIGTERM, SIGHUP) that ended the app, if one did.
  public var quitSignal: Int32? {
    let signal = todo_quit_requested()
    return signal == 0 ? nil : signal
  }
  private let screen: OpaquePointer
  private let window: UnsafeMutablePointer<WINDOW>
  private var shown: ScreenBuffer?
  private var cursorVisible = false
  private let usesColor: Bool
  /// Whether the selected row is drawn on the palette's selection colour (else in reverse).
  private let selectionPairs: Bool
  private var isClosed = false
  private var decoder = KeyDecoder()
  /// Events decoded but not handed out yet (one read can complete several).
  private var decoded: [InputEvent] = []
  private var nextDecoded = 0
  private let clock = ContinuousClock()
  private let tickInterval: Duration
  /// When the timer ticks next.
  private var nextTick: ContinuousClock.Instant
  /// When the decoder stops waiting for the rest of a sequence or paste (nil: it waits for
  /// nothing).
  private var sequenceDeadline: ContinuousClock.Instant?
  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"
  /// How long a read that has begun a character waits for the rest of its bytes.
  private static let characterWindow = Int32(KeyDecoder.escapeWindow / .milliseconds(1))

  /// Opens the terminal named by TERM on standard input/output, in raw mode (so Ctrl-C,
  /// Ctrl-Z and friends arrive as keys), with bracketed paste on.
  /// - Parameter tickInterval: how often `nextEvent` returns `.tick`, keys or not.
  /// - Parameter palette: the colours of the roles (unless `NO_COLOR` is set or the terminal
  ///   has none); check `highestColor` against `colorCount` first.
  public init(
    tickInterval: Duration = .milliseconds(500), environment: [String: String],
    palette: Palette = .standard
  ) throws {
    try Self.checkUsable(environment: environment)
    let term = environment["TERM"] ?? ""
    if let ctype = setlocale(LC_ALL, ""),
      !String(cString: ctype).uppercased().contains("UTF")
    {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
    guard let screen = todo_newterm(term) else { throw TerminalOpenError.unknownTerminal(term) }
    guard let window = todo_main_window() else {
      delscreen(screen)
      throw TerminalOpenError.unknownTerminal(term)
    }
    self.screen = screen
    self.window = window
    self.tickInterval = tickInterval
    nextTick = clock.now.advanced(by: tickInterval)
    raw()
    noecho()
    nonl()
    // The decoder reads escape sequences itself: no keypad decoding, no escape delay.
    keypad(window, false)
    curs_set(0)
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    usesColor = !noColor && has_colors() && start_color() == OK
    selectionPairs = usesColor && palette.selection != nil
    if usesColor {
      use_default_colors()
      for color in Style.Color.allCases {
        let foreground = Int16(palette.foreground(color))
        if color != .normal { init_pair(Int16(color.rawValue), foreground, -1) }
        if let selection = palette.selection {
          init_pair(Self.selectionPair(color), foreground, Int16(selection))
        }
      }
    }
    size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
    todo_install_quit_signals()
    todo_write_terminal(Self.bracketedPasteOn)
  }

  deinit { close() }

  /// Throws unless standard input and output are a terminal whose TERM curses knows and
  /// that can move the cursor. Touches neither the terminal nor anything else.
  public static func checkUsable(environment: [String: String]) throws {
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      throw TerminalOpenError.notATerminal
    }
    let term = environment["TERM"] ?? ""
    switch term.isEmpty ? 0 : todo_terminal_check(term) {
    case 1: return
    case 2: throw TerminalOpenError.cannotAddressCursor(term)
    default: throw TerminalOpenError.unknownTerminal(term)
    }
  }

  /// How many colours the terminal `environment`'s TERM names can show (0: none; nil: no
  /// such terminal), read from its description without touching the terminal, so a
  /// configured colour it cannot show is refused before the app starts.
  public static func colorCount(environment: [String: String]) -> Int? {
    let term = environment["TERM"] ?? ""
    let count = term.isEmpty ? -1 : Int(todo_terminal_colors(term))
    return count < 0 ? nil : count
  }

  /// Gives the terminal back as it was found. Safe to call more than once.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    endwin()
    todo_write_terminal(Self.bracketedPasteOff)
    delscreen(screen)
  }

  /// Waits for input, a wake-up or the tick. Ctrl-Z suspends here and comes back as `.tick`
  /// with a full redraw due; SIGTERM/SIGHUP come back as `.closed`.
  public func nextEvent(wakingOn wake: WakePipe?) -> TerminalEvent {
    while true {
      if quitSignal != nil { return .closed }
      if nextDecoded < decoded.count {
        let event = decoded[nextDecoded]
        nextDecoded += 1
        if event == .key(.control("z")) {
          suspend()
          return .tick
        }
        return .input(event)
      }
      decoded.removeAll(keepingCapacity: true)
      nextDecoded = 0
      let now = clock.now
      if let deadline = sequenceDeadline, now >= deadline {
        // The rest of a sequence (or paste) did not come in time.
        sequenceDeadline = nil
        decoder.timeout(into: &decoded)
        continue
      }
      if now >= nextTick {
        nextTick = now.advanced(by: tickInterval)
        return .tick
      }
      let until = min(nextTick, sequenceDeadline ?? nextTick)
      switch InputWait.wait(
        input: STDIN_FILENO, wake: wake?.readEnd ?? -1, timeout: now.duration(to: until))
      {
      case .wake:
        return .wake
      case .input, .interrupted:
        // After a signal too: a resize (SIGWINCH) is read as KEY_RESIZE.
        if readAvailable() == .closed { return .closed }
      case .timedOut:
        continue
      }
    }
  }

  /// Reads whatever input has already arrived, without waiting, and says whether there is
  /// some to handle.
  public func hasPendingInput() -> Bool {
    if nextDecoded < decoded.count || decoder.pending != .nothing { return true }
    if InputWait.isReadable(STDIN_FILENO) { _ = readAvailable() }
    return nextDecoded < decoded.count || decoder.pending != .nothing
  }

  /// What reading brought.
  private enum ReadResult { case input, nothing, closed }

  /// Reads every character (and resize) that has arrived, without waiting for more, and
  /// decodes it into `decoded`.
  private func readAvailable() -> ReadResult {
    var result = ReadResult.nothing
    while true {
      let readable = InputWait.isReadable(STDIN_FILENO)
      // A character that has begun may come in two reads: its rest is given a moment. With
      // nothing to read, the read returns at once (with a resize, if one is due).
      wtimeout(window, readable ? Self.characterWindow : 0)
      var value: UInt32 = 0
      let code = todo_get_key(window, &value)
      if code == todo_key_code_yes() {
        if Int32(value) == KEY_RESIZE {
          size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
          shown = nil
          decoded.append(.resize(size))
        }
        result = .input
      } else if code == OK, let scalar = Unicode.Scalar(value) {
        decoder.feed(scalar, into: &decoded)
        result = .input
      } else {
        // Readable yet nothing read: the terminal may have gone away (then reading fails at
        // once, forever).
        var settings = termios()
        if readable, result == .nothing, tcgetattr(STDIN_FILENO, &settings) != 0 {
          return .closed
        }
        break
      }
    }
    if result == .input {
      sequenceDeadline =
        switch decoder.pending {
        case .nothing: nil
        case .sequence: clock.now.advanced(by: KeyDecoder.escapeWindow)
        case .paste: clock.now.advanced(by: KeyDecoder.pasteWindow)
        }
    }
    return result
  }

  /// Gives the terminal to `body` and takes it back: the screen as the shell had it and
  /// bracketed paste off while `body` runs; then raw mode, bracketed paste and a full redraw
  /// at the next frame (the screen is not ours meanwhile). Anything half decoded before is
  /// dropped.
  public func handOver<Result>(_ body: () throws -> Result) rethrows -> Result {
    endwin()
    todo_write_terminal(Self.bracketedPasteOff)
    defer {
      todo_write_terminal(Self.bracketedPasteOn)
      shown = nil
      // The first refresh after endwin puts curses' modes (raw, no echo, cursor) back.
      wrefresh(window)
      size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
      decoder = KeyDecoder()
      sequenceDeadline = nil
    }
    return try body()
  }

  /// Sends the cells that differ from what is on screen, then refreshes.
  public func present(_ frame: ScreenBuffer) {
    let previous = shown.flatMap { $0.size == frame.size ? $0 : nil }
    if previous == nil { werase(window) }
    for y in 0..<frame.size.rows {
      for x in 0..<frame.size.columns {
        let cell = frame[x, y]
        guard cell.width > 0, previous?[x, y] != cell else { continue }
        draw(cell, x: x, y: y)
      }
    }
    if let cursor = frame.cursor {
      if !cursorVisible { curs_set(1) }
      wmove(window, Int32(cursor.y), Int32(cursor.x))
    } else if cursorVisible {
      curs_set(0)
    }
    cursorVisible = frame.cursor != nil
    wrefresh(window)
    shown = frame
  }

  /// Stops until continued (`fg`), the terminal handed back to the shell meanwhile.
  private func suspend() {
    handOver { todo_suspend() }
  }

  private func draw(_ cell: Cell, x: Int, y: Int) {
    var text = cell.text.unicodeScalars.prefix(5).map { wchar_t(truncatingIfNeeded: $0.value) }
    text.append(0)
    var attributes = todo_attr_normal()
    let style = cell.style
    if style.attributes.contains(.bold) { attributes |= todo_attr_bold() }
    if style.attributes.contains(.dim) { attributes |= todo_attr_dim() }
    let onSelection = selectionPairs && style.attributes.contains(.selected)
    if style.attributes.contains(.reverse) || (style.attributes.contains(.selected) && !onSelection)
    {
      attributes |= todo_attr_reverse()
    }
    if style.attributes.contains(.underline) { attributes |= todo_attr_underline() }
    let pair: Int16 =
      onSelection ? Self.selectionPair(style.color) : usesColor ? Int16(style.color.rawValue) : 0
    _ = todo_put_cell(window, Int32(y), Int32(x), text, attributes, pair)
  }

  /// The colour pair of `color` on the selection colour: after the plain pairs.
  private static func selectionPair(_ color: Style.Color) -> Int16 {
    Int16(Style.Color.allCases.count + Int(color.rawValue))
  }
}
