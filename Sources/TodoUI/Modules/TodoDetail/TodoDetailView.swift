import TodoTerminal

/// The detail screen: breadcrumb, wrapped body, footer. Decodes keys with the detail
/// screen's key map.
public final class TodoDetailView: ModuleScreen {
  /// Strong: the view owns its presenter (the navigation stack owns the view).
  let presenter: any TodoDetailPresenterProtocol
  private var viewModel: TodoDetailViewModel?
  public let lifecycle: ScreenLifecycle<TodoDetailLayout>
  private let keys: KeyMap<TodoDetailAction>

  /// A view driving `presenter`, decoding with `keys`.
  public init(presenter: any TodoDetailPresenterProtocol, keys: KeyMaps) {
    self.presenter = presenter
    lifecycle = ScreenLifecycle(presenter)
    self.keys = keys.detail
  }

  // MARK: - Screen

  /// Maps the key to a presenter call: every screen's commands (moves, undo, help, e/d/x)
  /// are sent as they are, the detail screen's own actions here.
  public func handle(_ key: Key) {
    switch keys.action(for: key) {
    case .shared(let action): ScreenCommand(action).send(to: presenter)
    case .back: presenter.back()
    case .open: presenter.openSubtask()
    case .nextSubtask: presenter.selectSubtask(.down)
    case .previousSubtask: presenter.selectSubtask(.up)
    case nil: break
    }
  }

  /// The wheel scrolls the body; clicks do nothing.
  public func handle(_ mouse: MouseEvent) {
    if let scroll = ScrollMove(wheel: mouse) { presenter.move(scroll) }
  }

  /// The body's geometry on a screen of `size`.
  public static func layout(in size: Size) -> TodoDetailLayout {
    TodoDetailLayout(width: max(1, size.columns - 2), visibleLines: max(1, size.rows - 3))
  }

  /// Draws breadcrumb, body and footer.
  public func render(into frame: inout ScreenBuffer) {
    let current = Self.layout(in: frame.size)
    guard let viewModel else { return }

    ScreenChrome.drawHeader(viewModel.breadcrumb, into: &frame)
    for (index, line) in viewModel.lines.enumerated() {
      let style: Style =
        switch line.kind {
        case .title, .heading: Style(.bold)
        case .label, .text: .plain
        case .alert: Style(color: .danger)
        case .placeholder: Style(color: .muted)
        case .subtask: .plain
        case .selectedSubtask: Style(.selected)
        }
      frame.write(line.text, x: 1, y: 2 + index, width: current.width, style: style)
      if line.kind == .selectedSubtask { frame.write(">", x: 0, y: 2 + index, style: Style(.bold)) }
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
