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
/// brackets, line breaks ignored, `#` lines are comments. Beyond the spec: `<M-x>` for Alt
/// keys (`<M-b>`, `<M-BS>`, `<M-Left>`, `<M->>` for Alt->) and `<Paste>`…`</Paste>` around
/// pasted text, inside which `<Enter>`, `<Tab>`, `<Space>` and `<lt>` are a line break, a
/// tab, a space and `<`.
/// The mouse events of SPEC §13 are in `KeyScript+Mouse.swift`.
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

  /// The text the names allowed inside `<Paste>`…`</Paste>` stand for.
  static let pasteNames: [String: String] = ["Enter": "\n", "Tab": "\t", "Space": " ", "lt": "<"]

  /// A paste being read: its text so far and where its `<Paste>` stands.
  private struct OpenPaste {
    var text = ""
    let line: Int
    let column: Int
  }

  /// The input `text` stands for.
  public static func parse(_ text: String) throws(KeyScriptError) -> [InputEvent] {
    var events: [InputEvent] = []
    var paste: OpenPaste?
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (lineIndex, line) in lines.enumerated() {
      if line.first == "#" { continue }
      let characters = Array(line)
      var index = 0
      while index < characters.count {
        let character = characters[index]
        guard character == "<" else {
          if paste != nil {
            paste?.text.append(character)
          } else if let key = key(typing: character) {
            events.append(.key(key))
          }
          index += 1
          continue
        }
        let place = (line: lineIndex + 1, column: index + 1)
        guard var close = characters[index...].firstIndex(of: ">") else {
          throw KeyScriptError(
            line: place.line,
            column: place.column,
            message: "'<' is not closed by '>' (write <lt> for a literal '<')"
          )
        }
        // `<M->>`: Alt with `>`, whose own `>` is not the closing one.
        if close == index + 3, characters[(index + 1)..<close] == ["M", "-"],
          characters.indices.contains(close + 1), characters[close + 1] == ">"
        {
          close += 1
        }
        let name = String(characters[(index + 1)..<close])
        index = close + 1
        switch (name, paste) {
        case ("Paste", nil):
          paste = OpenPaste(line: place.line, column: place.column)
        case ("/Paste", let open?):
          events.append(.paste(open.text))
          paste = nil
        case ("/Paste", nil):
          throw KeyScriptError(
            line: place.line, column: place.column, message: "</Paste> without <Paste>")
        case (_, .some):
          guard let text = pasteNames[name] else {
            throw KeyScriptError(
              line: place.line,
              column: place.column,
              message: "<\(name)> inside <Paste>: only <Enter>, <Tab>, <Space>, <lt> and "
                + "</Paste> are allowed there"
            )
          }
          paste?.text += text
        case (_, nil):
          if let mouse = mouse(name) {
            switch mouse {
            case .success(let event): events.append(event)
            case .failure(let error):
              throw KeyScriptError(line: place.line, column: place.column, message: error.message)
            }
            continue
          }
          guard let event = named(name) else {
            throw KeyScriptError(
              line: place.line, column: place.column, message: "unknown key <\(name)>")
          }
          events.append(event)
        }
      }
    }
    if let paste {
      throw KeyScriptError(
        line: paste.line, column: paste.column, message: "<Paste> is not closed by </Paste>")
    }
    return events
  }

  private static func named(_ name: String) -> InputEvent? {
    if let key = names[name] { return .key(key) }
    if name.hasPrefix("Resize "), let size = Size(parsing: name.dropFirst("Resize ".count)) {
      return .resize(size)
    }
    if name.hasPrefix("M-") {
      let rest = name.dropFirst(2)
      if let key = names[String(rest)] { return .alt(key) }
      if rest.count == 1, let character = rest.first, let key = key(typing: character) {
        return .alt(key)
      }
    }
    return nil
  }

  /// The key typing `character` presses, as a script reads a character outside angle
  /// brackets and pastes (a control character is its key; nil for one that is no key).
  public static func key(typing character: Character) -> Key? {
    let scalars = character.unicodeScalars
    if scalars.count == 1, let scalar = scalars.first { return KeyDecoder.key(for: scalar) }
    return .character(character)
  }
}
