import TodoCore
import TodoTerminal

/// The Lists screen's own logic: what its rows say and what its keys do. The kit does
/// the rest: selection, scrolling and keeping the cursor on its row across reloads are a
/// `ListSelection`, and the footer, help, undo and one view model per event its
/// `ModulePresentation`.
public final class ListsPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any ListsViewProtocol)?
  /// Hears which list was chosen; weak, it pushed this screen.
  public weak var moduleDelegate: (any ListsModuleDelegate)?
  /// The footer, help, undo, one view model per event.
  public let presentation: ModulePresentation
  private let interactor: any ListsInteractorInput
  private let router: any ListsRouterProtocol

  /// The rows, the selection and the first row on screen.
  private var list = ListSelection<[ListsRow]>()
  private var layout: ListsLayout?

  /// The screen's name, in its header.
  static let title = "Lists"
  /// What the screen says when there are no rows (never: `All lists` is always there).
  static let emptyMessage = "No lists."
  /// The first row's name.
  static let allLists = "All lists"

  /// A presenter driving `interactor` and `router`, its footer's hints from the
  /// Lists screen's key map in `keys`.
  public init(
    interactor: any ListsInteractorInput, router: any ListsRouterProtocol,
    keys: KeyMaps
  ) {
    self.interactor = interactor
    self.router = router
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.lists.footerHints, keys: keys)
    presentation.display = { [weak self] in self?.display() }
  }

  /// Shows the screen as it is now: the end of every event that changed it.
  private func display() {
    guard let layout else { return }
    let position = list.position
    view?.display(
      ListsViewModel(
        title: Self.title,
        rows: list.visibleEntries.map { Self.row($0, width: layout.width - 3) },
        selectedRow: list.selectedRow,
        emptyMessage: list.index.isEmpty ? Self.emptyMessage : nil,
        position: position,
        footer: presentation.footer.line(hintWidth: layout.width - DisplayWidth.of(position) - 4)
      ))
  }
}

extension ListsPresenter {
  /// A row as it reads in `width` columns: the list's name at the left (cut first), its counts
  /// at the right (`3 open · 1 done`).
  static func row(_ row: ListsRow, width: Int) -> String {
    let counts = "\(row.open) open · \(row.done) done"
    let room = max(0, width - DisplayWidth.of(counts) - 2)
    let name = DisplayWidth.truncate(DisplayWidth.visible(row.list ?? allLists), to: room)
    let gap = max(1, width - DisplayWidth.of(name) - DisplayWidth.of(counts))
    return name + String(repeating: " ", count: gap) + counts
  }
}

// MARK: - ListsPresenterProtocol

extension ListsPresenter: ListsPresenterProtocol {
  /// Re-cuts and re-scrolls for the new geometry.
  public func viewDidLayout(_ layout: ListsLayout) {
    presentation.change {
      self.layout = layout
      list.resize(height: layout.visibleRows)
      presentation.footer.fit(to: layout.width - 2)
    }
  }

  /// j/k, PgDn/PgUp, g/G.
  public func move(_ move: ScrollMove) {
    presentation.act { list.apply(move) }
  }

  /// Esc/q.
  public func back() {
    router.close()
  }

  /// Enter: the list screen shows the selected list (`All lists`: every one).
  public func chooseSelected() {
    guard let row = list.selectedEntry else { return }
    moduleDelegate?.lists(didChoose: row.list)
    router.close()
  }
}

// MARK: - ListsInteractorOutput

extension ListsPresenter: ListsInteractorOutput {
  /// Shows the rows, the selected one still selected wherever it is now.
  public func didLoad(_ rows: [ListsRow]) {
    presentation.change { list.show(rows, selecting: list.selectedEntry?.id) }
  }

  /// Says what was undone or redone; the rows loaded again follow.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    presentation.change {
      presentation.footer.say(StatusText.applied(step, change, width: presentation.footer.width))
    }
  }

  /// A todo this screen changed was deleted elsewhere: the rows are loaded again.
  public func didFindDeleted(_ id: TodoID) {
    presentation.event { interactor.load() }
  }
}

// MARK: - ModulePresenter (TodoChangeOutput)

extension ListsPresenter: ModulePresenter {}
