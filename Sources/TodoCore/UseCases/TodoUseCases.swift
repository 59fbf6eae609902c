import Foundation

/// The business rules for changing todos, shared by both modules' interactors and the command
/// line: a form must be valid, times come from the clock, every use case reads, decides and
/// writes inside one store transaction and is recorded for undo as one change, and undo or
/// redo never overwrites what another instance changed since.
public struct TodoUseCases {
  /// The shared store.
  public let store: any TodoStore
  /// Where "now" comes from.
  public let clock: any Clock
  /// The zone "today" is in when a due date is typed in words (`tomorrow`, `fri`).
  public let timeZone: TimeZone
  /// Where changes are recorded for undo.
  public let history: ChangeHistory
  /// The order and done-items choice of a store that has kept none (the configuration's).
  public let startingView: ViewSettings

  /// Rules over `store`, stamped by `clock`, with due dates read in `timeZone` (UTC unless
  /// given: the composition root gives the local zone), recorded in `history`; a store that
  /// kept no view starts with `startingView`.
  public init(
    store: any TodoStore, clock: any Clock, timeZone: TimeZone = TodoUseCases.utc,
    history: ChangeHistory = ChangeHistory(), startingView: ViewSettings = ViewSettings()
  ) {
    self.store = store
    self.clock = clock
    self.timeZone = timeZone
    self.history = history
    self.startingView = startingView
  }

  /// Coordinated Universal Time, the zone of tests and replays.
  public static let utc = TimeZone(identifier: "UTC") ?? TimeZone.current

  /// Runs a use case and reports its failure to `output`: a broken rule as a rejection, a
  /// todo another instance deleted as such, anything else as a failure with its message.
  public static func perform(_ body: () throws -> Void, reportingTo output: (any TodoChangeOutput)?)
  {
    do {
      try body()
    } catch let rejection as FormRejection {
      output?.didReject(rejection)
    } catch TodoStoreError.notFound(let id) {
      output?.didFindDeleted(id)
    } catch let refusal as HistoryError {
      output?.didRefuse(refusal)
    } catch {
      output?.didFail("\(error)")
    }
  }

  // MARK: - Reading

  /// The items `query` selects, in its order (`todo list`, `todo export`).
  public func items(_ query: TodoQuery = TodoQuery()) throws -> [TodoItem] {
    try store.items(query)
  }

  /// The filter `text` says, typed now: relative dates and `due:overdue` count from this
  /// moment, read without moving a stepping clock on (filtering is not a change).
  public func filter(_ text: String) -> TodoFilter {
    TodoFilter(parsing: text, at: WallClockMoment(clock.peek(), in: timeZone))
  }

  // MARK: - Changing

  /// Adds a new open item from a valid form, under `parent` when one is given (a subtask:
  /// `A`, `todo add --parent`; a folded parent is unfolded), in the list named `list` (made
  /// when no list has that name; empty: the default list; a subtask is in its parent's); a
  /// due date in words is read as of now.
  public func add(
    _ form: TodoForm, under parent: TodoID? = nil, inList list: String = ""
  ) throws -> TodoItem {
    // The clock is read once: for the due date when one is typed in words (before the rest
    // of the form is checked), else only once the form is valid, so a form refused for its
    // title moves no replay clock.
    var reading: Date?
    let moment = {
      let date = reading ?? now()
      reading = date
      return date
    }
    var fields = try form.validated(dueDates: dueDates(at: moment()))
    fields.parent = try uid(of: parent)
    fields.list = list
    let date = moment()
    // A new todo goes to the end of the manual order; so does an add redone.
    let item = try store.write { transaction in
      if let link = fields.parent { try transaction.checkParent(link, of: nil) }
      // A folded parent is unfolded, so the new subtask shows (a fold is kept, not undone).
      if let parent { try transaction.setFolded(parent, false) }
      return try transaction.insert(fields, created: date, updated: date)
    }
    history.record(.added(item))
    return item
  }

  /// Adds every one of `todos` in one transaction (all or none), each with the times it
  /// carries, else the clock's; one change, undone in one step. Returns how many were added.
  /// A todo whose calendar UID a todo of the store (or an earlier one of the file) already has
  /// is skipped: an import only adds, it never overwrites a todo (bringing changes across
  /// is what sync does, field by field). `progress` hears how many of `todos` were written, a
  /// step at a time (a long import draws a progress line). Subtasks linked by ids of the
  /// file's own (`ImportedTodo.parentEntry`) are linked by UID first (`linkedByUID`). With
  /// `list`, every todo goes to that list (`todo import --list`), whatever list the file
  /// names; else each to the list it names, or the default list.
  @discardableResult
  public func add(
    imported todos: [ImportedTodo], intoList list: String? = nil,
    progress: ((WorkProgress) -> Void)? = nil
  ) throws -> Int {
    let date = now()
    let items = try store.write { transaction in
      let todos = Self.linkedByUID(todos) { transaction.freshUID() }
      var seen: Set<String> = []
      var added: [TodoItem] = []
      let steps = ProgressSteps(total: todos.count, report: progress)
      for (index, todo) in todos.enumerated() {
        steps.reach(index)
        let uid = todo.calendar?.uid ?? ""
        if !uid.isEmpty {
          guard seen.insert(uid).inserted, try transaction.item(uid: uid) == nil else { continue }
        }
        let stamps = todo.stamps(importedAt: date)
        var fields = todo.fields
        if let list { fields.list = list }
        added.append(
          try transaction.insert(
            fields, created: stamps.created, updated: stamps.updated,
            calendar: todo.calendar ?? CalendarRecord()))
      }
      steps.finish()
      return added
    }
    if !items.isEmpty { history.record(TodoChange(.import, items.map(ItemChange.added))) }
    return items.count
  }

  /// `todos` with each link to another todo of the file (`parentEntry`) made a link by UID:
  /// a todo named so gets a UID from `uids` when it has none, before any todo is added, so a
  /// subtask the file puts before its parent waits at the top level only until the parent is
  /// added (the store places it then). A link to itself or to no todo of the file is dropped.
  static func linkedByUID(
    _ todos: [ImportedTodo], uids: () -> String
  ) -> [ImportedTodo] {
    guard todos.contains(where: { $0.parentEntry != nil }) else { return todos }
    var todos = todos
    for index in todos.indices {
      guard let parent = todos[index].parentEntry else { continue }
      todos[index].parentEntry = nil
      guard parent != index, todos.indices.contains(parent) else { continue }
      var record = todos[parent].calendar ?? CalendarRecord()
      if record.uid.isEmpty {
        record.uid = uids()
        todos[parent].calendar = record
      }
      todos[index].fields.parent = record.uid
    }
    return todos
  }

  /// Saves an edit: the entries of `form` the person changed from `original` (what the dialog
  /// opened with; nil: every entry) are written over the item as it is now, so a field
  /// another instance changed meanwhile is kept. A form that changes nothing writes nothing.
  public func update(
    _ id: TodoID, with form: TodoForm, over original: TodoForm? = nil
  ) throws
    -> TodoItem
  {
    try update(id, applying: try form.patch(over: original, dueDates: dueDates(at: clock.now())))
  }

  /// Saves an edit of only `fields`, read from their text in `form`, adds and removes tags
  /// one by one, puts the todo at `place` in the tree and moves it to the list `list` when
  /// they are given (`todo edit`), all in one change; every other field is left as it is
  /// now. A place the tree's rule refuses (`TodoReading.checkParent`) refuses the whole
  /// change.
  public func update(
    _ id: TodoID, setting fields: Set<TodoField>, from form: TodoForm,
    addingTags added: TagSet = .empty, removingTags removed: TagSet = .empty,
    placing place: TreePlace? = nil, inList list: String? = nil
  ) throws -> TodoItem {
    var patch = try form.patch(setting: fields, dueDates: dueDates(at: clock.now()))
      .tagging(adding: added, removing: removed)
    if let place { patch = patch.placing(under: try uid(of: place.parent)) }
    if let list { patch = patch.moving(toList: list) }
    return try update(id, applying: patch)
  }

  /// Applies `patch` to the item as it is now.
  public func update(_ id: TodoID, applying patch: TodoPatch) throws -> TodoItem {
    try update([(id, patch)])[0]
  }

  /// Applies each patch to its item as it is now, all in one transaction and one change
  /// (undone in one step); an item missing makes the whole change fail. Returns the items
  /// as they are after it, in the order given.
  public func update(_ patches: [(id: TodoID, patch: TodoPatch)]) throws -> [TodoItem] {
    try change(.edit, patches.map(\.id)) { fields, index in
      fields = patches[index].patch.applied(to: fields)
      // The form checks the fields it read; one changed alone (`todo edit --recur 1w`,
      // `--no-due`) is checked here against the todo as it is now.
      fields = try fields.formChecked()
    }
  }

  /// Raises an item's priority one class (none → L → M → H), as `+` does.
  public func raisePriority(_ id: TodoID) throws -> TodoItem {
    try step(.raise, priorityOf: id).item
  }

  /// Lowers an item's priority one class (H → M → L → none), as `-` does.
  public func lowerPriority(_ id: TodoID) throws -> TodoItem {
    try step(.lower, priorityOf: id).item
  }

  /// Moves an item's priority one class (`+`, `-`) as it is now; returns the item after and
  /// the priority it had before. At that end already, the two are the same and nothing is
  /// written or recorded, so a screen can say so.
  public func step(
    _ step: PriorityStep, priorityOf id: TodoID
  ) throws -> (item: TodoItem, previous: Priority) {
    var previous = Priority.none
    let item = try change(.edit, [id]) { fields, _ in
      previous = fields.priority
      fields.priority = step.applied(to: fields.priority)
    }[0]
    return (item, previous)
  }

  /// Saves `notes` as an item's content (the notes edited in `$EDITOR`, `E`), over the item
  /// as it is now; every other field is left as it is. One change, undone in one step.
  public func saveNotes(_ notes: String, of id: TodoID) throws -> TodoItem {
    try update(id, applying: TodoPatch([.content], from: TodoFields(content: notes)))
  }

  /// Reads the items `ids`, lets `edit` change the fields of each (given its position in
  /// `ids`), and writes those that changed, stamped now, in one transaction; records them as
  /// one change of `kind`. Returns every item as it is after.
  private func change(
    _ kind: TodoChange.Kind, _ ids: [TodoID], _ edit: (inout TodoFields, Int) throws -> Void
  ) throws -> [TodoItem] {
    var changes: [ItemChange] = []
    let items = try store.write { transaction in
      var stamp: Date?
      return try ids.enumerated().map { index, id in
        guard let before = try transaction.item(id: id) else { throw TodoStoreError.notFound(id) }
        return try write(before, in: transaction, stamp: &stamp, into: &changes) {
          try edit(&$0, index)
        }
      }
    }
    if !changes.isEmpty { history.record(TodoChange(kind, changes)) }
    return items
  }

  /// Lets `edit` change the fields of `before` (read in `transaction`) and, when they
  /// changed, writes it there, stamped `stamp` (the clock's time, read for the first todo a
  /// change writes, so every todo of one change has the same), and appends its before and
  /// after to `changes`. Returns the todo as it is after. A new parent is checked against the
  /// tree as it is in `transaction` (SPEC §16: never itself nor one of its subtasks); a
  /// subtask moved to another list comes out of its parent, its own subtasks with it.
  func write(
    _ before: TodoItem, in transaction: any TodoWriting, stamp: inout Date?,
    into changes: inout [ItemChange], _ edit: (inout TodoFields) throws -> Void
  ) throws -> TodoItem {
    var after = before
    try edit(&after.fields)
    guard after.fields != before.fields else { return before }
    if after.list != before.list, after.parent != nil, after.parent == before.parent {
      // A subtask is always in its parent's list (SPEC §17): moved alone, it leaves it.
      after.fields.parent = nil
    }
    if let parent = after.parent, parent != before.parent {
      try transaction.checkParent(parent, of: before.id)
    }
    let date = stamp ?? now()
    stamp = date
    after.updated = date
    after = try transaction.update(after)
    changes.append(.changed(before: before, after: after))
    return after
  }

  /// The clock's time as a todo keeps it, so what a change records is what the store holds.
  func now() -> Date {
    TodoItem.time(clock.now())
  }

  /// The parser of due dates typed at `date`, in this zone.
  private func dueDates(at date: @autoclosure () -> Date) -> DueDateParser {
    DueDateParser(now: date(), timeZone: timeZone)
  }
}
