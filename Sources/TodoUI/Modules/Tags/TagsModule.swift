/// Builds the Tags module in one place.
public enum TagsModule {
  /// Wires view, presenter, interactor and router over the shared store, and returns the
  /// screen to push. Only the returned view is owned from outside (by the navigator).
  /// `delegate` (held weakly) hears which tag was chosen and which todos a change touched.
  public static func build(
    environment: TodoEnvironment, navigator: any Navigator,
    delegate: (any TagsModuleDelegate)? = nil
  ) -> any Screen {
    let interactor = TagsInteractor(useCases: environment.useCases)
    let router = TagsRouter(environment: environment, navigator: navigator)
    let presenter = TagsPresenter(
      interactor: interactor, router: router, keys: environment.keyMaps)
    let view = TagsView(presenter: presenter, keys: environment.keyMaps)
    presenter.view = view
    presenter.moduleDelegate = delegate
    interactor.output = presenter
    return view
  }
}
