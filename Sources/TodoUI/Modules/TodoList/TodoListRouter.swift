import TodoCore

/// The list's navigation: pushes the detail module, presents dialogs, quits.
public final class TodoListRouter {
  private weak var navigator: (any Navigator)?
  private let environment: TodoEnvironment
  /// Presents and dismisses the list's dialogs.
  public let dialogs: DialogRouter

  /// A router over `navigator` (held weakly) that builds detail modules on `environment`.
  public init(environment: TodoEnvironment, navigator: any Navigator) {
    self.environment = environment
    self.navigator = navigator
    dialogs = DialogRouter(
      navigator: navigator, keys: environment.keyMaps, dueReader: DueFieldReader(environment),
      editor: environment.editor)
  }
}

// MARK: - TodoListRouterProtocol, DialogPresentingRouter

extension TodoListRouter: TodoListRouterProtocol, DialogPresentingRouter {
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

  /// Builds the Tags module and pushes it.
  public func presentTags(delegate: any TagsModuleDelegate) {
    guard let navigator else { return }
    navigator.push(
      TagsModule.build(environment: environment, navigator: navigator, delegate: delegate))
  }

  /// Builds the Lists module and pushes it.
  public func presentLists(delegate: any ListsModuleDelegate) {
    guard let navigator else { return }
    navigator.push(
      ListsModule.build(environment: environment, navigator: navigator, delegate: delegate))
  }

  /// Presents help, the list's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .list)
  }

  /// Ends the app.
  public func quit() {
    navigator?.quit()
  }
}
