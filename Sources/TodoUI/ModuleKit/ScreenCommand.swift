import TodoCore

/// What a key asks of every todo screen alike, beside the screen's own actions: a move, an
/// undo or redo, help, and `e`/`d`/`x`/`E`/`+`/`-` on the todo in focus. Every key map names these
/// actions the same way (`SharedAction`: `down`, `page_down`, `first` or `top`, `undo`,
/// `edit`…: the names a configuration binds keys to), and each screen's action enum embeds
/// them as one case, so a view sends them to its presenter in one line and switches only
/// over its own actions.
public enum ScreenCommand: Equatable, Sendable {
  /// j/k, PgDn/PgUp, g/G.
  case move(ScrollMove)
  /// u / Ctrl-R.
  case apply(HistoryStep)
  /// ?.
  case help
  /// e.
  case edit
  /// d/Del.
  case delete
  /// x/Space.
  case toggle
  /// E: the notes in the person's editor.
  case editNotes
  /// +/-: the priority one class up or down.
  case stepPriority(PriorityStep)

  /// What the shared `action` asks.
  public init(_ action: SharedAction) {
    switch action {
    case .down: self = .move(.lines(1))
    case .up: self = .move(.lines(-1))
    case .pageDown: self = .move(.pages(1))
    case .pageUp: self = .move(.pages(-1))
    case .first, .top: self = .move(.first)
    case .last, .bottom: self = .move(.last)
    case .undo: self = .apply(.undo)
    case .redo: self = .apply(.redo)
    case .help: self = .help
    case .edit: self = .edit
    case .delete: self = .delete
    case .toggle: self = .toggle
    case .editNotes: self = .editNotes
    case .raisePriority: self = .stepPriority(.raise)
    case .lowerPriority: self = .stepPriority(.lower)
    }
  }

  /// The command `action` is when it is a shared one; nil for an action of the screen's own.
  public init?<Action: ScreenKeyAction>(_ action: Action) {
    guard let shared = SharedAction.allCases.first(where: { Action.shared($0) == action }) else {
      return nil
    }
    self.init(shared)
  }

  /// Asks `presenter` for it.
  public func send(to presenter: some TodoScreenPresenterProtocol) {
    switch self {
    case .move, .apply, .help: send(toScreen: presenter)
    case .edit: presenter.edit()
    case .delete: presenter.delete()
    case .toggle: presenter.toggleDone()
    case .editNotes: presenter.editNotes()
    case .stepPriority(let step): presenter.stepPriority(step)
    }
  }

  /// Asks `presenter` for a command every screen has (a move, an undo or redo, help); on a
  /// screen with no todo in focus (a generated list module's), the commands on a todo (`e`,
  /// `d`, `x`…) go nowhere.
  public func send(toScreen presenter: some ScreenPresenterProtocol) {
    switch self {
    case .move(let move): presenter.move(move)
    case .apply(let step): presenter.apply(step)
    case .help: presenter.showHelp()
    case .edit, .delete, .toggle, .editNotes, .stepPriority: break
    }
  }
}
