import TodoCore
import TodoTerminal
import TodoUI

// The dialogs as the presenters that open them see them, and whoever opened one.

/// An open editor dialog, as a presenter sees it: records the refusals and headings it is
/// asked to show.
package final class MockEditorView: TodoEditorViewProtocol {
  package private(set) var errors: [String] = []
  package private(set) var headings: [String] = []
  package private(set) var focused: [TodoForm.Entry] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func showError(_ message: String) { errors.append(message) }
  package func focus(on entry: TodoForm.Entry) { focused.append(entry) }
  package func showHeading(_ heading: String) { headings.append(heading) }
}

/// Whoever opened an editor dialog: records submits and cancels.
package final class MockEditorDelegate: TodoEditorDelegate {
  /// One message from the dialog.
  package enum Event: Equatable {
    case submitted(TodoForm), cancelled
  }

  package private(set) var events: [Event] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func editorDidSubmit(_ form: TodoForm) { events.append(.submitted(form)) }
  package func editorDidCancel() { events.append(.cancelled) }
}

/// The rename dialog as the presenter sees it: records the refusals shown in it.
package final class MockPromptView: PromptViewProtocol {
  package private(set) var errors: [String] = []

  /// A mock that has recorded nothing yet.
  package init() {}

  package func showError(_ message: String) { errors.append(message) }
}
