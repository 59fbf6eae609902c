import TodoTerminal

/// A one-line text field: the text, the cursor, and the editing keys of SPEC section 4, with
/// readline's Alt word keys, decoded with the text fields' key map.
public struct TextField: Equatable, Sendable {
  /// The graphemes of the text.
  public private(set) var characters: [Character]
  /// The cursor, as an index into `characters` (0…count).
  public private(set) var cursor: Int
  /// The editing keys; printable text is inserted as typed, pasted text in one piece.
  private let keys: KeyMap<TextFieldAction>

  /// A field holding `text`, the cursor at its end, edited with `keys`.
  public init(text: String = "", keys: KeyMap<TextFieldAction>) {
    self.init(characters: Array(text), cursor: nil, keys: keys)
  }

  /// A field holding `characters` with the cursor before the one at `cursor` (at the end when
  /// nil or past it): a line of a field of several lines, edited with the same keys.
  public init(characters: [Character], cursor: Int?, keys: KeyMap<TextFieldAction>) {
    self.characters = characters
    self.cursor = min(max(0, cursor ?? characters.count), characters.count)
    self.keys = keys
  }

  /// The text.
  public var text: String { String(characters) }

  /// Applies `key` if it edits text; returns false for any other key.
  public mutating func handle(_ key: Key) -> Bool {
    handle(.key(key))
  }

  /// Applies `input` if it edits text (a paste is inserted whole, as one line); returns
  /// false for any other input.
  public mutating func handle(_ input: InputEvent) -> Bool {
    switch input {
    case .key(.character(let character)):
      characters.insert(character, at: cursor)
      cursor += 1
      return true
    case .paste(let text):
      insert(text)
      return true
    default:
      guard let edit = keys.action(for: input) else { return false }
      apply(edit)
      return true
    }
  }

  /// Inserts `text` at the cursor in one edit, its line breaks and tabs as spaces (the
  /// field is one line), and puts the cursor after it.
  public mutating func insert(_ text: String) {
    let line = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
    characters.insert(contentsOf: line, at: cursor)
    cursor += line.count
  }

  /// Applies an editing key's action.
  public mutating func apply(_ edit: TextFieldAction) {
    switch edit {
    case .left: cursor = max(0, cursor - 1)
    case .right: cursor = min(characters.count, cursor + 1)
    case .home: cursor = 0
    case .end: cursor = characters.count
    case .backspace:
      guard cursor > 0 else { return }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .deleteForward:
      guard cursor < characters.count else { return }
      characters.remove(at: cursor)
    case .killToStart:
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .killToEnd:
      characters.removeSubrange(cursor...)
    case .deleteWord:
      var start = cursor
      while start > 0, characters[start - 1].isWhitespace { start -= 1 }
      while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .wordLeft:
      cursor = wordStart(before: cursor)
    case .wordRight:
      cursor = wordEnd(after: cursor)
    case .deleteWordBefore:
      let start = wordStart(before: cursor)
      characters.removeSubrange(start..<cursor)
      cursor = start
    case .deleteWordAfter:
      characters.removeSubrange(cursor..<wordEnd(after: cursor))
    }
  }

  /// Whether `character` is part of a word for the Alt keys (letters and digits, as in
  /// readline).
  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The start of the word at or before `index`, skipping what is not a word first.
  private func wordStart(before index: Int) -> Int {
    var start = index
    while start > 0, !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    while start > 0, Self.isWordCharacter(characters[start - 1]) { start -= 1 }
    return start
  }

  /// The end of the word at or after `index`, skipping what is not a word first.
  private func wordEnd(after index: Int) -> Int {
    var end = index
    while end < characters.count, !Self.isWordCharacter(characters[end]) { end += 1 }
    while end < characters.count, Self.isWordCharacter(characters[end]) { end += 1 }
    return end
  }

  /// Puts the cursor before the grapheme drawn at `column` (from the field's left edge, 0) as
  /// `render` with the same `width` and `focused` draws it: where a click on that cell
  /// means. Past the text, at its end.
  public mutating func placeCursor(atColumn column: Int, width: Int, focused: Bool) {
    let shown = characters.map { DisplayWidth.visible(String($0)) }
    var index = firstShown(of: shown, width: width, focused: focused)
    var used = 0
    while index < shown.count {
      let w = DisplayWidth.of(shown[index])
      if used + w > column { break }
      used += w
      index += 1
    }
    cursor = index
  }

  /// The first grapheme `render` shows: the furthest left one that keeps the cursor in view
  /// when `focused`, else the first.
  private func firstShown(of shown: [String], width: Int, focused: Bool) -> Int {
    var start = focused ? cursor : 0
    var used = 1  // the cursor cell itself
    while start > 0 {
      let w = DisplayWidth.of(shown[start - 1])
      if used + w > width { break }
      used += w
      start -= 1
    }
    return start
  }

  /// Draws the field into `width` columns from (`x`, `y`), scrolled so the cursor shows
  /// (or from the start when `focused` is false), and returns the cursor's column.
  @discardableResult
  public func render(
    into frame: inout ScreenBuffer,
    x: Int,
    y: Int,
    width: Int,
    style: Style,
    focused: Bool = true
  ) -> Int {
    guard width > 0 else { return x }
    let shown = characters.map { DisplayWidth.visible(String($0)) }
    let start = firstShown(of: shown, width: width, focused: focused)
    frame.fill(x: x, y: y, width: width, style: style)
    let visibleText = shown[start...].joined()
    frame.write(visibleText, x: x, y: y, width: width, style: style)
    return x + shown[start..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
  }
}
