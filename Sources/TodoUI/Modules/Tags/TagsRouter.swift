/// The Tags screen's navigation: its dialogs (rename, remove, help), and popping back.
public final class TagsRouter {
  private weak var navigator: (any Navigator)?
  /// Presents and dismisses the Tags screen's dialogs.
  public let dialogs: DialogRouter

  /// A router over `navigator` (held weakly) whose dialogs are made from `environment`.
  public init(environment: TodoEnvironment, navigator: any Navigator) {
    self.navigator = navigator
    dialogs = DialogRouter(
      navigator: navigator, keys: environment.keyMaps, dueReader: DueFieldReader(environment),
      editor: environment.editor)
  }
}

// MARK: - TagsRouterProtocol, DialogPresentingRouter

extension TagsRouter: TagsRouterProtocol, DialogPresentingRouter {
  /// Presents help, the Tags screen's keys first.
  public func presentHelp() {
    dialogs.presentHelp(for: .tags)
  }

  /// Pops the Tags screen.
  public func close() {
    navigator?.pop()
  }

  /// The rename dialog: `Rename +work` with the tag to edit.
  public func presentRename(of tag: String, delegate: any PromptDelegate) -> any PromptViewProtocol
  {
    dialogs.presentPrompt(
      heading: "Rename \(StatusText.tag(tag))", label: "New name", text: tag,
      submitVerb: "rename", delegate: delegate)
  }

  /// `Remove tag "work"? y/N`, in a box that says how many todos have it.
  public func presentRemoveConfirmation(
    of tag: String, count: Int, onAnswer: @escaping (Bool) -> Void
  ) {
    dialogs.presentConfirmation(
      Confirmation(
        heading: "Remove from \(StatusText.todos(count))", verb: "Remove tag", subject: tag),
      onAnswer: onAnswer)
  }
}
