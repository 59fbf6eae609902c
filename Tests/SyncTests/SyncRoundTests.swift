import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §11, one rule at a time, on each server: the store (through the real
/// engine) and the phone (the Python `caldav` library) change the list between syncs, and
/// after each sync both sides hold the same todos.
@Suite struct SyncRoundTests {
  @Test(arguments: CalDAVServerKind.allCases)
  func everyChangeArrivesOnTheOtherSide(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      try await phone.run([
        .add(uid: "p-1", summary: "Water the plants", priority: 1, categories: ["home"]),
        .add(uid: "p-2", summary: "Pay rent"), .add(uid: "p-3", summary: "Old on the phone"),
      ])
      let ada = try store.add("Call Ada", priority: .medium, tags: ["work"])
      let bob = try store.add("Email Bob")
      let old = try store.add("Old here")
      let first = try await store.sync(client, list)
      #expect((first.fetchedNew, first.sentNew) == (3, 3))
      #expect(try await expectSameOnBothSides(store, phone).count == 6)

      try await phone.run([
        .edit(uid: ada, summary: "Call Ada back"), .complete(uid: "p-2"), .delete(uid: old),
        .edit(uid: "p-1", categories: ["garden", "home"]),
      ])
      try store.edit(bob) {
        $0.priority = .high
        $0.tags = ["mail"]
      }
      try store.edit("p-3") { $0.title = "Renamed here" }
      try store.delete("p-1")
      let second = try await store.sync(client, list)
      #expect(second.problems.isEmpty)
      #expect((second.fetchedChanged, second.fetchedDeleted) == (2, 1))
      #expect((second.sentChanged, second.sentDeleted, second.keptFromDeletion) == (2, 0, 1))
      let both = try await expectSameOnBothSides(store, phone)
      #expect(both[ada]?.summary == "Call Ada back")
      #expect(both["p-2"]?.done == true)
      #expect(both[old] == nil)
      #expect(both[bob]?.priority == 1)
      #expect(both[bob]?.categories == ["mail"])
      #expect(both["p-3"]?.summary == "Renamed here")
      // Deleted here but tagged on the phone meanwhile: edit vs delete keeps it.
      #expect(both["p-1"]?.categories == ["garden", "home"])

      let third = try await store.sync(client, list)
      #expect(third.isEmpty && third.problems.isEmpty, "\(third)")
    }
  }

  /// A token the server no longer knows (it forgot its history, or the list was restored):
  /// the engine lists everything again, and a todo recorded here but no longer listed was
  /// deleted there, so it goes here too; nothing else changes.
  @Test(arguments: CalDAVServerKind.allCases)
  func aSyncTokenTheServerNoLongerKnowsMeansListingEverythingAgain(
    kind: CalDAVServerKind
  ) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let kept = try store.add("Kept")
      let gone = try store.add("Deleted on the phone")
      try await store.sync(client, list)
      try await phone.run([.delete(uid: gone)])
      try store.store.syncWrite { _, ledger in
        try ledger.saveSyncToken("http://example.invalid/sync/unknown-token")
      }
      let summary = try await store.sync(client, list)
      #expect(summary.fetchedDeleted == 1, "\(summary)")
      #expect((summary.fetchedNew, summary.fetchedChanged, summary.sentChanged) == (0, 0, 0))
      let both = try await expectSameOnBothSides(store, phone)
      #expect(Set(both.keys) == [kept])
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func changesToDifferentFieldsMerge(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let uid = try store.add("Buy milk", priority: .low, tags: ["home"])
      try await store.sync(client, list)
      try await phone.run([.edit(uid: uid, priority: 1, categories: ["home", "shop"])])
      try store.edit(uid) {
        $0.title = "Buy oat milk"
        $0.tags = ["home", "urgent"]
      }

      let summary = try await store.sync(client, list)
      #expect(summary.conflicts == 0)
      let both = try await expectSameOnBothSides(store, phone)
      #expect(both.count == 1)
      #expect(both[uid]?.summary == "Buy oat milk")
      #expect(both[uid]?.priority == 1)
      #expect(both[uid]?.categories == ["home", "shop", "urgent"])
      #expect(try await store.sync(client, list).isEmpty)
    }
  }

  /// SPEC §16: sync carries the link; a subtask changed on the phone keeps its parent here,
  /// whether it changed here as well or not, and the sync after has nothing to send.
  @Test(arguments: CalDAVServerKind.allCases)
  func aChangeFromThePhoneKeepsTheParentHere(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let move = try store.add("Move")
      let pack = try store.add("Pack")
      let call = try store.add("Call")
      let parent = move
      try store.edit(pack) { $0.parent = parent }
      try store.edit(call) { $0.parent = parent }
      try await store.sync(client, list)
      try await phone.run([.edit(uid: pack, summary: "Pack books"), .edit(uid: call, priority: 1)])
      try store.edit(call) { $0.title = "Call the movers" }

      let summary = try await store.sync(client, list)
      #expect(summary.conflicts == 0)
      let items = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.calendar.uid, $0) })
      #expect(items[pack]?.title == "Pack books" && items[pack]?.parent == parent)
      #expect(items[call]?.title == "Call the movers" && items[call]?.priority == .high)
      #expect(items[call]?.parent == parent)
      #expect(try await store.sync(client, list).isEmpty)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aSameFieldConflictKeepsBothValuesOnBothSides(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let uid = try store.add("Draft the report")
      try await store.sync(client, list)
      try await phone.run([.edit(uid: uid, summary: "Draft the report (phone)", priority: 5)])
      try store.edit(uid) { $0.title = "Draft the report (laptop)" }

      let summary = try await store.sync(client, list)
      #expect(summary.conflicts == 1)
      #expect(summary.description.contains("1 conflict kept"))
      let both = try await expectSameOnBothSides(store, phone)
      #expect(both.count == 2)
      // The local value stays; the phone's change of another field merges in.
      #expect(both[uid]?.summary == "Draft the report (laptop)")
      #expect(both[uid]?.priority == 5)
      let copy = try #require(both.first { $0.key != uid }?.value)
      #expect(copy.summary == "Draft the report (phone)")
      #expect(copy.priority == 5)
      #expect(copy.categories == [SyncEngine.conflictTag])

      let next = try await store.sync(client, list)
      #expect(next.isEmpty, "\(next)")
      #expect(try await expectSameOnBothSides(store, phone) == both)
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func anEditAgainstADeleteKeepsTheTodoEitherWay(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let deletedThere = try store.add("Deleted on the phone, edited here")
      let deletedHere = try store.add("Deleted here, edited on the phone")
      try await store.sync(client, list)
      try await phone.run([
        .delete(uid: deletedThere), .edit(uid: deletedHere, summary: "Edited on the phone"),
      ])
      try store.edit(deletedThere) { $0.title = "Edited here" }
      try store.delete(deletedHere)

      let summary = try await store.sync(client, list)
      #expect(summary.keptFromDeletion == 2)
      #expect(summary.fetchedDeleted == 0 && summary.sentDeleted == 0)
      let both = try await expectSameOnBothSides(store, phone)
      #expect(both[deletedThere]?.summary == "Edited here")
      #expect(both[deletedHere]?.summary == "Edited on the phone")
      #expect(both.count == 2)
      #expect(try await store.sync(client, list).isEmpty)
    }
  }
}
