import Foundation
import TestSupport
import Testing
import TodoCore
import TodoSync

/// What other programs wrote comes back as they wrote it (SPEC §15): each VTODO of
/// `Tests/Fixtures/clients` (one a client, written in the form its sources show; the folder's
/// README names them) is put on a fresh task list as that client would, synced into a store by
/// the real engine, changed in one field here, and synced back. Every line but the changed
/// field's must come back: the VTODO's other lines (unknown ones in their order, ours as a
/// multiset, since `todo` writes its own in its own order), its VALARMs and the VTIMEZONEs,
/// byte for byte once unfolded; and Python's `icalendar` reads the result without a word.
///
/// No server keeps a resource as it was PUT: Radicale (vobject) and xandikos (Python's
/// `icalendar`) both write each component's lines back sorted, Radicale drops parameters it
/// finds redundant (TRIGGER's `VALUE=DURATION`), xandikos rewrites values (`PT0S` becomes
/// `P0D`) and Cyrus (libical) drops an RRULE's default `INTERVAL=1`, which `todo` writes, so
/// RRULEs are compared without it. So the comparisons are three: the fixture read and written by the mapping sync uses,
/// with no server, against the fixture itself, byte for byte; through a server, the body `todo`
/// sends against what it fetched (`served`, what the other client reads of what it wrote); and
/// what the server serves afterwards, fetched as the other client would, against `served`.
///
/// SEQUENCE is another program's line like any other: `todo` neither reads nor bumps it, so it
/// must come back as it came.
@Suite struct ClientFixtureTests {
  /// The title an edit gives.
  private static let title = "Edited in todo"

  @Test(
    "an edited title changes SUMMARY (and the stamps) and nothing else",
    arguments: ClientFixture.all, CalDAVServerKind.allCases)
  func titleEdit(fixture: ClientFixture, kind: CalDAVServerKind) async throws {
    let trip = try await roundTrip(fixture, on: kind) { store, uid in
      try store.edit(uid) { $0.title = Self.title }
    }
    let direct = try written(fixture) { $0.fields.title = Self.title }
    for (before, after) in [
      (fixture.text, direct), (trip.served, trip.sent), (trip.served, trip.back),
    ] {
      let after = try ICalendarText(after)
      expectSame(try ICalendarText(before), after, apartFrom: ["SUMMARY"])
      #expect(
        after.todo.properties.filter { ICalendarText.name(of: $0) == "SUMMARY" }
          == ["SUMMARY:\(Self.title)"])
    }
    for text in [direct, trip.back] {
      try expectIndependentParserReads(text, summary: Self.title, status: nil)
    }
  }

  @Test(
    "marking done changes STATUS, COMPLETED and PERCENT-COMPLETE (and the stamps) and nothing else",
    arguments: ClientFixture.all.filter { ["jtx-board", "evolution"].contains($0.name) },
    CalDAVServerKind.allCases)
  func markedDone(fixture: ClientFixture, kind: CalDAVServerKind) async throws {
    let trip = try await roundTrip(fixture, on: kind) { store, uid in
      let item = try #require(try store.items().first { $0.calendar.uid == uid })
      let rules = TodoUseCases(store: store.store, clock: SystemClock())
      _ = try rules.markDone(item.id)
    }
    let direct = try written(fixture) { item in
      item.fields.done = true
      item.calendar.kept = CompletionLines.marking(item.calendar.kept, done: true, at: Date())
    }
    for (before, after) in [
      (fixture.text, direct), (trip.served, trip.sent), (trip.served, trip.back),
    ] {
      let after = try ICalendarText(after)
      expectSame(
        try ICalendarText(before), after, apartFrom: ["STATUS", "COMPLETED", "PERCENT-COMPLETE"])
      let state = after.todo.properties.filter {
        ["STATUS", "COMPLETED", "PERCENT-COMPLETE"].contains(ICalendarText.name(of: $0))
      }
      #expect(state.count == 3)
      #expect(state.contains("STATUS:COMPLETED"))
      #expect(state.contains("PERCENT-COMPLETE:100"))
      #expect(state.contains { $0.hasPrefix("COMPLETED:") && $0.hasSuffix("Z") })
    }
    for text in [direct, trip.back] {
      try expectIndependentParserReads(text, summary: nil, status: "COMPLETED")
    }
  }

  /// Puts `fixture` on a new list of a `kind` server as its client would, syncs it into a
  /// store, lets `change` change the todo, and syncs back. Returns the resource as the server
  /// served it before (`served`: what the other client reads of what it wrote), the body `todo`
  /// sent (`sent`), and the resource as the server serves it after (`back`).
  private func roundTrip(
    _ fixture: ClientFixture, on kind: CalDAVServerKind,
    _ change: (SyncedStore, String) throws -> Void
  ) async throws -> (served: String, sent: String, back: String) {
    var served = ""
    var sent = ""
    var back = ""
    try await withTaskList(on: kind) { client, list, server in
      let phone = try PhoneSession(server: server, list: list)
      try await phone.run([.putRaw(name: "\(fixture.name).ics", text: fixture.text)])
      served = try await Self.onlyResource(in: list, of: client)
      let store = try SyncedStore()
      try await store.sync(client, list)
      let uid = try ICalendarText(fixture.text).uid
      try change(store, uid)
      // What the engine sends: the todo as it is now, as one calendar object.
      let item = try #require(try store.items().first { $0.calendar.uid == uid })
      sent = String(
        decoding: try ICalendarInterchange.encode([item], stamp: Date(), timeZone: .current),
        as: UTF8.self)
      let summary = try await store.sync(client, list)
      #expect(summary.description.contains("↑ 1 changed"), "\(summary)")
      back = try await Self.onlyResource(in: list, of: client)
    }
    return (served, sent, back)
  }

  /// `fixture` read by the VTODO mapping sync and import use, changed by `change`, and written
  /// again, with no server between.
  private func written(
    _ fixture: ClientFixture, _ change: (inout TodoItem) -> Void
  ) throws -> String {
    let file = try ICalendarInterchange.decode(Data(fixture.text.utf8), timeZone: .current)
    let todo = try #require(file.todos.first)
    try #require(file.todos.count == 1)
    let stamps = todo.stamps(importedAt: Date())
    var item = TodoItem(
      id: 1, fields: todo.fields, created: stamps.created, updated: stamps.updated,
      calendar: todo.calendar ?? CalendarRecord())
    change(&item)
    item.updated = Date()
    return String(
      decoding: try ICalendarInterchange.encode([item], stamp: Date(), timeZone: .current),
      as: UTF8.self)
  }

  /// The text of the one resource on `list`.
  private static func onlyResource(in list: URL, of client: CalDAVClient) async throws -> String {
    let versions = try await client.listTodos(in: list)
    try #require(versions.count == 1)
    let objects = try await client.fetch(versions.map(\.href), from: list).objects
    return try #require(objects.first).body
  }

  /// Every line of `before` is in `after` unchanged, but the VTODO properties named `changed`
  /// and the stamps `todo` writes (DTSTAMP, LAST-MODIFIED); with no line added.
  private func expectSame(
    _ before: ICalendarText, _ after: ICalendarText, apartFrom changed: Set<String>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let ignored = changed.union(["DTSTAMP", "LAST-MODIFIED"])
    func ours(_ lines: [String]) -> [String] {
      lines.filter { line in
        let name = ICalendarText.name(of: line)
        return Self.mapped.contains(name) && !ignored.contains(name)
      }.map(Self.withoutDefaultInterval).sorted()
    }
    func others(_ lines: [String]) -> [String] {
      lines.filter { !Self.mapped.contains(ICalendarText.name(of: $0)) }
    }
    #expect(
      others(after.todo.properties) == others(before.todo.properties),
      "the VTODO's lines `todo` does not map, in order", sourceLocation: sourceLocation)
    #expect(
      ours(after.todo.properties) == ours(before.todo.properties),
      "the VTODO's lines `todo` maps (bar those changed), as a multiset",
      sourceLocation: sourceLocation)
    #expect(
      after.todo.nested == before.todo.nested, "the VTODO's VALARMs and other components",
      sourceLocation: sourceLocation)
    #expect(
      after.zones.sorted { $0.joined() < $1.joined() }
        == before.zones.sorted { $0.joined() < $1.joined() },
      "the VTIMEZONEs", sourceLocation: sourceLocation)
  }

  /// `line` without an RRULE's `INTERVAL=1`, the default (RFC 5545 §3.3.10), which writers
  /// keep or drop as they like: `todo` writes it, Cyrus drops it when it stores a todo.
  private static func withoutDefaultInterval(_ line: String) -> String {
    guard ICalendarText.name(of: line) == "RRULE", let colon = line.firstIndex(of: ":") else {
      return line
    }
    let parts = line[line.index(after: colon)...].split(separator: ";")
    return line[...colon] + parts.filter { $0 != "INTERVAL=1" }.joined(separator: ";")
  }

  /// The VTODO properties `todo` writes itself, in its own order.
  private static let mapped: Set<String> = [
    "UID", "SUMMARY", "DESCRIPTION", "STATUS", "COMPLETED", "PERCENT-COMPLETE", "DUE", "PRIORITY",
    "CATEGORIES", "RRULE", "CREATED", "LAST-MODIFIED", "DTSTAMP",
  ]

  /// Python's `icalendar`, every warning an error, reads `text` with no error in any component,
  /// and its one VTODO has `summary` and `status` where given.
  private func expectIndependentParserReads(
    _ text: String, summary: String?, status: String?
  ) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-client-fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("back.ics")
    try Data(text.utf8).write(to: file)
    let checked = try ChildProcess(
      "/usr/bin/env", ["python3", "-W", "error", "-c", Self.parserScript, file.path]
    ).finishBlocking(timeout: .seconds(60))
    #expect(checked.termination == .exited(0), "\(checked.errorText)")
    let read = try JSONSerialization.jsonObject(with: checked.output) as? [String: String]
    if let summary { #expect(read?["summary"] == summary) }
    if let status { #expect(read?["status"] == status) }
  }

  private static let parserScript = """
    import json, sys
    import icalendar
    with open(sys.argv[1], 'rb') as f:
        calendar = icalendar.Calendar.from_ical(f.read())
    todos = []
    for component in calendar.walk():
        if component.errors:
            sys.exit(f'{component.name}: {component.errors}')
        if component.name == 'VTODO':
            todos.append(component)
    if len(todos) != 1:
        sys.exit(f'{len(todos)} VTODOs')
    todo = todos[0]
    print(json.dumps({'summary': str(todo['SUMMARY']), 'status': str(todo.get('STATUS', ''))}))
    """
}

/// One client's VTODO, as a file of `Tests/Fixtures/clients`.
struct ClientFixture: CustomTestStringConvertible, Sendable {
  /// The file's name without `.ics`: the client.
  let name: String
  /// The file's text, as the client would PUT it.
  let text: String

  var testDescription: String { name }

  /// The folder of the fixtures, found from this source file.
  private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/clients")

  /// Every fixture, by name.
  static let all: [ClientFixture] = files(in: folder).map {
    ClientFixture(name: $0.name, text: $0.text)
  }

  /// The `.ics` files of `folder`, by name (without `.ics`), each with its text.
  static func files(in folder: URL) -> [(name: String, text: String)] {
    let names =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.hasSuffix(".ics") }.sorted() ?? []
    return names.compactMap { file in
      guard
        let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
      else { return nil }
      return (String(file.dropLast(4)), String(decoding: data, as: UTF8.self))
    }
  }
}

/// An iCalendar text read as the test compares it: unfolded content lines, the one top-level
/// VTODO's own properties and its nested components, and the VTIMEZONEs.
struct ICalendarText {
  /// The VTODO.
  var todo = (properties: [String](), nested: [String]())
  /// Each VTIMEZONE, BEGIN to END.
  var zones: [[String]] = []

  /// The lines of the first VTODO that has no RECURRENCE-ID, and every VTIMEZONE.
  init(_ text: String) throws {
    var stack: [String] = []
    var zone: [String] = []
    for line in Self.unfolded(text) {
      let name = Self.name(of: line)
      if name == "BEGIN" { stack.append(Self.value(of: line).uppercased()) }
      let inTodo = stack.count >= 2 && stack[1] == "VTODO"
      if stack.count >= 2, stack[1] == "VTIMEZONE" { zone.append(line) }
      if inTodo, stack.count == 2, name != "BEGIN", name != "END" {
        todo.properties.append(line)
      } else if inTodo, stack.count > 2 {
        todo.nested.append(line)
      }
      if name == "END" {
        if stack.count == 2, stack[1] == "VTIMEZONE" {
          zones.append(zone)
          zone = []
        }
        stack.removeLast()
      }
    }
    guard !todo.properties.isEmpty else { throw ICalendarTextError.noTodo }
  }

  /// The VTODO's UID.
  var uid: String {
    get throws {
      guard let line = todo.properties.first(where: { Self.name(of: $0) == "UID" }) else {
        throw ICalendarTextError.noTodo
      }
      return Self.value(of: line)
    }
  }

  /// The content lines of `text`, folds joined (on bytes, before UTF-8 is decoded).
  static func unfolded(_ text: String) -> [String] {
    var lines: [[UInt8]] = []
    for physical in Data(text.utf8).split(
      separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
    {
      var bytes = Array(physical)
      if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
      if let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t"),
        !lines.isEmpty
      {
        lines[lines.count - 1] += bytes.dropFirst()
      } else if !bytes.isEmpty {
        lines.append(bytes)
      }
    }
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  /// The property name of `line`, upper case.
  static func name(of line: String) -> String {
    String(line.prefix { $0 != ":" && $0 != ";" }).uppercased()
  }

  /// The value of `line` (after the first colon outside a quoted parameter).
  static func value(of line: String) -> String {
    var quoted = false
    for index in line.indices {
      if line[index] == "\"" { quoted.toggle() }
      if line[index] == ":", !quoted { return String(line[line.index(after: index)...]) }
    }
    return ""
  }
}

/// An iCalendar text the test cannot compare.
enum ICalendarTextError: Error {
  /// It holds no VTODO.
  case noTodo
}
