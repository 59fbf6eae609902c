import TodoCore

/// The geometry the detail view draws into.
public struct TodoDetailLayout: Equatable, Sendable {
  /// Columns available for text.
  public var width: Int
  /// How many body lines fit between header and footer.
  public var visibleLines: Int

  /// Makes a layout.
  public init(width: Int, visibleLines: Int) {
    self.width = width
    self.visibleLines = visibleLines
  }
}

/// One line of the detail body, already wrapped.
public struct TodoDetailLine: Equatable, Sendable {
  /// How a line is drawn.
  public enum Kind: Equatable, Sendable {
    /// The todo's title, bold.
    case title
    /// A field: its label and value.
    case label
    /// A field that needs attention (an overdue due date), in the danger colour.
    case alert
    /// A section's name (`Notes`), bold.
    case heading
    /// The notes.
    case text
    /// A subtask's row, which Enter opens when it is selected.
    case subtask
    /// The selected subtask's row, drawn reversed.
    case selectedSubtask
    /// What stands in for missing notes, muted.
    case placeholder
  }

  /// What the line says.
  public var text: String
  /// How it is drawn.
  public var kind: Kind

  /// Makes a line.
  public init(_ text: String, _ kind: Kind) {
    self.text = text
    self.kind = kind
  }
}

/// Everything the detail view draws, display-ready.
public struct TodoDetailViewModel: Equatable, Sendable {
  /// `Todo › <title>`, cut to the width.
  public var breadcrumb: String
  /// The body lines in view (already scrolled).
  public var lines: [TodoDetailLine]
  /// Where the view is in the body, e.g. `12–30/45`, or empty when all of it fits.
  public var position: String
  /// The footer.
  public var footer: StatusLine

  /// Makes a view model.
  public init(breadcrumb: String, lines: [TodoDetailLine], position: String, footer: StatusLine) {
    self.breadcrumb = breadcrumb
    self.lines = lines
    self.position = position
    self.footer = footer
  }
}

/// Tells the module that pushed the detail screen what happened to its item (detail → list).
public protocol TodoDetailModuleDelegate: AnyObject {
  /// What came of an action on the item (a delete: the detail screen pops itself); a
  /// priority step at an end, which changes nothing, is not told.
  func todoDetail(didAct outcome: TodoActionOutcome)
  /// A change was undone or redone here; it may concern any item.
  func todoDetail(didApply step: HistoryStep, _ change: TodoChange)
}

/// Presenter → view.
public protocol TodoDetailViewProtocol: ModuleViewProtocol where ViewModel == TodoDetailViewModel {}

/// View → presenter: the detail screen's own actions (loading, scrolling, e/d/x on its
/// todo, undo, help and idle ticks are every todo screen's).
public protocol TodoDetailPresenterProtocol: TodoScreenPresenterProtocol
where Layout == TodoDetailLayout {
  /// Goes back to the list.
  func back()
  /// Tab / Shift-Tab: selects the next / previous subtask.
  func selectSubtask(_ direction: MoveDirection)
  /// Enter: pushes the selected subtask's detail.
  func openSubtask()
}

/// Presenter → interactor: the detail screen's own use cases (loading its todo, undo and
/// idle reloads are every module's; the actions on its todo are `actions`).
public protocol TodoDetailInteractorInput: ModuleInteractorInput {
  /// The actions on the todo (and on a form saved anew when it was deleted elsewhere).
  var actions: any TodoActionsInput { get }
}

/// Interactor → presenter (and what came of the actions on the todo).
public protocol TodoDetailInteractorOutput: TodoActionsOutput {
  /// The item as stored, with its ancestors (the breadcrumb's path) and subtasks.
  func didFetch(_ item: TodoItem, family: TodoFamily)
  /// This app's undo or redo removed the item (undid its add, redid its delete).
  func didLoseItem()
}

/// Presenter → router.
public protocol TodoDetailRouterProtocol: TodoDialogRouting {
  /// Pops the detail screen.
  func close()
  /// Pushes the detail screen of the subtask `id`; `delegate` hears about its changes.
  func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate)
}
