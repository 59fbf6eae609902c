import TodoCore

/// Builds the detail module in one place.
public enum TodoDetailModule {
  /// Wires view, presenter, interactor and router for item `id` and returns the screen to
  /// push; `delegate` (held weakly) hears about edits and deletes.
  public static func build(
    id: TodoID,
    environment: TodoEnvironment,
    navigator: any Navigator,
    delegate: (any TodoDetailModuleDelegate)?
  ) -> any Screen {
    let interactor = TodoDetailInteractor(id: id, useCases: environment.useCases)
    let router = TodoDetailRouter(environment: environment, navigator: navigator)
    let presenter = TodoDetailPresenter(
      interactor: interactor,
      router: router,
      timeZone: environment.timeZone,
      keys: environment.keyMaps,
      dueText: { environment.dueText }
    )
    let view = TodoDetailView(presenter: presenter, keys: environment.keyMaps)
    presenter.view = view
    presenter.moduleDelegate = delegate
    interactor.output = presenter
    return view
  }
}
