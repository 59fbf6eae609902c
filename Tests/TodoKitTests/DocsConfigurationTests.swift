import Foundation
import Testing
import TodoConfig
import TodoUI

/// The configuration files the docs show (the ```toml blocks of docs/) are read as the app
/// reads `config.toml`, keys applied to the key maps too: an example that names a key, a screen
/// or an action the app no longer takes fails here.
@Suite("Configuration examples in docs/")
struct DocsConfigurationTests {
  /// docs/, found from this file's place in the source tree.
  static let docs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs")

  /// The text of each ```toml block of `text`.
  static func tomlBlocks(in text: String) -> [String] {
    var blocks: [String] = []
    var block: [String]?
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        if let done = block {
          blocks.append(done.joined(separator: "\n") + "\n")
          block = nil
        } else if line == "```toml" {
          block = []
        }
        continue
      }
      block?.append(line)
    }
    return blocks
  }

  @Test("every ```toml block of docs/ is a configuration the app takes")
  func examplesAreRead() throws {
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.docs.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    var read = 0
    for page in pages {
      let text = try String(contentsOf: Self.docs.appendingPathComponent(page), encoding: .utf8)
      for block in Self.tomlBlocks(in: text) {
        do {
          let configuration = try Configuration.parse(block, file: page)
          _ = try KeyMaps.defaults.configured(by: configuration.keys, file: page)
        } catch {
          Issue.record("docs/\(page): \(error)\n\(block)")
        }
        read += 1
      }
    }
    #expect(read >= 2)
  }

  @Test("a block the app would refuse is seen")
  func aWrongExampleFails() {
    let blocks = Self.tomlBlocks(in: "```toml\n[view]\nsort = \"sideways\"\n```\n")
    #expect(blocks == ["[view]\nsort = \"sideways\"\n"])
    #expect(throws: ConfigError.self) { try Configuration.parse(blocks[0]) }
  }
}
