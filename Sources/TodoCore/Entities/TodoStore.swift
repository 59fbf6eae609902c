import Foundation

/// One line of the list's index: enough to count, scroll and select without loading the
/// item, so the list's cost per key does not grow with the number of todos.
public struct TodoListEntry: Equatable, Hashable, Sendable {
  /// The item's id.
  public var id: TodoID
  /// Whether it is done.
  public var done: Bool

  /// Makes an entry.
  public init(id: TodoID, done: Bool) {
    self.id = id
    self.done = done
  }

  /// The entry of `item`.
  public init(_ item: TodoItem) {
    self.init(id: item.id, done: item.done)
  }
}

/// Where todos live. One instance is created at start-up and handed to every interactor;
/// each call is one durable change, so two instances on one store never overwrite each
/// other's items.
public protocol TodoStore: AnyObject {
  /// Every item, oldest first.
  func allItems() throws -> [TodoItem]
  /// The index of every item (query empty) or of those whose title or content contains
  /// `query`, ignoring case; oldest first.
  func index(matching query: String) throws -> [TodoListEntry]
  /// The items with these ids that still exist, oldest first.
  func items(ids: [TodoID]) throws -> [TodoItem]
  /// How many items there are.
  func count() throws -> Int
  /// One item, or nil when it does not exist (any more).
  func item(id: TodoID) throws -> TodoItem?
  /// Adds a new item and returns it with the id the store gave it.
  func add(title: String, content: String, done: Bool, at date: Date) throws -> TodoItem
  /// Writes one item's fields back; throws `TodoStoreError.notFound` when it is gone.
  func update(_ item: TodoItem) throws
  /// Removes one item; throws `TodoStoreError.notFound` when it is gone.
  func delete(id: TodoID) throws
  /// Adds every one of `todos` in one transaction (all or none) and returns how many.
  func add(contentsOf todos: [ImportedTodo], at date: Date) throws -> Int
  /// Puts back a deleted item with its old id (for undo).
  func restore(_ item: TodoItem) throws
  /// A number that changes whenever another connection or process changes the store (and
  /// not for this instance's own changes): polled to show other instances' changes.
  func outsideChangeToken() throws -> Int64
}

/// Failures every store reports the same way.
public enum TodoStoreError: Error, Equatable, CustomStringConvertible {
  /// No item has this id (another instance may have deleted it).
  case notFound(TodoID)

  /// A sentence for the status line.
  public var description: String {
    switch self {
    case .notFound(let id): "todo \(id) no longer exists"
    }
  }
}

/// A source of the current time, injected so tests and replays are deterministic.
public protocol Clock: AnyObject {
  /// The current moment.
  func now() -> Date
}

/// The wall clock.
public final class SystemClock: Clock {
  /// Makes the wall clock.
  public init() {}
  /// The current moment.
  public func now() -> Date { Date() }
}

/// A clock that starts at a fixed moment and moves on by a fixed step each time it is read.
public final class SteppingClock: Clock {
  private var next: Date
  private let step: TimeInterval

  /// Starts at `start`, moving on by `step` seconds per reading.
  public init(start: Date, step: TimeInterval = 60) {
    self.next = start
    self.step = step
  }

  /// The replay clock: 2026-01-05 09:00 UTC, one minute per reading.
  public static func replay() -> SteppingClock {
    SteppingClock(start: Date(timeIntervalSince1970: 1_767_603_600))
  }

  /// The current moment, then one step on.
  public func now() -> Date {
    defer { next += step }
    return next
  }
}
