import TodoCore
import TodoTerminal

/// The detail screen's navigation: dialogs, a subtask's detail pushed over it, and popping
/// back.
public final class TodoDetailRouter {
  private weak var navigator: (any Navigator)?
  private let environment: TodoEnvironment
  /// Presents and dismisses the detail screen's dialogs.
  public let dialogs: DialogRouter

  /// A router over `navigator` (held weakly) that builds subtasks' detail modules on
  /// `environment`.
  public init(environment: TodoEnvironment, navigator: any Navigator) {
    self.environment = environment
    self.navigator = navigator
    dialogs = DialogRouter(
      navigator: navigator, keys: environment.keyMaps, dueReader: DueFieldReader(environment),
      editor: environment.editor)
  }
}

// MARK: - TodoDetailRouterProtocol, DialogPresentingRouter

extension TodoDetailRouter: TodoDetailRouterProtocol, DialogPresentingRouter {
  /// Presents help, the detail screen's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .detail)
  }

  /// Pops back to the screen below (the list, or the parent's detail).
  public func close() {
    navigator?.pop()
  }

  /// Builds the detail module of the subtask `id` and pushes it.
  public func presentDetail(of id: TodoID, delegate: any TodoDetailModuleDelegate) {
    guard let navigator else { return }
    navigator.push(
      TodoDetailModule.build(
        id: id, environment: environment, navigator: navigator, delegate: delegate))
  }
}
