import TodoCore

/// The geometry the list view draws into, reported to the presenter so it can cut text
/// and scroll.
public struct TodoListLayout: Equatable, Sendable {
  /// Columns of the whole screen.
  public var width: Int
  /// How many item rows fit between header and footer.
  public var visibleRows: Int
  /// Columns after the done marker, for the priority, the title and its tags, and the due
  /// date.
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
  /// `[ ]`, `[x]`, or `[-]` for a cancelled todo.
  public var marker: String
  /// The title, already cut to its share of the title column.
  public var title: String
  /// Done rows are drawn dimmed.
  public var done: Bool
  /// The columns of `title` that match the filter in force, drawn highlighted.
  public var matches: [Range<Int>]
  /// The priority's class, `H`, `M` or `L`; empty for none.
  public var priority: String
  /// The tags (`+work @phone`), drawn muted after the title; already cut, empty for none.
  public var tags: String
  /// The due date in the due column's form (`tomorrow 17:00`, `!yesterday`); empty for none.
  public var due: String
  /// Whether the todo is open and past its due date: `due` then starts with `!` and is drawn in
  /// the danger colour, so it shows with colours and without.
  public var isOverdue: Bool
  /// Whether the todo is shown only as the ancestor of a filter's match (SPEC §16): drawn
  /// muted, so the matches stand out and their context is still there.
  public var isContext: Bool

  /// Makes a row.
  public init(
    marker: String, title: String, done: Bool, matches: [Range<Int>] = [], priority: String = "",
    tags: String = "", due: String = "", isOverdue: Bool = false, isContext: Bool = false
  ) {
    self.marker = marker
    self.title = title
    self.done = done
    self.matches = matches
    self.priority = priority
    self.tags = tags
    self.due = due
    self.isOverdue = isOverdue
    self.isContext = isContext
  }
}

/// Where the rows on screen draw their cells: worked out once per view model from the rows
/// shown, so the priority and due columns line up across them.
public struct TodoListColumns: Equatable, Sendable {
  /// Where the priority letter goes; nil when no row on screen has a priority.
  public var priority: Int?
  /// Where titles start.
  public var title: Int
  /// Where the due column starts; nil when no row on screen shows a due date.
  public var due: Int?

  /// Makes the columns; the defaults are those of a list with no priorities or due dates.
  public init(priority: Int? = nil, title: Int = 5, due: Int? = nil) {
    self.priority = priority
    self.title = title
    self.due = due
  }
}

/// Everything the list view draws, display-ready.
public struct TodoListViewModel: Equatable, Sendable {
  /// The app's name at the left of the header.
  public var title: String
  /// The list's order beside it (`due`: `todo · due`).
  public var order: String
  /// Counts at the right of the header.
  public var counts: String
  /// The visible rows only.
  public var rows: [TodoListRowViewModel]
  /// Where the rows' cells go.
  public var columns: TodoListColumns
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

  /// Makes a view model.
  public init(
    title: String, order: String = "", counts: String, rows: [TodoListRowViewModel],
    columns: TodoListColumns = TodoListColumns(), selectedRow: Int?, emptyMessage: String?,
    isFiltering: Bool, filter: String, footer: StatusLine
  ) {
    self.title = title
    self.order = order
    self.counts = counts
    self.rows = rows
    self.columns = columns
    self.selectedRow = selectedRow
    self.emptyMessage = emptyMessage
    self.isFiltering = isFiltering
    self.filter = filter
    self.footer = footer
  }
}

/// Presenter → view.
public protocol TodoListViewProtocol: ModuleViewProtocol where ViewModel == TodoListViewModel {}

/// View → presenter: the list's own actions (loading, moves, e/d/x on the selected todo,
/// undo, help and idle ticks are every todo screen's).
public protocol TodoListPresenterProtocol: TodoScreenPresenterProtocol
where Layout == TodoListLayout {
  /// Opens the selected item's detail screen.
  func openSelected()
  /// Opens the Add dialog.
  func addItem()
  /// Opens the filter prompt (/).
  func beginFilter()
  /// The filter prompt's text changed.
  func filterChanged(_ text: String)
  /// Enter in the prompt: keep the filter, close the prompt.
  func commitFilter()
  /// Esc in the prompt (or on a filtered list): no filter.
  func clearFilter()
  /// Ends the app.
  func quit()
  /// s: the next order.
  func cycleSort()
  /// J / K: moves the selected todo past its next / previous sibling in the manual order.
  func moveSelected(_ direction: MoveDirection)
  /// A: opens the Add dialog for a subtask of the selected todo.
  func addSubtask()
  /// > / <: puts the selected todo under the todo above it at its level, or one level out.
  func moveInTree(_ step: TreeStep)
  /// z: folds or unfolds the selected todo's subtree.
  func fold()
  /// Z: folds or unfolds every subtree.
  func foldAll()
  /// H: hides or shows done todos.
  func toggleHideDone()
  /// t: the Tags screen.
  /// L: the Lists screen (SPEC §17), whose Enter shows a list here.
  func showLists()
  func showTags()
}

/// Presenter → interactor: the list's use cases. Each load reads the page around the anchor
/// the presenter passes (its `TodoListPaging`'s), never the whole list; undo is every
/// module's, and the actions on the selected todo are `actions`.
public protocol TodoListInteractorInput: UndoingInteractorInput {
  /// The actions on the selected todo (and the Add dialog's).
  var actions: any TodoActionsInput { get }
  /// Loads the list the query selects: its counts and the page `anchor` asks for.
  func load(around anchor: TodoListAnchor)
  /// Loads the list around `anchor` if another instance changed the store since the last
  /// load.
  func fetchIfChangedElsewhere(around anchor: TodoListAnchor)
  /// Loads these items in full (the rows about to be drawn).
  func fetchRows(_ ids: [TodoID])
  /// Loads some entries of the list's index (those about to come on screen), which land at
  /// `position`.
  func fetchEntries(_ range: EntryRange, at position: Int)
  /// Sets the filter (empty for none) and loads the list around `anchor`.
  func setFilter(_ query: String, around anchor: TodoListAnchor)
  /// An item was added on another screen (the detail screen's Add): tells the output as an
  /// add here does, then loads the list around `anchor`.
  func reveal(_ item: TodoItem, around anchor: TodoListAnchor)
  /// Keeps new view settings (order, hide done) and loads the list in them around `anchor`.
  func setViewSettings(_ settings: ViewSettings, around anchor: TodoListAnchor)
  /// Moves `entry`'s todo one place past its sibling that way in the manual order,
  /// switching to it.
  func move(_ entry: TodoListEntry, _ direction: MoveDirection)
  /// Puts the todo `id` under the todo above it at its level (`>`), or one level out (`<`).
  func moveInTree(_ id: TodoID, _ step: TreeStep)
  /// Folds or unfolds `entry`'s subtree.
  func fold(_ entry: TodoListEntry)
  /// Folds every subtree, or unfolds them all when every one is folded, keeping `selected`
  /// in sight.
  func foldAll(around selected: TodoID?)
}

/// Interactor → presenter (and what came of the actions on the selected todo).
public protocol TodoListInteractorOutput: TodoActionsOutput {
  /// Another instance changed the store since the last load: todos loaded before may be
  /// stale. The list that follows is current.
  func didNoticeChangesElsewhere()
  /// The list loaded in `settings` (the order, whether done todos are hidden) under `filter`
  /// (nil for none): its counts (of the todos it shows, and of all) and the page its anchor
  /// asked for.
  func didLoad(_ page: TodoListPage, in settings: ViewSettings, filter: TodoFilter?)
  /// A key that moves or folds todos in the tree did so, or says why it did nothing.
  func didChangeTree(_ change: TodoListTreeChange)
  /// Entries of the index read for the screen (`fetchEntries`), from `position` on.
  func didFetchEntries(_ entries: [TodoListEntry], at position: Int)
  /// Items loaded in full for drawing, or as an undo or redo left them.
  func didFetchRows(_ items: [TodoItem])
}

/// Presenter → router.
public protocol TodoListRouterProtocol: TodoDialogRouting {
  /// Pushes the detail screen of `id`; `delegate` hears about its changes.
  func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate)
  /// Pushes the Tags screen; `delegate` hears which tag was chosen and what changed.
  func presentTags(delegate: any TagsModuleDelegate)
  /// Pushes the Lists screen; `delegate` hears which list was chosen.
  func presentLists(delegate: any ListsModuleDelegate)
  /// Ends the app.
  func quit()
}
