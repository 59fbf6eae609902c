import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// Lists on the command line (SPEC §17), through the real binary: `--list` on `add`, `edit`
/// and `import`, a list made by naming it said on standard error, `todo lists` with its
/// counts, tab-separated.
@Suite("Lists on the command line")
struct ListCommandsTests {
  /// Runs `todo` on `store`, expecting success; returns standard output and standard error.
  @discardableResult
  private func todo(_ arguments: [String], _ store: String) throws -> (String, String) {
    let result = try Binary.run(arguments + ["--store", store])
    #expect(result.status == 0, "\(arguments): \(result.error)")
    return (result.output, result.error)
  }

  /// Each todo as `title list`, as `todo list --all --json` gives them.
  private func placed(_ store: String) throws -> [String] {
    let json = try todo(["list", "--all", "--json"], store).0
    return try JSONInterchange.decode(Data(json.utf8)).map {
      "\($0.fields.title) \($0.fields.list)"
    }
  }

  @Test("add --list puts a todo in a list, made and said on standard error when new")
  func addMakesAList() throws {
    let store = try ScratchFolder.made().path("s.sqlite")
    #expect(try todo(["add", "Milk"], store) == ("1 [ ] Milk\n", ""))
    #expect(
      try todo(["add", "Book the venue", "--list", "Work"], store)
        == ("2 [ ] Book the venue\n", "todo: made the list \"Work\"\n"))
    // The same list in another case: nothing made, nothing said.
    #expect(try todo(["add", "Send slides", "--list", "work"], store).1 == "")
    try todo(["done", "3"], store)
    #expect(try todo(["lists"], store).0 == "Tasks\t1\t0\nWork\t1\t1\n")
    #expect(try placed(store) == ["Milk Tasks", "Book the venue Work", "Send slides Work"])
  }

  @Test("edit --list moves a todo with its subtasks; a subtask moved alone leaves its parent")
  func editMoves() throws {
    let store = try ScratchFolder.made().path("s.sqlite")
    try todo(["add", "Move house"], store)
    try todo(["add", "Pack", "--parent", "1"], store)
    try todo(["add", "Books", "--parent", "2"], store)
    #expect(
      try todo(["edit", "1", "--list", "Home"], store)
        == ("1 [ ] Move house\n", "todo: made the list \"Home\"\n"))
    #expect(try placed(store) == ["Move house Home", "Pack Home", "Books Home"])
    try todo(["edit", "2", "--list", "Boxes"], store)
    #expect(try placed(store) == ["Move house Home", "Pack Boxes", "Books Boxes"])
    let json = try todo(["list", "--json"], store).0
    let pack = try JSONInterchange.decode(Data(json.utf8))[1]
    #expect(pack.fields.parent == nil)
    #expect(try todo(["lists"], store).0 == "Tasks\t0\t0\nHome\t1\t0\nBoxes\t2\t0\n")
  }

  @Test("import puts each todo in the list the file names, or every one in --list")
  func importIntoLists() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    let file = folder.path("in.json")
    try Data(#"[{"title": "Rake", "list": "Garden"}, {"title": "Milk"}]"#.utf8)
      .write(to: URL(fileURLWithPath: file))
    #expect(
      try todo(["import", file], store)
        == ("imported 2 todos\n", "todo: made the list \"Garden\"\n"))
    try Data(#"[{"title": "Saw", "list": "Garden"}, {"title": "Nails"}]"#.utf8)
      .write(to: URL(fileURLWithPath: file))
    try todo(["import", file, "--list", "Shed"], store)
    #expect(try placed(store) == ["Rake Garden", "Milk Tasks", "Saw Shed", "Nails Shed"])
  }

  @Test("a name that cannot be a list's is refused before the store is opened")
  func refusedNames() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    for name in ["", "  ", "a\tb", String(repeating: "x", count: 201)] {
      let result = try Binary.run(["add", "x", "--list", name, "--store", store])
      #expect(result.status == 2)
      #expect(result.error.hasPrefix("todo: --list: a list's name must show something"))
    }
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test("list --list and export --list read one list; a list no one made is an error")
  func readOneList() throws {
    let store = try ScratchFolder.made().path("s.sqlite")
    try todo(["add", "Milk"], store)
    try todo(["add", "Plan the offsite", "--list", "Team stuff"], store)
    try todo(["add", "Book rooms", "--parent", "2"], store)
    #expect(
      try todo(["list", "--list", "team stuff"], store).0
        == "2 [ ] Plan the offsite\n  3 [ ] Book rooms\n")
    #expect(try todo(["list", "--list", "Tasks", "milk"], store).0 == "1 [ ] Milk\n")
    let exported = try todo(["export", "--list", "Team stuff"], store).0
    #expect(
      try JSONInterchange.decode(Data(exported.utf8)).map(\.fields.title) == [
        "Plan the offsite", "Book rooms",
      ])
    for command in ["list", "export"] {
      let result = try Binary.run([command, "--list", "Tema stuff", "--store", store])
      #expect(result.status == 1)
      #expect(result.error == "todo: no list is named \"Tema stuff\" (todo lists prints them)\n")
      #expect(result.output == "")
    }
  }
}
