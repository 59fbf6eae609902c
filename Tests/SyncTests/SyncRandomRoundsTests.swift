import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §11 as a whole, on each server: 20 rounds in which the phone and the
/// store each make a few random (seeded) changes, adds, edits of any field, completions and
/// deletes, sometimes to the same todo, with a sync after each round. After every round both
/// sides hold the same todos, each UID once, and no title is repeated beyond the conflict
/// copies the syncs reported; the last sync leaves nothing to do.
@Suite struct SyncRandomRoundsTests {
  /// The tags both sides choose from.
  static let tags = ["home", "shop", "work"]
  /// The priorities both sides choose from (2 as a calendar program might set it).
  static let priorities = [0, 1, 2, 5, 9]

  @Test(arguments: CalDAVServerKind.allCases)
  func twentyRoundsOfChangesOnBothSidesEndEqual(kind: CalDAVServerKind) async throws {
    // UIDs counted, not random, so the same seed makes the same changes on every run.
    let uids = CountingUIDSource(prefix: "here")
    try await withPhoneAndStore(on: kind, uids: uids) { client, list, phone, store in
      var random = SeededGenerator(seed: 13)
      var conflicts = 0
      var kept = 0
      var onPhone: [String] = []
      for round in 1...20 {
        let changes = Self.phoneChanges(round: round, to: onPhone, &random)
        try await phone.run(changes)
        try Self.storeChanges(round: round, to: store, answering: changes, &random)
        let summary = try await store.sync(client, list)
        #expect(summary.problems.isEmpty, "round \(round): \(summary.problems)")
        conflicts += summary.conflicts
        kept += summary.keptFromDeletion
        let both = try await expectSameOnBothSides(store, phone)
        let titles = Set(both.values.map(\.summary))
        #expect(
          both.count - titles.count <= conflicts,
          "round \(round): \(both.count) todos, \(titles.count) titles, \(conflicts) conflicts")
        onPhone = both.keys.sorted()
      }
      let last = try await store.sync(client, list)
      #expect(last.isEmpty && last.problems.isEmpty, "\(last)")
      // Nothing to do takes one or two requests (sync-collection; or PROPFIND and a listing).
      #expect((1...2).contains(last.requests), "\(last.requests) requests")
      // The script does make both sides change one todo now and then.
      #expect(conflicts > 0 && kept > 0, "\(conflicts) conflicts, \(kept) kept from deletion")
      print("\(kind): 20 rounds, \(onPhone.count) todos, \(conflicts) conflict copies")
    }
  }

  /// One to three changes on the phone to the todos `uids` it holds (and new ones).
  static func phoneChanges(
    round: Int, to uids: [String], _ random: inout SeededGenerator
  ) -> [PhoneOperation] {
    var uids = uids
    var operations: [PhoneOperation] = []
    for index in 1...Int.random(in: 1...3, using: &random) {
      let name = "p-\(round)-\(index)"
      guard let uid = uids.randomElement(using: &random), Int.random(in: 0..<5, using: &random) > 0
      else {
        operations.append(
          .add(
            uid: name, summary: "Phone \(name)",
            priority: priorities.randomElement(using: &random),
            categories: tags.filter { _ in Bool.random(using: &random) }))
        continue
      }
      switch Int.random(in: 0..<5, using: &random) {
      case 0: operations.append(.edit(uid: uid, summary: "Phone edit \(name)"))
      case 1: operations.append(.edit(uid: uid, priority: priorities.randomElement(using: &random)))
      case 2:
        operations.append(
          .edit(uid: uid, categories: tags.filter { _ in Bool.random(using: &random) }))
      case 3: operations.append(.complete(uid: uid))
      default:
        operations.append(.delete(uid: uid))
        uids.removeAll { $0 == uid }
      }
    }
    return operations
  }

  /// One to three changes in the store: half of them, when it can, to a todo the phone
  /// changed in this round (`phone`), in the same field (an edit where the phone deleted).
  static func storeChanges(
    round: Int, to store: SyncedStore, answering phone: [PhoneOperation],
    _ random: inout SeededGenerator
  ) throws {
    for index in 1...Int.random(in: 1...3, using: &random) {
      let name = "s-\(round)-\(index)"
      let all = try store.items().map(\.calendar.uid)
      let shared = phone.filter { $0.op != "add" && all.contains($0.uid ?? "") }
      if let change = shared.randomElement(using: &random), Bool.random(using: &random),
        let uid = change.uid
      {
        try sameField(as: change, uid: uid, name: name, in: store, &random)
        continue
      }
      guard let uid = all.randomElement(using: &random), Int.random(in: 0..<5, using: &random) > 0
      else {
        try store.add(
          "Here \(name)", priority: randomPriority(&random),
          tags: TagSet(tags.filter { _ in Bool.random(using: &random) }))
        continue
      }
      switch Int.random(in: 0..<5, using: &random) {
      case 0: try store.edit(uid) { $0.title = "Here edit \(name)" }
      case 1:
        let priority = randomPriority(&random)
        try store.edit(uid) { $0.priority = priority }
      case 2:
        let chosen = TagSet(tags.filter { _ in Bool.random(using: &random) })
        try store.edit(uid) { $0.tags = chosen }
      case 3: try store.edit(uid) { $0.done.toggle() }
      default: try store.delete(uid)
      }
    }
  }

  /// Changes in the store the field of `uid` that the phone's `change` changed.
  private static func sameField(
    as change: PhoneOperation, uid: String, name: String, in store: SyncedStore,
    _ random: inout SeededGenerator
  ) throws {
    if change.priority != nil {
      let priority = randomPriority(&random)
      try store.edit(uid) { $0.priority = priority }
    } else if change.categories != nil {
      let chosen = TagSet(tags.filter { _ in Bool.random(using: &random) })
      try store.edit(uid) { $0.tags = chosen }
    } else if change.op == "complete" {
      try store.edit(uid) { $0.done.toggle() }
    } else {
      try store.edit(uid) { $0.title = "Here edit \(name)" }
    }
  }

  /// One of `priorities`.
  private static func randomPriority(_ random: inout SeededGenerator) -> Priority {
    Priority(value: priorities.randomElement(using: &random) ?? 0) ?? .none
  }
}
