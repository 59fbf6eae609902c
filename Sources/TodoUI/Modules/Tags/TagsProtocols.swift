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

/// One tag's row, display-ready: the tag at the left, its counts at the right.
public struct TagsRowViewModel: Equatable, Sendable {
  /// The tag as the list writes it (`+work`, `@phone`), cut to its room.
  public var tag: String
  /// Its counts (`3 open · 1 done`, shorter when narrow), right-aligned by the view.
  public var counts: String

  /// Makes a row.
  public init(tag: String, counts: String) {
    self.tag = tag
    self.counts = counts
  }
}

/// Everything the Tags view draws, display-ready.
public struct TagsViewModel: Equatable, Sendable {
  /// The screen's name, at the left of the header (`todo › Tags`).
  public var title: String
  /// How many tags there are, at the right of the header.
  public var count: String
  /// The rows on screen.
  public var rows: [TagsRowViewModel]
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
    title: String, count: String, rows: [TagsRowViewModel], selectedRow: Int?,
    emptyMessage: String?, position: String, footer: StatusLine
  ) {
    self.title = title
    self.count = count
    self.rows = rows
    self.selectedRow = selectedRow
    self.emptyMessage = emptyMessage
    self.position = position
    self.footer = footer
  }
}

/// Tells the module that pushed the Tags screen what the person did there (Tags → list).
public protocol TagsModuleDelegate: AnyObject {
  /// Enter on a tag: show the todos that have it (the Tags screen pops itself).
  func tags(didChoose tag: String)
  /// A tag was renamed or removed, or such a change undone or redone: these todos changed.
  func tags(didChangeTodos ids: [TodoID])
}

/// Presenter → view.
public protocol TagsViewProtocol: ModuleViewProtocol where ViewModel == TagsViewModel {}

/// View → presenter: the Tags screen's own actions (loading, moves, undo, help and idle
/// ticks are every screen's).
public protocol TagsPresenterProtocol: ScreenPresenterProtocol
where Layout == TagsLayout {
  /// Goes back to the screen below.
  func back()
  /// Enter: back to the list, showing the selected tag's todos.
  func chooseSelected()
  /// r: asks for a new name for the selected tag.
  func renameSelected()
  /// d: asks, then removes the selected tag from every todo.
  func removeSelected()
}

/// Presenter → interactor: the Tags screen's own use cases (loading, undo and idle
/// reloads are every module's).
public protocol TagsInteractorInput: ModuleInteractorInput {
  /// Renames `tag` to what `name` reads as, on every todo that has it.
  func rename(_ tag: String, to name: String)
  /// Removes `tag` from every todo that has it.
  func remove(_ tag: String)
}

/// Interactor → presenter.
public protocol TagsInteractorOutput: TodoChangeOutput {
  /// Every tag with its counts, in reading order.
  func didLoad(_ tags: [TagCount])
  /// `old` is now `new` on `todos`; `merged` when some todo had `new` already.
  func didRename(_ old: String, to new: String, merged: Bool, _ todos: [TodoItem])
  /// The new name was refused (not a tag, empty); nothing was written.
  func didRefuseName(_ rejection: FormRejection)
  /// The new name is the old one: nothing to do.
  func didKeepName(_ tag: String)
  /// `tag` was taken from `todos`.
  func didRemove(_ tag: String, _ todos: [TodoItem])
  /// No todo has `tag` any more (another instance took it away): nothing was written.
  func didFindTagGone(_ tag: String)
}

/// Presenter → router.
public protocol TagsRouterProtocol: TodoDialogRouting {
  /// Pops the Tags screen.
  func close()
  /// Asks for a new name for `tag`, pre-filled with it; returns the dialog so refusals show
  /// in it.
  func presentRename(of tag: String, delegate: any PromptDelegate) -> any PromptViewProtocol
  /// Asks whether to remove `tag` from the `count` todos that have it.
  func presentRemoveConfirmation(
    of tag: String, count: Int, onAnswer: @escaping (Bool) -> Void)
}
