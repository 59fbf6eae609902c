import TodoTerminal

/// The detail screen: breadcrumb, wrapped body, footer. Decodes keys with the detail
/// screen's key map.
public final class TodoDetailView: Screen {
  /// Strong: the view owns its presenter (the navigation stack owns the view).
  let presenter: any TodoDetailPresenterProtocol
  private var viewModel: TodoDetailViewModel?
  private var layout: TodoDetailLayout?
  private var isLoaded = false
  private let keys: KeyMap<TodoDetailAction>

  /// A view driving `presenter`, decoding with `keys`.
  public init(presenter: any TodoDetailPresenterProtocol, keys: KeyMaps) {
    self.presenter = presenter
    self.keys = keys.detail
  }

  // MARK: - Screen

  /// Asks the presenter for other instances' changes.
  public func refresh() {
    presenter.viewDidIdle()
  }

  /// Maps the key to a presenter call.
  public func handle(_ key: Key) {
    switch keys.action(for: key) {
    case .back: presenter.back()
    case .down: presenter.scroll(by: 1)
    case .up: presenter.scroll(by: -1)
    case .pageDown: presenter.scrollPage(by: 1)
    case .pageUp: presenter.scrollPage(by: -1)
    case .top: presenter.scrollToTop()
    case .bottom: presenter.scrollToBottom()
    case .edit: presenter.edit()
    case .delete: presenter.delete()
    case .toggle: presenter.toggleDone()
    case .undo: presenter.apply(.undo)
    case .redo: presenter.apply(.redo)
    case .help: presenter.showHelp()
    case nil: break
    }
  }

  /// Draws breadcrumb, body and footer, telling the presenter first if the size changed.
  public func render(into frame: inout ScreenBuffer) {
    if !isLoaded {
      isLoaded = true
      presenter.viewDidLoad()
    }
    let size = frame.size
    let current = TodoDetailLayout(
      width: max(1, size.columns - 2), visibleLines: max(1, size.rows - 3))
    if current != layout {
      layout = current
      presenter.viewDidLayout(current)
    }
    guard let viewModel else { return }

    frame.fill(x: 0, y: 0, width: size.columns, style: Style(.reverse))
    frame.write(" " + viewModel.breadcrumb, x: 0, y: 0, style: Style([.reverse, .bold]))
    for (index, line) in viewModel.lines.enumerated() {
      let style: Style =
        switch line.kind {
        case .title: Style(.bold)
        case .label, .text: .plain
        case .placeholder: Style(color: .muted)
        }
      frame.write(line.text, x: 1, y: 2 + index, width: current.width, style: style)
    }
    let footer = viewModel.footer
    let position = viewModel.position
    frame.write(
      DisplayWidth.truncate(footer.text, to: size.columns - DisplayWidth.of(position) - 3),
      x: 1,
      y: size.rows - 1,
      style: footer.isError ? Style(.bold, color: .danger) : Style(color: .muted)
    )
    frame.write(
      position,
      x: size.columns - DisplayWidth.of(position) - 1,
      y: size.rows - 1,
      style: Style(color: .muted)
    )
  }
}

// MARK: - TodoDetailViewProtocol

extension TodoDetailView: TodoDetailViewProtocol {
  /// Keeps the view model for the next draw.
  public func display(_ viewModel: TodoDetailViewModel) {
    self.viewModel = viewModel
  }
}
