import TodoTerminal

/// Receives what the person did in a prompt dialog (prompt → presenter). Held weakly.
public protocol PromptDelegate: AnyObject {
  /// Enter was pressed with this text.
  func promptDidSubmit(_ text: String)
  /// Esc was pressed.
  func promptDidCancel()
}

/// What a presenter may tell an open prompt dialog (presenter → prompt).
public protocol PromptViewProtocol: AnyObject {
  /// Keeps the dialog open and shows why the text was refused.
  func showError(_ message: String)
}

/// A dialog asking for one line of text (`Rename tag`: the new name), pre-filled, edited with
/// the text fields' keys: Enter submits, Esc cancels. A refusal shows under the field until
/// the text is edited.
public final class PromptDialog: Dialog, PromptViewProtocol {
  /// The dialog's title (`Rename tag`).
  public let heading: String
  /// What the field is for, before it (`New name`).
  public let label: String
  /// The field.
  public private(set) var field: TextField
  /// The refusal shown under the field, if any.
  public private(set) var error: String?
  /// Where submit and cancel go.
  public weak var delegate: (any PromptDelegate)?
  /// Enter and Esc (the Add/Edit dialog's save and cancel keys).
  private let keys: KeyMap<EditorDialogAction>
  /// What Enter does, in the hint (`rename`).
  private let submitVerb: String

  /// A dialog titled `heading` asking for `label`, pre-filled with `text`; the hint names
  /// Enter's `submitVerb`.
  public init(
    heading: String, label: String, text: String, submitVerb: String, keys: KeyMaps,
    delegate: any PromptDelegate
  ) {
    self.heading = heading
    self.label = label
    field = TextField(text: text, keys: keys.textField)
    self.keys = keys.editor
    self.submitVerb = submitVerb
    self.delegate = delegate
  }

  // MARK: - PromptViewProtocol

  /// Shows `message` under the field.
  public func showError(_ message: String) {
    error = message
  }

  // MARK: - Presentable

  /// Handles `key` as `handle(.key(key))` does.
  public func handle(_ key: Key) {
    handle(.key(key))
  }

  /// Enter submits, Esc cancels, anything else edits the field (Tab and Alt keys that edit
  /// nothing do nothing).
  public func handle(_ event: InputEvent) {
    switch keys.action(for: event) {
    case .save: delegate?.promptDidSubmit(field.text)
    case .cancel: delegate?.promptDidCancel()
    case .next, .previous: break
    case nil: if field.handle(event) { error = nil }
    }
  }

  /// The key hint: `Enter rename · Esc cancel`.
  private var hint: String {
    [
      keys.label(of: .save).map { "\($0) \(submitVerb)" },
      keys.label(of: .cancel).map { "\($0) cancel" },
    ].compactMap { $0 }.joined(separator: " · ")
  }

  /// Draws the box: the label and field, the refusal, the hint.
  public func render(into frame: inout ScreenBuffer) {
    let area = DialogBox.draw(
      in: &frame, width: min(frame.size.columns - 4, 56), height: 6, title: heading)
    let labelWidth = min(DisplayWidth.of(label) + 1, area.width / 2)
    frame.write(DisplayWidth.truncate(label, to: labelWidth - 1), x: area.x, y: area.y + 1)
    let cursorX = field.render(
      into: &frame, x: area.x + labelWidth, y: area.y + 1, width: area.width - labelWidth,
      style: Style(.underline))
    if let error {
      frame.write(
        DisplayWidth.truncate(error, to: area.width), x: area.x, y: area.y + 2,
        style: Style(.bold, color: .danger))
    }
    if area.height > 3 {
      DialogBox.centre(
        hint, in: area, y: area.y + area.height - 1, style: Style(color: .muted), into: &frame)
    }
    frame.cursor = Point(x: cursorX, y: area.y + 1)
  }
}
