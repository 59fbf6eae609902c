import Foundation

/// What both modules' interactor outputs hear when a use case fails.
public protocol TodoChangeOutput: AnyObject {
  /// A draft broke a rule and was not saved.
  func didReject(_ rejection: DraftRejection)
  /// The store (or undo) failed; `message` says how.
  func didFail(_ message: String)
  /// The todo `id` was deleted elsewhere before the change could be made.
  func didFindDeleted(_ id: TodoID)
  /// A change was undone or redone.
  func didApply(_ step: HistoryStep, _ change: TodoChange)
  /// There was nothing to undo or redo.
  func didFindNothing(to step: HistoryStep)
  /// An undo or redo was refused: another instance changed what it would put back.
  func didRefuse(_ refusal: HistoryError)
}

/// The business rules for changing todos, shared by both modules' interactors: a draft must
/// have a title, times come from the clock, every change is one store call and is recorded
/// for undo, and undo or redo never overwrites what another instance changed since.
public struct TodoCommands {
  /// The shared store.
  public let store: any TodoStore
  /// Where "now" comes from.
  public let clock: any Clock
  /// Where changes are recorded for undo.
  public let history: ChangeHistory

  /// Rules over `store`, stamped by `clock`, recorded in `history`.
  public init(store: any TodoStore, clock: any Clock, history: ChangeHistory = ChangeHistory()) {
    self.store = store
    self.clock = clock
    self.history = history
  }

  /// Runs a use case and reports its failure to `output`: a broken rule as a rejection, a
  /// todo another instance deleted as such, anything else as a failure with its message.
  public static func perform(_ body: () throws -> Void, reportingTo output: (any TodoChangeOutput)?)
  {
    do {
      try body()
    } catch let rejection as DraftRejection {
      output?.didReject(rejection)
    } catch TodoStoreError.notFound(let id) {
      output?.didFindDeleted(id)
    } catch let refusal as HistoryError {
      output?.didRefuse(refusal)
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Whether `item` matches a filter: `query` found in its title or content as `FilterText`
  /// compares them (the way the SQLite store's `search` column is).
  public static func matches(_ item: TodoItem, _ query: String) -> Bool {
    let needle = FilterText.folded(query)
    return FilterText.contains(FilterText.folded(item.title), needle)
      || FilterText.contains(FilterText.folded(item.content), needle)
  }

  /// The draft with its title trimmed, or the reason it cannot be saved.
  public static func validate(_ draft: TodoDraft) throws(DraftRejection) -> TodoDraft {
    let title = BlankText.trimmed(draft.title)
    guard !title.isEmpty else { throw .emptyTitle }
    return TodoDraft(title: title, content: draft.content)
  }

  /// Adds a new open item from a valid draft.
  public func add(_ draft: TodoDraft) throws -> TodoItem {
    let valid = try Self.validate(draft)
    let item = try store.add(
      title: valid.title, content: valid.content, done: false, at: now())
    history.record(.added(item))
    return item
  }

  /// Changes an item's title and content from a valid draft. With `original` (what the
  /// dialog opened with), only the fields the person changed are written, so a field another
  /// instance changed meanwhile is kept. A draft that changes nothing writes nothing.
  public func update(
    _ id: TodoID, with draft: TodoDraft, over original: TodoDraft? = nil
  )
    throws -> TodoItem
  {
    let valid = try Self.validate(draft)
    guard let current = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    let title = draft.title == original?.title ? current.title : valid.title
    let content = draft.content == original?.content ? current.content : valid.content
    if current.title == title, current.content == content { return current }
    let after = try change(id) {
      $0.title = title
      $0.content = content
    }
    history.record(.edited(before: current, after: after))
    return after
  }

  /// Flips an item between open and done.
  public func toggleDone(_ id: TodoID) throws -> TodoItem {
    guard let before = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    let after = try change(id) { $0.done.toggle() }
    history.record(.toggled(before: before, after: after))
    return after
  }

  /// Deletes an item and returns what it was.
  public func delete(_ id: TodoID) throws -> TodoItem {
    guard let item = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    try store.delete(id: id)
    history.record(.deleted(item))
    return item
  }

  /// Undoes or redoes and tells `output` what happened; returns the change undone or redone.
  @discardableResult
  public func apply(
    _ step: HistoryStep, reportingTo output: (any TodoChangeOutput)?
  ) throws
    -> TodoChange?
  {
    guard let change = try apply(step) else {
      output?.didFindNothing(to: step)
      return nil
    }
    output?.didApply(step, change)
    return change
  }

  /// Undoes or redoes the latest change; nil when there is none. Compares and writes only
  /// the fields the change touched, never the times: it refuses, dropping the change, only
  /// when another instance changed one of those fields (or took the item's id) since.
  public func apply(_ step: HistoryStep) throws -> TodoChange? {
    guard let change = history.take(for: step) else { return nil }
    let current = try store.item(id: change.item.id)
    let fields = change.touched
    let refusal = HistoryError.changedElsewhere(step, change)
    switch (change, step) {
    case (.added(let item), .undo), (.deleted(let item), .redo):
      guard let current, current.same(fields, as: item) else { throw refusal }
      try store.delete(id: current.id)
    case (.added(let item), .redo), (.deleted(let item), .undo):
      guard current == nil else { throw refusal }
      try store.restore(item)
    case (.edited(let before, let after), _), (.toggled(let before, let after), _):
      let (from, to) = step == .undo ? (after, before) : (before, after)
      guard var current, current.same(fields, as: from) else { throw refusal }
      // Untouched since this app's change, the item gets its old time back too; otherwise
      // it changed now.
      current.updated = current.updated == from.updated ? to.updated : now()
      current.take(fields, from: to)
      try store.update(current)
    }
    history.file(change, after: step)
    return change
  }

  /// The clock's time as a todo keeps it, so what a change records is what the store holds.
  private func now() -> Date {
    TodoItem.time(clock.now())
  }

  private func change(_ id: TodoID, _ edit: (inout TodoItem) -> Void) throws -> TodoItem {
    guard var item = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    edit(&item)
    item.updated = now()
    try store.update(item)
    return item
  }
}
