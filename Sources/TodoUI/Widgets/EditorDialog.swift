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
  /// The dialog's own keys (the focused field gets the rest).
  public enum Action: Sendable { case next, previous, confirm, cancel }

  /// The dialog keys, listed in help.
  public static let keyMap = KeyMap<Action>(
    title: "Dialogs",
    [
      KeyBinding([.tab, .down], "next field", .next),
      KeyBinding([.backTab, .up], "previous field", .previous),
      KeyBinding([.enter], "save", .confirm),
      KeyBinding([.escape], "cancel (asks first if changed)", .cancel),
    ])

  /// The question Esc asks when the fields were changed.
  public static let discardQuestion = "Discard changes? y/N"

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

  /// A dialog titled `heading` with fields pre-filled from `form`.
  public init(heading: String, form: TodoForm, delegate: any TodoEditorDelegate) {
    self.heading = heading
    fields = Self.entries.map { TextField(text: form[$0]) }
    original = form
    self.delegate = delegate
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
  /// Alt keys do nothing. While asking, `y` discards, `n` or Esc go back to editing, and any
  /// other input goes back to editing and does what it does there (Enter saves).
  public func handle(_ event: InputEvent) {
    if isAskingToDiscard {
      isAskingToDiscard = false
      switch event {
      case .key(.character("y")), .key(.character("Y")):
        delegate?.editorDidCancel()
        return
      case .key(.character("n")), .key(.character("N")), .key(.escape):
        return
      default:
        break
      }
    }
    switch Self.keyMap.action(for: event) {
    case .next: focus = (focus + 1) % fields.count
    case .previous: focus = (focus + fields.count - 1) % fields.count
    case .confirm: delegate?.editorDidSubmit(form)
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
        DisplayWidth.truncate(Self.discardQuestion, to: area.width),
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
      isAskingToDiscard
        ? "y discard · n keep editing · Enter save"
        : "Enter save · Esc cancel · Tab next field",
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
  /// How the confirmation is answered, for help.
  public static let help = HelpSection(
    title: "Confirmation",
    rows: [HelpRow(keys: "y", "confirm"), HelpRow(keys: "any other key", "cancel")]
  )

  private let heading: String
  private let verb: String
  private let subject: String
  private let onAnswer: (Bool) -> Void

  /// A dialog asking `<verb> "<subject>"? y/N`; `onAnswer` gets true for `y`.
  public init(heading: String, verb: String, subject: String, onAnswer: @escaping (Bool) -> Void) {
    self.heading = heading
    self.verb = verb
    self.subject = subject
    self.onAnswer = onAnswer
  }

  /// The question with the subject cut to `width` columns in all.
  public func question(width: Int) -> String {
    StatusText.sentence(verb, subject, width: width - 5) + "? y/N"
  }

  /// Answers.
  public func handle(_ key: Key) {
    onAnswer(key == .character("y") || key == .character("Y"))
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
