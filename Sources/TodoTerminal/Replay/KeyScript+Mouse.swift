/// The mouse in key scripts (SPEC §13): `<Click COL,ROW>`, `<DoubleClick COL,ROW>`,
/// `<WheelUp>` and `<WheelDown>`, columns and rows counted from 1 as people count them (the
/// event inside counts from 0). A wheel turn scrolls whatever is under it, and every screen
/// of the app scrolls as a whole, so its cell may be left out (it is then the top left);
/// `<WheelUp COL,ROW>` names one.
extension KeyScript {
  /// The kinds of mouse event by their names in a script.
  private static let mouseKinds: [String: MouseEvent.Kind] = [
    "Click": .click, "DoubleClick": .doubleClick, "WheelUp": .wheelUp, "WheelDown": .wheelDown,
  ]

  /// The mouse event `name` (what is between the brackets) stands for; nil when `name` is
  /// no mouse event's; a message when it is one written wrong.
  static func mouse(_ name: String) -> Result<InputEvent, MouseNameError>? {
    let parts = name.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
    guard let word = parts.first, let kind = mouseKinds[String(word)] else { return nil }
    let needsCell = kind == .click || kind == .doubleClick
    guard parts.count == 2 else {
      return needsCell
        ? .failure(MouseNameError("<\(word)> needs a cell: <\(word) COL,ROW>"))
        : .success(.mouse(MouseEvent(kind, at: Point(x: 0, y: 0))))
    }
    guard let cell = cell(parts[1]) else {
      return .failure(
        MouseNameError(
          "<\(name)>: the cell is COL,ROW, each from 1 to \(Size.largest.columns) "
            + "(<\(word) 1,1> is the top left)"))
    }
    return .success(.mouse(MouseEvent(kind, at: cell)))
  }

  /// `COL,ROW` (1-based, at most the largest terminal's) as a 0-based point.
  private static func cell(_ text: Substring) -> Point? {
    let numbers = text.split(separator: ",", omittingEmptySubsequences: false)
    guard numbers.count == 2,
      numbers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
      let column = Int(numbers[0]), let row = Int(numbers[1]),
      (1...Size.largest.columns).contains(column), (1...Size.largest.rows).contains(row)
    else { return nil }
    return Point(x: column - 1, y: row - 1)
  }

  /// Why a mouse event's name could not be read, for `KeyScriptError`.
  struct MouseNameError: Error, Equatable {
    /// What is wrong.
    let message: String

    init(_ message: String) {
      self.message = message
    }
  }
}
