/// The Lists screen's navigation: dialogs, and popping back.
public final class ListsRouter {
  private weak var navigator: (any Navigator)?
  /// Presents and dismisses the Lists screen's dialogs.
  public let dialogs: DialogRouter

  /// A router over `navigator` (held weakly) whose dialogs are made from `environment`.
  public init(environment: TodoEnvironment, navigator: any Navigator) {
    self.navigator = navigator
    dialogs = DialogRouter(
      navigator: navigator, keys: environment.keyMaps, dueReader: DueFieldReader(environment),
      editor: environment.editor)
  }
}

// MARK: - ListsRouterProtocol, DialogPresentingRouter

extension ListsRouter: ListsRouterProtocol, DialogPresentingRouter {
  /// Presents help, the Lists screen's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .lists)
  }

  /// Pops the Lists screen.
  public func close() {
    navigator?.pop()
  }
}
