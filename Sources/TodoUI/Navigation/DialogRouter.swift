import TodoCore
import TodoTerminal

/// Presenter → router: the dialogs both modules present (each module's router protocol
/// refines this).
public protocol TodoDialogRouting: AnyObject {
  /// Presents the Add/Edit dialog; the presenter keeps it to show refusals in it.
  func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  )
    -> any TodoEditorViewProtocol
  /// Asks `confirmation` (`Delete "<title>"? y/N`…); `onAnswer` gets true for yes.
  func presentConfirmation(_ confirmation: Confirmation, onAnswer: @escaping (Bool) -> Void)
  /// Presents the help dialog, this module's keys first.
  func presentHelp()
  /// Dismisses the dialog this module presented.
  func dismissDialog()
  /// Hands the terminal to the person's editor on `notes`, in a file called `fileName`,
  /// and takes it back (the screen redrawn whole); says what came of it.
  func editNotes(_ notes: String, fileName: String) -> TextEditOutcome
}

/// The dialog half of a router: presents one module's dialogs over the top screen and
/// dismisses them, and runs the person's editor with the terminal handed over (a modal of a
/// kind, outside the app). Both modules' routers delegate to it. Holds the navigator weakly.
public final class DialogRouter {
  private weak var navigator: (any Navigator)?
  private weak var current: (any Dialog)?
  private let keys: KeyMaps
  private let dueReader: DueFieldReader
  /// The person's editor, for `E`.
  private let editor: any TextEditor

  /// Presents on `navigator` dialogs that decode with `keys`, whose Due fields are read by
  /// `dueReader`, and edits notes in `editor` (none by default: every edit then fails, saying
  /// so).
  public init(
    navigator: any Navigator, keys: KeyMaps, dueReader: DueFieldReader,
    editor: any TextEditor = UnavailableEditor()
  ) {
    self.navigator = navigator
    self.keys = keys
    self.dueReader = dueReader
    self.editor = editor
  }

  /// Runs the editor on `notes` with the terminal handed over and taken back; fails when the
  /// screen is gone.
  public func editNotes(_ notes: String, fileName: String) -> TextEditOutcome {
    guard let navigator else { return .failed("the screen is gone") }
    return navigator.handOverTerminal { editor.edit(notes, fileName: fileName) }
  }

  /// Shows an Add/Edit dialog and returns it so the presenter can show refusals in it.
  public func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  )
    -> any TodoEditorViewProtocol
  {
    let editor = EditorDialog(
      heading: heading, form: form, keys: keys, dueReader: dueReader, delegate: delegate)
    present(editor)
    return editor
  }

  /// Asks `confirmation`; the dialog is gone before `onAnswer` runs.
  public func presentConfirmation(
    _ confirmation: Confirmation, onAnswer: @escaping (Bool) -> Void
  ) {
    present(
      ConfirmDialog(confirmation, keys: keys.confirmation) { [weak self] answer in
        self?.dismiss()
        onAnswer(answer)
      })
  }

  /// Shows a dialog asking for one line of text and returns it so the presenter can show
  /// refusals in it.
  public func presentPrompt(
    heading: String, label: String, text: String, submitVerb: String,
    delegate: any PromptDelegate
  ) -> any PromptViewProtocol {
    let prompt = PromptDialog(
      heading: heading, label: label, text: text, submitVerb: submitVerb, keys: keys,
      delegate: delegate)
    present(prompt)
    return prompt
  }

  /// Shows the help dialog: every key of the app, `module`'s first.
  public func presentHelp(for module: KeyMaps.Module) {
    present(
      HelpDialog(sections: keys.helpSections(for: module), keys: keys.help) { [weak self] in
        self?.dismiss()
      })
  }

  /// Removes the dialog this router presented, if it is still up.
  public func dismiss() {
    if let current { navigator?.dismiss(current) }
    current = nil
  }

  private func present(_ dialog: any Dialog) {
    dismiss()
    current = dialog
    navigator?.present(dialog)
  }
}
