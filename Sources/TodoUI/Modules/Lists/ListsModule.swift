/// Builds the Lists module in one place.
public enum ListsModule {
  /// Wires view, presenter, interactor and router over the shared store, and returns the
  /// screen to push. Only the returned view is owned from outside (by the navigator).
  /// `delegate` (held weakly) hears which list was chosen.
  public static func build(
    environment: TodoEnvironment, navigator: any Navigator,
    delegate: (any ListsModuleDelegate)? = nil
  ) -> any Screen {
    let interactor = ListsInteractor(useCases: environment.useCases)
    let router = ListsRouter(environment: environment, navigator: navigator)
    let presenter = ListsPresenter(
      interactor: interactor, router: router, keys: environment.keyMaps)
    let view = ListsView(presenter: presenter, keys: environment.keyMaps)
    presenter.view = view
    presenter.moduleDelegate = delegate
    interactor.output = presenter
    return view
  }
}
