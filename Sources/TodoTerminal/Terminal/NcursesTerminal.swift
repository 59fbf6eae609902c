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
/// Input: curses' keypad decoding is off; the scalars `wget_wch` reads go through the pure
/// `KeyDecoder` (escape sequences of both cursor modes, Alt keys, sequences split across
/// reads, bracketed paste, which the driver turns on while it holds the terminal).
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
  private var isClosed = false
  private let idleMilliseconds: Int32
  private var decoder = KeyDecoder()
  /// Events decoded but not handed out yet (one read can complete several).
  private var decoded: [InputEvent] = []
  private var nextDecoded = 0
  private static let bracketedPasteOn = "\u{1B}[?2004h"
  private static let bracketedPasteOff = "\u{1B}[?2004l"

  /// Opens the terminal named by TERM on standard input/output, in raw mode (so Ctrl-C,
  /// Ctrl-Z and friends arrive as keys), with bracketed paste on.
  /// - Parameter idleMilliseconds: how long `nextEvent` waits for a key before `.idle`.
  public init(idleMilliseconds: Int32 = 500, environment: [String: String]) throws {
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
    self.idleMilliseconds = idleMilliseconds
    raw()
    noecho()
    nonl()
    // The decoder reads escape sequences itself: no keypad decoding, no escape delay.
    keypad(window, false)
    curs_set(0)
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    usesColor = !noColor && has_colors() && start_color() == OK
    if usesColor {
      use_default_colors()
      for color in Style.Color.allCases where color != .normal {
        init_pair(Int16(color.rawValue), Self.curses(color), -1)
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

  /// Gives the terminal back as it was found. Safe to call more than once.
  public func close() {
    guard !isClosed else { return }
    isClosed = true
    endwin()
    todo_write_terminal(Self.bracketedPasteOff)
    delscreen(screen)
  }

  /// Waits for input (or `.idle` after the idle time). Ctrl-Z suspends here and comes back
  /// as `.idle` with a full redraw due; SIGTERM/SIGHUP come back as `.closed`.
  public func nextEvent() -> TerminalEvent {
    while true {
      if quitSignal != nil { return .closed }
      if nextDecoded < decoded.count {
        let event = decoded[nextDecoded]
        nextDecoded += 1
        if event == .key(.control("z")) {
          suspend()
          return .idle
        }
        return .input(event)
      }
      decoded.removeAll(keepingCapacity: true)
      nextDecoded = 0
      let waited = decoder.pending
      let result = read(waiting: Self.milliseconds(waited, idle: idleMilliseconds))
      if quitSignal != nil { return .closed }
      switch result {
      case .input:
        continue
      case .nothing where waited != .nothing:
        // The rest of a sequence (or paste) did not come in time.
        decoder.timeout(into: &decoded)
        if decoded.isEmpty { return .idle }
      case .nothing:
        return .idle
      case .closed:
        return .closed
      }
    }
  }

  /// Reads whatever input has already arrived, without waiting, and says whether there is
  /// some to handle.
  public func hasPendingInput() -> Bool {
    if nextDecoded < decoded.count || decoder.pending != .nothing { return true }
    _ = read(waiting: 0)
    return nextDecoded < decoded.count || decoder.pending != .nothing
  }

  /// What one read brought.
  private enum ReadResult { case input, nothing, closed }

  /// Reads one character (or a resize) within `milliseconds` and decodes it into `decoded`.
  private func read(waiting milliseconds: Int32) -> ReadResult {
    wtimeout(window, milliseconds)
    var value: UInt32 = 0
    let result = todo_get_key(window, &value)
    if result == todo_key_code_yes() {
      if Int32(value) == KEY_RESIZE {
        size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
        shown = nil
        decoded.append(.key(.resize(size)))
      }
      return .input
    }
    if result == OK, let scalar = Unicode.Scalar(value) {
      decoder.feed(scalar, into: &decoded)
      return .input
    }
    // A timeout, or the terminal has gone away (then reading fails at once, forever).
    var settings = termios()
    return tcgetattr(STDIN_FILENO, &settings) == 0 ? .nothing : .closed
  }

  /// How long to wait for the next character: the rest of a sequence comes within
  /// moments, the rest of a paste within a second, the next key whenever.
  private static func milliseconds(_ pending: KeyDecoder.Pending, idle: Int32) -> Int32 {
    switch pending {
    case .nothing: idle
    case .sequence: Int32(KeyDecoder.escapeWindow / .milliseconds(1))
    case .paste: Int32(KeyDecoder.pasteWindow / .milliseconds(1))
    }
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

  /// Gives the terminal back, stops until continued (`fg`), then takes it again with a full
  /// redraw at the next frame (the screen may have changed meanwhile).
  private func suspend() {
    endwin()
    todo_write_terminal(Self.bracketedPasteOff)
    todo_suspend()
    todo_write_terminal(Self.bracketedPasteOn)
    shown = nil
    wrefresh(window)
    size = Size(columns: Int(getmaxx(window)), rows: Int(getmaxy(window)))
  }

  private func draw(_ cell: Cell, x: Int, y: Int) {
    var text = cell.text.unicodeScalars.prefix(5).map { wchar_t(truncatingIfNeeded: $0.value) }
    text.append(0)
    var attributes = todo_attr_normal()
    let style = cell.style
    if style.attributes.contains(.bold) { attributes |= todo_attr_bold() }
    if style.attributes.contains(.dim) { attributes |= todo_attr_dim() }
    if style.attributes.contains(.reverse) { attributes |= todo_attr_reverse() }
    if style.attributes.contains(.underline) { attributes |= todo_attr_underline() }
    let pair: Int16 = usesColor ? Int16(style.color.rawValue) : 0
    _ = todo_put_cell(window, Int32(y), Int32(x), text, attributes, pair)
  }

  private static func curses(_ color: Style.Color) -> Int16 {
    switch color {
    case .normal: -1
    case .accent: Int16(COLOR_CYAN)
    case .muted: Int16(COLOR_BLUE)
    case .success: Int16(COLOR_GREEN)
    case .danger: Int16(COLOR_RED)
    }
  }
}
