import Foundation
import TestSupport
import Testing

/// SPEC §13: long work draws a progress line only where a person watches a terminal. With
/// standard error a pipe (a script, a log), an import and an export of many todos write not
/// one progress byte, even with TERM set; the summary is all there is.
@Suite struct PipedProgressTests {
  /// Enough todos for an import and an export to take far longer than the tenth of a second
  /// after which a terminal gets its first progress line (the end-to-end test shows it there):
  /// the debug binary imports them in about 4 s and exports them in about 1 s of CPU time on
  /// the 2-core machine, 40 and 8 times that. More would prove nothing more.
  static let count = 20_000

  /// Each todo's notes, which make the file about 2.5 MB: over the 1 MB past which an import
  /// says at once, on a terminal, that it is reading the file.
  static let notes = "Notes long enough to make the file of all the todos over a megabyte."

  @Test func aLongImportAndExportWriteNoProgressToAPipe() throws {
    let folder = try ScratchFolder.made()
    let file = folder.path("many.json")
    let entries = (1...Self.count).map {
      #"{"title": "Todo \#($0)", "content": "\#(Self.notes)", "tags": ["bulk"]}"#
    }
    try Data(("[" + entries.joined(separator: ",\n") + "]\n").utf8)
      .write(to: URL(fileURLWithPath: file))
    let store = folder.path("todo.sqlite")
    let terminal = ["TERM": "xterm-256color"]

    let imported = try Binary.run(["import", file, "--store", store], environment: terminal)
    #expect(imported.status == 0)
    #expect(imported.output == "imported \(Self.count) todos\n")
    #expect(imported.error == "")

    let out = folder.path("out.json")
    let exported = try Binary.run(["export", out, "--store", store], environment: terminal)
    #expect(exported.status == 0)
    #expect(exported.output == "")
    #expect(exported.error == "")
    let written = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: out)))
    #expect((written as? [Any])?.count == Self.count)
  }
}
