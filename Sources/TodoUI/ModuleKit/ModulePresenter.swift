import TodoCore

/// A module's presenter, as far as every module's is the same, written once over its
/// `presentation`: loading, help, undo and redo, idle ticks (View → presenter); how the outcome of a
/// change is shown (a refused form and a failure in the open dialog or the footer, "Nothing
/// to undo"; a refused undo is a failure, see `TodoChangeOutput.didRefuse`); and, for a
/// module that opens the Add/Edit dialog (a `TodoEditorDelegate`), what cancelling it does.
public protocol ModulePresenter: ScreenPresenterProtocol, TodoChangeOutput {
  /// Its footer, open dialog, interactor and router, and view-model pacing.
  var presentation: ModulePresentation { get }
}

extension ModulePresenter {
  /// Loads what the screen shows.
  public func viewDidLoad() {
    presentation.event { presentation.load() }
  }

  /// About to draw: what was put off until the next event (`ModulePresentation.putOff`)
  /// runs now; without any, nothing happens.
  public func viewWillDraw() {
    presentation.event {}
  }

  /// ?.
  public func showHelp() {
    presentation.act { presentation.router.presentHelp() }
  }

  /// u / Ctrl-R.
  public func apply(_ step: HistoryStep) {
    presentation.act { presentation.interactor.apply(step) }
  }

  /// Idle: other instances' changes, shown only when there are some; and a new minute (a new
  /// day), for what the screen says about due dates.
  public func viewDidIdle() {
    presentation.event {
      presentation.lookForChanges()
      presentation.showAgainIfTimeMovedOn()
      presentation.showAgainIfSyncMoved()
    }
  }

  /// Keeps the dialog open with the reason.
  public func didReject(_ rejection: FormRejection) {
    presentation.reject(rejection)
  }

  /// Shows the error in the open dialog, which stays open so nothing typed is lost, or else
  /// in the footer.
  public func didFail(_ message: String) {
    presentation.fail(message)
  }

  /// Says there was nothing to do.
  public func didFindNothing(to step: HistoryStep) {
    presentation.nothing(to: step)
  }
}

extension ModulePresenter where Self: TodoEditorDelegate {
  /// Closes the dialog without saving.
  public func editorDidCancel() {
    presentation.cancelEdit()
  }
}
