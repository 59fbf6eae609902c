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
  /// Renames the dialog, keeping what was typed (an edit whose todo was deleted elsewhere
  /// becomes an add).
  func showHeading(_ heading: String)
}

/// The Add and Edit dialog: one text field per entry of `TodoForm` (Title, Content), Tab
/// between them, Enter to save. Esc cancels at once when nothing was changed, and asks first
/// when something was.
public final class EditorDialog: Dialog, TodoEditorViewProtocol {
  /// "Add todo" or "Edit todo".
  public private(set) var heading: String
  /// One text field per entry of the form, in `TodoForm.Entry.allCases` order.
  public private(set) var fields: [TextField]
  /// The index of the field with the cursor.
  public private(set) var focus = 0
  /// The refusal shown under the fields, if any.
  public private(set) var error: String?
  /// Whether the dialog is asking `Discard changes? y/N` (after Esc on changed fields).
  public private(set) var isAskingToDiscard = false
  /// Where submit and cancel go.
  public weak var delegate: (any TodoEditorDelegate)?
  /// The values the dialog opened with.
  private let original: TodoForm
  private static let entries = TodoForm.Entry.allCases
  /// The dialog's keys (the focused field gets the rest), and the discard question's.
  private let keys: KeyMap<EditorDialogAction>
  private let answers: KeyMap<ConfirmationAction>

  /// A dialog titled `heading` with fields pre-filled from `form`, decoding with `keys`.
  public init(
    heading: String, form: TodoForm, keys: KeyMaps, delegate: any TodoEditorDelegate
  ) {
    self.heading = heading
    fields = Self.entries.map { TextField(text: form[$0], keys: keys.textField) }
    original = form
    self.keys = keys.editor
    answers = keys.confirmation
    self.delegate = delegate
  }

  /// The question Esc asks when the fields were changed (`Discard changes? y/N`).
  public var discardQuestion: String {
    "Discard changes? \(answers.label(of: .yes) ?? "y")/N"
  }

  /// The fields' current values; what the dialog has no field for stays as it opened.
  public var form: TodoForm {
    var form = original
    for (entry, field) in zip(Self.entries, fields) { form[entry] = field.text }
    return form
  }

  /// Whether the fields differ from what the dialog opened with.
  public var hasChanges: Bool {
    form != original
  }

  // MARK: - TodoEditorViewProtocol

  /// Shows `message` in the dialog.
  public func showError(_ message: String) {
    error = message
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
  /// or edits the focused field: typed and pasted text, editing keys, Alt word keys. Other
  /// Alt keys do nothing. While asking, `y` discards, `n` or Esc (cancel again) go back to
  /// editing, and any other input goes back to editing and does what it does there (Enter
  /// saves).
  public func handle(_ event: InputEvent) {
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
    switch keys.action(for: event) {
    case .next: focus = (focus + 1) % fields.count
    case .previous: focus = (focus + fields.count - 1) % fields.count
    case .save: delegate?.editorDidSubmit(form)
    case .cancel:
      if hasChanges {
        isAskingToDiscard = true
      } else {
        delegate?.editorDidCancel()
      }
    case nil:
      if fields[focus].handle(event) { error = nil }
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

  /// Draws the box, the labelled fields, the error and the key hint.
  public func render(into frame: inout ScreenBuffer) {
    let area = DialogBox.draw(
      in: &frame,
      width: min(64, frame.size.columns - 4),
      height: 8,
      title: heading
    )
    let labelWidth = 9
    for (index, label) in Self.entries.map(\.label).enumerated() {
      let y = area.y + 1 + index
      let focused = index == focus
      frame.write(label, x: area.x, y: y, style: Style(focused ? .bold : []))
      let cursor = fields[index].render(
        into: &frame,
        x: area.x + labelWidth,
        y: y,
        width: area.width - labelWidth,
        style: Style(.underline),
        focused: focused
      )
      if focused, !isAskingToDiscard { frame.cursor = Point(x: cursor, y: y) }
    }
    if isAskingToDiscard {
      frame.write(
        DisplayWidth.truncate(discardQuestion, to: area.width),
        x: area.x,
        y: area.y + 4,
        style: Style(.bold)
      )
    } else if let error {
      frame.write(
        DisplayWidth.truncate(error, to: area.width),
        x: area.x,
        y: area.y + 4,
        style: Style(.bold, color: .danger)
      )
    }
    DialogBox.centre(
      isAskingToDiscard ? discardHint : keys.hintLine,
      in: area,
      y: area.y + area.height - 1,
      style: Style(color: .muted),
      into: &frame
    )
  }
}

/// The `Delete "<title>"? y/N` confirmation: `y` confirms, any other key cancels. The
/// subject is cut so the whole question always shows.
public final class ConfirmDialog: Dialog {
  private let heading: String
  private let verb: String
  private let subject: String
  private let keys: KeyMap<ConfirmationAction>
  private let onAnswer: (Bool) -> Void

  /// A dialog asking `<verb> "<subject>"? y/N`, answered with `keys`; `onAnswer` gets true
  /// for yes.
  public init(
    heading: String, verb: String, subject: String, keys: KeyMap<ConfirmationAction>,
    onAnswer: @escaping (Bool) -> Void
  ) {
    self.heading = heading
    self.verb = verb
    self.subject = subject
    self.keys = keys
    self.onAnswer = onAnswer
  }

  /// The question with the subject cut to `width` columns in all.
  public func question(width: Int) -> String {
    let answers = "? \(keys.label(of: .yes) ?? "y")/N"
    return StatusText.sentence(verb, subject, width: width - DisplayWidth.of(answers)) + answers
  }

  /// Answers: yes to the yes key (in either case), no to any other key.
  public func handle(_ key: Key) {
    onAnswer(keys.answer(to: .key(key)) == .yes)
  }

  /// Answers on a plain key. An Alt key or a paste is no answer and does nothing (an Alt key
  /// is never `y`, and never cancels a dialog either).
  public func handle(_ event: InputEvent) {
    if case .key(let key) = event { handle(key) }
  }

  /// Draws the question in a small box.
  public func render(into frame: inout ScreenBuffer) {
    let wanted = DisplayWidth.of(question(width: 1000)) + 6
    let area = DialogBox.draw(
      in: &frame,
      width: min(frame.size.columns - 4, max(36, wanted)),
      height: 5,
      title: heading
    )
    frame.write(question(width: area.width), x: area.x, y: area.y + 1)
  }
}
