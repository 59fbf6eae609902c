import TodoCore

// The protocols every module's roles share, as `<Module>Protocols.swift` holds one module's
// (which refine these, fixing their types).

/// Presenter → view: every module's view shows display-ready view models of its own type.
public protocol ModuleViewProtocol<ViewModel>: AnyObject {
  /// The module's view model.
  associatedtype ViewModel
  /// Shows a new state of the screen.
  func display(_ viewModel: ViewModel)
}

/// View → presenter: what every module's screen asks of its presenter alike, beside the
/// screen's own actions.
public protocol ScreenPresenterProtocol<Layout>: AnyObject {
  /// The geometry the module's view reports.
  associatedtype Layout
  /// The view is about to be drawn for the first time.
  func viewDidLoad()
  /// The view's geometry changed (first draw or resize).
  func viewDidLayout(_ layout: Layout)
  /// The view is about to draw a frame: work put off while keys kept coming (the list's
  /// filter lookup) is done now, so the frame shows it.
  func viewWillDraw()
  /// The app is idle: pick up changes made by other instances.
  func viewDidIdle()
  /// Moves the selection or the scroll position (j/k, PgDn/PgUp, g/G).
  func move(_ move: ScrollMove)
  /// Undoes (u) or redoes (Ctrl-R) the last change.
  func apply(_ step: HistoryStep)
  /// Opens the help dialog.
  func showHelp()
}

/// View → presenter: a screen with a todo in focus (the list's selected row, the detail
/// screen's todo), which `e`, `d`, `x`, `E`, `+` and `-` act on.
public protocol TodoScreenPresenterProtocol: ScreenPresenterProtocol {
  /// Opens the Edit dialog for the todo.
  func edit()
  /// Asks to delete the todo.
  func delete()
  /// Toggles the todo done/open.
  func toggleDone()
  /// Opens the todo's notes in the person's editor, the terminal handed over meanwhile.
  func editNotes()
  /// Moves the todo's priority one class up or down, without a dialog.
  func stepPriority(_ step: PriorityStep)
}

/// Presenter → interactor: what every module's interactor does alike.
public protocol UndoingInteractorInput: AnyObject {
  /// Undoes or redoes the last change, then reports it and what it changed.
  func apply(_ step: HistoryStep)
}

/// Presenter → interactor: a module whose screen is loaded whole (every one but the list,
/// which loads a page around the anchor its presenter passes).
public protocol ModuleInteractorInput: UndoingInteractorInput {
  /// Loads what the screen shows.
  func load()
  /// Loads again what the screen shows if another instance changed the store since the
  /// last load.
  func fetchIfChangedElsewhere()
}
