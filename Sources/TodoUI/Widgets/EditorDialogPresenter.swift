import TodoCore
import TodoTerminal

/// The Add/Edit dialog's logic, with no terminal: the form being edited, the field with the
/// focus, what Tab, Enter and Esc do (Esc asks before throwing changes away), and the dialog in
/// words (`viewModel`): what Due and Repeat read as, what Priority and Tags take, the question
/// and the keys that answer it. `EditorDialog` decodes keys into its calls and draws its view
/// model; the module that opened the dialog hears through `delegate`.
final class EditorDialogPresenter {
  /// `Add todo` or `Edit todo`.
  private(set) var heading: String
  /// The fields' values as typed.
  private(set) var form: TodoForm
  /// The field with the cursor.
  private(set) var focus: TodoForm.Entry = .title
  /// The refusal shown under the fields, if any.
  private(set) var error: String?
  /// Whether the dialog is asking `Discard changes? y/N` (after Esc on changed fields).
  private(set) var isAskingToDiscard = false
  /// Where submit and cancel go.
  weak var delegate: (any TodoEditorDelegate)?
  /// The values the dialog opened with.
  private let original: TodoForm
  /// The dialog's keys, the discard question's, and the notes' (for their hints).
  private let keys: KeyMap<EditorDialogAction>
  private let answers: KeyMap<ConfirmationAction>
  private let notesKeys: KeyMap<TextAreaAction>
  /// What the Due field's text reads as.
  private let dueReader: DueFieldReader

  /// The entries of one line, in the order they show: every entry but the notes.
  static let oneLineEntries = TodoForm.Entry.allCases.filter { !$0.isMultiline }

  /// A dialog titled `heading` editing `form`, naming the keys of `keys`, its Due field read by
  /// `dueReader`.
  init(
    heading: String, form: TodoForm, keys: KeyMaps, dueReader: DueFieldReader,
    delegate: any TodoEditorDelegate
  ) {
    self.heading = heading
    self.form = form
    original = form
    self.keys = keys.editor
    answers = keys.confirmation
    notesKeys = keys.textArea
    self.dueReader = dueReader
    self.delegate = delegate
  }

  /// Whether the fields differ from what the dialog opened with.
  var hasChanges: Bool {
    form != original
  }

  /// What the Due field reads as now.
  var dueReading: DueFieldReader.Reading {
    dueReader.reading(of: form.due)
  }

  // MARK: - What the person did

  /// A key edited `entry`'s field (or moved its cursor), which now holds `text`: a refusal
  /// shown is answered.
  func edited(_ entry: TodoForm.Entry, to text: String) {
    form[entry] = text
    error = nil
  }

  /// Tab or ↓ out of a field: the next field, after the last the first.
  func focusNext() {
    step(by: 1)
  }

  /// Shift-Tab or ↑ out of a field: the previous field, before the first the last.
  func focusPrevious() {
    step(by: -1)
  }

  /// Enter: the form goes to the delegate, which keeps the dialog open to refuse it.
  func save() {
    delegate?.editorDidSubmit(form)
  }

  /// Esc: cancels at once when nothing was changed, and asks first when something was.
  func cancel() {
    if hasChanges {
      isAskingToDiscard = true
    } else {
      delegate?.editorDidCancel()
    }
  }

  /// The question answered yes: the changes are thrown away.
  func discard() {
    isAskingToDiscard = false
    delegate?.editorDidCancel()
  }

  /// The question answered no, or passed over: back to editing.
  func keepEditing() {
    isAskingToDiscard = false
  }

  private func step(by offset: Int) {
    let entries = TodoForm.Entry.allCases
    let index = entries.firstIndex(of: focus) ?? 0
    focus = entries[(index + offset + entries.count) % entries.count]
  }

  // MARK: - What the module says

  /// Keeps the dialog open and shows why the form was refused.
  func showError(_ message: String) {
    error = message
  }

  /// Puts the cursor in `entry`'s field (a refusal's, or a click's).
  func focus(on entry: TodoForm.Entry) {
    focus = entry
  }

  /// Renames the dialog, keeping what was typed.
  func showHeading(_ heading: String) {
    self.heading = heading
  }

  // MARK: - In words

  /// The dialog as it stands.
  var viewModel: EditorDialogViewModel {
    EditorDialogViewModel(
      heading: heading,
      fields: Self.oneLineEntries.map {
        EditorDialogViewModel.Field(entry: $0, label: $0.label, note: sideNote(of: $0))
      },
      notesLabel: TodoForm.Entry.content.label, focus: focus,
      message: isAskingToDiscard ? .question(discardQuestion) : error.map { .refusal($0) },
      keysHint: isAskingToDiscard ? discardHint : keys.hintLine, notesHint: notesHint)
  }

  /// The question Esc asks when the fields were changed (`Discard changes? y/N`), naming the
  /// keys that answer it: the `no` key a capital when it is a letter, as the answer a plain key
  /// gives (either case answers).
  var discardQuestion: String {
    let no = answers.keys(for: .no).first
    let noLabel: String =
      if case .key(.character(let letter)) = no, letter.isLetter {
        letter.uppercased()
      } else {
        no?.label ?? "N"
      }
    return "Discard changes? \(answers.label(of: .yes) ?? "y")/\(noLabel)"
  }

  /// The hint under the discard question: `y discard · n keep editing · Enter save`.
  private var discardHint: String {
    [
      answers.label(of: .yes).map { "\($0) discard" },
      answers.label(of: .no).map { "\($0) keep editing" },
      keys.label(of: .save).map { "\($0) save" },
    ].compactMap { $0 }.joined(separator: " · ")
  }

  /// The notes' hint: `new line: Alt-Enter or Ctrl-J`, or only the first key when narrow.
  private var notesHint: SideNote? {
    let keys = notesKeys.keys(for: .newLine).map(\.label)
    guard let first = keys.first else { return nil }
    return SideNote("new line: " + keys.joined(separator: " or "), short: "new line: " + first)
  }

  /// What shows beside a one-line field, in words for a roomy dialog and for a narrow one:
  /// what the Due field reads as (nothing when it is empty, `?` when it cannot be read), what
  /// Repeat reads as in words (what it takes when empty), and what Priority and Tags take. A
  /// new one-line entry gets its note here.
  private func sideNote(of entry: TodoForm.Entry) -> SideNote? {
    switch entry {
    case .due:
      switch dueReading {
      case .empty: return nil
      case .understood(let words): return SideNote("→ " + words, kind: .reading)
      case .unreadable: return SideNote("→ ?")
      }
    case .priority: return SideNote("H, M, L or none", short: "H/M/L/none")
    case .tags: return SideNote("e.g. work @home", short: "e.g. work")
    case .recur:
      guard !BlankText.isBlank(form.recur) else {
        return SideNote("e.g. 1w or +1m", short: "e.g. 1w")
      }
      guard let rule = try? form.recurrence() else { return SideNote("→ ?") }
      return SideNote(
        "→ " + RepeatText.words(rule), short: "→ " + RepeatText.shortWords(rule), kind: .reading)
    case .title, .content: return nil
    }
  }
}
