/// Turns what a terminal sends into input events. A pure value type: a small state machine
/// fed one Unicode scalar at a time (the driver gets whole characters from `wget_wch`, never
/// single bytes of UTF-8), shared by the ncurses driver and the tests.
///
/// It knows the escape sequences of both cursor modes (`ESC [ A` and `ESC O A`), the common
/// forms of Home, End, PgUp, PgDn, Del and F1–F12, Shift-Tab (`ESC [ Z`), Alt as an `ESC`
/// before a key (or as the modifier parameter of a sequence), and bracketed paste
/// (`ESC [ 200 ~` text `ESC [ 201 ~`, which becomes one `.paste`), and mouse reports in the
/// SGR and X10 forms (see `MouseReport`): a left press and its release become a `.click` at
/// the cell of the press, the wheel `.wheelUp`/`.wheelDown`, and everything else the mouse
/// says is dropped. A sequence it does not know is swallowed whole, never typed as letters.
///
/// A sequence split across reads completes when the rest comes. When nothing more comes
/// within `escapeWindow` the driver calls `timeout()`, which turns a lone `ESC` into Esc.
public struct KeyDecoder: Equatable, Sendable {
  /// What the decoder is in the middle of, which tells the driver how long to wait.
  public enum Pending: Equatable, Sendable {
    /// Nothing: the next scalar starts afresh.
    case nothing
    /// An escape sequence (or a lone Esc) that may still go on: wait `escapeWindow`.
    case sequence
    /// A bracketed paste whose end has not come yet: wait `pasteWindow`.
    case paste
  }

  /// How long to wait for the rest of an escape sequence before `timeout()`: long enough
  /// for a sequence split across reads, short enough that Esc still feels immediate.
  public static let escapeWindow: Duration = .milliseconds(50)
  /// How long to wait for the end of a paste before `timeout()` ends it with what came.
  public static let pasteWindow: Duration = .seconds(1)

  private enum State: Equatable, Sendable {
    case ground
    /// After `ESC`; `doubled` after `ESC ESC` (an Esc, or Alt before a sequence).
    case escape(doubled: Bool)
    /// After `ESC [` and the parameter bytes so far.
    case csi(String, alt: Bool)
    /// After `ESC [ [`: the Linux console's F1–F5 follow.
    case linuxFunction(alt: Bool)
    /// After `ESC O` and the parameter bytes so far.
    case ss3(String, alt: Bool)
    /// Inside a bracketed paste; `matched` scalars of the end marker are held back.
    case paste(matched: Int)
    /// After `ESC [ M`: the three characters of an X10 mouse report, those read so far.
    case x10Mouse([Unicode.Scalar])
  }

  private static let escape: Unicode.Scalar = "\u{1B}"
  private static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]
  /// Longer parameter strings are no key of ours; they are kept short while swallowed
  /// (`appending`).
  private static let parameterLimit = 32

  private var state = State.ground
  /// The text of the paste in progress (scalars: appending stays cheap for long pastes).
  private var pasted: [Unicode.Scalar] = []
  /// Where the left button went down, until it comes up again (and makes a click there).
  private var pressedAt: Point?

  /// A decoder waiting for input.
  public init() {}

  /// What the decoder is waiting for.
  public var pending: Pending {
    switch state {
    case .ground: .nothing
    case .paste: .paste
    case .escape, .csi, .linuxFunction, .ss3, .x10Mouse: .sequence
    }
  }

  /// Reads one scalar; appends to `events` whatever it completes (often nothing).
  public mutating func feed(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
    switch state {
    case .ground:
      ground(scalar, into: &events)
    case .escape(let doubled):
      afterEscape(scalar, doubled: doubled, into: &events)
    case .csi(let parameters, let alt):
      switch scalar.value {
      case 0x5B where parameters.isEmpty:  // `ESC [ [`
        state = .linuxFunction(alt: alt)
      case 0x20...0x3F:
        state = .csi(Self.appending(scalar, to: parameters), alt: alt)
      case 0x40...0x7E:
        state = .ground
        if parameters == "200", scalar == "~" {
          state = .paste(matched: 0)
          pasted.removeAll(keepingCapacity: true)
        } else if parameters.isEmpty, scalar == "M" {
          state = .x10Mouse([])
        } else if parameters.hasPrefix("<") {
          if let report = MouseReport(sgr: parameters.dropFirst(), final: scalar) {
            mouse(report, into: &events)
          }
        } else if let (key, modified) = Self.csiKey(parameters, final: scalar) {
          events.append(alt || modified ? .alt(key) : .key(key))
        }
      default:
        // Cannot be part of a sequence: the sequence so far is dropped, the scalar read anew.
        state = .ground
        ground(scalar, into: &events)
      }
    case .linuxFunction(let alt):
      state = .ground
      switch scalar.value {
      case 0x41...0x45:  // A…E
        let key = Key.function(Int(scalar.value - 0x40))
        events.append(alt ? .alt(key) : .key(key))
      case 0x20...0x7E:
        break
      default:
        ground(scalar, into: &events)
      }
    case .ss3(let parameters, let alt):
      switch scalar.value {
      case 0x30...0x3F:
        state = .ss3(Self.appending(scalar, to: parameters), alt: alt)
      case 0x40...0x7E:
        state = .ground
        if let (key, modified) = Self.ss3Key(parameters, final: scalar) {
          events.append(alt || modified ? .alt(key) : .key(key))
        }
      default:
        state = .ground
        ground(scalar, into: &events)
      }
    case .paste(let matched):
      inPaste(scalar, matched: matched, into: &events)
    case .x10Mouse(var values):
      guard scalar.value >= 0x20 else {
        // No character of a report is a control: the report was cut short.
        state = .ground
        ground(scalar, into: &events)
        return
      }
      values.append(scalar)
      guard values.count == 3 else {
        state = .x10Mouse(values)
        return
      }
      state = .ground
      if let report = MouseReport(x10: values) { mouse(report, into: &events) }
    }
  }

  /// Reads one scalar and returns what it completes.
  public mutating func feed(_ scalar: Unicode.Scalar) -> [InputEvent] {
    var events: [InputEvent] = []
    feed(scalar, into: &events)
    return events
  }

  /// Nothing more came in time: a lone `ESC` is Esc, `ESC [` and `ESC O` are Alt-[ and
  /// Alt-O, an unfinished sequence is dropped, and a paste ends with what came.
  public mutating func timeout(into events: inout [InputEvent]) {
    switch state {
    case .ground:
      break
    case .escape(let doubled):
      if doubled { events.append(.key(.escape)) }
      events.append(.key(.escape))
    case .csi(let parameters, let alt), .ss3(let parameters, let alt):
      if parameters.isEmpty {
        if alt { events.append(.key(.escape)) }
        let introducer: Character = if case .csi = state { "[" } else { "O" }
        events.append(.alt(.character(introducer)))
      }
    case .linuxFunction, .x10Mouse:
      break
    case .paste(let matched):
      pasted.append(contentsOf: Self.pasteEnd[..<matched])
      events.append(.paste(String(String.UnicodeScalarView(pasted))))
      pasted.removeAll()
    }
    state = .ground
  }

  /// Nothing more came in time; returns what that completes.
  public mutating func timeout() -> [InputEvent] {
    var events: [InputEvent] = []
    timeout(into: &events)
    return events
  }

  /// The events of `text` arriving in one piece with nothing after it.
  public static func decode(_ text: String) -> [InputEvent] {
    var decoder = KeyDecoder()
    var events: [InputEvent] = []
    for scalar in text.unicodeScalars { decoder.feed(scalar, into: &events) }
    decoder.timeout(into: &events)
    return events
  }

  /// The key a single Unicode scalar stands for, or nil for one that is not a key (a lone
  /// C1 control or an unused control code).
  public static func key(for scalar: Unicode.Scalar) -> Key? {
    switch scalar.value {
    // Enter sends CR (the ncurses driver turns off the CR to LF mapping); LF is Ctrl-J, which
    // the key maps take as Enter except where a field gives it a meaning (a line break).
    case 0x0D: return .enter
    case 0x09: return .tab
    case 0x08, 0x7F: return .backspace
    case 0x1B: return .escape
    case 0x01...0x1A:
      return .control(Character(Unicode.Scalar(scalar.value + 0x60) ?? "?"))
    case 0x00...0x1F, 0x80...0x9F: return nil
    default: return .character(Character(scalar))
    }
  }

  // MARK: - States

  private mutating func ground(_ scalar: Unicode.Scalar, into events: inout [InputEvent]) {
    if scalar == Self.escape {
      state = .escape(doubled: false)
    } else if let key = Self.key(for: scalar) {
      events.append(.key(key))
    }
  }

  private mutating func afterEscape(
    _ scalar: Unicode.Scalar, doubled: Bool, into events: inout [InputEvent]
  ) {
    switch scalar {
    case "[":
      state = .csi("", alt: doubled)
    case "O":
      state = .ss3("", alt: doubled)
    case Self.escape:
      // A third ESC: the first was an Esc of its own.
      if doubled { events.append(.key(.escape)) }
      state = .escape(doubled: true)
    default:
      state = .ground
      if doubled { events.append(.key(.escape)) }
      if let key = Self.key(for: scalar) { events.append(.alt(key)) }
    }
  }

  private mutating func inPaste(
    _ scalar: Unicode.Scalar, matched: Int, into events: inout [InputEvent]
  ) {
    if scalar == Self.pasteEnd[matched] {
      if matched + 1 < Self.pasteEnd.count {
        state = .paste(matched: matched + 1)
        return
      }
      events.append(.paste(String(String.UnicodeScalarView(pasted))))
      pasted.removeAll()
      state = .ground
      return
    }
    // What was held back was text after all.
    pasted.append(contentsOf: Self.pasteEnd[..<matched])
    if scalar == Self.escape {
      state = .paste(matched: 1)
    } else {
      pasted.append(scalar)
      state = .paste(matched: 0)
    }
  }

  /// Turns a mouse report into an event: a click when the left button comes up after going
  /// down (at the cell where it went down), a wheel turn at once; presses of other buttons
  /// forget a left press, so their (X10) release is no click.
  private mutating func mouse(_ report: MouseReport, into events: inout [InputEvent]) {
    switch report.action {
    case .leftPress:
      pressedAt = report.position
    case .leftOrUnnamedRelease:
      if let pressedAt { events.append(.mouse(MouseEvent(.click, at: pressedAt))) }
      pressedAt = nil
    case .otherPress:
      pressedAt = nil
    case .wheelUp:
      events.append(.mouse(MouseEvent(.wheelUp, at: report.position)))
    case .wheelDown:
      events.append(.mouse(MouseEvent(.wheelDown, at: report.position)))
    case .ignored:
      break
    }
  }

  // MARK: - Sequences

  /// `parameters` and `scalar`; past `parameterLimit`, `parameters` ended by `overlong` (once),
  /// so the sequence is swallowed as no key: cut short, it could read as another (a modifier
  /// `…035` as `…03`, Alt; a report's row `…0123` as `…012`).
  private static func appending(_ scalar: Unicode.Scalar, to parameters: String) -> String {
    var parameters = parameters
    switch parameters.unicodeScalars.count {
    case ..<parameterLimit: parameters.unicodeScalars.append(scalar)
    case parameterLimit: parameters.unicodeScalars.append(overlong)
    default: break
    }
    return parameters
  }

  /// What ends the parameters of a sequence too long to be a key: no key's or report's
  /// parameter.
  private static let overlong: Unicode.Scalar = "\u{FFFD}"

  /// Whether a modifier parameter (1 + Shift 1, Alt 2, Ctrl 4, Meta 8) is Alt (or Meta)
  /// alone; nil when it holds Shift or Ctrl, which no key of ours carries.
  private static func isAlt(modifier: Int) -> Bool? {
    let bits = modifier - 1
    guard bits >= 0, bits & ~(2 | 8) == 0 else { return nil }
    return bits != 0
  }

  /// The key of `ESC [ parameters final`, and whether Alt was held.
  private static func csiKey(_ parameters: String, final: Unicode.Scalar) -> (Key, Bool)? {
    guard parameters.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == ";" })
    else { return nil }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count <= 2 else { return nil }
    let number = fields.first.flatMap { Int($0) }
    guard let alt = isAlt(modifier: fields.count == 2 ? Int(fields[1]) ?? 0 : 1) else {
      return nil
    }
    let key: Key?
    if final == "~" {
      key = number.flatMap { tildeKeys[$0] }
    } else {
      guard number == nil || number == 1 else { return nil }
      key = letterKeys[final]
    }
    return key.map { ($0, alt) }
  }

  /// The key of `ESC O parameters final`, and whether Alt was held.
  private static func ss3Key(_ parameters: String, final: Unicode.Scalar) -> (Key, Bool)? {
    let modifier =
      parameters.isEmpty ? 1 : parameters.split(separator: ";").last.flatMap { Int($0) }
    guard let modifier, let alt = isAlt(modifier: modifier) else { return nil }
    if let key = letterKeys[final], final != "Z" { return (key, alt) }
    if let key = keypadKeys[final] { return (key, alt) }
    return nil
  }

  /// Finals of `ESC [ final` and `ESC O final` (xterm, VT100, tmux, screen).
  private static let letterKeys: [Unicode.Scalar: Key] = [
    "A": .up, "B": .down, "C": .right, "D": .left, "H": .home, "F": .end, "Z": .backTab,
    "P": .function(1), "Q": .function(2), "R": .function(3), "S": .function(4),
  ]

  /// `ESC [ N ~` (VT220, xterm, rxvt, the Linux console).
  private static let tildeKeys: [Int: Key] = [
    1: .home, 7: .home, 4: .end, 8: .end, 3: .delete, 5: .pageUp, 6: .pageDown,
    11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
    17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
    23: .function(11), 24: .function(12),
  ]

  /// The keypad in application mode (`ESC O M` is its Enter).
  private static let keypadKeys: [Unicode.Scalar: Key] = [
    "M": .enter, "j": .character("*"), "k": .character("+"), "l": .character(","),
    "m": .character("-"), "n": .character("."), "o": .character("/"), "X": .character("="),
    "p": .character("0"), "q": .character("1"), "r": .character("2"), "s": .character("3"),
    "t": .character("4"), "u": .character("5"), "v": .character("6"), "w": .character("7"),
    "x": .character("8"), "y": .character("9"),
  ]
}
