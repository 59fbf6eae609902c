import TodoTerminal

/// The detail screen: breadcrumb, wrapped body, footer. Decodes keys through its key table.
public final class TodoDetailView: Screen {
  /// What a key on the detail screen asks for.
  public enum Action: Sendable {
    case back, down, up, pageDown, pageUp, top, bottom, edit, delete, toggle, undo, redo, help
  }

  /// The detail screen's keys, also listed in help.
  public static let keyMap = KeyMap<Action>(
    title: "Detail",
    [
      KeyBinding(
        [.escape, .character("q"), .character("h"), .left, .backspace], "back to the list", .back),
      KeyBinding([.character("j"), .down], "scroll down", .down),
      KeyBinding([.character("k"), .up], "scroll up", .up),
      KeyBinding([.pageDown, .control("f")], "page down", .pageDown),
      KeyBinding([.pageUp, .control("b")], "page up", .pageUp),
      KeyBinding([.character("g"), .home], "top", .top),
      KeyBinding([.character("G"), .end], "bottom", .bottom),
      KeyBinding([.character("e")], "edit", .edit),
      KeyBinding([.character("d"), .delete], "delete (then back)", .delete),
      KeyBinding([.character("x"), .character(" ")], "toggle done", .toggle),
      KeyBinding([.character("u")], "undo the last change", .undo),
      KeyBinding([.control("r")], "redo", .redo),
      KeyBinding([.character("?")], "help", .help),
    ])

  /// Strong: the view owns its presenter (the navigation stack owns the view).
  let presenter: any TodoDetailPresenterProtocol
  private var viewModel: TodoDetailViewModel?
  private var layout: TodoDetailLayout?
  private var isLoaded = false

  /// A view driving `presenter`.
  public init(presenter: any TodoDetailPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - Screen

  /// Asks the presenter for other instances' changes.
  public func refresh() {
    presenter.viewDidIdle()
  }

  /// Maps the key to a presenter call.
  public func handle(_ key: Key) {
    switch Self.keyMap.action(for: key) {
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
