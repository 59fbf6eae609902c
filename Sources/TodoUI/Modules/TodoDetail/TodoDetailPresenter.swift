import Foundation
import TodoCore
import TodoTerminal

/// Lays out one todo as wrapped lines and routes the detail screen's actions: its own logic.
/// The kit does the rest: the scroll position is a `ScrollPosition`, and the footer, the open
/// dialog and one view model per event its `ModulePresentation`.
public final class TodoDetailPresenter {
  /// Where view models go; weak, the view owns this presenter.
  public weak var view: (any TodoDetailViewProtocol)?
  /// Hears about changes to the item; weak, it is the list's presenter.
  public weak var moduleDelegate: (any TodoDetailModuleDelegate)?
  /// The footer, the open Add/Edit dialog, one view model per event.
  public let presentation: ModulePresentation
  private let interactor: any TodoDetailInteractorInput
  private let router: any TodoDetailRouterProtocol
  private let dateFormatter: DateFormatter
  /// The keys, for sentences that name a key.
  private let keys: KeyMaps
  /// "Today", for the due date's words and whether it is overdue; read once per view model.
  private let dueText: DueTextSource

  private var item: TodoItem?
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
    self.keys = keys
    self.dueText = DueTextSource(dueText)
    presentation = ModulePresentation(
      interactor: interactor, router: router, hints: keys.detail.footerHints, keys: keys)
    dateFormatter = DateFormatter()
    dateFormatter.locale = Locale(identifier: "en_US_POSIX")
    dateFormatter.timeZone = timeZone
    dateFormatter.dateFormat = "yyyy-MM-dd HH:mm"
    presentation.display = { [weak self] in self?.display() }
    presentation.dueText = self.dueText
  }

  /// Columns of a field's label (`Priority` and two spaces); its value starts after them.
  static let labelWidth = 10

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
      isDeletedElsewhere ? "deleted elsewhere" : "\(item.state.marker) \(item.state.name)"
    lines.append(field("Status", state, width: width))
    lines += fieldLines(item, today: dueText.current(), width: width)
    lines.append(field("Created", dateFormatter.string(from: item.created), width: width))
    lines.append(field("Updated", dateFormatter.string(from: item.updated), width: width))
    lines.append(TodoDetailLine("", .text))
    lines.append(TodoDetailLine("Notes", .heading))
    if item.content.isEmpty {
      let offer = keys.detail.label(of: .edit).map { " Press \($0) to add some." }
      let placeholder = "No notes." + (isDeletedElsewhere ? "" : offer ?? "")
      lines += DisplayWidth.wrap(placeholder, to: width).map { TodoDetailLine($0, .placeholder) }
    } else {
      lines += DisplayWidth.wrap(item.content, to: width).map { TodoDetailLine($0, .text) }
    }
    return lines
  }

  /// The lines of the due date, repeat rule, priority and tags the todo has. A field it does not have is
  /// left out: the notes, what the screen is mostly opened for, then stay in view even on a
  /// short terminal, and the Edit dialog is where every field is offered.
  private func fieldLines(_ item: TodoItem, today: DueText, width: Int) -> [TodoDetailLine] {
    var lines: [TodoDetailLine] = []
    if let due = item.due {
      // Overdue is said in words, so it shows without colour too.
      let overdue = !item.done && today.isOverdue(due)
      let days = due.day.daysSince1970 - today.today.daysSince1970
      let note =
        overdue
        ? " · overdue" : (0...1).contains(days) ? " · " + today.short(due, withTime: false) : ""
      lines.append(field("Due", today.long(due) + note, width: width, overdue ? .alert : .label))
    }
    if let rule = item.fields.recur {
      // In words, then the rule as it is typed (`every week after done (1w)`).
      lines.append(field("Repeat", "\(RepeatText.words(rule)) (\(rule))", width: width))
    }
    if let priority = Self.priority(item.priority) {
      lines.append(field("Priority", priority, width: width))
    }
    // Every tag shows: they wrap under the first, never cut.
    let tags = DisplayWidth.wrap(TagText.words(item.tags), to: max(1, width - Self.labelWidth))
    for (index, part) in tags.enumerated() where !part.isEmpty {
      lines.append(field(index == 0 ? "Tags" : "", part, width: width))
    }
    return lines
  }

  /// `H`, `M` or `L`, with the exact value when it is not the class's own (`H (2)`: iCalendar's
  /// 2, read from another program); nil for none.
  static func priority(_ priority: Priority) -> String? {
    guard let level = priority.level else { return nil }
    let letter = String(level.letter)
    return level.value == priority.value ? letter : "\(letter) (\(priority.value))"
  }

  /// A field's line: its label, padded to `labelWidth`, then its value, cut to `width`.
  private func field(
    _ label: String, _ value: String, width: Int, _ kind: TodoDetailLine.Kind = .label
  ) -> TodoDetailLine {
    TodoDetailLine(
      DisplayWidth.truncate(DisplayWidth.pad(label, to: Self.labelWidth) + value, to: width), kind)
  }

  /// Shows the item scrolled as it is: the end of every event that changed it.
  private func display() {
    guard let layout else { return }
    let lines = bodyLines(width: layout.width)
    scrolling.resize(lineCount: lines.count, height: layout.visibleLines)
    let shown = scrolling.visible
    let position =
      lines.count > scrolling.height
      ? "\(shown.lowerBound + 1)–\(shown.upperBound)/\(lines.count)" : ""
    let deletedNotice = StatusLine(
      StatusText.detailDeletedElsewhere(backKey: keys.detail.label(of: .back)), isError: true)
    view?.display(
      TodoDetailViewModel(
        breadcrumb: DisplayWidth.truncate("Todo › \(item?.title ?? "")", to: layout.width),
        lines: Array(lines[shown]),
        position: position,
        footer: presentation.footer.line(
          hintWidth: layout.width - DisplayWidth.of(position) - 2,
          standing: isDeletedElsewhere ? deletedNotice : nil)
      ))
  }

  /// The columns a footer sentence may take.
  private var footerWidth: Int { presentation.footer.width }

  /// Runs a key's effect with the previous message cleared; one view model follows.
  private func act(_ body: () -> Void) {
    presentation.act(body)
  }

  /// Runs a result's effect; one view model follows at the end of the event.
  private func change(_ body: () -> Void) {
    presentation.change(body)
  }
}

// MARK: - TodoDetailPresenterProtocol

extension TodoDetailPresenter: TodoDetailPresenterProtocol {
  /// Re-wraps for the new width.
  public func viewDidLayout(_ layout: TodoDetailLayout) {
    change {
      self.layout = layout
      presentation.footer.fit(to: layout.width)
    }
  }

  /// j/k, PgDn/PgUp (a screenful less one line, kept in view), g/G.
  public func move(_ move: ScrollMove) {
    act { scrolling.apply(move, overlap: 1) }
  }

  /// Esc/q/h/←/Backspace.
  public func back() {
    router.close()
  }

}

// MARK: - TodoDetailInteractorOutput

extension TodoDetailPresenter: TodoDetailInteractorOutput {
  /// Shows the item (back again, if it was deleted elsewhere and restored).
  public func didFetch(_ item: TodoItem) {
    change { show(item) }
  }

  /// What came of an action on the item: shown, said in the footer, and told to the list; a
  /// delete goes back to the list, which says so. Notes the editor could not save, the item
  /// being gone, go to the Add dialog filled from it.
  public func didAct(_ outcome: TodoActionOutcome) {
    if case .deleted(let item) = outcome {
      moduleDelegate?.todoDetail(didDelete: item)
      return router.close()
    }
    change {
      let item = outcome.item
      if case .notesUnsaved(_, let notes) = outcome {
        didFindDeleted(item.id)
        return presentation.keepNotes(notes, of: item, delegate: self)
      }
      let before = self.item
      show(item)
      if outcome.endsEdit { presentation.editSession.close() }
      if let text = StatusText.outcome(
        outcome, before: before, dueText: dueText.current(), width: footerWidth)
      {
        presentation.footer.say(text)
      }
      switch outcome {
      case .added: moduleDelegate?.todoDetail(didAdd: item)
      case .toggled(let toggle) where toggle.next != nil:
        toggle.next.map { moduleDelegate?.todoDetail(didComplete: item, next: $0) }
      case .priorityStepped(_, let previous, _) where previous == item.priority: break
      default: moduleDelegate?.todoDetail(didChange: item)
      }
    }
  }

  /// Says what was undone or redone and tells the list.
  public func didApply(_ step: HistoryStep, _ change: TodoChange) {
    self.change {
      presentation.footer.say(StatusText.applied(step, change, width: footerWidth))
      moduleDelegate?.todoDetail(didApply: step, change)
    }
  }

  /// The item was deleted elsewhere: the screen stays and says so. An open edit keeps its
  /// text and becomes an Add: Enter then adds it as a new todo.
  public func didFindDeleted(_ id: TodoID) {
    change {
      isDeletedElsewhere = true
      presentation.footer.clear()
      _ = presentation.editSession.todoDeletedElsewhere(id)
    }
  }

  /// This app's own undo or redo removed the item: back to the list, which says what was
  /// undone.
  public func didLoseItem() {
    presentation.editSession.close()
    router.close()
  }

  /// `item` as it is now, shown (again, if it was deleted elsewhere and is back).
  private func show(_ item: TodoItem) {
    self.item = item
    isDeletedElsewhere = false
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
