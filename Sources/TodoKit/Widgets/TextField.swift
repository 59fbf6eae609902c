/// A one-line text field: the text, the cursor, and the editing keys of SPEC section 4.
public struct TextField: Equatable, Sendable {
  /// An editing action.
  public enum Edit: Sendable {
    case left, right, home, end, backspace, deleteForward, killToStart, killToEnd, deleteWord
  }

  /// The editing keys; printable text is inserted as typed.
  public static let keyMap = KeyMap<Edit>(
    title: "Text fields",
    [
      KeyBinding([.left], "cursor left", .left),
      KeyBinding([.right], "cursor right", .right),
      KeyBinding([.home, .control("a")], "to the start", .home),
      KeyBinding([.end, .control("e")], "to the end", .end),
      KeyBinding([.backspace], "delete before the cursor", .backspace),
      KeyBinding([.delete, .control("d")], "delete under the cursor", .deleteForward),
      KeyBinding([.control("u")], "delete to the start", .killToStart),
      KeyBinding([.control("k")], "delete to the end", .killToEnd),
      KeyBinding([.control("w")], "delete the word before", .deleteWord),
    ])

  /// The graphemes of the text.
  public private(set) var characters: [Character]
  /// The cursor, as an index into `characters` (0…count).
  public private(set) var cursor: Int

  /// A field holding `text`, the cursor at its end.
  public init(text: String = "") {
    characters = Array(text)
    cursor = characters.count
  }

  /// The text.
  public var text: String { String(characters) }

  /// Applies `key` if it edits text; returns false for any other key.
  public mutating func handle(_ key: Key) -> Bool {
    if case .character(let character) = key {
      characters.insert(character, at: cursor)
      cursor += 1
      return true
    }
    guard let edit = Self.keyMap.action(for: key) else { return false }
    apply(edit)
    return true
  }

  private mutating func apply(_ edit: Edit) {
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
    }
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
    // Scroll: the first shown grapheme is the furthest left one that keeps the cursor in view.
    var start = focused ? cursor : 0
    var used = 1  // the cursor cell itself
    while start > 0 {
      let w = DisplayWidth.of(shown[start - 1])
      if used + w > width { break }
      used += w
      start -= 1
    }
    frame.fill(x: x, y: y, width: width, style: style)
    let visibleText = shown[start...].joined()
    frame.write(visibleText, x: x, y: y, width: width, style: style)
    return x + shown[start..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
  }
}
