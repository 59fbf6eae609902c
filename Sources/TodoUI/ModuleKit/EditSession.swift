import TodoCore
import TodoTerminal

/// The Add/Edit dialog a module has open: what Enter saves into (a new todo, or an edit of
/// one todo over the form the dialog opened with), the dialog itself, and closing it. When
/// the todo being edited is deleted elsewhere, the dialog keeps its text and becomes an Add,
/// so nothing typed is lost. Both modules' presenters keep one.
final class EditSession {
  /// What the open dialog saves into.
  enum Target: Equatable {
    /// A new todo; a subtask of the todo `parent` when one is given (`A`).
    case newItem(under: TodoID? = nil)
    /// The todo `id`, as the dialog opened with it.
    case existing(TodoID, original: TodoForm)
  }

  /// What Enter in the dialog asks the interactor for.
  enum Submission: Equatable {
    /// Add the form as a new todo, under `parent` when one is given.
    case add(TodoForm, under: TodoID?)
    /// Save the fields of the form the person changed from `original` into the todo `id`.
    case update(TodoID, TodoForm, over: TodoForm)
  }

  /// The Add dialog's heading.
  static let addHeading = "Add todo"
  /// The Edit dialog's heading.
  static let editHeading = "Edit todo"

  private let router: any TodoDialogRouting
  /// What the Add dialog of a todo deleted elsewhere says, naming the dialog's save key.
  private let addAgainNotice: String
  /// What the open dialog saves into; nil when none is open.
  private(set) var target: Target?
  /// Weak: the navigation stack owns a presented dialog.
  private weak var editor: (any TodoEditorViewProtocol)?

  /// A session presenting its dialogs through `router`; `keys` names the dialog's keys.
  init(router: any TodoDialogRouting, keys: KeyMaps) {
    self.router = router
    addAgainNotice = StatusText.offerToAddAgain(saveKey: keys.editor.label(of: .save))
  }

  /// Whether an Add/Edit dialog is open.
  var isOpen: Bool { target != nil }

  /// Opens the empty Add dialog.
  func openAdd(delegate: any TodoEditorDelegate) {
    target = .newItem()
    editor = router.presentEditor(heading: Self.addHeading, form: TodoForm(), delegate: delegate)
  }

  /// Opens the empty Add dialog for a subtask of `parent`, saying so in its heading.
  func openAdd(under parent: TodoItem, delegate: any TodoEditorDelegate) {
    target = .newItem(under: parent.id)
    editor = router.presentEditor(
      heading: Self.subtaskHeading(of: parent.title), form: TodoForm(), delegate: delegate)
  }

  /// `Subtask of "Move"`, the title cut so the heading fits a narrow dialog.
  static func subtaskHeading(of title: String) -> String {
    "Subtask of \"\(DisplayWidth.truncate(title, to: 30))\""
  }

  /// Opens the Add dialog filled from `item`, which was deleted elsewhere, saying that Enter
  /// adds it as a new todo.
  func openAddAgain(_ item: TodoItem, delegate: any TodoEditorDelegate) {
    target = .newItem()
    editor = router.presentEditor(
      heading: Self.addHeading, form: TodoForm(item), delegate: delegate)
    editor?.showError(addAgainNotice)
  }

  /// Opens the Edit dialog filled from `item`.
  func openEdit(_ item: TodoItem, delegate: any TodoEditorDelegate) {
    let form = TodoForm(item)
    target = .existing(item.id, original: form)
    editor = router.presentEditor(heading: Self.editHeading, form: form, delegate: delegate)
  }

  /// What Enter with `form` asks for; nil when no dialog is open (a stray submit).
  func submission(of form: TodoForm) -> Submission? {
    switch target {
    case .newItem(let parent): .add(form, under: parent)
    case .existing(let id, let original): .update(id, form, over: original)
    case nil: nil
    }
  }

  /// Closes the dialog, if one is open (saved, or cancelled).
  func close() {
    guard target != nil else { return }
    target = nil
    router.dismissDialog()
  }

  /// Shows `message` in the open dialog, which stays open so nothing typed is lost; false
  /// when no dialog is open (the message then belongs in the footer).
  @discardableResult
  func showError(_ message: String) -> Bool {
    guard target != nil, let editor else { return false }
    editor.showError(message)
    return true
  }

  /// Shows why the form was refused in the open dialog, with the cursor in the field refused;
  /// false when no dialog is open.
  @discardableResult
  func refuse(_ rejection: FormRejection) -> Bool {
    guard showError(rejection.message) else { return false }
    editor?.focus(on: rejection.entry)
    return true
  }

  /// The todo `id` was deleted elsewhere: an open edit of it becomes an Add of its text,
  /// saying so. False when no edit of `id` is open.
  func todoDeletedElsewhere(_ id: TodoID) -> Bool {
    guard case .existing(id, _) = target else { return false }
    target = .newItem()
    editor?.showHeading(Self.addHeading)
    editor?.showError(addAgainNotice)
    return true
  }
}
