import TodoCore

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
