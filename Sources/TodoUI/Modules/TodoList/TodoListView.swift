import TodoTerminal

/// The list screen: header, rows, footer. Decodes keys with the list's key map (the filter
/// prompt's while it is open) and draws the presenter's view model; knows nothing about
/// items or rules.
public final class TodoListView: ModuleScreen {
  /// Strong: the view owns its presenter (the navigation stack owns the view).
  let presenter: any TodoListPresenterProtocol
  private var viewModel: TodoListViewModel?
  public let lifecycle: ScreenLifecycle<TodoListLayout>
  private let keys: KeyMap<TodoListAction>
  private let filterKeys: KeyMap<FilterPromptAction>
  private let fieldKeys: KeyMap<TextFieldAction>
  private var filterField: TextField

  /// A view driving `presenter`, decoding with `keys`.
  public init(presenter: any TodoListPresenterProtocol, keys: KeyMaps) {
    self.presenter = presenter
    lifecycle = ScreenLifecycle(presenter)
    self.keys = keys.list
    filterKeys = keys.filter
    fieldKeys = keys.textField
    filterField = TextField(keys: keys.textField)
  }

  // MARK: - Screen

  /// Maps the key to a presenter call: every screen's commands (moves, undo, help, e/d/x)
  /// are sent as they are, the list's own actions here; in the filter prompt, keys edit the
  /// filter.
  public func handle(_ key: Key) {
    if viewModel?.isFiltering == true {
      handleFilter(key)
      return
    }
    switch keys.action(for: key) {
    case .shared(let action): ScreenCommand(action).send(to: presenter)
    case .open: presenter.openSelected()
    case .add: presenter.addItem()
    case .filter: presenter.beginFilter()
    case .clearFilter: presenter.clearFilter()
    case .quit: presenter.quit()
    case .cycleSort: presenter.cycleSort()
    case .moveDown: presenter.moveSelected(.down)
    case .tags: presenter.showTags()
    case .lists: presenter.showLists()
    case .moveUp: presenter.moveSelected(.up)
    case .toggleHideDone: presenter.toggleHideDone()
    case .addSubtask: presenter.addSubtask()
    case .indent: presenter.moveInTree(.under)
    case .outdent: presenter.moveInTree(.out)
    case .fold: presenter.fold()
    case .foldAll: presenter.foldAll()
    case nil: break
    }
  }

  /// Alt keys and pastes edit the filter prompt while it is open; elsewhere on the list they
  /// do nothing. The mouse works on the rows as `ListMouse` says, the prompt open or not; a
  /// double click there only selects, as Enter there keeps the filter rather than opening.
  public func handle(_ event: InputEvent) {
    switch event {
    case .key(let key):
      handle(key)
    case .mouse(let mouse):
      guard let viewModel, let action = ListMouse(mouse, rowsFrom: 1, count: viewModel.rows.count)
      else { return }
      action.send(to: presenter) {
        if !viewModel.isFiltering { presenter.openSelected() }
      }
    case .alt, .paste, .resize:
      if viewModel?.isFiltering == true { editFilter(event) }
    }
  }

  private func handleFilter(_ key: Key) {
    guard let action = filterKeys.action(for: key) else { return editFilter(.key(key)) }
    switch action {
    case .shared(let action): ScreenCommand(action).send(to: presenter)
    case .keep: presenter.commitFilter()
    case .clear: presenter.clearFilter()
    }
  }

  private func editFilter(_ input: InputEvent) {
    let before = filterField.text
    if filterField.handle(input), filterField.text != before {
      presenter.filterChanged(filterField.text)
    }
  }

  /// The rows between the header and the footer, and the room for a title in one.
  public static func layout(in size: Size) -> TodoListLayout {
    TodoListLayout(
      width: size.columns, visibleRows: max(1, size.rows - 2),
      titleWidth: max(1, size.columns - 6))
  }

  /// Draws header, rows and footer.
  public func render(into frame: inout ScreenBuffer) {
    let size = frame.size
    guard let viewModel else { return }

    ScreenChrome.drawHeader(
      viewModel.title, detail: viewModel.order, trailing: viewModel.counts, into: &frame)

    if let message = viewModel.emptyMessage {
      ScreenChrome.drawMessage(message, into: &frame)
    }
    for (index, row) in viewModel.rows.enumerated() {
      draw(
        row, y: 1 + index, selected: index == viewModel.selectedRow, in: viewModel.columns,
        into: &frame)
    }

    if viewModel.isFiltering {
      let hint = filterKeys.hintLine
      let room = size.columns - 3
      let showHint = room - DisplayWidth.of(hint) >= 12
      frame.write("/", x: 1, y: size.rows - 1, style: Style(.bold))
      let cursor = filterField.render(
        into: &frame, x: 2, y: size.rows - 1,
        width: showHint ? room - DisplayWidth.of(hint) - 1 : room, style: .plain)
      if showHint {
        frame.write(
          hint, x: size.columns - DisplayWidth.of(hint) - 1, y: size.rows - 1,
          style: Style(color: .muted))
      }
      frame.cursor = Point(x: cursor, y: size.rows - 1)
      return
    }
    ScreenChrome.drawFooter(viewModel.footer, into: &frame)
  }

  /// One row: the marker, priority and title highlighted when selected (moving the selection
  /// then rewrites those cells, not two full lines), the tags muted after the title, and the
  /// due date in its column, in the danger colour when overdue (its `!` says so without
  /// colour). Done rows are dimmed throughout; an ancestor shown only for a filter's match
  /// (`isContext`) is dimmed and in the muted colour, the colour tags step back in.
  private func draw(
    _ row: TodoListRowViewModel, y: Int, selected: Bool, in columns: TodoListColumns,
    into frame: inout ScreenBuffer
  ) {
    let plain = Style(
      row.done || row.isContext ? .dim : [], color: row.isContext ? .muted : .normal)
    var style = plain
    if selected { style.attributes.insert(.selected) }
    if selected { frame.write(">", x: 0, y: y, style: Style(.bold)) }
    var marker = style
    if row.done { marker.color = .success }
    frame.write(row.marker, x: 1, y: y, style: marker)
    frame.write(" ", x: 4, y: y, style: style)
    if let priority = columns.priority {
      frame.write(DisplayWidth.pad(row.priority, to: 1) + " ", x: priority, y: y, style: style)
    }
    let titleEnd = frame.write(row.title, x: columns.title, y: y, style: style)
    var match = style
    match.attributes.formUnion([.underline, .bold])
    match.color = .accent
    for matched in row.matches {
      let end = min(matched.upperBound, titleEnd - columns.title)
      guard matched.lowerBound < end else { continue }
      frame.restyle(
        x: columns.title + matched.lowerBound, y: y, width: end - matched.lowerBound, style: match)
    }
    if !row.tags.isEmpty {
      frame.write(row.tags, x: titleEnd + 1, y: y, style: Style(plain.attributes, color: .muted))
    }
    if let due = columns.due, !row.due.isEmpty {
      frame.write(
        row.due, x: due, y: y,
        style: Style(plain.attributes, color: row.isOverdue ? .danger : plain.color))
    }
  }
}

// MARK: - TodoListViewProtocol

extension TodoListView: TodoListViewProtocol {
  /// Keeps the view model for the next draw.
  public func display(_ viewModel: TodoListViewModel) {
    if viewModel.isFiltering, self.viewModel?.isFiltering != true {
      filterField = TextField(text: viewModel.filter, keys: fieldKeys)
    }
    self.viewModel = viewModel
  }
}
