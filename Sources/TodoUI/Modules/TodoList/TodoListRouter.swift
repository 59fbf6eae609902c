import TodoCore

/// The list's navigation: pushes the detail module, presents dialogs, quits.
public final class TodoListRouter {
  private weak var navigator: (any Navigator)?
  private let environment: TodoEnvironment
  private let dialogs: DialogRouter

  /// A router over `navigator` (held weakly) that builds detail modules on `environment`.
  public init(environment: TodoEnvironment, navigator: any Navigator) {
    self.environment = environment
    self.navigator = navigator
    dialogs = DialogRouter(navigator: navigator, keys: environment.keyMaps)
  }
}

// MARK: - TodoListRouterProtocol

extension TodoListRouter: TodoListRouterProtocol {
  /// Builds the detail module for `id` and pushes it.
  public func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate) {
    guard let navigator else { return }
    navigator.push(
      TodoDetailModule.build(
        id: id,
        environment: environment,
        navigator: navigator,
        delegate: delegate
      ))
  }

  /// Presents the Add/Edit dialog.
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

  /// Presents help, the list's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .list)
  }

  /// Dismisses this module's dialog.
  public func dismissDialog() {
    dialogs.dismiss()
  }

  /// Ends the app.
  public func quit() {
    navigator?.quit()
  }
}
