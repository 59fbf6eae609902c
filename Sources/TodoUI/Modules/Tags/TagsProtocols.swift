import TodoCore

/// The geometry the Tags view draws into, reported to the presenter so it can cut text
/// and scroll.
public struct TagsLayout: Equatable, Sendable {
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

/// One row of the Tags screen, as the interactor reads it.
public struct TagsRow: Identifiable, Equatable, Sendable {
  /// What identifies the row across reloads (the selection stays on it).
  public var id: String
  /// What the row says.
  public var title: String

  /// Makes a row.
  public init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// Everything the Tags view draws, display-ready.
public struct TagsViewModel: Equatable, Sendable {
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

/// Presenter → view.
public protocol TagsViewProtocol: ModuleViewProtocol where ViewModel == TagsViewModel {}

/// View → presenter: the Tags screen's own actions (loading, moves, undo, help and idle
/// ticks are every screen's).
public protocol TagsPresenterProtocol: ScreenPresenterProtocol
where Layout == TagsLayout {
  /// Goes back to the screen below.
  func back()
}

/// Presenter → interactor: the Tags screen's own use cases (loading, undo and idle
/// reloads are every module's).
public protocol TagsInteractorInput: ModuleInteractorInput {}

/// Interactor → presenter.
public protocol TagsInteractorOutput: TodoChangeOutput {
  /// The rows, in the screen's order.
  func didLoad(_ rows: [TagsRow])
}

/// Presenter → router.
public protocol TagsRouterProtocol: TodoDialogRouting {
  /// Pops the Tags screen.
  func close()
}
