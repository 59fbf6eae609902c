/// One mouse report as a terminal sends it, read but not yet understood: which button (or
/// the wheel), pressed or released, over which cell. `KeyDecoder` pairs presses with
/// releases into clicks; this type only reads the two report forms the app asks for:
///
/// - SGR (mode 1006, which the driver turns on): `ESC [ < b ; col ; row M` for a press and
///   `… m` for a release, in decimal, so any column fits.
/// - X10 (mode 1000 alone, for terminals without SGR): `ESC [ M` and three characters, each
///   the value plus 32, where a release says only "a button" (button code 3).
struct MouseReport: Equatable, Sendable {
  /// What the report says happened.
  enum Action: Equatable, Sendable {
    /// The left button went down.
    case leftPress
    /// A button went up: the left one, or (X10) one the report does not name.
    case leftOrUnnamedRelease
    /// The middle or right button went down (which the app does not use; an X10 release
    /// after it is not the left button's).
    case otherPress
    /// The wheel turned up (away from the person) or down.
    case wheelUp, wheelDown
    /// Something the app does not react to: motion and drags, the releases of the middle and
    /// right buttons, the horizontal wheel, extra buttons.
    case ignored
  }

  /// What happened.
  let action: Action
  /// The cell under the pointer, from the top left (0-based).
  let position: Point

  /// Bits of a button code that say which modifier keys were held (Shift 4, Alt 8, Ctrl 16):
  /// a click with Ctrl held is still a click.
  private static let modifierBits = 4 | 8 | 16
  /// The bit of a button code that says the pointer moved (a drag, or motion tracking).
  private static let motionBit = 32

  /// Reads the parameters of an SGR report after its `<` (`0;12;5`) and its final (`M` press,
  /// `m` release); nil when they are not a report.
  init?(sgr parameters: Substring, final: Unicode.Scalar) {
    guard final == "M" || final == "m" else { return nil }
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3,
      fields.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
      column >= 1, row >= 1
    else { return nil }
    self.init(code: code, isRelease: final == "m", column: column - 1, row: row - 1)
  }

  /// Reads the three characters after `ESC [ M` in an X10 report; nil when they are not a
  /// report (a value below 32, or a cell outside the screen).
  init?(x10 values: [Unicode.Scalar]) {
    guard values.count == 3 else { return nil }
    let numbers = values.map { Int($0.value) - 32 }
    guard numbers[0] >= 0, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
    let code = numbers[0]
    self.init(
      code: code, isRelease: code & 3 == 3 && code & 64 == 0, column: numbers[1] - 1,
      row: numbers[2] - 1)
  }

  private init(code: Int, isRelease: Bool, column: Int, row: Int) {
    position = Point(x: column, y: row)
    let button = code & ~Self.modifierBits
    action =
      switch (button, isRelease) {
      case _ where button & Self.motionBit != 0: .ignored
      case (0, false): .leftPress
      case (0, true), (3, true): .leftOrUnnamedRelease
      case (1, false), (2, false): .otherPress
      case (64, false): .wheelUp
      case (65, false): .wheelDown
      default: .ignored
      }
  }
}
