/// A key script could not be read; names the line and column (both from 1).
public struct KeyScriptError: Error, Equatable, CustomStringConvertible {
  /// The line of the problem.
  public let line: Int
  /// The column (in characters) of the problem.
  public let column: Int
  /// What is wrong.
  public let message: String

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}

/// The `.keys` language of SPEC section 5: text typed as it is, special keys in angle
/// brackets, line breaks ignored, `#` lines are comments.
public enum KeyScript {
  /// Named keys, as written between angle brackets.
  static let names: [String: Key] = {
    var names: [String: Key] = [
      "Enter": .enter, "Esc": .escape, "Tab": .tab, "S-Tab": .backTab, "BS": .backspace,
      "Del": .delete, "Up": .up, "Down": .down, "Left": .left, "Right": .right,
      "Home": .home, "End": .end, "PgUp": .pageUp, "PgDn": .pageDown,
      "Space": .character(" "), "lt": .character("<"),
    ]
    for number in 1...12 { names["F\(number)"] = .function(number) }
    for value in UInt32(0x61)...0x7A {
      if let letter = Unicode.Scalar(value), let control = Unicode.Scalar(value - 0x60),
        let key = KeyDecoder.key(for: control)
      {
        names["C-\(letter)"] = key
      }
    }
    return names
  }()

  /// The keys `text` stands for.
  public static func parse(_ text: String) throws(KeyScriptError) -> [Key] {
    var keys: [Key] = []
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (lineIndex, line) in lines.enumerated() {
      if line.first == "#" { continue }
      let characters = Array(line)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        guard character == "<" else {
          if let key = key(typing: character) { keys.append(key) }
          index += 1
          continue
        }
        guard let close = characters[index...].firstIndex(of: ">") else {
          throw KeyScriptError(
            line: lineIndex + 1,
            column: index + 1,
            message: "'<' is not closed by '>' (write <lt> for a literal '<')"
          )
        }
        let name = String(characters[(index + 1)..<close])
        guard let key = named(name) else {
          throw KeyScriptError(
            line: lineIndex + 1,
            column: index + 1,
            message: "unknown key <\(name)>"
          )
        }
        keys.append(key)
        index = close + 1
      }
    }
    return keys
  }

  private static func named(_ name: String) -> Key? {
    if let key = names[name] { return key }
    if name.hasPrefix("Resize "), let size = Size(parsing: name.dropFirst("Resize ".count)) {
      return .resize(size)
    }
    return nil
  }

  private static func key(typing character: Character) -> Key? {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return KeyDecoder.key(for: scalar) }
    return .character(character)
  }
}
