import Foundation
import TestSupport
import Testing

@testable import TodoCore

/// The real binary on a copy of a store made by the release before due dates, priorities and
/// tags (Tests/Fixtures/store-0e9e80d.sqlite).
@Suite("Stores made by an earlier release")
struct UpgradeTests {
  private func copy(into folder: ScratchFolder) throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/store-0e9e80d.sqlite")
    let path = folder.path("todo.sqlite")
    try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
    return path
  }

  /// As `todo list --all` prints them: the open todos, then the done ones, each as added.
  static let listed = """
    1 [ ] Buy milk
    4 [ ] 100% done? (A) +proj @home due:2026-01-01
    7 [ ] Last one
    2 [x] 读书 本を読む 🎉
    5 [x] nul␀byte éclair
    6 [x] Added by hand

    """

  @Test("it is listed as it is, untouched, and upgraded by the first change")
  func listedThenUpgraded() throws {
    let folder = try ScratchFolder.made()
    let store = try copy(into: folder)
    let before = try FileState(store)
    let list = try Binary.run(["list", "--all", "--store", store])
    #expect(list.status == 0, "\(list.error)")
    #expect(list.output == Self.listed)
    let exported = try Binary.run(["export", "--store", store]).output
    #expect(try FileState(store) == before, "a read-only command upgraded the store")
    #expect(folder.contents() == ["todo.sqlite"])

    let added = try Binary.run(["add", "new", "--priority", "L", "--tag", "x", "--store", store])
    #expect(added.status == 0, "\(added.error)")
    #expect(added.output == "8 [ ] (L) new +x\n")
    // The first change says it upgrades the store (seconds at a million todos); later ones,
    // and the read-only commands before it, say nothing.
    #expect(added.error == "todo: upgrading \(store) to this version of todo (once)…\n")
    #expect(list.error.isEmpty, "\(list.error)")
    let again = try Binary.run(["add", "again", "--store", store])
    #expect(again.status == 0 && again.error.isEmpty, "\(again.error)")
    #expect(
      try Binary.run(["list", "--all", "--store", store]).output
        == Self.listed.replacingOccurrences(
          of: "7 [ ] Last one\n", with: "7 [ ] Last one\n8 [ ] (L) new +x\n9 [ ] again\n"))
    // The old todos export exactly as before the upgrade (ids, times, text), the new one after;
    // but for their UIDs: a store made before UIDs has none, so a read-only command reads it
    // through an upgraded copy whose UIDs are its own, and the upgrade gives the file others.
    let after = try Binary.run(["export", "--store", store]).output
    func withoutUIDs(_ export: String) throws -> ([ImportedTodo], String) {
      let todos = try JSONInterchange.decode(Data(export.utf8)).map {
        ImportedTodo($0.fields, created: $0.created, updated: $0.updated)
      }
      let text = export.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("    \"uid\" : ") }.joined(separator: "\n")
      return (todos, text)
    }
    let (old, oldText) = try withoutUIDs(exported)
    let (upgraded, upgradedText) = try withoutUIDs(after)
    #expect(Array(upgraded.prefix(6)) == old)
    #expect(upgradedText.hasPrefix(String(oldText.dropLast(3))), "\(after)")
  }
}
