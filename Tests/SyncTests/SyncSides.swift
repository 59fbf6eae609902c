import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// Runs `body` with a fresh task list on a new `kind` server, a client logged in to it, the
/// phone on it and an empty store (new todos' UIDs from `uids`); all are stopped and removed
/// afterwards.
func withPhoneAndStore(
  on kind: CalDAVServerKind, uids: any UIDSource = RandomUIDSource(),
  _ body: (CalDAVClient, URL, PhoneSession, SyncedStore) async throws -> Void
) async throws {
  try await withTaskList(on: kind) { client, list, server in
    let phone = try PhoneSession(server: server, list: list)
    try await body(client, list, phone, try SyncedStore(uids: uids))
  }
}

/// Checks that the phone and the store hold the same todos: the same UIDs, each once on the
/// server, with the same fields. Returns the store's todos by UID.
@discardableResult
func expectSameOnBothSides(
  _ store: SyncedStore, _ phone: PhoneSession, sourceLocation: SourceLocation = #_sourceLocation
) async throws -> [String: TodoView] {
  let there = try await phone.list()
  let items = try store.items()
  let here = Dictionary(items.map { ($0.calendar.uid, TodoView($0)) }) { first, _ in first }
  #expect(there.duplicates.isEmpty, "UIDs twice on the server", sourceLocation: sourceLocation)
  #expect(here.count == items.count, "UIDs twice in the store", sourceLocation: sourceLocation)
  let onlyHere = Set(here.keys).subtracting(there.todos.keys).sorted()
  let onlyThere = Set(there.todos.keys).subtracting(here.keys).sorted()
  #expect(
    onlyHere.isEmpty && onlyThere.isEmpty,
    "only here: \(onlyHere), only on the phone: \(onlyThere)", sourceLocation: sourceLocation)
  for (uid, view) in here.sorted(by: { $0.key < $1.key }) {
    guard let other = there.todos[uid] else { continue }
    #expect(
      view.matches(other), "\(uid): here \(view), on the phone \(other)",
      sourceLocation: sourceLocation)
  }
  return here
}
