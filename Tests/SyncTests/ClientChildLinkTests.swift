import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §16, a tree another client links from the parents only (`RELATED-TO;RELTYPE=CHILD`,
/// `Tests/Fixtures/clients/child-links`): put on the list by the "phone" in two rounds, so
/// the store meets children before their parents and parents before their children, in
/// different fetches, it shows the whole tree, with nothing left to send. An edit of another
/// field here sends that field alone: every server object keeps its lines (no PARENT line
/// added, no CHILD line dropped). A child moved here gets its own PARENT line, which wins over
/// the old parent's CHILD line, here, on the next sync, and in a fresh store.
@Suite struct ClientChildLinkTests {
  /// The fixture, one todo a resource.
  private static let tree = TreeFixture(
    name: "parent-names-children",
    text: (try? String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/clients/child-links/parent-names-children.ics"),
      encoding: .utf8)) ?? "")

  /// The parent each title has in the fixture's tree (nil: the top level).
  private static let parents: [String: String?] = [
    "Move house": nil, "Pack books": "Move house", "Label boxes": "Pack books",
    "Book the van": "Move house", "Find a new flat": nil,
  ]

  @Test(arguments: CalDAVServerKind.allCases)
  func aTreeLinkedFromItsParentsComesInWholeAndGoesBackAsItCame(
    kind: CalDAVServerKind
  ) async throws {
    let todos = Self.tree.todos
    try #require(todos.count == 5)
    let uid = Dictionary(uniqueKeysWithValues: todos.map { ($0.title, $0.uid) })
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      // First a child whose parent comes later, and a parent whose children come later.
      let first: Set = ["Label boxes", "Find a new flat", "Move house"]
      for round in [
        todos.filter { first.contains($0.title) }, todos.filter { !first.contains($0.title) },
      ] {
        try await phone.run(round.map { .putRaw(name: "\($0.uid).ics", text: $0.text) })
        try await store.sync(client, list)
      }
      try expectTree(store, uid)
      #expect(try await store.sync(client, list).isEmpty)
      let served = try await Self.resources(client, list)

      // An edit of another field: that field changes, every other line stays.
      let label = try #require(uid["Label boxes"])
      try store.edit(label) { $0.title = "Label every box" }
      #expect(try await store.sync(client, list).description.contains("↑ 1 changed"))
      let back = try await Self.resources(client, list)
      for (other, text) in served where other != label {
        #expect(Self.lines(back[other], apartFrom: []) == Self.lines(text, apartFrom: []))
      }
      #expect(
        Self.lines(back[label], apartFrom: ["SUMMARY"])
          == Self.lines(served[label], apartFrom: ["SUMMARY"]))
      #expect(back[label]?.todo.properties.contains("SUMMARY:Label every box") == true)

      // The van moved here under `Pack books`: its own line names it and wins over the CHILD
      // line `Move house` keeps as it came, here, on the next sync and in a fresh store.
      let rules = TodoUseCases(store: store.store, clock: SystemClock())
      let items = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.calendar.uid, $0) })
      let van = try #require(items[uid["Book the van"] ?? ""])
      let pack = try #require(items[uid["Pack books"] ?? ""])
      _ = try rules.reparent(van.id, under: pack.id)
      #expect(try await store.sync(client, list).description.contains("↑ 1 changed"))
      let moved = try await Self.resources(client, list)
      #expect(
        Self.related(moved[van.calendar.uid])
          == ["RELATED-TO;RELTYPE=PARENT:\(pack.calendar.uid)"])
      let move = try #require(uid["Move house"])
      #expect(Self.lines(moved[move], apartFrom: []) == Self.lines(served[move], apartFrom: []))
      #expect(try await store.sync(client, list).isEmpty)
      #expect(try store.items().first { $0.id == van.id }?.parent == pack.calendar.uid)

      // Labels moved out to the top level here: no line of a child can say so, so the CHILD
      // line of `Pack books` naming it goes (the person changed that link), and that is all
      // that is sent: the label's own text says nothing new.
      let labelID = try #require(items[label]?.id)
      _ = try rules.reparent(labelID, under: nil)
      #expect(try await store.sync(client, list).description.contains("↑ 1 changed"))
      let out = try await Self.resources(client, list)
      #expect(Self.related(out[pack.calendar.uid]).isEmpty)
      #expect(Self.related(out[label]).isEmpty)
      #expect(try await store.sync(client, list).isEmpty)
      #expect(try store.items().first { $0.id == labelID }?.parent == nil)

      let fresh = try SyncedStore()
      try await fresh.sync(client, list)
      #expect(try fresh.view().mapValues(\.parents) == (try store.view().mapValues(\.parents)))
      #expect(try await fresh.sync(client, list).isEmpty)
    }
  }

  /// Checks that `store` holds the fixture's tree, each todo under its parent.
  private func expectTree(_ store: SyncedStore, _ uid: [String: String]) throws {
    let items = try store.items()
    #expect(items.count == Self.parents.count)
    let ids = Dictionary(uniqueKeysWithValues: items.map { ($0.calendar.uid, $0.id) })
    for item in items {
      let parent = try #require(Self.parents[item.title], "\(item.title)")
      #expect(item.parent == parent.flatMap { uid[$0] }, "\(item.title)")
      let ancestry = try store.store.read { try $0.ancestry(of: item.id) }
      #expect(ancestry.first == parent.flatMap { uid[$0] }.flatMap { ids[$0] }, "\(item.title)")
    }
  }

  /// Every resource the server serves, read, by UID.
  private static func resources(
    _ client: CalDAVClient, _ list: URL
  ) async throws -> [String: ICalendarText] {
    let versions = try await client.listTodos(in: list)
    var read: [String: ICalendarText] = [:]
    for object in try await client.fetch(versions.map(\.href), from: list).objects {
      let text = try ICalendarText(object.body)
      read[try text.uid] = text
    }
    return read
  }

  /// The VTODO's lines but those of `changed` and the stamps `todo` writes, sorted (a server
  /// writes them back sorted), then its nested lines.
  private static func lines(_ text: ICalendarText?, apartFrom changed: Set<String>) -> [String] {
    let ignored = changed.union(["DTSTAMP", "LAST-MODIFIED"])
    let own = text?.todo.properties.filter { !ignored.contains(ICalendarText.name(of: $0)) }
    return (own ?? []).sorted() + (text?.todo.nested ?? [])
  }

  /// The VTODO's RELATED-TO lines.
  private static func related(_ text: ICalendarText?) -> [String] {
    text?.todo.properties.filter { ICalendarText.name(of: $0) == "RELATED-TO" } ?? []
  }
}
