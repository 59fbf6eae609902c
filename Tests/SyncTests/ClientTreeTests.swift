import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// SPEC §16, trees on a server other clients share: a tree as Tasks.org, Nextcloud Tasks or
/// jtx Board writes it (`Tests/Fixtures/clients/trees`, one resource a todo, their README
/// names the sources) syncs into the store with every link, each subtask under its parent
/// (the first parent its RELATED-TO lines name: jtx Board may name more than one); an edit here
/// sends every RELATED-TO line back as it came; a subtask moved here reads, in the Python
/// `caldav` library, under its new parent, the other parents another client wrote kept.
@Suite struct ClientTreeTests {
  @Test(arguments: TreeFixture.all, CalDAVServerKind.allCases)
  func aTreeOfAnotherClientComesInWholeAndGoesBackAsItCame(
    fixture: TreeFixture, kind: CalDAVServerKind
  ) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      // Subtasks first: the store may meet a subtask before its parent.
      try await phone.run(
        fixture.todos.reversed().map { .putRaw(name: "\($0.uid).ics", text: $0.text) })
      let served = try await phone.list()
      try await store.sync(client, list)

      let items = Dictionary(uniqueKeysWithValues: try store.items().map { ($0.calendar.uid, $0) })
      #expect(items.count == fixture.todos.count)
      for todo in fixture.todos {
        let item = try #require(items[todo.uid])
        #expect(item.parent == todo.parents.first, "\(todo.title)")
        let ancestry = try store.store.read { try $0.ancestry(of: item.id) }
        #expect(ancestry.first == todo.parents.first.flatMap { items[$0]?.id }, "\(todo.title)")
      }
      // The phone reads every parent line; `todo` takes the first.
      let firstParents = Dictionary(
        uniqueKeysWithValues: fixture.todos.map { ($0.uid, Array($0.parents.prefix(1))) })
      #expect(try store.view().mapValues(\.parents) == firstParents)
      #expect(
        served.todos.mapValues(\.parents)
          == Dictionary(uniqueKeysWithValues: fixture.todos.map { ($0.uid, $0.parents.sorted()) }))

      // An edit of a subtask here: every RELATED-TO line comes back as it came.
      let related = try await Self.relatedLines(client, list)
      let label = try #require(fixture.todos.first { $0.title == "Label boxes" })
      try store.edit(label.uid) { $0.title = "Label every box" }
      #expect(try await store.sync(client, list).description.contains("↑ 1 changed"))
      #expect(try await Self.relatedLines(client, list) == related)
      #expect(
        try await phone.list().todos.mapValues(\.parents) == served.todos.mapValues(\.parents))

      // A subtask moved here, two levels up: its first parent line names the new parent, any
      // other parent another client wrote stays.
      let root = try #require(fixture.todos.first { $0.title == "Move house" })
      let tape = try #require(fixture.todos.first { $0.title == "Buy tape" })
      let tapeID = try #require(items[tape.uid]?.id)
      let rootID = try #require(items[root.uid]?.id)
      let rules = TodoUseCases(store: store.store, clock: SystemClock())
      _ = try rules.reparent(tapeID, under: rootID)
      #expect(try await store.sync(client, list).description.contains("↑ 1 changed"))
      let moved = try await phone.list().todos
      #expect(moved[tape.uid]?.parents == ([root.uid] + tape.parents.dropFirst()).sorted())
      let back = try await Self.relatedLines(client, list)
      #expect(back.filter { $0.key != tape.uid } == related.filter { $0.key != tape.uid })
      // Nothing more to send, and nothing changes on a sync from a fresh store.
      #expect(try await store.sync(client, list).isEmpty)
      let fresh = try SyncedStore()
      try await fresh.sync(client, list)
      #expect(try fresh.view().mapValues(\.parents) == (try store.view().mapValues(\.parents)))
    }
  }

  /// A tree made here, three deep, reads in the Python `caldav` library with each todo's
  /// parent, and a subtask moved to the top level there has none.
  @Test(arguments: CalDAVServerKind.allCases)
  func aTreeMadeHereReadsRightInTheCaldavLibrary(kind: CalDAVServerKind) async throws {
    try await withPhoneAndStore(on: kind) { client, list, phone, store in
      let move = try store.add("Move house")
      let pack = try store.add("Pack books")
      let label = try store.add("Label boxes")
      let van = try store.add("Book the van")
      try store.edit(pack) { $0.parent = move }
      try store.edit(label) { $0.parent = pack }
      try store.edit(van) { $0.parent = move }
      try await store.sync(client, list)
      let read = try await phone.list().todos.mapValues(\.parents)
      #expect(read == [move: [], pack: [move], label: [pack], van: [move]])
      try store.edit(van) { $0.parent = nil }
      try await store.sync(client, list)
      #expect(try await phone.list().todos[van]?.parents == [])
    }
  }

  /// Every resource's RELATED-TO lines, unfolded, by UID, as the server serves them.
  private static func relatedLines(
    _ client: CalDAVClient, _ list: URL
  ) async throws -> [String: [String]] {
    let versions = try await client.listTodos(in: list)
    let objects = try await client.fetch(versions.map(\.href), from: list).objects
    var lines: [String: [String]] = [:]
    for object in objects {
      let text = try ICalendarText(object.body)
      lines[try text.uid] = text.todo.properties.filter {
        ICalendarText.name(of: $0) == "RELATED-TO"
      }
    }
    return lines
  }
}

/// A tree of todos as one client writes it: a file of `Tests/Fixtures/clients/trees`, one
/// VCALENDAR a todo, as a CalDAV server stores them, one resource each.
struct TreeFixture: CustomTestStringConvertible, Sendable {
  /// One todo of the tree.
  struct Todo: Sendable {
    /// Its VCALENDAR, as the client PUTs it.
    let text: String
    let uid: String
    let title: String
    /// The UIDs its RELATED-TO lines name as parents, in their order.
    let parents: [String]
  }

  /// The file's name without `.ics`.
  let name: String
  let todos: [Todo]

  var testDescription: String { name }

  /// The folder of the fixtures, found from this source file.
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/clients/trees")

  /// Every tree, by name.
  static let all: [TreeFixture] = ClientFixture.files(in: folder).map {
    TreeFixture(name: $0.name, text: $0.text)
  }

  /// The tree of `text`, cut at each `END:VCALENDAR`.
  init(name: String, text: String) {
    self.name = name
    let end = "END:VCALENDAR\r\n"
    todos = text.components(separatedBy: end).filter { !$0.isEmpty }.compactMap { part in
      let calendar = part + end
      guard let read = try? ICalendarText(calendar), let uid = try? read.uid else { return nil }
      let lines = read.todo.properties
      return Todo(
        text: calendar, uid: uid,
        title: lines.first { ICalendarText.name(of: $0) == "SUMMARY" }.map(ICalendarText.value)
          ?? "",
        parents: lines.filter { line in
          let head = line.prefix { $0 != ":" }.uppercased()
          return ICalendarText.name(of: line) == "RELATED-TO"
            && (!head.contains("RELTYPE=") || head.contains("RELTYPE=PARENT"))
        }.map(ICalendarText.value))
    }
  }
}
