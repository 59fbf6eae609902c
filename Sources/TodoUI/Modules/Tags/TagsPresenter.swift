import TodoCore
import TodoTerminal

/// The Tags screen's own logic: what its rows say and what its keys do. The kit does the
/// rest: selection, scrolling and keeping the cursor on its tag across reloads are a
/// `ListSelection`, and the footer, help, undo and one view model per event its
/// `ModulePresentation`.
public final class TagsPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TagsViewProtocol)?
  /// Hears which tag was chosen and which todos a change touched; weak, it pushed this screen.
  public weak var moduleDelegate: (any TagsModuleDelegate)?
  /// The footer, help, undo, one view model per event.
  public let presentation: ModulePresentation
  private let interactor: any TagsInteractorInput
  private let router: any TagsRouterProtocol

  /// The tags, the selection and the first row on screen.
  private var list = ListSelection<[TagCount]>()
  private var layout: TagsLayout?
  /// The rename dialog while it is open, and the tag it renames.
  private var renaming: (tag: String, prompt: any PromptViewProtocol)?
  /// The tag the selection goes to at the next load (a renamed tag's new name).
  private var selectAfterLoad: String?

  /// The screen's name, in its header.
  static let title = "todo › Tags"
  /// What the screen says when no todo has a tag.
  static let emptyMessage = "No tags yet · give a todo some in its Tags field (e)"

  /// A presenter driving `interactor` and `router`, its footer's hints from the Tags
  /// screen's key map in `keys`.
  public init(
    interactor: any TagsInteractorInput, router: any TagsRouterProtocol, keys: KeyMaps
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
    let rows = TagsRowFormatter(width: layout.width).rows(list.visibleEntries)
    let count = list.index.count
    view?.display(
      TagsViewModel(
        title: Self.title,
        count: count == 1 ? "1 tag" : "\(count) tags",
        rows: rows,
        selectedRow: list.selectedRow,
        emptyMessage: list.index.isEmpty ? Self.emptyMessage : nil,
        position: position,
        footer: presentation.footer.line(hintWidth: layout.width - DisplayWidth.of(position) - 4)
      ))
  }

  /// Says `text` in the footer, worded for the footer's width.
  private func say(_ wording: @escaping (Int) -> String) {
    presentation.footer.say(wordedFor: wording)
  }

  /// Closes the rename dialog, if it is open.
  private func endRenaming() {
    guard renaming != nil else { return }
    renaming = nil
    router.dismissDialog()
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

  /// Enter: the list, filtered to the tag.
  public func chooseSelected() {
    guard let tag = list.selectedEntry?.tag else { return }
    moduleDelegate?.tags(didChoose: tag)
    router.close()
  }

  /// r: the rename dialog, pre-filled with the tag.
  public func renameSelected() {
    guard let tag = list.selectedEntry?.tag else { return }
    presentation.act {
      renaming = (tag, router.presentRename(of: tag, delegate: self))
    }
  }

  /// d: asks first, then removes the tag from every todo.
  public func removeSelected() {
    guard let selected = list.selectedEntry else { return }
    presentation.act {
      router.presentRemoveConfirmation(of: selected.tag, count: selected.total) {
        [weak self] yes in
        guard let self, yes else { return }
        presentation.act { interactor.remove(selected.tag) }
      }
    }
  }
}

// MARK: - PromptDelegate

extension TagsPresenter: PromptDelegate {
  /// Enter in the rename dialog.
  public func promptDidSubmit(_ text: String) {
    guard let tag = renaming?.tag else { return }
    presentation.act { interactor.rename(tag, to: text) }
  }

  /// Esc in the rename dialog.
  public func promptDidCancel() {
    presentation.act { endRenaming() }
  }
}

// MARK: - TagsInteractorOutput

extension TagsPresenter: TagsInteractorOutput {
  /// Shows the tags, the selected one (or a renamed one's new name) still selected.
  public func didLoad(_ tags: [TagCount]) {
    presentation.change {
      list.show(tags, selecting: selectAfterLoad ?? list.selectedEntry?.id)
      selectAfterLoad = nil
    }
  }

  /// The rename is done: the dialog closes and the footer says what happened.
  public func didRename(_ old: String, to new: String, merged: Bool, _ todos: [TodoItem]) {
    presentation.change {
      endRenaming()
      selectAfterLoad = new
      say { StatusText.renamedTag(old, to: new, count: todos.count, merged: merged, width: $0) }
      moduleDelegate?.tags(didChangeTodos: todos.map(\.id))
    }
  }

  /// The new name is no tag: the dialog stays open with the reason.
  public func didRefuseName(_ rejection: FormRejection) {
    presentation.change { renaming?.prompt.showError(rejection.message) }
  }

  /// The same name: nothing to do.
  public func didKeepName(_ tag: String) {
    presentation.change {
      endRenaming()
      say { StatusText.tagUnchanged(tag, width: $0) }
    }
  }

  /// The tag is gone from every todo.
  public func didRemove(_ tag: String, _ todos: [TodoItem]) {
    presentation.change {
      say { StatusText.removedTag(tag, count: todos.count, width: $0) }
      moduleDelegate?.tags(didChangeTodos: todos.map(\.id))
    }
  }

  /// Another instance took the tag from every todo meanwhile.
  public func didFindTagGone(_ tag: String) {
    presentation.change {
      endRenaming()
      say { StatusText.tagGone(tag, width: $0) }
    }
  }

  /// Says what was undone or redone; the tags loaded again follow, and the list below hears
  /// which todos changed.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    presentation.change {
      say { StatusText.applied(step, change, width: $0) }
      moduleDelegate?.tags(didChangeTodos: change.items.map(\.item.id))
    }
  }

  /// A todo this screen changed was deleted elsewhere: the tags are loaded again.
  public func didFindDeleted(_ id: TodoID) {
    presentation.event { interactor.load() }
  }

  /// A failure closes the rename dialog and shows in the footer.
  public func didFail(_ message: String) {
    presentation.change { endRenaming() }
    presentation.fail(message)
  }
}

// MARK: - ModulePresenter (TodoChangeOutput)

extension TagsPresenter: ModulePresenter {}
