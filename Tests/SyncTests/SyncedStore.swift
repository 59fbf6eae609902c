import Foundation
import TodoCore
import TodoStorage
import TodoSync

/// This device's side of a sync test: a real store in a temporary file, changed the way the
/// app changes it (one transaction each; the store's triggers mark what sync must send), and
/// synced with a task list by the real engine.
final class SyncedStore {
  /// The store's file.
  let path: String
  /// The store.
  let store: SQLiteTodoStore
  /// The folder holding it, removed when this goes away.
  private let folder: URL

  /// A new, empty store giving new todos UIDs from `uids`.
  init(uids: any UIDSource = RandomUIDSource()) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-synced-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("todo.sqlite").path
    store = try SQLiteTodoStore(path: path, uids: uids)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// One sync with `list` through `client`.
  @discardableResult
  func sync(_ client: CalDAVClient, _ list: URL) async throws -> SyncSummary {
    try await SyncEngine(client: client, store: store, collection: list).run()
  }

  /// Adds a todo; returns its UID.
  @discardableResult
  func add(_ title: String, priority: Priority = .none, tags: TagSet = .empty) throws -> String {
    let now = Date()
    return try store.write {
      try $0.insert(
        TodoFields(title: title, priority: priority, tags: tags), created: now, updated: now)
    }.calendar.uid
  }

  /// Adds `count` todos in one transaction.
  func add(count: Int, titled title: (Int) -> String) throws {
    let now = Date()
    try store.write { todos in
      for index in 0..<count {
        _ = try todos.insert(TodoFields(title: title(index)), created: now, updated: now)
      }
    }
  }

  /// Changes the todo with `uid` by `change`.
  func edit(_ uid: String, _ change: (inout TodoFields) -> Void) throws {
    try store.write { todos in
      guard var item = try todos.item(uid: uid) else { throw SyncedStoreError.noTodo(uid) }
      change(&item.fields)
      item.updated = Date()
      try todos.update(item)
    }
  }

  /// Deletes the todo with `uid`.
  func delete(_ uid: String) throws {
    try store.write { todos in
      guard let item = try todos.item(uid: uid) else { throw SyncedStoreError.noTodo(uid) }
      try todos.delete(id: item.id)
    }
  }

  /// Every todo.
  func items() throws -> [TodoItem] { try store.items() }

  /// Every todo by UID, as the phone would show it.
  func view() throws -> [String: TodoView] {
    Dictionary(uniqueKeysWithValues: try items().map { ($0.calendar.uid, TodoView($0)) })
  }
}

/// A test asked for a todo the store does not have.
enum SyncedStoreError: Error {
  /// No todo has this UID.
  case noTodo(String)
}
