import Foundation
import Synchronization
import TestSupport
import Testing
import TodoCore
import TodoSync

/// A long first sync counts its todos (SPEC §13): the engine tells how many it sent (one by
/// one) or fetched (a request's worth at a time) of how many, and the app's sync program passes
/// the counts on, a request's worth at a time, as `syncing DONE TOTAL` status lines (the
/// header's `syncing… 100/150`).
@Suite struct SyncProgressTests {
  /// What the engine reported, from its task.
  final class Reports: Sendable {
    private let reports = Mutex<[WorkProgress]>([])
    func append(_ progress: WorkProgress) { reports.withLock { $0.append(progress) } }
    var all: [WorkProgress] { reports.withLock { $0 } }
  }

  /// 150 todos: two requests' worth of fetching, and more than the 100 below which the app
  /// is told no counts (fewer would keep a slow server's test short but prove less).
  private static let total = 150
  private static let counts = [0, 100, 150].map { WorkProgress(done: $0, total: total) }

  @Test(arguments: CalDAVServerKind.allCases)
  func aFirstSyncCountsWhatItSendsAndAnotherStoreCountsWhatItFetches(
    kind: CalDAVServerKind
  ) async throws {
    try await withTaskList(on: kind) { client, list, _ in
      let here = try SyncedStore()
      try here.add(count: Self.total) { "Todo \($0 + 1)" }
      let sent = Reports()
      let first = try await SyncEngine(
        client: client, store: here.store, collection: list, progress: { sent.append($0) }
      ).run()
      #expect(first.sentNew == Self.total)
      // A request per todo sent: counted one by one.
      #expect(sent.all == (0...Self.total).map { WorkProgress(done: $0, total: Self.total) })

      let there = try SyncedStore()
      let fetched = Reports()
      let second = try await SyncEngine(
        client: client, store: there.store, collection: list, progress: { fetched.append($0) }
      ).run()
      #expect(second.fetchedNew == Self.total)
      #expect(fetched.all == Self.counts)
      #expect(try there.items().count == Self.total)
    }
  }

  @Test func theAppsSyncProgramSaysTheCountsOnItsStatusLines() async throws {
    try await withTaskList(on: .radicale) { _, list, server in
      let here = try SyncedStore()
      try here.add(count: Self.total) { "Todo \($0 + 1)" }
      let binary = try SyncBinary(
        store: here.path, list: list, username: server.username, password: server.password,
        source: .environment)
      let lines = try await binary.watchFirstSync()
      #expect(lines.first == "syncing")
      #expect(
        lines.filter { $0.hasPrefix("syncing ") }
          == ["syncing 0 150", "syncing 100 150", "syncing 150 150"])
      #expect(lines.last?.hasPrefix("synced ") == true, "\(lines)")
      let states = lines.compactMap { SyncStatusLine.parse($0)?.0 }
      #expect(states.count == lines.count)
      #expect(states.contains(.syncing(WorkProgress(done: 100, total: Self.total))))
    }
  }
}
