import Foundation
import TodoCore
import TodoTerminal

/// What the open editor dialog saves into.
private enum EditTarget {
  /// The item shown, as the dialog opened with it.
  case item(original: TodoForm)
  /// A new todo: the item shown was deleted elsewhere.
  case newItem
}

/// Lays out one item as wrapped lines, keeps the scroll position, and routes the detail
/// screen's actions.
public final class TodoDetailPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoDetailViewProtocol)?
  /// Hears about changes to the item; weak, it is the list's presenter.
  public weak var moduleDelegate: (any TodoDetailModuleDelegate)?
  private let interactor: any TodoDetailInteractorInput
  private let router: any TodoDetailRouterProtocol
  private let dateFormatter: DateFormatter

  private var item: TodoItem?
  /// Another instance deleted the item: the screen stays, says so, and ignores item keys,
  /// so no key meant for it acts on the list below.
  private var isDeletedElsewhere = false
  private var layout: TodoDetailLayout?
  private var offset = 0
  private var status: StatusLine?
  /// What the open editor saves into; nil when no dialog is open.
  private var editing: EditTarget?
  private weak var editor: (any TodoEditorViewProtocol)?

  /// The keys, for the footer's hints and for sentences that name a key.
  private let keys: KeyMaps
  /// The footer's hints when there is no message, from the detail screen's key map.
  private let hints: [StatusText.Hint]

  /// A presenter driving `interactor` and `router`, showing times in `timeZone` and naming
  /// the keys of `keys`.
  public init(
    interactor: any TodoDetailInteractorInput,
    router: any TodoDetailRouterProtocol,
    timeZone: TimeZone,
    keys: KeyMaps
  ) {
    self.interactor = interactor
    self.router = router
    self.keys = keys
    hints = keys.detail.footerHints
    dateFormatter = DateFormatter()
    dateFormatter.locale = Locale(identifier: "en_US_POSIX")
    dateFormatter.timeZone = timeZone
    dateFormatter.dateFormat = "yyyy-MM-dd HH:mm"
  }

  /// Every body line at the current width, before scrolling.
  private func bodyLines(width: Int) -> [TodoDetailLine] {
    guard let item else {
      guard isDeletedElsewhere else { return [] }
      return DisplayWidth.wrap("This todo was deleted elsewhere.", to: width).map {
        TodoDetailLine($0, .placeholder)
      }
    }
    var lines = DisplayWidth.wrap(item.title, to: width).map { TodoDetailLine($0, .title) }
    lines.append(TodoDetailLine("", .text))
    let state =
      isDeletedElsewhere ? "deleted elsewhere" : item.done ? "[x] done" : "[ ] open"
    let facts = [
      ("Status", state),
      ("Created", dateFormatter.string(from: item.created)),
      ("Updated", dateFormatter.string(from: item.updated)),
    ]
    for (label, value) in facts {
      lines.append(
        TodoDetailLine(
          DisplayWidth.truncate(DisplayWidth.pad(label, to: 9) + value, to: width), .label))
    }
    lines.append(TodoDetailLine("", .text))
    if item.content.isEmpty {
      let offer = keys.detail.label(of: .edit).map { " Press \($0) to add some." }
      let placeholder = "No content." + (isDeletedElsewhere ? "" : offer ?? "")
      lines.append(TodoDetailLine(placeholder, .placeholder))
    } else {
      lines += DisplayWidth.wrap(item.content, to: width).map { TodoDetailLine($0, .text) }
    }
    return lines
  }

  private func refresh() {
    guard let layout else { return }
    let lines = bodyLines(width: layout.width)
    let height = max(1, layout.visibleLines)
    offset = max(0, min(offset, lines.count - height))
    let end = min(lines.count, offset + height)
    let position = lines.count > height ? "\(offset + 1)–\(end)/\(lines.count)" : ""
    let hintWidth = layout.width - DisplayWidth.of(position) - 2
    view?.display(
      TodoDetailViewModel(
        breadcrumb: DisplayWidth.truncate("Todo › \(item?.title ?? "")", to: layout.width),
        lines: Array(lines[offset..<end]),
        position: position,
        footer: status
          ?? (isDeletedElsewhere
            ? StatusLine(
              StatusText.detailDeletedElsewhere(backKey: keys.detail.label(of: .back)),
              isError: true)
            : StatusLine(StatusText.fit(hints, width: hintWidth)))
      ))
  }

  /// The width a footer sentence may take.
  private var footerWidth: Int { max(10, layout?.width ?? 78) }

  private func act(_ body: () -> Void) {
    status = nil
    body()
    refresh()
  }
}

// MARK: - TodoDetailPresenterProtocol

extension TodoDetailPresenter: TodoDetailPresenterProtocol {
  /// Loads the item.
  public func viewDidLoad() {
    interactor.fetchItem()
  }

  /// Re-wraps for the new width.
  public func viewDidLayout(_ layout: TodoDetailLayout) {
    self.layout = layout
    refresh()
  }

  /// j/k.
  public func scroll(by delta: Int) {
    act { offset = max(0, offset + delta) }
  }

  /// PgDn/PgUp.
  public func scrollPage(by pages: Int) {
    act { offset = max(0, offset + pages * max(1, (layout?.visibleLines ?? 1) - 1)) }
  }

  /// g/Home.
  public func scrollToTop() {
    act { offset = 0 }
  }

  /// G/End: the last screenful of the body.
  public func scrollToBottom() {
    act {
      guard let layout else { return }
      offset = max(0, bodyLines(width: layout.width).count - max(1, layout.visibleLines))
    }
  }

  /// e; on an item deleted elsewhere, the Add dialog filled from it.
  public func edit() {
    act {
      guard let item else { return }
      if isDeletedElsewhere {
        editing = .newItem
        editor = router.presentEditor(heading: "Add todo", form: TodoForm(item), delegate: self)
        editor?.showError(StatusText.offerToAddAgain(saveKey: keys.editor.label(of: .save)))
      } else {
        editing = .item(original: TodoForm(item))
        editor = router.presentEditor(heading: "Edit todo", form: TodoForm(item), delegate: self)
      }
    }
  }

  /// d/Del.
  public func delete() {
    act {
      guard let item, !isDeletedElsewhere else { return }
      router.presentDeleteConfirmation(title: item.title) { [weak self] confirmed in
        guard let self else { return }
        act { if confirmed { interactor.delete() } }
      }
    }
  }

  /// x/Space.
  public func toggleDone() {
    act { if item != nil, !isDeletedElsewhere { interactor.toggleDone() } }
  }

  /// ?.
  public func showHelp() {
    act { router.presentHelp() }
  }

  /// u / Ctrl-R.
  public func apply(_ step: HistoryStep) {
    act { interactor.apply(step) }
  }

  /// Esc/q/h/←/Backspace.
  public func back() {
    router.close()
  }

  /// Idle: other instances' changes.
  public func viewDidIdle() {
    interactor.fetchIfChangedElsewhere()
  }
}

// MARK: - TodoDetailInteractorOutput

extension TodoDetailPresenter: TodoDetailInteractorOutput {
  /// Shows the item (back again, if it was deleted elsewhere and restored).
  public func didFetch(_ item: TodoItem) {
    self.item = item
    isDeletedElsewhere = false
    refresh()
  }

  /// Shows the item added from the dialog, closes it and tells the list.
  public func didAdd(_ item: TodoItem) {
    self.item = item
    isDeletedElsewhere = false
    closeEditor()
    status = StatusLine(StatusText.added(item, width: footerWidth))
    moduleDelegate?.todoDetail(didAdd: item)
    refresh()
  }

  /// Shows the edit, closes the dialog and tells the list.
  public func didUpdate(_ item: TodoItem) {
    let before = self.item
    self.item = item
    closeEditor()
    status = StatusLine(StatusText.saved(item, before: before, width: footerWidth))
    moduleDelegate?.todoDetail(didChange: item)
    refresh()
  }

  /// Shows the new state and tells the list.
  public func didToggle(_ item: TodoItem) {
    self.item = item
    status = StatusLine(StatusText.toggled(item, width: footerWidth))
    moduleDelegate?.todoDetail(didChange: item)
    refresh()
  }

  /// Tells the list and goes back to it.
  public func didDelete(_ item: TodoItem) {
    moduleDelegate?.todoDetail(didDelete: item)
    router.close()
  }

  /// Keeps the dialog open with the reason.
  public func didReject(_ rejection: FormRejection) {
    editor?.showError(rejection.message)
    refresh()
  }

  /// Says what was undone or redone and tells the list.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    status = StatusLine(StatusText.applied(step, change, width: footerWidth))
    moduleDelegate?.todoDetail(didApply: step, change)
    refresh()
  }

  /// Says there was nothing to do.
  public func didFindNothing(to step: HistoryStep) {
    status = StatusLine(StatusText.nothing(to: step))
    refresh()
  }

  /// Shows the error in the open dialog, which stays open so nothing typed is lost, or else
  /// in the footer.
  public func didFail(_ message: String) {
    if editing != nil, let editor {
      editor.showError(message)
    } else {
      status = StatusLine(message, isError: true)
    }
    refresh()
  }

  /// The item was deleted elsewhere: the screen stays and says so. An open edit keeps its
  /// text and becomes an Add: Enter then adds it as a new todo.
  public func didFindDeleted(_ id: TodoID) {
    isDeletedElsewhere = true
    status = nil
    if case .item = editing {
      editing = .newItem
      editor?.showHeading("Add todo")
      editor?.showError(StatusText.offerToAddAgain(saveKey: keys.editor.label(of: .save)))
    }
    refresh()
  }

  /// This app's own undo or redo removed the item: back to the list, which says what was
  /// undone.
  public func didLoseItem() {
    closeEditor()
    router.close()
  }

  private func closeEditor() {
    guard editing != nil else { return }
    editing = nil
    router.dismissDialog()
  }
}

// MARK: - TodoEditorDelegate

extension TodoDetailPresenter: TodoEditorDelegate {
  /// Saves the edit, or adds the form as a new todo when the item was deleted elsewhere.
  public func editorDidSubmit(_ form: TodoForm) {
    act {
      switch editing {
      case .item(let original): interactor.update(with: form, over: original)
      case .newItem: interactor.add(form)
      case nil: break
      }
    }
  }

  /// Closes the dialog without saving.
  public func editorDidCancel() {
    act { closeEditor() }
  }
}
