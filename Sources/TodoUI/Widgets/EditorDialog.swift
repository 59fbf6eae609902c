import TodoCore
import TodoTerminal

/// The Add and Edit dialog: a field per entry of `TodoForm` (Title, Due, Priority, Tags, Repeat
/// on one line each, then the Notes over several), Tab between them, Enter to save from any of them.
/// Beside Due it shows what the date typed reads as, beside Priority and Tags what they take.
/// Esc cancels at once when nothing was changed, and asks first when something was.
///
/// Focus: Tab and Shift-Tab always go to the next and previous field; ↑ and ↓ do too, except
/// in the notes, where they move between rows and leave the field only from its first or last
/// row, so the arrows still walk through the whole dialog and Tab is the one sure way out.
///
/// The dialog is the view: it keeps the fields' text and cursors, decodes keys and clicks into
/// calls to its presenter (`EditorDialogPresenter`, which has the rules and the words) and
/// draws the presenter's view model.
public final class EditorDialog: Dialog, TodoEditorViewProtocol {
  /// The one-line fields, in `oneLineEntries` order.
  public private(set) var fields: [TextField]
  /// The notes.
  public private(set) var notes: TextArea
  /// Strong: the dialog owns its presenter (the navigation stack owns the dialog).
  let presenter: EditorDialogPresenter
  /// The entries of one line, in the order they show: every entry but the notes.
  static let oneLineEntries = EditorDialogPresenter.oneLineEntries
  /// The dialog's keys (the focused field gets the rest) and the discard question's.
  private let keys: KeyMap<EditorDialogAction>
  private let answers: KeyMap<ConfirmationAction>
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
    presenter = EditorDialogPresenter(
      heading: heading, form: form, keys: keys, dueReader: dueReader, delegate: delegate)
    fields = Self.oneLineEntries.map { TextField(text: form[$0], keys: keys.textField) }
    notes = TextArea(text: form.content, lineKeys: keys.textField, keys: keys.textArea)
    self.keys = keys.editor
    answers = keys.confirmation
  }

  /// "Add todo" or "Edit todo".
  public var heading: String { presenter.heading }
  /// The field with the cursor.
  public var focus: TodoForm.Entry { presenter.focus }
  /// The refusal shown under the fields, if any.
  public var error: String? { presenter.error }
  /// Whether the dialog is asking `Discard changes? y/N` (after Esc on changed fields).
  public var isAskingToDiscard: Bool { presenter.isAskingToDiscard }
  /// Where submit and cancel go.
  public var delegate: (any TodoEditorDelegate)? {
    get { presenter.delegate }
    set { presenter.delegate = newValue }
  }
  /// The question Esc asks when the fields were changed (`Discard changes? y/N`).
  public var discardQuestion: String { presenter.discardQuestion }
  /// The fields' current values.
  public var form: TodoForm { presenter.form }
  /// Whether the fields differ from what the dialog opened with.
  public var hasChanges: Bool { presenter.hasChanges }
  /// What the Due field reads as now.
  public var dueReading: DueFieldReader.Reading { presenter.dueReading }

  /// The focused one-line field's index in `fields`; nil when the notes have the focus.
  private var focusedField: Int? {
    Self.oneLineEntries.firstIndex(of: presenter.focus)
  }

  // MARK: - TodoEditorViewProtocol

  /// Shows `message` in the dialog.
  public func showError(_ message: String) {
    presenter.showError(message)
  }

  /// Moves the cursor to `entry`'s field.
  public func focus(on entry: TodoForm.Entry) {
    presenter.focus(on: entry)
  }

  /// Shows `heading` in the frame from now on.
  public func showHeading(_ heading: String) {
    presenter.showHeading(heading)
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
      if !presenter.isAskingToDiscard { click(mouse) }
      return
    }
    if presenter.isAskingToDiscard {
      switch answers.answer(to: event) {
      case .yes: return presenter.discard()
      case .no: return presenter.keepEditing()
      case nil:
        presenter.keepEditing()
        if keys.action(for: event) == .cancel { return }
      }
    }
    // The notes take their own keys (a line break, ↑/↓ within them) before the dialog's.
    if focusedField == nil, notes.handle(event) {
      return presenter.edited(.content, to: notes.text)
    }
    switch keys.action(for: event) {
    case .next: presenter.focusNext()
    case .previous: presenter.focusPrevious()
    case .save: presenter.save()
    case .cancel: presenter.cancel()
    case nil:
      if let field = focusedField, fields[field].handle(event) {
        presenter.edited(Self.oneLineEntries[field], to: fields[field].text)
      }
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
      let wasFocused = presenter.focus == entry
      presenter.focus(on: entry)
      let column = x - (area.x + Self.labelWidth)
      if column >= 0 {
        fields[index].placeCursor(
          atColumn: column, width: placement.fieldWidths[index], focused: wasFocused)
      }
    } else if row >= placement.layout.notesRow,
      row < placement.layout.notesRow + placement.layout.notesHeight
    {
      presenter.focus(on: .content)
      let column = x - (area.x + Self.labelWidth)
      if column >= 0 { notes.placeCursor(row: row - placement.layout.notesRow, column: column) }
    }
  }

  /// The notes' hint in `width` columns: `new line: Alt-Enter or Ctrl-J`, or only the first
  /// key when both do not fit.
  func notesHint(width: Int) -> String? {
    presenter.viewModel.notesHint?.words(for: width)
  }

  /// The columns of the label before each field.
  private static let labelWidth = 9
  /// The widest side note (`→ Sun 3 Jan 2027 17:00`) and the narrowest one (`→ Fri 27 Nov`),
  /// the width a field beside one wants (`2026-12-01 17:00`) and the least it keeps.
  private static let sideWidth = 22
  private static let narrowSide = 12
  private static let wantedField = 16
  private static let shortestField = 8

  /// Draws the presenter's view model: the box, the labelled fields with their side notes,
  /// the notes with their hint, the message and the key hint.
  public func render(into frame: inout ScreenBuffer) {
    let viewModel = presenter.viewModel
    let layout = EditorDialogLayout(size: frame.size, oneLineFields: fields.count)
    let area = DialogBox.draw(
      in: &frame, width: layout.boxWidth, height: layout.boxHeight, title: viewModel.heading)
    let fieldX = area.x + Self.labelWidth
    let fieldWidth = area.width - Self.labelWidth
    var cursor: Point?
    var fieldWidths: [Int] = []
    for (index, field) in viewModel.fields.enumerated() {
      let y = area.y + layout.fieldRows[index]
      let focused = field.entry == viewModel.focus
      frame.write(field.label, x: area.x, y: y, style: Style(focused ? .bold : []))
      var width = fieldWidth
      if field.entry != .title {
        // A side note takes what the field does not want, between its narrowest and widest;
        // a repeat rule is a few characters, so its words take the rest of the row.
        let wanted = field.entry == .recur ? Self.shortestField : Self.wantedField
        let widest = field.entry == .recur ? width : Self.sideWidth
        let noteWidth = min(widest, max(Self.narrowSide, width - 2 - wanted))
        if fieldWidth - noteWidth - 2 >= Self.shortestField {
          width = fieldWidth - noteWidth - 2
          if let note = field.note {
            frame.write(
              DisplayWidth.truncate(note.words(for: noteWidth), to: noteWidth),
              x: fieldX + width + 2, y: y, style: Self.style(of: note))
          }
        }
      }
      let x = fields[index].render(
        into: &frame, x: fieldX, y: y, width: width, style: Style(.underline), focused: focused)
      fieldWidths.append(width)
      if focused { cursor = Point(x: x, y: y) }
    }
    placement = Placement(area: area, layout: layout, fieldWidths: fieldWidths)
    renderNotes(viewModel, into: &frame, layout: layout, area: area, cursor: &cursor)
    if let message = viewModel.message {
      let (text, style) =
        switch message {
        case .refusal(let text): (text, Style(.bold, color: .danger))
        case .question(let text): (text, Style(.bold))
        }
      frame.write(
        DisplayWidth.truncate(text, to: area.width), x: area.x, y: area.y + layout.messageRow,
        style: style)
    }
    if viewModel.message == nil || layout.keysRow != layout.messageRow {
      DialogBox.centre(
        viewModel.keysHint, in: area, y: area.y + layout.keysRow, style: Style(color: .muted),
        into: &frame)
    }
    if viewModel.showsCursor { frame.cursor = cursor }
  }

  /// Draws the notes' label, rows (with `↑`/`↓` beside them when rows are hidden above or
  /// below) and hint, and sets `cursor` when they have the focus.
  private func renderNotes(
    _ viewModel: EditorDialogViewModel, into frame: inout ScreenBuffer,
    layout: EditorDialogLayout, area: Rect, cursor: inout Point?
  ) {
    let y = area.y + layout.notesRow
    let focused = viewModel.focus == .content
    frame.write(viewModel.notesLabel, x: area.x, y: y, style: Style(focused ? .bold : []))
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
    if let row = layout.notesHintRow, let hint = viewModel.notesHint?.words(for: hintWidth) {
      frame.write(
        DisplayWidth.truncate(hint, to: hintWidth), x: area.x + Self.labelWidth,
        y: area.y + row, style: muted)
    }
  }

  /// A side note's colour: a reading stands out, a hint is muted.
  private static func style(of note: SideNote) -> Style {
    switch note.kind {
    case .reading: Style(color: .accent)
    case .hint: Style(color: .muted)
    }
  }
}
