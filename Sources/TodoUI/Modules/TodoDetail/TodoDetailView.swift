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
    case .down: presenter.move(.lines(1))
    case .up: presenter.move(.lines(-1))
    case .pageDown: presenter.move(.pages(1))
    case .pageUp: presenter.move(.pages(-1))
    case .top: presenter.move(.first)
    case .bottom: presenter.move(.last)
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

    ScreenChrome.drawHeader(viewModel.breadcrumb, into: &frame)
    for (index, line) in viewModel.lines.enumerated() {
      let style: Style =
        switch line.kind {
        case .title: Style(.bold)
        case .label, .text: .plain
        case .placeholder: Style(color: .muted)
        }
      frame.write(line.text, x: 1, y: 2 + index, width: current.width, style: style)
    }
    ScreenChrome.drawFooter(viewModel.footer, trailing: viewModel.position, into: &frame)
  }
}

// MARK: - TodoDetailViewProtocol

extension TodoDetailView: TodoDetailViewProtocol {
  /// Keeps the view model for the next draw.
  public func display(_ viewModel: TodoDetailViewModel) {
    self.viewModel = viewModel
  }
}
