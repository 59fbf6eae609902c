import TodoTerminal

/// The Lists screen: header, rows, footer. Decodes keys with the Lists key map and
/// draws the presenter's view model; knows nothing about rules.
public final class ListsView: ModuleScreen {
  /// Strong: the view owns its presenter (the navigation stack owns the view).
  let presenter: any ListsPresenterProtocol
  private var viewModel: ListsViewModel?
  public let lifecycle: ScreenLifecycle<ListsLayout>
  private let keys: KeyMap<ListsAction>

  /// A view driving `presenter`, decoding with the Lists map of `keys`.
  public init(presenter: any ListsPresenterProtocol, keys: KeyMaps) {
    self.presenter = presenter
    lifecycle = ScreenLifecycle(presenter)
    self.keys = keys.lists
  }

  // MARK: - Screen

  /// Maps the key to a presenter call: every screen's commands (moves, undo, help) are sent
  /// as they are, the screen's own actions here.
  public func handle(_ key: Key) {
    switch keys.action(for: key) {
    case .shared(let action): ScreenCommand(action).send(toScreen: presenter)
    case .back: presenter.back()
    case .choose: presenter.chooseSelected()
    case nil: break
    }
  }

  /// The mouse on the rows as `ListMouse` says (a click selects, the wheel scrolls; a double
  /// click shows the list, as Enter does).
  public func handle(_ mouse: MouseEvent) {
    guard let viewModel, let action = ListMouse(mouse, rowsFrom: 1, count: viewModel.rows.count)
    else { return }
    action.send(to: presenter) { presenter.chooseSelected() }
  }

  /// The rows between the header and the footer.
  public static func layout(in size: Size) -> ListsLayout {
    ListsLayout(width: size.columns, visibleRows: max(1, size.rows - 2))
  }

  /// Draws header, rows and footer.
  public func render(into frame: inout ScreenBuffer) {
    guard let viewModel else { return }

    ScreenChrome.drawHeader(viewModel.title, into: &frame)
    if let message = viewModel.emptyMessage {
      ScreenChrome.drawMessage(message, into: &frame)
    }
    for (index, row) in viewModel.rows.enumerated() {
      let selected = index == viewModel.selectedRow
      if selected { frame.write(">", x: 0, y: 1 + index, style: Style(.bold)) }
      frame.write(row, x: 2, y: 1 + index, style: Style(selected ? .reverse : []))
    }
    ScreenChrome.drawFooter(viewModel.footer, trailing: viewModel.position, into: &frame)
  }
}

// MARK: - ListsViewProtocol

extension ListsView: ListsViewProtocol {
  /// Keeps the view model for the next draw.
  public func display(_ viewModel: ListsViewModel) {
    self.viewModel = viewModel
  }
}
