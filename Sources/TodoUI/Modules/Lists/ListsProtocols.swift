import TodoCore

/// The geometry the Lists view draws into, reported to the presenter so it can cut text
/// and scroll.
public struct ListsLayout: Equatable, Sendable {
  /// Columns of the whole screen.
  public var width: Int
  /// How many rows fit between header and footer.
  public var visibleRows: Int

  /// Makes a layout.
  public init(width: Int, visibleRows: Int) {
    self.width = width
    self.visibleRows = visibleRows
  }
}

/// One row of the Lists screen, as the interactor reads it: a list with its counts, or the
/// `All lists` line with the store's.
public struct ListsRow: Identifiable, Equatable, Sendable {
  /// The list's name; nil for `All lists`.
  public var list: String?
  /// How many open todos it holds.
  public var open: Int
  /// How many done todos it holds.
  public var done: Int

  /// Makes a row.
  public init(list: String?, open: Int, done: Int) {
    self.list = list
    self.open = open
    self.done = done
  }

  /// The list's name, or empty for `All lists` (no list has an empty name): the selection
  /// stays on it across reloads.
  public var id: String { list ?? "" }
}

/// Everything the Lists view draws, display-ready.
public struct ListsViewModel: Equatable, Sendable {
  /// The screen's name, at the left of the header.
  public var title: String
  /// The rows on screen, already cut to the width.
  public var rows: [String]
  /// Which of `rows` is selected; nil when there are none.
  public var selectedRow: Int?
  /// Shown instead of rows when there are none.
  public var emptyMessage: String?
  /// Where the screen is in the list (`21–40/95`), at the right of the footer; empty when
  /// every row fits.
  public var position: String
  /// The footer.
  public var footer: StatusLine

  /// Makes a view model.
  public init(
    title: String, rows: [String], selectedRow: Int?, emptyMessage: String?, position: String,
    footer: StatusLine
  ) {
    self.title = title
    self.rows = rows
    self.selectedRow = selectedRow
    self.emptyMessage = emptyMessage
    self.position = position
    self.footer = footer
  }
}

/// Tells the module that pushed the Lists screen what the person chose (Lists → list).
public protocol ListsModuleDelegate: AnyObject {
  /// Enter on a list (nil: `All lists`): show it (the Lists screen pops itself).
  func lists(didChoose list: String?)
}

/// Presenter → view.
public protocol ListsViewProtocol: ModuleViewProtocol where ViewModel == ListsViewModel {}

/// View → presenter: the Lists screen's own actions (loading, moves, undo, help and idle
/// ticks are every screen's).
public protocol ListsPresenterProtocol: ScreenPresenterProtocol
where Layout == ListsLayout {
  /// Goes back to the screen below.
  func back()
  /// Enter: back to the list, showing the selected list.
  func chooseSelected()
}

/// Presenter → interactor: the Lists screen's own use cases (loading, undo and idle
/// reloads are every module's).
public protocol ListsInteractorInput: ModuleInteractorInput {}

/// Interactor → presenter.
public protocol ListsInteractorOutput: TodoChangeOutput {
  /// `All lists`, then every list, in the screen's order.
  func didLoad(_ rows: [ListsRow])
}

/// Presenter → router.
public protocol ListsRouterProtocol: TodoDialogRouting {
  /// Pops the Lists screen.
  func close()
}
