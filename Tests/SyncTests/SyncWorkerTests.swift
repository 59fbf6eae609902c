import Foundation
import TestSupport
import Testing
import TodoCore
import TodoStorage
import TodoSync

/// The app's background sync (`SyncWorker`): its status says why it cannot sync, it syncs at
/// start, and a change made here by another connection (the app) reaches the server within
/// seconds, without waiting for the interval.
@Suite struct SyncWorkerTests {
  /// Waits until `worker`'s status satisfies `condition`, looking every 50 ms at most 6,000
  /// times (five minutes on a quiet machine); the last status. Counted in looks, not time:
  /// under the whole suite both threads of the pool can be busy for minutes, and a deadline
  /// would pass before the worker had a turn.
  private func waitFor(
    _ worker: SyncWorker, _ condition: (SyncStatus.State) -> Bool
  ) async throws -> SyncStatus.State {
    for _ in 0..<6000 {
      if condition(worker.status.state) { break }
      try await Task.sleep(for: .milliseconds(50))
    }
    return worker.status.state
  }

  @Test func aServerThatCannotBeReachedShowsAsOffline() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-worker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("todo.sqlite").path
    let refusing = try LoopbackPort.refusing()
    let worker = SyncWorker()
    #expect(worker.status.state == .waiting)
    worker.start(
      collection: try LoopbackPort.url(
        scheme: "http", port: refusing.port, path: "/alice/tasks/"),
      credentials: CalDAVCredentials(username: "alice", password: "pw"), interval: .seconds(60),
      makeStore: { try SQLiteTodoStore(path: path) })
    defer { worker.stop() }
    let state = try await waitFor(worker) { if case .failed = $0 { true } else { false } }
    #expect(state == .failed("offline"))
    withExtendedLifetime(refusing) {}
  }

  /// SPEC §15: the app's background sync meets a list emptied on the server: the
  /// header says so, every todo stays, and it keeps waiting (each try stops again).
  @Test func aListEmptiedOnTheServerShowsAndDeletesNothing() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let store = try SyncedStore()
      try store.add(count: 3) { "Here \($0)" }
      try await store.sync(client, list)
      let phone = try PhoneSession(server: server, list: list)
      try await phone.run([.deleteList])
      try await client.makeTaskList(at: list, displayName: "Tasks")

      let worker = SyncWorker()
      worker.start(
        collection: list, credentials: server.credentials, interval: .seconds(600),
        makeStore: { [path = store.path] in try SQLiteTodoStore(path: path) })
      defer { worker.stop() }
      let state = try await waitFor(worker) { if case .failed = $0 { true } else { false } }
      #expect(state == .failed("list emptied on server, see todo sync"))
      #expect(try store.items().count == 3)
    }
  }

  @Test func aChangeHereReachesTheServerWithinSecondsOfBeingMade() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("todo-worker-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let path = folder.appendingPathComponent("todo.sqlite").path
      let app = try SQLiteTodoStore(path: path)
      let worker = SyncWorker()
      worker.start(
        collection: list, credentials: server.credentials, interval: .seconds(600),
        makeStore: { try SQLiteTodoStore(path: path) })
      defer { worker.stop() }
      let first = try await waitFor(worker) { if case .synced = $0 { true } else { false } }
      guard case .synced = first else {
        Issue.record("never synced: \(first)")
        return
      }
      // The app adds a todo; the interval is ten minutes, yet the server has it in seconds
      // (the bound allows for a busy machine, and stays far below the interval).
      _ = try TodoUseCases(store: app, clock: SystemClock()).add(TodoForm(title: "Call mum"))
      var listed: [ItemVersion] = []
      // Looks every 200 ms, at most 900 times (three minutes on a quiet machine, counted in
      // looks as above).
      for _ in 0..<900 where listed.isEmpty {
        try await Task.sleep(for: .milliseconds(200))
        listed = try await client.listTodos(in: list)
      }
      #expect(listed.count == 1)
      let fetched = try await client.fetch(listed.map(\.href), from: list)
      #expect(fetched.objects.first?.body.contains("SUMMARY:Call mum") == true)
    }
  }
}
