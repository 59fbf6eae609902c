import TodoCore
import TodoTerminal

/// The Tags screen's own logic: what its rows say and what its keys do. The kit does
/// the rest: selection, scrolling and keeping the cursor on its row across reloads are a
/// `ListSelection`, and the footer, help, undo and one view model per event its
/// `ModulePresentation`.
public final class TagsPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TagsViewProtocol)?
  /// The footer, help, undo, one view model per event.
  public let presentation: ModulePresentation
  private let interactor: any TagsInteractorInput
  private let router: any TagsRouterProtocol

  /// The rows, the selection and the first row on screen.
  private var list = ListSelection<[TagsRow]>()
  private var layout: TagsLayout?

  /// The screen's name, in its header.
  static let title = "Tags"
  /// What the screen says when there are no rows.
  static let emptyMessage = "Nothing here yet."

  /// A presenter driving `interactor` and `router`, its footer's hints from the
  /// Tags screen's key map in `keys`.
  public init(
    interactor: any TagsInteractorInput, router: any TagsRouterProtocol,
    keys: KeyMaps
  ) {
    self.interactor = interactor
    self.router = router
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.tags.footerHints, keys: keys)
    presentation.display = { [weak self] in self?.display() }
  }

  /// Shows the screen as it is now: the end of every event that changed it.
  private func display() {
    guard let layout else { return }
    let position = list.position
    view?.display(
      TagsViewModel(
        title: Self.title,
        rows: list.visibleEntries.map { DisplayWidth.truncate($0.title, to: layout.width - 3) },
        selectedRow: list.selectedRow,
        emptyMessage: list.index.isEmpty ? Self.emptyMessage : nil,
        position: position,
        footer: presentation.footer.line(hintWidth: layout.width - DisplayWidth.of(position) - 4)
      ))
  }
}

// MARK: - TagsPresenterProtocol

extension TagsPresenter: TagsPresenterProtocol {
  /// Re-cuts and re-scrolls for the new geometry.
  public func viewDidLayout(_ layout: TagsLayout) {
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
}

// MARK: - TagsInteractorOutput

extension TagsPresenter: TagsInteractorOutput {
  /// Shows the rows, the selected one still selected wherever it is now.
  public func didLoad(_ rows: [TagsRow]) {
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

extension TagsPresenter: ModulePresenter {}
