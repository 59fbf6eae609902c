import TodoCore
import TodoTerminal

/// A module's router, as far as every module's is the same: its dialogs (Add/Edit, the
/// questions, dismissing) go through one `DialogRouter`, written once here instead of
/// forwarded by each router.
public protocol DialogPresentingRouter: TodoDialogRouting {
  /// Presents and dismisses this module's dialogs.
  var dialogs: DialogRouter { get }
}

extension DialogPresentingRouter {
  /// Presents the Add/Edit dialog.
  public func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  )
    -> any TodoEditorViewProtocol
  {
    dialogs.presentEditor(heading: heading, form: form, delegate: delegate)
  }

  /// Asks `confirmation`.
  public func presentConfirmation(
    _ confirmation: Confirmation, onAnswer: @escaping (Bool) -> Void
  ) {
    dialogs.presentConfirmation(confirmation, onAnswer: onAnswer)
  }

  /// Dismisses this module's dialog.
  public func dismissDialog() {
    dialogs.dismiss()
  }

  /// Edits `notes` in the person's editor, the terminal handed over meanwhile.
  public func editNotes(_ notes: String, fileName: String) -> TextEditOutcome {
    dialogs.editNotes(notes, fileName: fileName)
  }
}
