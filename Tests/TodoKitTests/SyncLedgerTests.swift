import Foundation
import GRDB
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// The store's sync state (migration "v9: sync state", `SyncTable`): every change, by any use
/// case, undo included, marks a todo changed here; a synced todo deleted here leaves a
/// tombstone until the server deletes it, and undo takes it back; a change made while a sync
/// was on its way stays unsynced; the changed todos are found through an index.
@Suite struct SyncLedgerTests {
  private let store: SQLiteTodoStore
  private let cases: TodoUseCases
  private static let href = "/alice/tasks/a.ics"

  init() throws {
    store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "uid"))
    cases = TodoUseCases(store: store, clock: Fixture.clock())
  }

  /// The ids of the todos changed here, as a sync pages through them.
  private func unsynced() throws -> [TodoID] {
    try store.syncWrite { _, ledger in try ledger.unsynced(after: 0, limit: 100).map(\.item.id) }
  }

  /// Marks todo `id` synced at its revision now, at `href`.
  private func sync(_ id: TodoID, href: String = href, etag: String = "\"1\"") throws {
    try store.syncWrite { _, ledger in
      guard let local = try ledger.local(id: id) else { throw TodoStoreError.notFound(id) }
      try ledger.markSynced(
        id, uid: local.item.calendar.uid,
        record: SyncRecord(href: href, etag: etag, base: "BASE"), revision: local.revision)
    }
  }

  @Test func aNewTodoIsUnsyncedUntilMarkedAndEveryKindOfChangeMarksItAgain() throws {
    let todo = try cases.add(TodoForm(title: "a", tags: "x"))
    #expect(try unsynced() == [todo.id])
    #expect(try store.hasLocalSyncChanges())
    try sync(todo.id)
    #expect(try unsynced() == [])
    #expect(try !store.hasLocalSyncChanges())

    let changes: [(String, () throws -> Void)] = [
      ("title", { _ = try self.cases.update(todo.id, with: TodoForm(title: "b", tags: "x")) }),
      ("done", { _ = try self.cases.toggleDone(todo.id) }),
      ("priority", { _ = try self.cases.raisePriority(todo.id) }),
      ("notes", { _ = try self.cases.saveNotes("n", of: todo.id) }),
      ("tags", { _ = try TagUseCases(self.cases).renameTag("x", to: "y") }),
      ("undo", { _ = try self.cases.apply(.undo) }),
    ]
    for (name, change) in changes {
      try change()
      #expect(try unsynced() == [todo.id], "\(name)")
      try sync(todo.id)
      #expect(try unsynced() == [], "\(name)")
    }
  }

  @Test func theUnsyncedCountIsHowManyTodosAPushWillSend() throws {
    let todos = try (1...3).map { try cases.add(TodoForm(title: "todo \($0)")) }
    let count = { try self.store.syncWrite { _, ledger in try ledger.unsyncedCount() } }
    #expect(try count() == 3)
    try sync(todos[0].id, href: "/alice/tasks/1.ics")
    #expect(try count() == 2)
    _ = try cases.update(todos[0].id, with: TodoForm(title: "changed"))
    #expect(try count() == 3)
  }

  @Test func aMoveInTheManualOrderIsNoChangeToSync() throws {
    let first = try cases.add(TodoForm(title: "a"))
    let second = try cases.add(TodoForm(title: "b"))
    try sync(first.id, href: "/a")
    try sync(second.id, href: "/b")
    _ = try cases.move(
      second.id, .up, past: first.id, in: ViewSettings(sort: .manual, hidesDone: false))
    #expect(try unsynced() == [])
  }

  @Test func aChangeMadeWhileASyncWasOnItsWayStaysUnsynced() throws {
    let todo = try cases.add(TodoForm(title: "a"))
    let read = try store.syncWrite { _, ledger in try ledger.unsynced(after: 0, limit: 10) }[0]
    _ = try cases.update(todo.id, with: TodoForm(title: "changed meanwhile"))
    try store.syncWrite { _, ledger in
      try ledger.markSynced(
        todo.id, uid: todo.calendar.uid,
        record: SyncRecord(href: Self.href, etag: "\"1\"", base: "BASE"), revision: read.revision)
    }
    #expect(try unsynced() == [todo.id])
    #expect(
      try store.syncWrite { _, ledger in try ledger.local(id: todo.id)?.record?.etag } == "\"1\"")
  }

  @Test func deletingASyncedTodoLeavesATombstoneThatUndoTakesBack() throws {
    let todo = try cases.add(TodoForm(title: "a"))
    let never = try cases.add(TodoForm(title: "never synced"))
    try sync(todo.id)
    _ = try cases.delete(never.id)
    #expect(try store.syncWrite { _, ledger in try ledger.tombstones() } == [])
    _ = try cases.delete(todo.id)
    let tombstone = SyncTombstone(
      uid: todo.calendar.uid, record: SyncRecord(href: Self.href, etag: "\"1\"", base: "BASE"))
    #expect(try store.syncWrite { _, ledger in try ledger.tombstones() } == [tombstone])
    #expect(try store.hasLocalSyncChanges())
    #expect(try store.syncWrite { _, ledger in try ledger.tombstone(href: Self.href) } == tombstone)

    _ = try cases.apply(.undo)
    let back = try store.syncWrite { _, ledger in try ledger.local(href: Self.href) }
    #expect(back?.item.id == todo.id)
    #expect(back?.record == tombstone.record)
    #expect(try store.syncWrite { _, ledger in try ledger.tombstones() } == [])
  }

  @Test func aTodoDeletedByTheServerLeavesNoTombstone() throws {
    let todo = try cases.add(TodoForm(title: "a"))
    try sync(todo.id)
    try store.syncWrite { _, ledger in try ledger.deleteSynced(todo.id) }
    #expect(try store.items() == [])
    #expect(try store.syncWrite { _, ledger in try ledger.tombstones() } == [])
    #expect(try !store.hasLocalSyncChanges())
  }

  @Test func markingATodoDeletedMeanwhileSyncedLeavesATombstone() throws {
    let todo = try cases.add(TodoForm(title: "a"))
    let read = try store.syncWrite { _, ledger in try ledger.unsynced(after: 0, limit: 10) }[0]
    _ = try cases.delete(todo.id)
    let record = SyncRecord(href: Self.href, etag: "\"1\"", base: "BASE")
    try store.syncWrite { _, ledger in
      try ledger.markSynced(
        todo.id, uid: todo.calendar.uid, record: record, revision: read.revision)
    }
    #expect(
      try store.syncWrite { _, ledger in try ledger.tombstones() }
        == [SyncTombstone(uid: todo.calendar.uid, record: record)])
  }

  @Test func anotherCollectionStartsTheStateAfresh() throws {
    let todo = try cases.add(TodoForm(title: "a"))
    try sync(todo.id)
    try store.syncWrite { _, ledger in
      try ledger.reset(collection: "https://one.example/tasks/")
      try ledger.saveSyncToken("token-1")
    }
    try sync(todo.id)
    #expect(try store.syncWrite { _, ledger in try ledger.syncToken() } == "token-1")
    try store.syncWrite { _, ledger in try ledger.reset(collection: "https://two.example/tasks/") }
    #expect(
      try store.syncWrite { _, ledger in try ledger.collection() } == "https://two.example/tasks/")
    #expect(try store.syncWrite { _, ledger in try ledger.syncToken() } == nil)
    #expect(try store.syncWrite { _, ledger in try ledger.recordedHrefs() } == [])
    #expect(try unsynced() == [todo.id])
  }

  @Test func theChangedTodosArePagedInIdOrderThroughTheirIndex() throws {
    let ids = try (0..<5).map { try cases.add(TodoForm(title: "t\($0)")).id }
    try sync(ids[1], href: "/1")
    let pages = try store.syncWrite { _, ledger in
      [try ledger.unsynced(after: 0, limit: 2), try ledger.unsynced(after: ids[2], limit: 2)]
    }
    #expect(pages.map { $0.map(\.item.id) } == [[ids[0], ids[2]], [ids[3], ids[4]]])
    let plan = try store.queryPlan(
      "SELECT id FROM todo WHERE synced_revision IS NOT revision AND id > ? ORDER BY id LIMIT ?")
    #expect(plan.contains("todo_unsynced"), "\(plan)")
  }

  @Test func syncReadsTheLedgerWithoutTheWriteLockAndFromAStoreOpenedToRead() throws {
    let scratch = ScratchFolder("sync-read")
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let path = scratch.url.appendingPathComponent("todo.sqlite").path
    let store = try SQLiteTodoStore(path: path)
    let todo = try TodoUseCases(store: store, clock: Fixture.clock()).add(TodoForm(title: "a"))
    // Another program holds the write lock: what sync only reads does not wait for it.
    let other = try DatabaseQueue(path: path)
    var (unsynced, changed) = (0, false)
    try other.inTransaction(.immediate) { _ in
      unsynced = try store.syncRead { _, ledger in try ledger.unsyncedCount() }
      changed = try store.hasLocalSyncChanges()
      return .rollback
    }
    #expect(unsynced == 1)
    #expect(changed)
    try other.close()
    let reader = try SQLiteTodoStore(path: path, access: .read)
    #expect(try reader.syncRead { _, ledger in try ledger.local(id: todo.id)?.changedHere } == true)
    #expect(throws: StoreError.self) {
      try reader.syncWrite { _, ledger in try ledger.saveSyncToken("t") }
    }
  }
}
