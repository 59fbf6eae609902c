/// Builds the list module in one place.
public enum TodoListModule {
  /// Wires view, presenter, interactor and router over the shared store, and returns the
  /// screen to push. Only the returned view is owned from outside (by the navigator).
  public static func build(environment: TodoEnvironment, navigator: any Navigator) -> any Screen {
    let interactor = TodoListInteractor(useCases: environment.useCases)
    let router = TodoListRouter(environment: environment, navigator: navigator)
    let presenter = TodoListPresenter(
      interactor: interactor, router: router, keys: environment.keyMaps,
      dueText: { environment.dueText },
      sync: environment.sync.map {
        SyncStatusWatcher(source: $0, timeZone: environment.timeZone)
      })
    let view = TodoListView(presenter: presenter, keys: environment.keyMaps)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
