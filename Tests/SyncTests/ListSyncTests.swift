import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// Lists and sync (SPEC §17): a calendar object's text names no list, the collection it is in
/// does, so a todo the server changed stays in the list it is in here, whether its version is
/// taken whole or merged with a change made here.
@Suite struct ListSyncTests {
  @Test(arguments: CalDAVServerKind.allCases)
  func aTodoTheServerChangedStaysInItsList(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let taken = try store.add("Taken whole")
      let merged = try store.add("Merged")
      try store.edit(taken) { $0.list = "Work" }
      try store.edit(merged) { $0.list = "Work" }
      try await store.sync(client, list)
      try await phone.run([
        .edit(uid: taken, summary: "Taken whole, changed"),
        .edit(uid: merged, summary: "Merged, changed"),
      ])
      try store.edit(merged) { $0.priority = .high }
      let summary = try await store.sync(client, list)
      #expect(summary.problems.isEmpty && summary.conflicts == 0, "\(summary)")
      let items = try store.items()
      #expect(
        items.map { "\($0.title) \($0.list)" }.sorted() == [
          "Merged, changed Work", "Taken whole, changed Work",
        ])
      #expect(items.first { $0.title == "Merged, changed" }?.priority == .high)
      // Nothing is left to send: the list is no difference from the server's version.
      let again = try await store.sync(client, list)
      #expect(again.isEmpty && again.problems.isEmpty, "\(again)")
    }
  }
}
