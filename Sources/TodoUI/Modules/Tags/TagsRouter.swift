/// The Tags screen's navigation: dialogs, and popping back.
public final class TagsRouter {
  private weak var navigator: (any Navigator)?
  /// Presents and dismisses the Tags screen's dialogs.
  public let dialogs: DialogRouter

  /// A router over `navigator` (held weakly) whose dialogs are made from `environment`.
  public init(environment: TodoEnvironment, navigator: any Navigator) {
    self.navigator = navigator
    dialogs = DialogRouter(
      navigator: navigator, keys: environment.keyMaps, dueReader: DueFieldReader(environment),
      editor: environment.editor)
  }
}

// MARK: - TagsRouterProtocol, DialogPresentingRouter

extension TagsRouter: TagsRouterProtocol, DialogPresentingRouter {
  /// Presents help, the Tags screen's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .tags)
  }

  /// Pops the Tags screen.
  public func close() {
    navigator?.pop()
  }
}
