import Foundation
import Testing
import TodoTerminal
import TodoUI

/// docs/keys.md lists every key of every screen as the help dialog (`?`) lists it: for each
/// help section a table under a heading with the section's title, a row per action in help's
/// order with its keys as help writes them, what help says it does, and the name a
/// configuration file binds it by. Read from the same key maps the views decode keys with, so
/// a key added, moved or reworded in `Sources/TodoUI/Keys` fails here until the page says so.
@Suite("docs/keys.md lists every key")
struct DocsKeysTests {
  /// docs/keys.md, found from this file's place in the source tree.
  static let page = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/keys.md")

  /// The rows the page must have for one help section: a binding's keys as help writes them, each in
  /// backticks; what help says (nil for a binding help leaves out, such as the `n` of a `y/N`
  /// question: the page words it itself); the action's name. Then help's notes (`any other
  /// key`), with no action.
  static func expectedRows(_ help: HelpSection, _ keys: ConfigurableKeys) -> [[String?]] {
    let bindings: [[String?]] = keys.rows.map { row in
      [row.keys.map { "`\($0.label)`" }.joined(separator: " "), row.summary, "`\(row.action)`"]
    }
    let notes = help.rows.dropFirst(keys.rows.filter { $0.summary != nil }.count)
    return bindings + notes.map { [$0.keys, $0.summary, ""] }
  }

  /// The lines from the heading `## title` to the next heading of that level; nil when the
  /// page has no such heading.
  static func section(_ title: String, of page: String) -> [String]? {
    let lines = page.components(separatedBy: "\n")
    guard let heading = lines.firstIndex(of: "## \(title)") else { return nil }
    return Array(lines[(heading + 1)...].prefix { !$0.hasPrefix("## ") })
  }

  /// The cells of each row of the first table in `lines`, header and rule left out.
  static func table(in lines: [String]) -> [[String]] {
    lines.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.dropFirst(2).map { line in
      line.dropFirst().dropLast().components(separatedBy: " | ")
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// Whether a table row has the cells `wanted` says: each as it says, or any words where it
  /// says nil.
  static func matches(_ row: [String], _ wanted: [String?]) -> Bool {
    row.count == wanted.count
      && zip(row, wanted).allSatisfy { cell, want in want.map { cell == $0 } ?? !cell.isEmpty }
  }

  /// Rows as a table's lines, for a message to copy from.
  static func markdown(_ rows: [[String?]]) -> String {
    rows.map { "| " + $0.map { $0 ?? "(words of the page's own)" }.joined(separator: " | ") + " |" }
      .joined(separator: "\n")
  }

  /// What `page` gets wrong about `maps`, a sentence per section, with the table it should
  /// have; empty when every section's table is right.
  static func mistakes(of page: String, about maps: KeyMaps) -> [String] {
    let sections = zip(maps.helpSections(for: .list), maps.configurable)
    return sections.compactMap { help, keys in
      let expected = expectedRows(help, keys)
      guard let section = section(help.title, of: page) else {
        return "no \"## \(help.title)\" section; its table:\n\(markdown(expected))"
      }
      guard section.contains(where: { $0.contains("`[keys.\(keys.name)]`") }) else {
        return "\(help.title): the section does not name `[keys.\(keys.name)]`"
      }
      let rows = table(in: section)
      let right = rows.count == expected.count && zip(rows, expected).allSatisfy(matches)
      return right ? nil : "\(help.title): the table should read\n\(markdown(expected))"
    }
  }

  @Test("every section of help has its table in docs/keys.md, row for row")
  func everyKeyIsListed() throws {
    let page = try String(contentsOf: Self.page, encoding: .utf8)
    let maps = KeyMaps.defaults
    // Every map is a section: the list's help lists every screen, dialog and field.
    #expect(maps.helpSections(for: .list).count == maps.configurable.count)
    #expect(maps.configurable.count >= 10)
    for mistake in Self.mistakes(of: page, about: maps) {
      Issue.record("docs/keys.md, \(mistake)")
    }
  }

  @Test("a key rebound on a screen, or a section the page names otherwise, is a mistake")
  func theCheckSeesChanges() throws {
    let page = try String(contentsOf: Self.page, encoding: .utf8)
    var moved = KeyMaps.defaults
    moved.list = moved.list.rebinding(.add, to: [.key(.character("n"))])
    #expect(Self.mistakes(of: page, about: moved).count == 1)
    var fewer = KeyMaps.defaults
    fewer.help = fewer.help.rebinding(.close, to: [.key(.escape)])
    #expect(Self.mistakes(of: page, about: fewer).count == 1)
    let withoutTags = page.replacingOccurrences(of: "## Tags\n", with: "## Tag screen\n")
    #expect(Self.mistakes(of: withoutTags, about: .defaults).count == 1)
  }
}
