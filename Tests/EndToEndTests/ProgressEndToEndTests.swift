import Foundation
import Testing

/// At test size: a large `todo import` in a terminal shows its progress
/// line (count, rate, time left) while it writes, then the line is erased and the summary
/// stands alone on its row.
@Suite struct ProgressEndToEndTests {
  /// Large enough for the writing to last many tenths of a second in a debug build.
  static let count = 200_000

  @Test func aLargeImportShowsItsProgressLineThenTheSummaryAlone() async throws {
    let binary = try TodoBinary.path()
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let entries = (1...Self.count).map { #"{"title": "Todo \#($0)", "priority": 5}"# }
    try Data(("[" + entries.joined(separator: ",\n") + "]\n").utf8)
      .write(to: URL(fileURLWithPath: folder.path("many.json")))
    let tmux = try await Tmux.launch(
      binary: binary, folder: folder,
      script: #""$1" import "$2/many.json"; echo "EXITED:$?"; exec /bin/sh -i"#)
    defer { tmux.kill() }

    let during = try await tmux.waitFor("the progress line", timeout: .seconds(180)) { screen in
      screen.header.hasPrefix("importing ") && screen.header.contains(" / 200,000 · ")
    }
    #expect(during.header.contains("/s"), "\(during)")
    let after = try await tmux.waitFor(text: "EXITED:", timeout: .seconds(180))
    #expect(after.lines.prefix(2) == ["imported \(Self.count) todos", "EXITED:0"], "\(after)")
    #expect(!after.contains("importing"), "\(after)")
  }
}
