import TodoCore
import TodoTerminal

/// The detail screen's navigation: dialogs, and popping back to the list.
public final class TodoDetailRouter {
  private weak var navigator: (any Navigator)?
  /// Presents and dismisses the detail screen's dialogs.
  public let dialogs: DialogRouter

  /// A router over `navigator`, held weakly, whose dialogs decode with `keys` and read due
  /// dates with `dueReader`, and whose notes are edited in `editor`.
  public init(
    navigator: any Navigator, keys: KeyMaps, dueReader: DueFieldReader,
    editor: any TextEditor = UnavailableEditor()
  ) {
    self.navigator = navigator
    dialogs = DialogRouter(
      navigator: navigator, keys: keys, dueReader: dueReader, editor: editor)
  }
}

// MARK: - TodoDetailRouterProtocol, DialogPresentingRouter

extension TodoDetailRouter: TodoDetailRouterProtocol, DialogPresentingRouter {
  /// Presents help, the detail screen's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .detail)
  }

  /// Pops back to the list.
  public func close() {
    navigator?.pop()
  }
}
