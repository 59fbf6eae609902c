import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The SQLite store in a fresh temporary folder: round trips, reopening, modes, and files that
/// are not a todo store.
@Suite final class SQLiteTodoStoreTests {
  let scratch = ScratchFolder("todo-unit")
  var folder: URL { scratch.url }

  private var path: String {
    folder.appendingPathComponent("todo.sqlite").path
  }

  private func makeFolder() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int) & 0o777
  }

  private func sidecars(of path: String) -> [String] {
    ["-wal", "-shm", "-journal"].map { path + $0 }.filter {
      FileManager.default.fileExists(atPath: $0)
    }
  }

  private static let tricky = "日本語 😀 e\u{301} \u{1B}[31m\nline two\t'\"; DROP TABLE todo; --"

  @Test func everyCommitIsSyncedToDisk() throws {
    let store = try SQLiteTodoStore(path: path)
    #expect(try store.synchronousMode() == 2)
  }

  @Test func filterIndexFollowsEveryChange() throws {
    let store = try SQLiteTodoStore(path: path)
    let milk = try store.add(title: "Buy MILK", content: "", done: false, at: Fixture.start)
    let book = try store.add(
      title: "Read", content: "the Milky Way", done: false, at: Fixture.start)
    _ = try store.add(title: "Call", content: "", done: false, at: Fixture.start)
    _ = try store.add(
      contentsOf: [ImportedTodo(TodoFields(title: "ÉCOLE milk run", done: true))], at: Fixture.start
    )
    #expect(try store.index(matching: "milk").map(\.id) == [1, 2, 4])
    #expect(try store.index(matching: "école").map(\.done) == [true])
    #expect(try store.index(matching: "").count == 4)
    var toggled = milk
    toggled.done = true
    try store.update(toggled)
    #expect(try store.index(matching: "milk").first == TodoListEntry(id: 1, done: true))
    var renamed = book
    renamed.content = "stars"
    try store.update(renamed)
    #expect(try store.index(matching: "milk").map(\.id) == [1, 4])
    try store.delete(id: milk.id)
    #expect(try store.index(matching: "milk").map(\.id) == [4])
    try store.restore(toggled)
    #expect(try store.index(matching: "milk").map(\.id) == [1, 4])
    #expect(try store.items(ids: [4, 1]).map(\.title) == ["Buy MILK", "ÉCOLE milk run"])
    #expect(try store.count() == 4)
  }

  @Test func createsPrivateFolderAndFile() throws {
    let nested = folder.appendingPathComponent("data/todo")
    let path = nested.appendingPathComponent("todo.sqlite").path
    let store = try SQLiteTodoStore(path: path)
    _ = try store.add(title: "One", content: "", done: false, at: Fixture.start)
    #expect(store.path == path)
    #expect(try mode(nested.path) == 0o700)
    #expect(try mode(path) == 0o600)
    for sidecar in sidecars(of: path) {
      #expect(try mode(sidecar) & 0o077 == 0, "\(sidecar)")
    }
  }

  @Test func newStoreIsEmpty() throws {
    let store = try SQLiteTodoStore(path: path)
    #expect(try store.allItems().isEmpty)
    #expect(try store.item(id: 1) == nil)
  }

  @Test func roundTrip() throws {
    let store = try SQLiteTodoStore(path: path)
    let first = try store.add(
      title: "First", content: Self.tricky, done: false, at: Fixture.start)
    let second = try store.add(
      title: Self.tricky, content: "", done: true, at: Fixture.start + 90.5)
    #expect(
      first.withoutCalendar
        == TodoItem(
          id: 1, title: "First", content: Self.tricky, created: Fixture.start,
          updated: Fixture.start))
    #expect(second.id == 2)
    #expect(try store.allItems() == [first, second])
    #expect(try store.item(id: 2) == second)

    var changed = first
    changed.title = "First, changed"
    changed.content = ""
    changed.done = true
    changed.updated = Fixture.start + 600
    try store.update(changed)
    #expect(try store.item(id: 1) == changed)

    try store.delete(id: 2)
    #expect(try store.item(id: 2) == nil)
    #expect(try store.allItems() == [changed])
  }

  @Test func reopenKeepsData() throws {
    var expected: [TodoItem] = []
    do {
      let store = try SQLiteTodoStore(path: path)
      expected.append(try store.add(title: "Kept", content: "body", done: false, at: Fixture.start))
      var done = try store.add(title: "Done", content: "", done: false, at: Fixture.start + 60)
      done.done = true
      done.updated = Fixture.start + 120
      try store.update(done)
      expected.append(done)
      let gone = try store.add(title: "Gone", content: "", done: false, at: Fixture.start)
      try store.delete(id: gone.id)
    }
    let reopened = try SQLiteTodoStore(path: path)
    #expect(try reopened.allItems() == expected)
  }

  @Test func secondInstanceSharesTheStore() throws {
    let first = try SQLiteTodoStore(path: path)
    let mine = try first.add(title: "From the first", content: "", done: false, at: Fixture.start)
    let second = try SQLiteTodoStore(path: path)
    #expect(try second.allItems() == [mine])
    let theirs = try second.add(
      title: "From the second", content: "", done: false, at: Fixture.start)
    #expect(try first.allItems() == [mine, theirs])
  }

  // MARK: - Files that are not a todo store

  @Test func emptyFileIsRefusedAndKept() throws {
    try makeFolder()
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let error = #expect(throws: StoreError.self) { try SQLiteTodoStore(path: path) }
    #expect(error?.path == path)
    #expect(error?.description.hasPrefix("\(path): ") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    #expect(sidecars(of: path).isEmpty)
  }

  @Test func directoryIsRefusedAndKept() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let error = #expect(throws: StoreError.self) { try SQLiteTodoStore(path: path) }
    #expect(error?.path == path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
    #expect(sidecars(of: path).isEmpty)
  }

  @Test(
    "a file that is not SQLite is refused and left as it was",
    arguments: [
      "hello\n",
      "[{\"title\": \"Milk\", \"content\": \"\", \"done\": false}]\n",
      String(repeating: "not a database, just text. ", count: 400),
    ])
  func foreignFileIsRefusedAndKept(contents: String) throws {
    try makeFolder()
    let bytes = Data(contents.utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    let error = #expect(throws: StoreError.self) { try SQLiteTodoStore(path: path) }
    #expect(error?.path == path)
    #expect(error?.reason.contains("not") == true)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    #expect(sidecars(of: path).isEmpty)
  }

  /// The bytes, modification time and neighbours of the file at `path`.
  private func state(_ path: String) throws -> [String] {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    let modified = try #require(attributes[.modificationDate] as? Date)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let neighbours = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return [bytes.base64EncodedString(), "\(modified.timeIntervalSince1970)"] + neighbours
  }

  /// Runs `sql` on `path` with the `sqlite3` shell (another program, as far as the store is
  /// concerned) and returns what it printed.
  @discardableResult
  private func runSQL(_ sql: String, on path: String) throws -> String {
    let finished = try ChildProcess(
      "/usr/bin/env", ["sqlite3", path, sql],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], error: .inherit
    ).finishBlocking(timeout: .seconds(60))
    try #require(finished.termination == .exited(0), "sqlite3 failed on \(sql)")
    return finished.outputText
  }

  @Test(
    "another program's database with a todo table is refused for any access, untouched",
    arguments: [StoreAccess.create, .change, .read])
  func foreignTodoTableIsRefusedUntouched(access: StoreAccess) throws {
    try makeFolder()
    try runSQL(
      """
      PRAGMA journal_mode = WAL;
      CREATE TABLE todo (id INTEGER PRIMARY KEY, title TEXT, content TEXT, done BOOLEAN,
        created DOUBLE, updated DOUBLE);
      INSERT INTO todo VALUES (1, 'theirs', '', 0, 0, 0);
      """, on: path)
    let before = try state(path)
    let error = #expect(throws: StoreError.self) { try SQLiteTodoStore(path: path, access: access) }
    #expect(error?.reason == "not a todo store (another program's database)")
    #expect(try state(path) == before)
  }

  @Test(
    "a store made by a newer version is refused for any access, untouched",
    arguments: [StoreAccess.create, .change, .read])
  func newerStoreIsRefusedUntouched(access: StoreAccess) throws {
    _ = try SQLiteTodoStore(path: path).add(
      title: "One", content: "", done: false, at: Fixture.start)
    try runSQL("INSERT INTO grdb_migrations VALUES ('v4: priorities')", on: path)
    let before = try state(path)
    let error = #expect(throws: StoreError.self) { try SQLiteTodoStore(path: path, access: access) }
    #expect(
      error?.reason
        == "made by a newer version of todo (it has the change \"v4: priorities\"): "
        + "use that version; the store was left as it is")
    #expect(try state(path) == before)
  }

  @Test func storeCarriesTodosApplicationID() throws {
    _ = try SQLiteTodoStore(path: path)
    #expect(try runSQL("PRAGMA application_id", on: path) == "\(0x546F_446F)\n")
  }

  // MARK: - Read access

  @Test func readAccessToAMissingStoreCreatesNothing() throws {
    let nested = folder.appendingPathComponent("typo/todo.sqlite").path
    for access in [StoreAccess.read, .change] {
      let error = #expect(throws: StoreError.self) {
        try SQLiteTodoStore(path: nested, access: access)
      }
      #expect(error?.reason == "no store here (nothing has been added yet?)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func readAccessReadsAndNeverWrites() throws {
    do {
      let store = try SQLiteTodoStore(path: path)
      _ = try store.add(title: "Milk", content: "two", done: false, at: Fixture.start)
      _ = try store.add(title: "Bread", content: "", done: true, at: Fixture.start)
    }
    let before = try state(path)
    do {
      let store = try SQLiteTodoStore(path: path, access: .read)
      #expect(try store.allItems().map(\.title) == ["Milk", "Bread"])
      #expect(try store.index(matching: "TWO").map(\.id) == [1])
      #expect(try store.count() == 2)
      let error = #expect(throws: StoreError.self) {
        try store.add(title: "x", content: "", done: false, at: Fixture.start)
      }
      #expect(error?.reason == "the store was opened only for reading")
      #expect(throws: StoreError.self) { try store.delete(id: 1) }
    }
    #expect(try state(path) == before)
    #expect(sidecars(of: path).isEmpty)
  }

  // MARK: - Text and times kept exactly

  @Test func nulBytesAreKeptEverywhereAndFound() throws {
    let store = try SQLiteTodoStore(path: path)
    let first = try store.add(
      title: "nul\u{0}byte", content: "a\u{0}B", done: false, at: Fixture.start)
    _ = try store.add(
      contentsOf: [ImportedTodo(TodoFields(title: "x\u{0}y", content: "\u{0}\u{0}"))],
      at: Fixture.start)
    #expect(try store.item(id: 1) == first)
    #expect(try store.allItems().map(\.content) == ["a\u{0}B", "\u{0}\u{0}"])
    #expect(try store.index(matching: "BYTE").map(\.id) == [1])
    #expect(try store.index(matching: "a\u{0}b").map(\.id) == [1])
    #expect(try store.index(matching: "\u{0}y").map(\.id) == [2])
    var changed = first
    changed.title = "\u{0}"
    changed.content = "after\u{0}the nul"
    try store.update(changed)
    #expect(try store.index(matching: "the nul").map(\.id) == [1])
    try store.delete(id: 1)
    try store.restore(changed)
    let reopened = try SQLiteTodoStore(path: path, access: .read)
    #expect(try reopened.items(ids: [1, 2]).map(\.title) == ["\u{0}", "x\u{0}y"])
    #expect(try reopened.item(id: 1) == changed)
  }

  @Test func addReturnsTheItemAsStored() throws {
    let store = try SQLiteTodoStore(path: path)
    // Sub-second times: most of them do not survive seconds-since-1970 as a double bit for bit.
    for step in 1...20 {
      let added = try store.add(
        title: "t\(step)", content: "", done: false, at: Fixture.start + Double(step) * 0.137)
      #expect(try store.item(id: added.id) == added)
    }
  }

  @Test func storeErrorNamesPath() {
    let error = StoreError(path: "/tmp/x.sqlite", reason: "is a directory")
    #expect(error.description == "/tmp/x.sqlite: is a directory")
  }

  // MARK: - Due dates, priorities and tags

  private static let fieldsOfEveryKind = TodoFields(
    title: tricky, content: tricky, done: true, due: DueDate(iso: "2026-12-01T17:00"),
    priority: Priority(value: 3) ?? .high, tags: ["読書", "🎉", "100%", "@家", "';DROP"],
    recur: Recurrence(text: "+12m"), list: "Errands")

  @Test func everyFieldIsKeptThroughAddUpdateRestoreAndReopening() throws {
    let store = try SQLiteTodoStore(path: path)
    var item = try store.write {
      try $0.insert(Self.fieldsOfEveryKind, created: Fixture.start, updated: Fixture.start)
    }
    #expect(item.fields == Self.fieldsOfEveryKind)
    #expect(try store.item(id: item.id) == item)
    item.fields.due = DueDate(iso: "2027-01-03")
    item.fields.priority = .none
    item.fields.tags = ["other"]
    item.fields.recur = Recurrence(text: "3d")
    try store.update(item)
    #expect(try runSQL("SELECT recur FROM todo", on: path) == "3d\n")
    #expect(try store.item(id: item.id) == item)
    item.fields.recur = nil
    try store.update(item)
    #expect(try runSQL("SELECT recur IS NULL FROM todo", on: path) == "1\n")
    #expect(try store.item(id: item.id) == item)
    try store.delete(id: item.id)
    try store.restore(item)
    #expect(try store.items(ids: [item.id]) == [item])
    let reopened = try SQLiteTodoStore(path: path, access: .read)
    #expect(try reopened.items() == [item])
  }

  @Test func anItemsTagRowsFollowItWhoeverDeletesIt() throws {
    let store = try SQLiteTodoStore(path: path)
    let tagged = try store.write {
      try $0.insert(
        TodoFields(title: "a", tags: ["x", "y"]), created: Fixture.start,
        updated: Fixture.start)
    }
    _ = try store.write {
      try $0.insert(
        TodoFields(title: "b", tags: ["x"]), created: Fixture.start,
        updated: Fixture.start)
    }
    #expect(
      try runSQL("SELECT todo_id, tag FROM todo_tag ORDER BY 1, 2", on: path) == "1|x\n1|y\n2|x\n")
    var changed = tagged
    changed.tags = ["y", "z"]
    try store.update(changed)
    #expect(
      try runSQL("SELECT tag FROM todo_tag WHERE todo_id = 1 ORDER BY 1", on: path) == "y\nz\n")
    try store.delete(id: 1)
    // Another program (or an older todo) deleting a todo removes its tags too.
    try runSQL("DELETE FROM todo WHERE id = 2", on: path)
    #expect(try runSQL("SELECT count(*) FROM todo_tag", on: path) == "0\n")
  }

  @Test func aRepeatRuleAnotherProgramWroteThatCannotBeReadIsNone() throws {
    let store = try SQLiteTodoStore(path: path)
    _ = try store.add(title: "a", content: "", done: false, at: Fixture.start)
    try runSQL("UPDATE todo SET recur = 'every tuesday' WHERE id = 1", on: path)
    #expect(try store.item(id: 1)?.fields.recur == nil)
  }

  @Test func aPriorityOutOfRangeIsRefusedEvenToAnotherProgram() throws {
    let store = try SQLiteTodoStore(path: path)
    _ = try store.add(title: "a", content: "", done: false, at: Fixture.start)
    let finished = try ChildProcess(
      "/usr/bin/env", ["sqlite3", path, "UPDATE todo SET priority = 12 WHERE id = 1"],
      environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    ).finishBlocking(timeout: .seconds(60))
    #expect(finished.termination != .exited(0))
    #expect(finished.errorText.contains("CHECK constraint failed"), "\(finished.errorText)")
    #expect(try store.item(id: 1)?.priority == Priority.none)
  }
}
