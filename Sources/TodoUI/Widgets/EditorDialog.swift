import TodoCore
import TodoTerminal

/// Receives what the person did in an editor dialog (editor → presenter). Held weakly.
public protocol TodoEditorDelegate: AnyObject {
  /// Enter was pressed with these field values.
  func editorDidSubmit(_ form: TodoForm)
  /// Esc was pressed.
  func editorDidCancel()
}

/// What a presenter may tell an open editor dialog (presenter → editor).
public protocol TodoEditorViewProtocol: AnyObject {
  /// Keeps the dialog open and shows why the form was refused.
  func showError(_ message: String)
  /// Puts the cursor in `entry`'s field (the one a refusal is about).
  func focus(on entry: TodoForm.Entry)
  /// Renames the dialog, keeping what was typed (an edit whose todo was deleted elsewhere
  /// becomes an add).
  func showHeading(_ heading: String)
}

/// The Add and Edit dialog: a field per entry of `TodoForm` (Title, Due, Priority, Tags, Repeat
/// on one line each, then the Notes over several), Tab between them, Enter to save from any of them.
/// Beside Due it shows what the date typed reads as, beside Priority and Tags what they take.
/// Esc cancels at once when nothing was changed, and asks first when something was.
///
/// Focus: Tab and Shift-Tab always go to the next and previous field; ↑ and ↓ do too, except
/// in the notes, where they move between rows and leave the field only from its first or last
/// row, so the arrows still walk through the whole dialog and Tab is the one sure way out.
public final class EditorDialog: Dialog, TodoEditorViewProtocol {
  /// "Add todo" or "Edit todo".
  public private(set) var heading: String
  /// The one-line fields, in `oneLineEntries` order.
  public private(set) var fields: [TextField]
  /// The notes.
  public private(set) var notes: TextArea
  /// The field with the cursor.
  public private(set) var focus: TodoForm.Entry = .title
  /// The refusal shown under the fields, if any.
  public private(set) var error: String?
  /// Whether the dialog is asking `Discard changes? y/N` (after Esc on changed fields).
  public private(set) var isAskingToDiscard = false
  /// Where submit and cancel go.
  public weak var delegate: (any TodoEditorDelegate)?
  /// The values the dialog opened with.
  private let original: TodoForm
  /// The entries of one line, in the order they show: every entry but the notes.
  static let oneLineEntries = TodoForm.Entry.allCases.filter { !$0.isMultiline }
  /// The dialog's keys (the focused field gets the rest), the discard question's, and the
  /// notes' line-break keys for their hint.
  private let keys: KeyMap<EditorDialogAction>
  private let answers: KeyMap<ConfirmationAction>
  private let notesKeys: KeyMap<TextAreaAction>
  /// What the Due field's text reads as, shown beside it.
  private let dueReader: DueFieldReader
  /// Where the last frame put the box and the fields, for clicks.
  private var placement: Placement?

  /// Where a frame put the dialog's parts: what a click is read against.
  private struct Placement {
    /// The inside of the box.
    let area: Rect
    let layout: EditorDialogLayout
    /// The columns each one-line field took (the side notes take the rest).
    let fieldWidths: [Int]
  }

  /// A dialog titled `heading` with fields pre-filled from `form`, decoding with `keys`, its
  /// Due field read by `dueReader`.
  public init(
    heading: String, form: TodoForm, keys: KeyMaps, dueReader: DueFieldReader,
    delegate: any TodoEditorDelegate
  ) {
    self.heading = heading
    fields = Self.oneLineEntries.map { TextField(text: form[$0], keys: keys.textField) }
    notes = TextArea(text: form.content, lineKeys: keys.textField, keys: keys.textArea)
    original = form
    self.keys = keys.editor
    answers = keys.confirmation
    notesKeys = keys.textArea
    self.dueReader = dueReader
    self.delegate = delegate
  }

  /// The question Esc asks when the fields were changed (`Discard changes? y/N`), naming the
  /// keys that answer it: the `no` key a capital when it is a letter, as the answer a plain key
  /// gives (either case answers).
  public var discardQuestion: String {
    let no = answers.keys(for: .no).first
    let noLabel: String =
      if case .key(.character(let letter)) = no, letter.isLetter {
        letter.uppercased()
      } else {
        no?.label ?? "N"
      }
    return "Discard changes? \(answers.label(of: .yes) ?? "y")/\(noLabel)"
  }

  /// The fields' current values.
  public var form: TodoForm {
    var form = original
    for (entry, field) in zip(Self.oneLineEntries, fields) { form[entry] = field.text }
    form.content = notes.text
    return form
  }

  /// Whether the fields differ from what the dialog opened with.
  public var hasChanges: Bool {
    form != original
  }

  /// The focused one-line field's index in `fields`; nil when the notes have the focus.
  private var focusedField: Int? {
    Self.oneLineEntries.firstIndex(of: focus)
  }

  /// What the Due field reads as now.
  public var dueReading: DueFieldReader.Reading {
    dueReader.reading(of: form.due)
  }

  // MARK: - TodoEditorViewProtocol

  /// Shows `message` in the dialog.
  public func showError(_ message: String) {
    error = message
  }

  /// Moves the cursor to `entry`'s field.
  public func focus(on entry: TodoForm.Entry) {
    focus = entry
  }

  /// Shows `heading` in the frame from now on.
  public func showHeading(_ heading: String) {
    self.heading = heading
  }

  // MARK: - Presentable

  /// Handles `key` as `handle(.key(key))` does.
  public func handle(_ key: Key) {
    handle(.key(key))
  }

  /// Moves between fields, submits, cancels (asking first when the fields were changed),
  /// or edits the focused field: typed and pasted text, editing keys, Alt word keys, and in the
  /// notes line breaks and ↑/↓ between rows. Other Alt keys do nothing. While asking, `y`
  /// discards, `n` or Esc (cancel again) go back to editing, and any other input goes back to
  /// editing and does what it does there (Enter saves). A click focuses the field under it.
  public func handle(_ event: InputEvent) {
    if case .mouse(let mouse) = event {
      // The mouse never answers the discard question: only a key does.
      if !isAskingToDiscard { click(mouse) }
      return
    }
    if isAskingToDiscard {
      isAskingToDiscard = false
      switch answers.answer(to: event) {
      case .yes:
        delegate?.editorDidCancel()
        return
      case .no:
        return
      case nil:
        if keys.action(for: event) == .cancel { return }
      }
    }
    // The notes take their own keys (a line break, ↑/↓ within them) before the dialog's.
    if focusedField == nil, notes.handle(event) {
      error = nil
      return
    }
    let entries = TodoForm.Entry.allCases
    let index = entries.firstIndex(of: focus) ?? 0
    switch keys.action(for: event) {
    case .next: focus = entries[(index + 1) % entries.count]
    case .previous: focus = entries[(index + entries.count - 1) % entries.count]
    case .save: delegate?.editorDidSubmit(form)
    case .cancel:
      if hasChanges {
        isAskingToDiscard = true
      } else {
        delegate?.editorDidCancel()
      }
    case nil:
      if let field = focusedField, fields[field].handle(event) { error = nil }
    }
  }

  /// A click (or double click) on a field's row focuses the field; on the field itself it
  /// also puts the cursor at the cell clicked (at the end when past the text), in the notes
  /// too. The wheel and clicks elsewhere do nothing.
  private func click(_ mouse: MouseEvent) {
    guard mouse.kind == .click || mouse.kind == .doubleClick, let placement else { return }
    let area = placement.area
    let x = mouse.position.x
    let row = mouse.position.y - area.y
    guard (area.x..<area.x + area.width).contains(x) else { return }
    if let index = placement.layout.fieldRows.firstIndex(of: row),
      index < Self.oneLineEntries.count
    {
      let entry = Self.oneLineEntries[index]
      let wasFocused = focus == entry
      focus = entry
      let column = x - (area.x + Self.labelWidth)
      if column >= 0 {
        fields[index].placeCursor(
          atColumn: column, width: placement.fieldWidths[index], focused: wasFocused)
      }
    } else if row >= placement.layout.notesRow,
      row < placement.layout.notesRow + placement.layout.notesHeight
    {
      focus = .content
      let column = x - (area.x + Self.labelWidth)
      if column >= 0 { notes.placeCursor(row: row - placement.layout.notesRow, column: column) }
    }
  }

  /// The hint under the discard question: `y discard · n keep editing · Enter save`.
  private var discardHint: String {
    [
      answers.label(of: .yes).map { "\($0) discard" },
      answers.label(of: .no).map { "\($0) keep editing" },
      keys.label(of: .save).map { "\($0) save" },
    ].compactMap { $0 }.joined(separator: " · ")
  }

  /// The notes' hint in `width` columns: `new line: Alt-Enter or Ctrl-J`, or only the first
  /// key when both do not fit.
  func notesHint(width: Int) -> String? {
    let keys = notesKeys.keys(for: .newLine).map(\.label)
    guard let first = keys.first else { return nil }
    let all = "new line: " + keys.joined(separator: " or ")
    return DisplayWidth.of(all) <= width ? all : "new line: " + first
  }

  /// What shows beside a one-line field, in words for a roomy dialog and for a narrow one:
  /// what the Due field reads as (nothing when it is empty, `?` when it cannot be read), what
  /// Repeat reads as in words (what it takes when empty), and what Priority and Tags take. A new one-line entry gets its hint here.
  private func sideNote(of entry: TodoForm.Entry) -> SideNote? {
    switch entry {
    case .due:
      switch dueReading {
      case .empty: return nil
      case .understood(let words): return SideNote("→ " + words, style: Style(color: .accent))
      case .unreadable: return SideNote("→ ?", style: Style(color: .muted))
      }
    case .priority: return SideNote("H, M, L or none", short: "H/M/L/none")
    case .tags: return SideNote("e.g. work @home", short: "e.g. work")
    case .recur:
      guard !BlankText.isBlank(form.recur) else {
        return SideNote("e.g. 1w or +1m", short: "e.g. 1w")
      }
      guard let rule = try? form.recurrence() else {
        return SideNote("→ ?", style: Style(color: .muted))
      }
      return SideNote(
        "→ " + RepeatText.words(rule), short: "→ " + RepeatText.shortWords(rule),
        style: Style(color: .accent))
    case .title, .content: return nil
    }
  }

  /// Words beside a one-line field, with a shorter form for narrow dialogs.
  private struct SideNote {
    let text: String
    let short: String
    let style: Style

    init(_ text: String, short: String? = nil, style: Style = Style(color: .muted)) {
      self.text = text
      self.short = short ?? text
      self.style = style
    }

    /// The form that fits `width` columns, cut if even the short one does not.
    func fitting(_ width: Int) -> String {
      DisplayWidth.truncate(DisplayWidth.of(text) <= width ? text : short, to: width)
    }
  }

  /// The columns of the label before each field.
  private static let labelWidth = 9
  /// The widest side note (`→ Sun 3 Jan 2027 17:00`) and the narrowest one (`→ Fri 27 Nov`),
  /// the width a field beside one wants (`2026-12-01 17:00`) and the least it keeps.
  private static let sideWidth = 22
  private static let narrowSide = 12
  private static let wantedField = 16
  private static let shortestField = 8

  /// Draws the box, the labelled fields with their side notes, the notes with their hint, the
  /// message and the key hint.
  public func render(into frame: inout ScreenBuffer) {
    let layout = EditorDialogLayout(size: frame.size, oneLineFields: fields.count)
    let area = DialogBox.draw(
      in: &frame, width: layout.boxWidth, height: layout.boxHeight, title: heading)
    let fieldX = area.x + Self.labelWidth
    let fieldWidth = area.width - Self.labelWidth
    var cursor: Point?
    var fieldWidths: [Int] = []
    for (index, entry) in Self.oneLineEntries.enumerated() {
      let y = area.y + layout.fieldRows[index]
      let focused = entry == focus
      frame.write(entry.label, x: area.x, y: y, style: Style(focused ? .bold : []))
      var width = fieldWidth
      if entry != .title {
        // A side note takes what the field does not want, between its narrowest and widest;
        // a repeat rule is a few characters, so its words take the rest of the row.
        let wanted = entry == .recur ? Self.shortestField : Self.wantedField
        let widest = entry == .recur ? width : Self.sideWidth
        let noteWidth = min(widest, max(Self.narrowSide, width - 2 - wanted))
        if fieldWidth - noteWidth - 2 >= Self.shortestField {
          width = fieldWidth - noteWidth - 2
          if let note = sideNote(of: entry) {
            frame.write(
              note.fitting(noteWidth), x: fieldX + width + 2, y: y, style: note.style)
          }
        }
      }
      let x = fields[index].render(
        into: &frame, x: fieldX, y: y, width: width, style: Style(.underline), focused: focused)
      fieldWidths.append(width)
      if focused { cursor = Point(x: x, y: y) }
    }
    placement = Placement(area: area, layout: layout, fieldWidths: fieldWidths)
    renderNotes(into: &frame, layout: layout, area: area, cursor: &cursor)
    let message = isAskingToDiscard ? discardQuestion : error
    if let message {
      frame.write(
        DisplayWidth.truncate(message, to: area.width), x: area.x, y: area.y + layout.messageRow,
        style: isAskingToDiscard ? Style(.bold) : Style(.bold, color: .danger))
    }
    if message == nil || layout.keysRow != layout.messageRow {
      DialogBox.centre(
        isAskingToDiscard ? discardHint : keys.hintLine, in: area, y: area.y + layout.keysRow,
        style: Style(color: .muted), into: &frame)
    }
    if !isAskingToDiscard { frame.cursor = cursor }
  }

  /// Draws the notes' label, rows (with `↑`/`↓` beside them when rows are hidden above or
  /// below) and hint, and sets `cursor` when they have the focus.
  private func renderNotes(
    into frame: inout ScreenBuffer, layout: EditorDialogLayout, area: Rect, cursor: inout Point?
  ) {
    let y = area.y + layout.notesRow
    let focused = focus == .content
    frame.write(TodoForm.Entry.content.label, x: area.x, y: y, style: Style(focused ? .bold : []))
    let notesCursor = notes.render(
      into: &frame, x: area.x + Self.labelWidth, y: y, width: area.width - Self.labelWidth,
      height: layout.notesHeight, style: Style(.underline), focused: focused)
    if focused { cursor = notesCursor }
    let hidden = notes.hiddenRows(height: layout.notesHeight)
    let markX = area.x + Self.labelWidth - 2
    let lastY = y + layout.notesHeight - 1
    let muted = Style(color: .muted)
    if lastY == y {
      let mark = hidden.above ? (hidden.below ? "↕" : "↑") : (hidden.below ? "↓" : nil)
      if let mark { frame.write(mark, x: markX, y: y, style: muted) }
    } else {
      if hidden.above { frame.write("↑", x: markX, y: y, style: muted) }
      if hidden.below { frame.write("↓", x: markX, y: lastY, style: muted) }
    }
    let hintWidth = area.width - Self.labelWidth
    if let row = layout.notesHintRow, let hint = notesHint(width: hintWidth) {
      frame.write(
        DisplayWidth.truncate(hint, to: hintWidth), x: area.x + Self.labelWidth,
        y: area.y + row, style: Style(color: .muted))
    }
  }
}
