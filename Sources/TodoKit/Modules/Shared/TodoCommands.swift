import Foundation

/// What both modules' interactor outputs hear when a use case fails.
public protocol TodoChangeOutput: AnyObject {
  /// A draft broke a rule and was not saved.
  func didReject(_ rejection: DraftRejection)
  /// The store (or undo) failed; `message` says how.
  func didFail(_ message: String)
  /// A change was undone or redone.
  func didApply(_ step: HistoryStep, _ change: TodoChange)
  /// There was nothing to undo or redo.
  func didFindNothing(to step: HistoryStep)
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

  /// Runs a use case and reports its failure to `output`: a broken rule as a rejection,
  /// anything else as a failure with its message.
  public static func perform(_ body: () throws -> Void, reportingTo output: (any TodoChangeOutput)?)
  {
    do {
      try body()
    } catch let rejection as DraftRejection {
      output?.didReject(rejection)
    } catch {
      output?.didFail("\(error)")
    }
  }

  /// Whether `item` matches a filter: `query` found in its title or content, ignoring case
  /// (both lowercased, the way the SQLite store's `search` column is).
  public static func matches(_ item: TodoItem, _ query: String) -> Bool {
    let needle = query.lowercased()
    return needle.isEmpty || item.title.lowercased().contains(needle)
      || item.content.lowercased().contains(needle)
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
      title: valid.title, content: valid.content, done: false, at: clock.now())
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

  /// Undoes or redoes and tells `output` what happened; true when a change was undone or
  /// redone.
  public func apply(
    _ step: HistoryStep, reportingTo output: (any TodoChangeOutput)?
  ) throws
    -> Bool
  {
    guard let change = try apply(step) else {
      output?.didFindNothing(to: step)
      return false
    }
    output?.didApply(step, change)
    return true
  }

  /// Undoes or redoes the latest change; nil when there is none. Refuses, dropping the
  /// change, when the item is no longer as this app left it.
  public func apply(_ step: HistoryStep) throws -> TodoChange? {
    guard let change = history.take(for: step) else { return nil }
    let current = try store.item(id: change.item.id)
    // What the store must hold now for the step to be safe, and what it will hold after.
    let (expected, target): (TodoItem?, TodoItem?) =
      switch (change, step) {
      case (.added(let item), .undo): (item, nil)
      case (.added(let item), .redo): (nil, item)
      case (.deleted(let item), .undo): (nil, item)
      case (.deleted(let item), .redo): (item, nil)
      case (.edited(let before, let after), .undo), (.toggled(let before, let after), .undo):
        (after, before)
      case (.edited(let before, let after), .redo), (.toggled(let before, let after), .redo):
        (before, after)
      }
    guard current == expected else { throw HistoryError.changedElsewhere(step, change) }
    switch (current, target) {
    case (nil, let target?): try store.restore(target)
    case (_?, let target?): try store.update(target)
    case (let current?, nil): try store.delete(id: current.id)
    case (nil, nil): break
    }
    history.file(change, after: step)
    return change
  }

  private func change(_ id: TodoID, _ edit: (inout TodoItem) -> Void) throws -> TodoItem {
    guard var item = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    edit(&item)
    item.updated = clock.now()
    try store.update(item)
    return item
  }
}
