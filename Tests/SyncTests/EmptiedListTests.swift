import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §15: a task list that no longer holds any todo synced with it (deleted
/// and made again on a phone, a server reset, an empty answer) never makes one sync delete the
/// whole store. The sync deletes nothing and stops with `SyncError.listEmptied`; the person then
/// chooses to send the todos again or to accept the deletions.
@Suite struct EmptiedListTests {
  /// The list deleted and made again empty (on each server): the sync stops, every todo stays,
  /// and so it does at the next sync; `.sendAll` then puts every todo back on the list once.
  @Test(arguments: CalDAVServerKind.allCases)
  func aListMadeAgainEmptyDeletesNothingAndSendAllRefillsIt(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try store.add(count: 3) { "Here \($0)" }
      try await phone.run([.add(uid: "p-1", summary: "From the phone")])
      try await store.sync(client, list)
      #expect(try await expectSameOnBothSides(store, phone).count == 4)

      try await phone.run([.deleteList])
      try await client.makeTaskList(at: list, displayName: "Tasks")
      for _ in 1...2 {
        let error = await #expect(throws: SyncError.listEmptied(list.absoluteString, synced: 4)) {
          try await store.sync(client, list)
        }
        #expect(error?.description.contains("todo sync --send-all") == true)
        #expect(try store.items().count == 4)
      }

      let refilled = try await SyncEngine(
        client: client, store: store.store, collection: list, emptied: .sendAll
      ).run()
      #expect(refilled.sentNew == 4, "\(refilled)")
      #expect(refilled.fetchedDeleted == 0)
      #expect(try await expectSameOnBothSides(store, phone).count == 4)
      #expect(try await store.sync(client, list).isEmpty)
    }
  }

  /// A server answering every listing empty, through the fault proxy (the sync token
  /// forgotten, as by a server reset, so the sync lists everything): nothing is deleted; with
  /// `.acceptDeletions` the person's choice goes through and the store empties.
  @Test func anEmptyAnswerDeletesNothingUntilTheDeletionsAreAccepted() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let store = try SyncedStore()
      try store.add(count: 5) { "Here \($0)" }
      let honest = try await FaultyProxy(to: server, fault: ["none"])
      let url = honest.through(list)
      try await store.sync(client, url)
      try await honest.stop()
      try store.store.syncWrite { _, ledger in try ledger.saveSyncToken(nil) }

      let proxy = try await FaultyProxy(to: server, fault: ["empty-listing"], port: honest.port)
      let error = await #expect(throws: SyncError.self) { try await store.sync(client, url) }
      guard case .listEmptied(_, let synced) = error else {
        Issue.record("not listEmptied: \(String(describing: error))")
        return
      }
      #expect(synced == 5)
      #expect(try store.items().count == 5)
      #expect(!proxy.requests.contains { $0.hasPrefix("DELETE") }, "\(proxy.requests)")

      let accepted = try await SyncEngine(
        client: client, store: store.store, collection: url, emptied: .acceptDeletions
      ).run()
      #expect(accepted.fetchedDeleted == 5, "\(accepted)")
      #expect(try store.items().isEmpty)
    }
  }

  /// One todo of several deleted on the server is an ordinary deletion: no guard.
  @Test func deletingSomeOfTheTodosIsNoEmptying() async throws {
    try await withTaskList(on: .radicale) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      let store = try SyncedStore()
      try await phone.run([
        .add(uid: "p-1", summary: "One"), .add(uid: "p-2", summary: "Two"),
      ])
      try await store.sync(client, list)
      try await phone.run([.delete(uid: "p-1")])
      let summary = try await store.sync(client, list)
      #expect(summary.fetchedDeleted == 1)
      #expect(try store.items().map(\.title) == ["Two"])
    }
  }
}
