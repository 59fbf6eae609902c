import TodoTerminal

/// The Tags screen: header, rows, footer. Decodes keys with the Tags key map and
/// draws the presenter's view model; knows nothing about rules.
public final class TagsView: ModuleScreen {
  /// Strong: the view owns its presenter (the navigation stack owns the view).
  let presenter: any TagsPresenterProtocol
  private var viewModel: TagsViewModel?
  public let lifecycle: ScreenLifecycle<TagsLayout>
  private let keys: KeyMap<TagsAction>

  /// A view driving `presenter`, decoding with the Tags map of `keys`.
  public init(presenter: any TagsPresenterProtocol, keys: KeyMaps) {
    self.presenter = presenter
    lifecycle = ScreenLifecycle(presenter)
    self.keys = keys.tags
  }

  // MARK: - Screen

  /// Maps the key to a presenter call: every screen's commands (moves, undo, help) are sent
  /// as they are, the screen's own actions here.
  public func handle(_ key: Key) {
    switch keys.action(for: key) {
    case .shared(let action): ScreenCommand(action).send(toScreen: presenter)
    case .back: presenter.back()
    case .choose: presenter.chooseSelected()
    case .rename: presenter.renameSelected()
    case .remove: presenter.removeSelected()
    case nil: break
    }
  }

  /// The mouse on the rows as `ListMouse` says (a double click chooses, as Enter does).
  public func handle(_ mouse: MouseEvent) {
    guard let viewModel, let action = ListMouse(mouse, rowsFrom: 1, count: viewModel.rows.count)
    else { return }
    action.send(to: presenter) { presenter.chooseSelected() }
  }

  /// The rows between the header and the footer.
  public static func layout(in size: Size) -> TagsLayout {
    TagsLayout(width: size.columns, visibleRows: max(1, size.rows - 2))
  }

  /// Draws header, rows and footer.
  public func render(into frame: inout ScreenBuffer) {
    let size = frame.size
    guard let viewModel else { return }

    ScreenChrome.drawHeader(viewModel.title, trailing: viewModel.count, into: &frame)
    if let message = viewModel.emptyMessage {
      ScreenChrome.drawMessage(message, into: &frame)
    }
    for (index, row) in viewModel.rows.enumerated() {
      let y = 1 + index
      let selected = index == viewModel.selectedRow
      if selected {
        frame.write(">", x: 0, y: y, style: Style(.bold))
        frame.fill(x: 2, y: y, width: size.columns - 3, style: Style(.selected))
      }
      frame.write(row.tag, x: 2, y: y, style: Style(selected ? [.selected, .bold] : .bold))
      let countsX = size.columns - 1 - DisplayWidth.of(row.counts)
      frame.write(
        row.counts, x: countsX, y: y, style: selected ? Style(.selected) : Style(color: .muted))
    }
    ScreenChrome.drawFooter(viewModel.footer, trailing: viewModel.position, into: &frame)
  }
}

// MARK: - TagsViewProtocol

extension TagsView: TagsViewProtocol {
  /// Keeps the view model for the next draw.
  public func display(_ viewModel: TagsViewModel) {
    self.viewModel = viewModel
  }
}
