import TodoTerminal

/// A yes/no question about one thing (`Delete "<title>"? y/N`, `Remove tag "work" from 3
/// todos? y/N`, `Also mark its 3 open subtasks done? y/N`): `y` confirms, any other key
/// cancels. The subject is cut so the whole question always shows.
public final class ConfirmDialog: Dialog {
  private let confirmation: Confirmation
  private let keys: KeyMap<ConfirmationAction>
  private let onAnswer: (Bool) -> Void

  /// A dialog asking `confirmation`, answered with `keys`; `onAnswer` gets true for yes.
  public init(
    _ confirmation: Confirmation, keys: KeyMap<ConfirmationAction>,
    onAnswer: @escaping (Bool) -> Void
  ) {
    self.confirmation = confirmation
    self.keys = keys
    self.onAnswer = onAnswer
  }

  /// The question with the subject cut to `width` columns in all.
  public func question(width: Int) -> String {
    confirmation.question(width: width, answers: "? \(keys.label(of: .yes) ?? "y")/N")
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
      title: confirmation.heading
    )
    frame.write(question(width: area.width), x: area.x, y: area.y + 1)
  }
}
