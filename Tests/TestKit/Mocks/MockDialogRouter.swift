import TodoCore
import TodoTerminal
import TodoUI

/// The requests for the dialogs every module presents (`TodoDialogRouting`), as cases of a
/// router mock's `Call`: each module's enum lists them beside its own, so a test asserts one
/// ordered list of everything its presenter asked of navigation.
package protocol DialogRoutingCall: Equatable {
  /// The Add/Edit dialog was presented.
  static func presentEditor(heading: String, form: TodoForm) -> Self
  /// A yes/no question was asked (`Delete "…"? y/N`…).
  static func presentConfirmation(_ confirmation: Confirmation) -> Self
  /// Help was presented.
  static var presentHelp: Self { get }
  /// The module's dialog was dismissed.
  static var dismissDialog: Self { get }
  /// The person's editor was run on these notes, in a file so named.
  static func editNotes(_ notes: String, fileName: String) -> Self
}

/// A module's router as its presenter sees it, for the dialogs every module presents (the
/// module kit's `DialogPresentingRouter`): records each request and answers as a router
/// would, handing back an editor and keeping a question's answer handler so a test can answer
/// it. Each module's router mock is this over its `Call`, adding its own requests.
package class MockDialogRouter<Call: DialogRoutingCall> {
  /// What the person's editor makes of the next notes edited.
  package var notesOutcome = TextEditOutcome.unchanged

  /// Every request, in order.
  package private(set) var calls: [Call] = []
  /// The editor handed out last; strong, as the navigation stack holds a presented dialog.
  package private(set) var editor: MockEditorView?
  /// Whom the last editor reports to.
  package private(set) weak var editorDelegate: (any TodoEditorDelegate)?
  private var onAnswer: ((Bool) -> Void)?

  /// A router that has been asked nothing yet.
  package init() {}

  /// Records a request of the module's own.
  package func record(_ call: Call) { calls.append(call) }

  /// Keeps the handler of a question just asked, for `answer(_:)`.
  package func awaitAnswer(_ onAnswer: @escaping (Bool) -> Void) { self.onAnswer = onAnswer }

  /// Answers the open question, as pressing `y` (true) or anything else (false) would.
  package func answer(_ confirmed: Bool) {
    let handler = onAnswer
    onAnswer = nil
    handler?(confirmed)
  }

  package func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  ) -> any TodoEditorViewProtocol {
    record(.presentEditor(heading: heading, form: form))
    editorDelegate = delegate
    let editor = MockEditorView()
    self.editor = editor
    return editor
  }

  package func presentConfirmation(
    _ confirmation: Confirmation, onAnswer: @escaping (Bool) -> Void
  ) {
    record(.presentConfirmation(confirmation))
    awaitAnswer(onAnswer)
  }

  package func presentHelp() { record(.presentHelp) }
  package func dismissDialog() { record(.dismissDialog) }
  package func editNotes(_ notes: String, fileName: String) -> TextEditOutcome {
    record(.editNotes(notes, fileName: fileName))
    return notesOutcome
  }
}
