import TodoCore

/// Presenter → router: the dialogs both modules present (each module's router protocol
/// refines this).
public protocol TodoDialogRouting: AnyObject {
  /// Presents the Add/Edit dialog; the presenter keeps it to show refusals in it.
  func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  )
    -> any TodoEditorViewProtocol
  /// Asks `Delete "<title>"? y/N`; `onAnswer` gets true for yes.
  func presentDeleteConfirmation(title: String, onAnswer: @escaping (Bool) -> Void)
  /// Presents the help dialog, this screen's keys first.
  func presentHelp()
  /// Dismisses the dialog this module presented.
  func dismissDialog()
}

/// The dialog half of a router: presents one module's dialogs over the top screen and
/// dismisses them. Both modules' routers delegate to it. Holds the navigator weakly.
public final class DialogRouter {
  private weak var navigator: (any Navigator)?
  private weak var current: (any Dialog)?

  /// Presents on `navigator`.
  public init(navigator: any Navigator) {
    self.navigator = navigator
  }

  /// Shows an Add/Edit dialog and returns it so the presenter can show refusals in it.
  public func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  )
    -> any TodoEditorViewProtocol
  {
    let editor = EditorDialog(heading: heading, form: form, delegate: delegate)
    present(editor)
    return editor
  }

  /// Asks `Delete "<title>"? y/N`; the dialog is gone before `onAnswer` runs.
  public func presentDeleteConfirmation(title: String, onAnswer: @escaping (Bool) -> Void) {
    present(
      ConfirmDialog(heading: "Delete", verb: "Delete", subject: title) { [weak self] answer in
        self?.dismiss()
        onAnswer(answer)
      })
  }

  /// Shows the help dialog with `sections`.
  public func presentHelp(sections: [HelpSection]) {
    present(HelpDialog(sections: sections) { [weak self] in self?.dismiss() })
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

/// Every key binding of the app, for the help dialog: the screen's own table first.
public enum KeyHelp {
  /// Keys that work everywhere.
  public static let global = HelpSection(
    title: "Anywhere",
    rows: [HelpRow(keys: "Ctrl-C", "quit")]
  )

  /// The help sections, starting with `screen`'s.
  public static func sections(
    first screen: [HelpSection], then other: [HelpSection]
  )
    -> [HelpSection]
  {
    screen + other + [
      EditorDialog.keyMap.help, TextField.keyMap.help, ConfirmDialog.help,
      HelpDialog.keyMap.help, global,
    ]
  }
}
