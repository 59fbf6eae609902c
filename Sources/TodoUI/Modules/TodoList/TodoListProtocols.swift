import TodoCore

/// The geometry the list view draws into, reported to the presenter so it can cut text
/// and scroll.
public struct TodoListLayout: Equatable, Sendable {
  /// Columns of the whole screen.
  public var width: Int
  /// How many item rows fit between header and footer.
  public var visibleRows: Int
  /// Columns left for a title after the done marker.
  public var titleWidth: Int

  /// Makes a layout.
  public init(width: Int, visibleRows: Int, titleWidth: Int) {
    self.width = width
    self.visibleRows = visibleRows
    self.titleWidth = titleWidth
  }
}

/// One visible row of the list, ready to draw.
public struct TodoListRowViewModel: Equatable, Sendable {
  /// `[ ]` or `[x]`.
  public var marker: String
  /// The title, already cut to the title column.
  public var title: String
  /// Done rows are drawn dimmed.
  public var done: Bool
  /// The columns of `title` that match the filter in force, drawn highlighted.
  public var matches: [Range<Int>] = []
}

/// A footer line: key hints, or a status or error message.
public struct StatusLine: Equatable, Sendable {
  /// What it says.
  public var text: String
  /// Errors are drawn in the danger colour.
  public var isError: Bool

  /// Makes a footer line.
  public init(_ text: String, isError: Bool = false) {
    self.text = text
    self.isError = isError
  }
}

/// Everything the list view draws, display-ready.
public struct TodoListViewModel: Equatable, Sendable {
  /// The app's name at the left of the header.
  public var title: String
  /// Counts at the right of the header.
  public var counts: String
  /// The visible rows only.
  public var rows: [TodoListRowViewModel]
  /// Which of `rows` is selected.
  public var selectedRow: Int?
  /// Shown instead of rows when there are no items.
  public var emptyMessage: String?
  /// Whether the filter prompt is open (keys edit the filter).
  public var isFiltering: Bool
  /// The filter in force, empty for none; the prompt starts from it.
  public var filter: String
  /// The footer.
  public var footer: StatusLine
}

/// Presenter → view.
public protocol TodoListViewProtocol: AnyObject {
  /// Shows a new state of the list.
  func display(_ viewModel: TodoListViewModel)
}

/// View → presenter.
public protocol TodoListPresenterProtocol: AnyObject {
  /// The view is about to be drawn for the first time.
  func viewDidLoad()
  /// The view's geometry changed (first draw or resize).
  func viewDidLayout(_ layout: TodoListLayout)
  /// Moves the selection by `delta` rows (j/k).
  func moveSelection(by delta: Int)
  /// Moves the selection by `pages` screens (PgDn/PgUp).
  func movePage(by pages: Int)
  /// Selects the first item (g, Home).
  func selectFirst()
  /// Selects the last item (G, End).
  func selectLast()
  /// Opens the selected item's detail screen.
  func openSelected()
  /// Opens the Add dialog.
  func addItem()
  /// Opens the Edit dialog for the selected item.
  func editSelected()
  /// Asks to delete the selected item.
  func deleteSelected()
  /// Toggles the selected item done/open.
  func toggleSelected()
  /// Opens the help dialog.
  func showHelp()
  /// Opens the filter prompt (/).
  func beginFilter()
  /// The filter prompt's text changed.
  func filterChanged(_ text: String)
  /// Enter in the prompt: keep the filter, close the prompt.
  func commitFilter()
  /// Esc in the prompt (or on a filtered list): no filter.
  func clearFilter()
  /// Undoes (u) or redoes (Ctrl-R) the last change.
  func apply(_ step: HistoryStep)
  /// Ends the app.
  func quit()
  /// The app is idle: pick up changes made by other instances.
  func viewDidIdle()
}

/// Presenter → interactor.
public protocol TodoListInteractorInput: AnyObject {
  /// Loads the index of every item that matches the filter.
  func fetchItems()
  /// Loads these items in full (the rows about to be drawn).
  func fetchRows(_ ids: [TodoID])
  /// Sets the filter (empty for none) and loads again.
  func setFilter(_ query: String)
  /// Loads every item again if another instance changed the store since the last load.
  func fetchIfChangedElsewhere()
  /// Adds an item from a form, then loads the index again with the new item in it.
  func add(_ form: TodoForm)
  /// An item was added on another screen (the detail screen's Add): tells the output and
  /// loads the index as an add here does.
  func reveal(_ item: TodoItem)
  /// Saves the fields of `form` the person changed from `original` (what the dialog opened
  /// with).
  func update(_ id: TodoID, with form: TodoForm, over original: TodoForm)
  /// Toggles an item done/open.
  func toggleDone(_ id: TodoID)
  /// Deletes an item.
  func delete(_ id: TodoID)
  /// Undoes or redoes the last change.
  func apply(_ step: HistoryStep)
}

/// Interactor → presenter.
public protocol TodoListInteractorOutput: TodoChangeOutput {
  /// The index of every item, in the list's order (no filter in force).
  func didFetch(_ entries: [TodoListEntry])
  /// The index of the items matching `query`, in the list's order, out of `total`.
  func didFilter(_ entries: [TodoListEntry], query: String, total: Int)
  /// Items loaded in full for drawing.
  func didFetchRows(_ items: [TodoItem])
  /// An item was added; the index that shows it follows. `clearingFilter`: the filter in
  /// force would have hidden it, so it was cleared.
  func didAdd(_ item: TodoItem, clearingFilter: Bool)
  /// An item's fields changed; `hiddenByFilter`: the filter in force no longer shows it.
  func didUpdate(_ item: TodoItem, hiddenByFilter: Bool)
  /// An item was toggled.
  func didToggle(_ item: TodoItem)
  /// An item was deleted.
  func didDelete(_ item: TodoItem)
}

/// Presenter → router.
public protocol TodoListRouterProtocol: TodoDialogRouting {
  /// Pushes the detail screen of `id`; `delegate` hears about its changes.
  func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate)
  /// Ends the app.
  func quit()
}
