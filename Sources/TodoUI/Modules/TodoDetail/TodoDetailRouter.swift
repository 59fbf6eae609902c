import TodoCore

/// The detail screen's navigation: dialogs, and popping back to the list.
public final class TodoDetailRouter {
  private weak var navigator: (any Navigator)?
  private let dialogs: DialogRouter

  /// A router over `navigator`, held weakly, whose dialogs decode with `keys`.
  public init(navigator: any Navigator, keys: KeyMaps) {
    self.navigator = navigator
    dialogs = DialogRouter(navigator: navigator, keys: keys)
  }
}

// MARK: - TodoDetailRouterProtocol

extension TodoDetailRouter: TodoDetailRouterProtocol {
  /// Presents the Edit dialog.
  public func presentEditor(
    heading: String, form: TodoForm, delegate: any TodoEditorDelegate
  )
    -> any TodoEditorViewProtocol
  {
    dialogs.presentEditor(heading: heading, form: form, delegate: delegate)
  }

  /// Asks whether to delete `title`.
  public func presentDeleteConfirmation(title: String, onAnswer: @escaping (Bool) -> Void) {
    dialogs.presentDeleteConfirmation(title: title, onAnswer: onAnswer)
  }

  /// Presents help, the detail screen's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .detail)
  }

  /// Dismisses this module's dialog.
  public func dismissDialog() {
    dialogs.dismiss()
  }

  /// Pops back to the list.
  public func close() {
    navigator?.pop()
  }
}
