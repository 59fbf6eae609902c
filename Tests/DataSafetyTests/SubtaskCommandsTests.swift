import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Subtasks on the command line (SPEC §16), through the real binary: `add --parent`,
/// `edit --parent` / `--no-parent`, the tree `list` prints, and `list --json`'s `uid` and
/// `parent`; a missing parent or a cycle is refused, exit 1, the store as it was.
@Suite("Subtasks on the command line")
struct SubtaskCommandsTests {
  /// Runs `todo arguments --store store`, expecting it to succeed; returns what it printed.
  @discardableResult
  private func todo(_ arguments: [String], _ store: String) throws -> String {
    let run = try Binary.run(arguments + ["--store", store])
    #expect(run.status == 0, "\(arguments): \(run.error)")
    return run.output
  }

  /// A store with a move (1), two subtasks of it (2, 4), a subtask of the first (3) and
  /// another todo (5).
  private func tree(in folder: ScratchFolder) throws -> String {
    let store = folder.path("s.sqlite")
    try todo(["add", "Move"], store)
    #expect(try todo(["add", "Pack books", "--parent", "1"], store) == "2 [ ] Pack books\n")
    try todo(["add", "Buy boxes", "--tag", "shop", "--parent", "2"], store)
    try todo(["add", "Label boxes", "--parent", "1"], store)
    try todo(["add", "Other"], store)
    return store
  }

  @Test("list prints each subtask under its parent, two spaces a level")
  func listPrintsTheTree() throws {
    let folder = try ScratchFolder.made()
    let store = try tree(in: folder)
    #expect(
      try todo(["list"], store) == """
        1 [ ] Move
          2 [ ] Pack books
            3 [ ] Buy boxes +shop
          4 [ ] Label boxes
        5 [ ] Other

        """)
  }

  @Test("a subtask whose parent is not listed stands at the left")
  func aSubtaskWithoutItsParentIsAtTheTop() throws {
    let folder = try ScratchFolder.made()
    let store = try tree(in: folder)
    #expect(try todo(["list", "boxes"], store) == "3 [ ] Buy boxes +shop\n4 [ ] Label boxes\n")
    try todo(["done", "2"], store)
    #expect(
      try todo(["list"], store)
        == "1 [ ] Move\n  4 [ ] Label boxes\n3 [ ] Buy boxes +shop\n5 [ ] Other\n")
  }

  @Test("is:subtask lists the todos under a parent, is:parent those with subtasks")
  func stateWords() throws {
    let folder = try ScratchFolder.made()
    let store = try tree(in: folder)
    #expect(
      try todo(["list", "is:subtask"], store)
        == "2 [ ] Pack books\n  3 [ ] Buy boxes +shop\n4 [ ] Label boxes\n")
    #expect(try todo(["list", "is:parent"], store) == "1 [ ] Move\n  2 [ ] Pack books\n")
    #expect(try todo(["list", "-is:subtask", "-is:parent"], store) == "5 [ ] Other\n")
    #expect(
      try todo(["list", "is:subtask", "-is:parent", "+shop"], store) == "3 [ ] Buy boxes +shop\n")
  }

  @Test("list --json gives every todo its uid and a subtask its parent's")
  func jsonHasUIDAndParent() throws {
    let folder = try ScratchFolder.made()
    let store = try tree(in: folder)
    let todos = try JSONInterchange.decode(Data(try todo(["list", "--json"], store).utf8))
    let uids = todos.map { $0.calendar?.uid ?? "" }
    #expect(uids.allSatisfy { !$0.isEmpty } && Set(uids).count == 5)
    #expect(todos.map(\.fields.parent) == [nil, uids[0], uids[1], uids[0], nil])
  }

  @Test("edit --parent moves a todo with its subtasks, --no-parent to the top, in one change")
  func editMoves() throws {
    let folder = try ScratchFolder.made()
    let store = try tree(in: folder)
    #expect(
      try todo(["edit", "2", "--parent", "5", "--title", "Pack all books"], store)
        == "2 [ ] Pack all books\n")
    try todo(["edit", "4", "--no-parent"], store)
    #expect(
      try todo(["list"], store) == """
        1 [ ] Move
        4 [ ] Label boxes
        5 [ ] Other
          2 [ ] Pack all books
            3 [ ] Buy boxes +shop

        """)
  }

  @Test(
    "a missing parent or a cycle is refused, exit 1, nothing changed",
    arguments: [
      (
        ["edit", "1", "--parent", "3"],
        "todo 1 cannot be a subtask of todo 3, which is one of its own subtasks"
      ),
      (["edit", "2", "--parent", "2", "--title", "x"], "todo 2 cannot be a subtask of itself"),
      (["edit", "2", "--parent", "9", "--title", "x"], "no todo with id 9 to go under (--parent)"),
      (["edit", "9", "--parent", "1"], "no todo with id 9"),
      (["add", "x", "--parent", "9"], "no todo with id 9 to go under (--parent)"),
    ])
  func refusals(arguments: [String], message: String) throws {
    let folder = try ScratchFolder.made()
    let store = try tree(in: folder)
    let before = try todo(["list", "--all", "--json"], store)
    let refused = try Binary.run(arguments + ["--store", store])
    #expect(refused.status == 1)
    #expect(refused.error == "todo: \(message)\n")
    #expect(refused.output.isEmpty)
    #expect(try todo(["list", "--all", "--json"], store) == before)
  }

  @Test(
    "a bad --parent is a usage error before any store is opened",
    arguments: [
      (["add", "x", "--parent", "-1"], "the id of --parent must be a positive number"),
      (["edit", "1", "--parent", "x"], "the id of --parent must be a positive number"),
      (["edit", "1", "--parent", "2", "--no-parent"], "--parent and --no-parent cannot be used"),
    ])
  func usageErrors(arguments: [String], message: String) throws {
    let folder = try ScratchFolder.made()
    let refused = try Binary.run(arguments + ["--store", folder.path("missing.sqlite")])
    #expect(refused.status == 2)
    #expect(refused.error.hasPrefix("todo: \(message)"), "\(refused.error)")
    #expect(folder.contents().isEmpty)
  }

  @Test("add --parent needs a store that exists: it makes none")
  func addUnderMakesNoStore() throws {
    let folder = try ScratchFolder.made()
    let refused = try Binary.run(["add", "x", "--parent", "1", "--store", folder.path("s.sqlite")])
    #expect(refused.status == 1)
    #expect(folder.contents().isEmpty)
  }

  @Test("import reads a tree linked from the parents (RELTYPE=CHILD); export writes its lines back")
  func importReadsChildLines() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent("Fixtures/clients/child-links/parent-names-children.ics")
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    #expect(try todo(["import", fixture.path], store) == "imported 5 todos\n")
    #expect(
      try todo(["list"], store) == """
        2 [ ] Move house
          3 [ ] Pack books
            1 [ ] Label boxes
          4 [ ] (M) Book the van
        5 [ ] Find a new flat

        """)
    // An edit of another field, then an export: every RELATED-TO line as the file had it.
    try todo(["edit", "1", "--title", "Label every box"], store)
    let exported = folder.path("out.ics")
    try todo(["export", "--format", "ics", exported], store)
    let source = try String(contentsOf: fixture, encoding: .utf8)
    let back = try String(contentsOfFile: exported, encoding: .utf8)
    #expect(Self.related(back) == Self.related(source))
    #expect(back.contains("SUMMARY:Label every box\r\n"))
  }

  /// Each VTODO's RELATED-TO lines of an unfolded iCalendar `text`, by UID.
  private static func related(_ text: String) -> [String: [String]] {
    var lines: [String: [String]] = [:]
    for todo in text.components(separatedBy: "BEGIN:VTODO").dropFirst() {
      let own = todo.components(separatedBy: "\r\n")
      let uid = own.first { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) } ?? ""
      lines[uid] = own.filter { $0.hasPrefix("RELATED-TO") }
    }
    return lines
  }
}
