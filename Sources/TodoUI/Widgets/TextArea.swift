import TodoTerminal

/// A text field of several lines (the dialogs' Notes): the text with its line breaks and a
/// cursor, edited with the text fields' keys within a line (a `TextField` over the line the
/// cursor is on) and with keys of its own for a line break and for moving up and down; drawn
/// wrapped at the width it is given and scrolled so the cursor shows.
///
/// ↑ and ↓ move by the rows on screen, as wrapped at the last drawing's width, so the cursor
/// goes where the eye expects; on the first or last row they are not the field's (a dialog
/// moves to the previous or next field). ← → Backspace Del and Ctrl-K cross line breaks, as
/// in any editor; the other text-field keys stay within the line.
public struct TextArea: Equatable, Sendable {
  /// The graphemes of the text, line breaks included.
  public private(set) var characters: [Character]
  /// The cursor, as an index into `characters` (0…count).
  public private(set) var cursor: Int
  /// The first row shown, of the rows the text wraps into at the last drawing's width.
  public private(set) var top = 0
  /// The width the text was last wrapped at; nil before the first drawing (↑/↓ then move by
  /// lines).
  private var wrapWidth: Int?
  /// The column ↑/↓ aim for, kept across rows that are shorter, forgotten on any other key.
  private var goalColumn: Int?
  /// The keys that edit within a line.
  private let lineKeys: KeyMap<TextFieldAction>
  /// The keys of its own: line break, line up, line down.
  private let keys: KeyMap<TextAreaAction>

  /// A field holding `text`, the cursor at its end.
  public init(
    text: String = "", lineKeys: KeyMap<TextFieldAction>, keys: KeyMap<TextAreaAction>
  ) {
    characters = Array(text)
    cursor = characters.count
    self.lineKeys = lineKeys
    self.keys = keys
  }

  /// The text.
  public var text: String { String(characters) }

  /// A row of the text as drawn: the graphemes from `start` up to `end` (a line break or a
  /// wrap ends it; a line break is in no row).
  struct Row: Equatable {
    /// The index of its first grapheme.
    let start: Int
    /// The index after its last grapheme.
    let end: Int
    /// Whether the line goes on in the next row (wrapped, not ended by a line break).
    let wraps: Bool
  }

  // MARK: - Editing

  /// Applies `input` if it edits the text or moves the cursor (typed and pasted text, the text
  /// fields' keys, a line break, ↑/↓ between rows); false for any other input, and for ↑ on
  /// the first row and ↓ on the last, which are not the field's to handle.
  public mutating func handle(_ input: InputEvent) -> Bool {
    let goal = goalColumn
    goalColumn = nil
    switch input {
    case .key(.character(let character)):
      insert(String(character))
      return true
    case .paste(let text):
      insert(text)
      return true
    default:
      if let action = keys.action(for: input) { return apply(action, goal: goal) }
      guard let edit = lineKeys.action(for: input) else { return false }
      apply(edit)
      return true
    }
  }

  /// Inserts `text` at the cursor in one edit, its line breaks kept (CR LF and CR as one line
  /// feed), and puts the cursor after it.
  public mutating func insert(_ text: String) {
    let inserted = text.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 }
    characters.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
  }

  private mutating func apply(_ action: TextAreaAction, goal: Int?) -> Bool {
    switch action {
    case .newLine:
      insert("\n")
      return true
    case .lineUp: return moveRow(by: -1, goal: goal)
    case .lineDown: return moveRow(by: 1, goal: goal)
    }
  }

  /// An editing key: across a line break at the line's edge, else as a one-line field does
  /// on the cursor's line.
  private mutating func apply(_ edit: TextFieldAction) {
    let line = lineBounds(around: cursor)
    switch edit {
    case .left where cursor == line.start && cursor > 0:
      cursor -= 1
    case .right where cursor == line.end && cursor < characters.count:
      cursor += 1
    case .backspace where cursor == line.start && cursor > 0:
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .deleteForward where cursor == line.end && cursor < characters.count,
      .killToEnd where cursor == line.end && cursor < characters.count:
      characters.remove(at: cursor)
    default:
      var field = TextField(
        characters: Array(characters[line.start..<line.end]), cursor: cursor - line.start,
        keys: lineKeys)
      field.apply(edit)
      characters.replaceSubrange(line.start..<line.end, with: field.characters)
      cursor = line.start + field.cursor
    }
  }

  /// The start and end of the line `index` is on (the end is its line break, or the text's end).
  private func lineBounds(around index: Int) -> (start: Int, end: Int) {
    var start = index
    while start > 0, !characters[start - 1].isNewline { start -= 1 }
    var end = index
    while end < characters.count, !characters[end].isNewline { end += 1 }
    return (start, end)
  }

  /// Moves the cursor `step` rows up or down, to the column it aimed for; false when there is
  /// no such row.
  private mutating func moveRow(by step: Int, goal: Int?) -> Bool {
    let shown = Self.shown(characters)
    let rows = Self.rows(of: shown, characters: characters, width: wrapWidth)
    let current = Self.row(of: cursor, in: rows)
    let target = current + step
    guard rows.indices.contains(target) else { return false }
    let column = goal ?? Self.width(of: shown[rows[current].start..<cursor])
    cursor = Self.index(in: rows[target], atColumn: column, shown: shown)
    goalColumn = column
    return true
  }

  /// Puts the cursor where a click on the `row`-th row on screen, at `column` (both from 0),
  /// means as the last drawing showed the text: before the grapheme drawn there, at the end
  /// of a shorter row, at the end of the text below its last row.
  public mutating func placeCursor(row: Int, column: Int) {
    let shown = Self.shown(characters)
    let rows = Self.rows(of: shown, characters: characters, width: wrapWidth)
    goalColumn = nil
    let target = top + max(0, row)
    guard rows.indices.contains(target) else {
      cursor = characters.count
      return
    }
    cursor = Self.index(in: rows[target], atColumn: column, shown: shown)
  }

  /// The index of the grapheme of `row` drawn at `column`, or the row's end when the row is
  /// shorter. A wrapped row's end is the next row's start: it stops before it, on this row.
  private static func index(in row: Row, atColumn column: Int, shown: [String]) -> Int {
    var index = row.start
    var used = 0
    let last = row.wraps ? row.end - 1 : row.end
    while index < last, used + DisplayWidth.of(shown[index]) <= column {
      used += DisplayWidth.of(shown[index])
      index += 1
    }
    return index
  }

  // MARK: - Layout

  /// Each grapheme as it is shown (control characters as symbols), for measuring.
  private static func shown(_ characters: [Character]) -> [String] {
    characters.map { DisplayWidth.visible(String($0)) }
  }

  private static func width(of shown: ArraySlice<String>) -> Int {
    shown.reduce(0) { $0 + DisplayWidth.of($1) }
  }

  /// The rows the text takes at `width` columns (nil: one row per line): each line broken
  /// after its last space that fits, or where it fills the width when a word is longer.
  /// A row always takes at least one grapheme, even one wider than the width.
  static func rows(of shown: [String], characters: [Character], width: Int?) -> [Row] {
    var rows: [Row] = []
    var start = 0
    while true {
      var end = start
      var used = 0
      var lastSpace: Int?
      while end < characters.count, !characters[end].isNewline {
        let w = DisplayWidth.of(shown[end])
        if let width, used + w > width, end > start { break }
        if characters[end] == " " { lastSpace = end }
        used += w
        end += 1
      }
      let ended = end == characters.count || characters[end].isNewline
      if ended {
        rows.append(Row(start: start, end: end, wraps: false))
        guard end < characters.count else { return rows }
        start = end + 1
      } else {
        let cut = lastSpace.map { $0 + 1 } ?? end
        rows.append(Row(start: start, end: cut, wraps: true))
        start = cut
      }
    }
  }

  /// The row the cursor at `index` stands on: the last one starting at or before it (the
  /// start of a wrapped row, rather than the end of the row before).
  static func row(of index: Int, in rows: [Row]) -> Int {
    rows.lastIndex { $0.start <= index } ?? 0
  }

  /// The text's rows at `width` columns, as drawn (for tests and the dialog's layout).
  public func lines(width: Int) -> [String] {
    let shown = Self.shown(characters)
    return Self.rows(of: shown, characters: characters, width: Self.textWidth(width))
      .map { shown[$0.start..<$0.end].joined() }
  }

  /// The columns a row's text may take in a field `width` wide: one is kept for the cursor
  /// after a full line.
  private static func textWidth(_ width: Int) -> Int {
    max(1, width - 1)
  }

  // MARK: - Drawing

  /// Draws `height` rows of the text into `width` columns from (`x`, `y`), scrolled so the
  /// cursor shows when `focused`, and returns where the cursor stands (nil when not focused).
  /// Remembers the width and the scroll, so ↑/↓ follow what was drawn.
  @discardableResult
  public mutating func render(
    into frame: inout ScreenBuffer, x: Int, y: Int, width: Int, height: Int, style: Style,
    focused: Bool = true
  ) -> Point? {
    guard width > 0, height > 0 else { return nil }
    let shown = Self.shown(characters)
    wrapWidth = Self.textWidth(width)
    let rows = Self.rows(of: shown, characters: characters, width: wrapWidth)
    let cursorRow = Self.row(of: cursor, in: rows)
    if focused {
      if cursorRow < top { top = cursorRow }
      if cursorRow >= top + height { top = cursorRow - height + 1 }
    }
    top = max(0, min(top, rows.count - height))
    for line in 0..<height {
      frame.fill(x: x, y: y + line, width: width, style: style)
      let index = top + line
      guard rows.indices.contains(index) else { continue }
      let row = rows[index]
      frame.write(
        shown[row.start..<row.end].joined(), x: x, y: y + line, width: width, style: style)
    }
    guard focused else { return nil }
    return Point(
      x: x + Self.width(of: shown[rows[cursorRow].start..<cursor]), y: y + cursorRow - top)
  }

  /// Whether rows of the text are hidden above or below what the last drawing of `height`
  /// rows showed, for the dialog's scroll marks.
  public func hiddenRows(height: Int) -> (above: Bool, below: Bool) {
    let rows = Self.rows(
      of: Self.shown(characters), characters: characters, width: wrapWidth)
    return (top > 0, top + height < rows.count)
  }
}
