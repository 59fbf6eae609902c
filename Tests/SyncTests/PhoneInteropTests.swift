import Foundation
import TestSupport
import Testing
import TodoSync

/// The client and an independent one (the Python `caldav` library, "the phone") on one task
/// list, on each server: what one writes the other reads, and a change made by the phone
/// after our read makes our conditional write fail instead of overwriting it.
@Suite struct PhoneInteropTests {
  @Test(arguments: CalDAVServerKind.allCases)
  func changesTravelBothWays(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let phone = Phone(server: server, list: list)
      let start = try await client.changes(in: list, since: nil)
      try await phone.add(uid: "from-phone", summary: "Water the plants")

      let arrived = try await client.changes(in: list, since: start.syncToken)
      #expect(arrived.changed.count == 1)
      let item = try #require(arrived.changed.first)
      let fetched = try #require(try await client.fetch([item.href], from: list).objects.first)
      #expect(fetched.body.contains("UID:from-phone"))
      #expect(fetched.body.contains("SUMMARY:Water the plants"))

      try await client.update(
        TodoBodies.todo(uid: "from-phone", summary: "Water the plants twice"), at: item.href,
        in: list, ifMatch: try #require(item.etag))
      #expect(try await phone.summary(uid: "from-phone") == "Water the plants twice")

      let ours = CalDAVClient.href(forUID: "from-todo", in: list)
      try await client.create(
        TodoBodies.todo(uid: "from-todo", summary: "Call Ada"), at: ours, in: list)
      #expect(try await phone.summary(uid: "from-todo") == "Call Ada")
    }
  }

  @Test(arguments: CalDAVServerKind.allCases)
  func aChangeOnThePhoneAfterOurReadIsNeverOverwritten(kind: CalDAVServerKind) async throws {
    try await withTaskList(on: kind) { client, list, server in
      let phone = Phone(server: server, list: list)
      let href = CalDAVClient.href(forUID: "shared", in: list)
      try await client.create(TodoBodies.todo(uid: "shared", summary: "Draft"), at: href, in: list)
      let read = try #require(try await client.listTodos(in: list).first?.etag)

      try await phone.edit(uid: "shared", summary: "Edited on the phone")
      await #expect(throws: CalDAVError.preconditionFailed(path: href)) {
        try await client.update(
          TodoBodies.todo(uid: "shared", summary: "Edited here"), at: href, in: list,
          ifMatch: read)
      }
      #expect(try await phone.summary(uid: "shared") == "Edited on the phone")
    }
  }
}
