import Foundation
import TestSupport
import Testing

/// `todo tags` through the real binary: every tag with its open and done counts, one a line,
/// tab-separated, for scripts; it only reads the store.
@Suite("todo tags")
struct TagsCommandTests {
  @Test("every tag with its open and done counts, in the tags screen's order")
  func countsEveryTag() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    for arguments in [
      ["add", "Report", "--tag", "work", "--tag", "読書"],
      ["add", "Invoice", "--tag", "Work", "--tag", "@phone"],
      ["add", "Garden", "--tag", "home", "--tag", "work", "--tag", "🏠"],
      ["add", "Untagged"],
      ["done", "2"],
      ["done", "3"],
    ] {
      let result = try Binary.run(arguments + ["--store", store])
      #expect(result.status == 0, "\(result.error)")
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: store))
    let tags = try Binary.run(["tags", "--store", store])
    #expect(tags.status == 0, "\(tags.error)")
    #expect(
      tags.output == """
        @phone\t0\t1
        home\t0\t1
        Work\t0\t1
        work\t1\t1
        読書\t1\t0
        🏠\t0\t1

        """)
    #expect(tags.error == "")
    #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
  }

  @Test("no tags print nothing; a missing store is an error and is not made")
  func nothingToCount() throws {
    let folder = try ScratchFolder.made()
    let store = folder.path("s.sqlite")
    #expect(try Binary.run(["add", "Untagged", "--store", store]).status == 0)
    let none = try Binary.run(["tags", "--store", store])
    #expect(none.status == 0, "\(none.error)")
    #expect(none.output == "")
    let missing = folder.path("missing.sqlite")
    let refused = try Binary.run(["tags", "--store", missing])
    #expect(refused.status == 1)
    #expect(refused.error == "todo: \(missing): no store here (nothing has been added yet?)\n")
    #expect(!FileManager.default.fileExists(atPath: missing))
  }
}
