import Foundation
import TodoCore
import TodoTerminal

/// The detail screen's own logic: which todo it shows (and that it was deleted elsewhere),
/// and what it tells the list. The kit does the rest: the body's lines are a
/// `TodoDetailBody`, the scroll position a `ScrollPosition`, the actions on the todo the
/// kit's `TodoActionsPresenter`, and the footer, the open dialog and one view model per
/// event its `ModulePresentation`.
public final class TodoDetailPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoDetailViewProtocol)?
  /// Hears about changes to the item; weak, it is the list's presenter.
  public weak var moduleDelegate: (any TodoDetailModuleDelegate)?
  /// The footer, the open Add/Edit dialog, one view model per event.
  public let presentation: ModulePresentation
  private let interactor: any TodoDetailInteractorInput
  private let router: any TodoDetailRouterProtocol
  /// How the todo is laid out as lines.
  private let body: TodoDetailBody
  /// The key back to the list, which the notice of a todo deleted elsewhere names.
  private let backKey: String?
  /// "Today", for the due date's words and whether it is overdue; read once per view model.
  private let dueText: DueTextSource

  private var item: TodoItem?
  /// The item's ancestors (the breadcrumb's path) and subtasks (under the notes).
  private var family = TodoFamily()
  /// The subtask Enter opens (Tab and Shift-Tab move it); nil without subtasks.
  private var selectedSubtask: Int?
  /// Whether the next frame scrolls the selected subtask into view.
  private var revealsSubtask = false
  /// Another instance deleted the item: the screen stays, says so, and ignores item keys,
  /// so no key meant for it acts on the list below.
  private var isDeletedElsewhere = false
  private var layout: TodoDetailLayout?
  /// How far the body is scrolled.
  private var scrolling = ScrollPosition()

  /// A presenter driving `interactor` and `router`, showing times in `timeZone`, naming the
  /// keys of `keys` (the footer's hints come from the detail screen's map) and wording the due
  /// date as `dueText` reads it now (in the app, `TodoEnvironment.dueText`).
  public init(
    interactor: any TodoDetailInteractorInput,
    router: any TodoDetailRouterProtocol,
    timeZone: TimeZone,
    keys: KeyMaps,
    dueText: @escaping () -> DueText
  ) {
    self.interactor = interactor
    self.router = router
    self.dueText = DueTextSource(dueText)
    body = TodoDetailBody(timeZone: timeZone, editKey: keys.detail.label(of: .edit))
    backKey = keys.detail.label(of: .back)
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.detail.footerHints, keys: keys)
    presentation.display = { [weak self] in self?.display() }
    presentation.dueText = self.dueText
  }

  /// Shows the item scrolled as it is: the end of every event that changed it.
  private func display() {
    guard let layout else { return }
    let subtasks = family.subtasks
    let lines = body.lines(
      of: item, subtasks: subtasks, selected: selectedSubtask,
      deletedElsewhere: isDeletedElsewhere, today: dueText.current(), width: layout.width)
    scrolling.resize(lineCount: lines.count, height: layout.visibleLines)
    if revealsSubtask, let selected = selectedSubtask {
      scrolling.reveal(
        TodoDetailBody.line(ofSubtask: selected, of: subtasks.count, lineCount: lines.count))
    }
    revealsSubtask = false
    let shown = scrolling.visible
    let position =
      lines.count > scrolling.height
      ? "\(shown.lowerBound + 1)–\(shown.upperBound)/\(lines.count)" : ""
    let deletedNotice = StatusLine(
      StatusText.detailDeletedElsewhere(backKey: backKey), isError: true)
    view?.display(
      TodoDetailViewModel(
        breadcrumb: TodoDetailBody.breadcrumb(
          family.ancestors.map(\.title) + [item?.title ?? ""], width: layout.width),
        lines: Array(lines[shown]),
        position: position,
        footer: presentation.footer.line(
          hintWidth: layout.width - DisplayWidth.of(position) - 2,
          standing: isDeletedElsewhere ? deletedNotice : nil)
      ))
  }

  /// The columns a footer sentence may take.
  private var footerWidth: Int { presentation.footer.width }

  /// `item` as it is now, shown (again, if it was deleted elsewhere and is back), with its
  /// family when it was read with it; the subtask selected stays, within the new ones.
  private func show(_ item: TodoItem, family: TodoFamily? = nil) {
    self.item = item
    isDeletedElsewhere = false
    guard let family else { return }
    self.family = family
    let count = family.subtasks.count
    selectedSubtask = count == 0 ? nil : min(selectedSubtask ?? 0, count - 1)
  }
}

// MARK: - TodoDetailPresenterProtocol

extension TodoDetailPresenter: TodoDetailPresenterProtocol {
  /// Re-wraps for the new width.
  public func viewDidLayout(_ layout: TodoDetailLayout) {
    presentation.change {
      self.layout = layout
      presentation.footer.fit(to: layout.width)
    }
  }

  /// j/k, PgDn/PgUp (a screenful less one line, kept in view), g/G.
  public func move(_ move: ScrollMove) {
    presentation.act { scrolling.apply(move, overlap: 1) }
  }

  /// Esc/q/h/←/Backspace.
  public func back() {
    router.close()
  }

  /// Tab / Shift-Tab: the next / previous subtask, round from the last to the first.
  public func selectSubtask(_ direction: MoveDirection) {
    presentation.act {
      guard let selected = selectedSubtask else { return }
      let count = family.subtasks.count
      selectedSubtask = (selected + (direction == .down ? 1 : count - 1)) % count
      revealsSubtask = true
    }
  }

  /// Enter: the selected subtask's detail, over this one.
  public func openSubtask() {
    presentation.act {
      guard let selected = selectedSubtask, !isDeletedElsewhere else { return }
      router.presentDetail(of: family.subtasks[selected].id, delegate: self)
    }
  }
}

// MARK: - TodoDetailInteractorOutput

extension TodoDetailPresenter: TodoDetailInteractorOutput {
  /// Shows the item (back again, if it was deleted elsewhere and restored) with its family.
  public func didFetch(_ item: TodoItem, family: TodoFamily) {
    presentation.change { show(item, family: family) }
  }

  /// What came of an action on the item: shown, said in the footer, and told to the list; a
  /// delete goes back to the list, which says so.
  public func didAct(_ outcome: TodoActionOutcome) {
    let item = outcome.item
    if case .deleted = outcome {
      moduleDelegate?.todoDetail(didAct: outcome)
      return router.close()
    }
    presentation.change {
      if rescuesNotes(outcome) { return }
      let before = self.item
      show(item)
      if outcome.endsEdit { presentation.editSession.close() }
      StatusText.outcome(outcome, before: before, dueText: dueText.current(), width: footerWidth)
        .map { presentation.footer.say($0) }
      if case .priorityStepped(_, let previous, _) = outcome, previous == item.priority { return }
      moduleDelegate?.todoDetail(didAct: outcome)
    }
  }

  /// Says what was undone or redone and tells the list.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    presentation.change {
      presentation.footer.say(StatusText.applied(step, change, width: footerWidth))
      moduleDelegate?.todoDetail(didApply: step, change)
    }
  }

  /// The item was deleted elsewhere: the screen stays and says so. An open edit keeps its
  /// text and becomes an Add: Enter then adds it as a new todo.
  public func didFindDeleted(_ id: TodoID) {
    presentation.change {
      isDeletedElsewhere = true
      presentation.footer.clear()
      presentation.todoDeletedElsewhere(id, notice: nil)
    }
  }

  /// This app's own undo or redo removed the item: back to the list, which says what was
  /// undone.
  public func didLoseItem() {
    presentation.editSession.close()
    router.close()
  }
}

// MARK: - TodoActionsPresenter (ModulePresenter, TodoEditorDelegate)

extension TodoDetailPresenter: TodoActionsPresenter {
  /// The interactor's actions.
  public var actions: any TodoActionsInput { interactor.actions }

  /// The item shown.
  public var focusedTodo: TodoItem? { item }

  /// Whether the item was deleted elsewhere.
  public var isFocusedTodoDeletedElsewhere: Bool { isDeletedElsewhere }
}

// MARK: - TodoDetailModuleDelegate

extension TodoDetailPresenter: TodoDetailModuleDelegate {
  /// What came of an action on a subtask's screen: told to the list below, and this todo
  /// read again, as its subtasks changed.
  public func todoDetail(didAct outcome: TodoActionOutcome) {
    moduleDelegate?.todoDetail(didAct: outcome)
    presentation.change {
      StatusText.onReturn(outcome, dueText: dueText).map { presentation.footer.say(wordedFor: $0) }
    }
    interactor.load()
  }

  /// A change undone or redone on a subtask's screen: told to the list, this todo read again.
  public func todoDetail(didApply step: HistoryStep, _ change: TodoChange) {
    moduleDelegate?.todoDetail(didApply: step, change)
    presentation.footer.say(wordedFor: { StatusText.applied(step, change, width: $0) })
    interactor.load()
  }
}
