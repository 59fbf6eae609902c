import TodoCore

// The protocols every module's roles share, as `<Module>Protocols.swift` holds one module's.

/// View → presenter: what every module's screen asks of its presenter alike, beside the
/// screen's own actions (each module's presenter protocol refines it).
public protocol ScreenPresenterProtocol: AnyObject {
  /// The view is about to be drawn for the first time.
  func viewDidLoad()
  /// The app is idle: pick up changes made by other instances.
  func viewDidIdle()
  /// Moves the selection or the scroll position (j/k, PgDn/PgUp, g/G).
  func move(_ move: ScrollMove)
  /// Undoes (u) or redoes (Ctrl-R) the last change.
  func apply(_ step: HistoryStep)
  /// Opens the help dialog.
  func showHelp()
}

/// Presenter → interactor: what every module's interactor does alike (each module's
/// interactor input refines it).
public protocol ModuleInteractorInput: AnyObject {
  /// Loads again what the screen shows if another instance changed the store since the
  /// last load.
  func fetchIfChangedElsewhere()
  /// Undoes or redoes the last change, then reports it and what it changed.
  func apply(_ step: HistoryStep)
}
