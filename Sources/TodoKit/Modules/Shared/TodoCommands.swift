import Foundation

/// The business rules for changing todos, shared by both modules' interactors: a draft must
/// have a title, times come from the clock, and every change is one store call.
public struct TodoCommands {
  /// The shared store.
  public let store: any TodoStore
  /// Where "now" comes from.
  public let clock: any Clock

  /// Rules over `store`, stamped by `clock`.
  public init(store: any TodoStore, clock: any Clock) {
    self.store = store
    self.clock = clock
  }

  /// The draft with its title trimmed, or the reason it cannot be saved.
  public static func validate(_ draft: TodoDraft) throws(DraftRejection) -> TodoDraft {
    let title = draft.title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else { throw .emptyTitle }
    return TodoDraft(title: title, content: draft.content)
  }

  /// Adds a new open item from a valid draft.
  public func add(_ draft: TodoDraft) throws -> TodoItem {
    let valid = try Self.validate(draft)
    return try store.add(title: valid.title, content: valid.content, done: false, at: clock.now())
  }

  /// Replaces an item's title and content from a valid draft. A draft that changes nothing
  /// writes nothing and returns the item as it is.
  public func update(_ id: TodoID, with draft: TodoDraft) throws -> TodoItem {
    let valid = try Self.validate(draft)
    guard let current = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    if current.title == valid.title, current.content == valid.content { return current }
    return try change(id) {
      $0.title = valid.title
      $0.content = valid.content
    }
  }

  /// Flips an item between open and done.
  public func toggleDone(_ id: TodoID) throws -> TodoItem {
    try change(id) { $0.done.toggle() }
  }

  /// Deletes an item and returns what it was.
  public func delete(_ id: TodoID) throws -> TodoItem {
    guard let item = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    try store.delete(id: id)
    return item
  }

  private func change(_ id: TodoID, _ edit: (inout TodoItem) -> Void) throws -> TodoItem {
    guard var item = try store.item(id: id) else { throw TodoStoreError.notFound(id) }
    edit(&item)
    item.updated = clock.now()
    try store.update(item)
    return item
  }
}
