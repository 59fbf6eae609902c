import Foundation
import Testing

/// The README and the pages of docs/ stay whole: every link to a Markdown file reaches a file
/// that is there, with the heading a `#fragment` names, and the screen the README shows is the
/// golden screen of the key script it names, as the tests replay it today.
@Suite("README and docs/ links")
struct DocsLinksTests {
  /// The root of the source tree, found from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md and every page of docs/, as paths from the root.
  static var pages: [String] {
    let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.path + "/docs")) ?? []
    return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
  }

  /// The targets of the Markdown links `[text](target)` in `text`, outside code.
  static func links(in text: String) -> [String] {
    var links: [String] = []
    var inFence = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence else { continue }
      // Code spans may hold brackets and parentheses that are no link.
      let prose = line.components(separatedBy: "`").enumerated()
        .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
      var rest = Substring(prose)
      while let close = rest.range(of: "](") {
        let after = rest[close.upperBound...]
        guard let end = after.firstIndex(of: ")") else { break }
        links.append(String(after[..<end]))
        rest = after[end...]
      }
    }
    return links
  }

  /// The fragment GitHub gives a heading: lower case, spaces as hyphens, punctuation dropped.
  static func anchor(of heading: String) -> String {
    String(
      heading.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character == "-" || character == "_" { return character }
        return character.isLetter || character.isNumber ? character : nil
      })
  }

  /// The fragments of the headings of the Markdown file at `url`.
  static func anchors(in url: URL) throws -> Set<String> {
    let text = try String(contentsOf: url, encoding: .utf8)
    var inFence = false
    var anchors: Set<String> = []
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      guard !inFence, line.hasPrefix("#") else { continue }
      anchors.insert(anchor(of: line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)))
    }
    return anchors
  }

  /// What is wrong with the link `target` on the page at `page` (a path from the root): nil
  /// when it reaches a file that is there and, for a fragment, a heading of that file. Links
  /// to the web and links to other kinds of file are left alone.
  static func problem(with target: String, on page: String) throws -> String? {
    guard !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = String(parts[0])
    let fragment = parts.count > 1 ? String(parts[1]) : nil
    guard path.isEmpty || path.hasSuffix(".md") else { return nil }
    let folder = root.appendingPathComponent(page).deletingLastPathComponent()
    let file =
      path.isEmpty ? root.appendingPathComponent(page) : folder.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: file.path) else {
      return "\(page): (\(target)) names no file"
    }
    if let fragment, !(try anchors(in: file)).contains(fragment) {
      return "\(page): (\(target)) names no heading of \(path.isEmpty ? page : path)"
    }
    return nil
  }

  @Test("every .md link of README.md and docs/ reaches a file, and a heading when it names one")
  func linksReachFiles() throws {
    #expect(Self.pages.count >= 7, "\(Self.pages)")
    var checked = 0
    for page in Self.pages {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      for target in Self.links(in: text) {
        if let problem = try Self.problem(with: target, on: page) { Issue.record("\(problem)") }
        checked += 1
      }
    }
    #expect(checked >= 20)
  }

  @Test("the README links every page of docs/")
  func readmeLinksEveryPage() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let linked = Set(Self.links(in: readme).map { $0.split(separator: "#").first.map(String.init) })
    for page in Self.pages where page != "README.md" {
      #expect(linked.contains(page), "README.md does not link \(page)")
    }
  }

  @Test("a link to a missing file or heading is a problem; web links are not checked")
  func problemsAreSeen() throws {
    #expect(try Self.problem(with: "docs/nowhere.md", on: "README.md") != nil)
    #expect(try Self.problem(with: "docs/keys.md#no-such-heading", on: "README.md") != nil)
    #expect(try Self.problem(with: "keys.md", on: "docs/sync.md") == nil)
    #expect(try Self.problem(with: "https://example.org/x.md", on: "README.md") == nil)
    #expect(Self.links(in: "see [keys](docs/keys.md) and `[a](b.md)`") == ["docs/keys.md"])
    #expect(Self.anchor(of: "What a server is trusted with") == "what-a-server-is-trusted-with")
    #expect(Self.anchor(of: "Two commands: `make run`") == "two-commands-make-run")
  }

  @Test("the README's screen is the golden screen of the key script it names")
  func readmeScreenIsTrue() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let name = "Tests/ScreenTests/Scripts/fields/fields-list-80-columns.screen"
    #expect(readme.contains("`\(name)`"), "the README no longer names \(name)")
    let screen = try String(contentsOf: Self.root.appendingPathComponent(name), encoding: .utf8)
    if !readme.contains("```text\n" + screen + "```\n") {
      Issue.record("README.md shows another screen than \(name), which is now:\n\(screen)")
    }
  }
}
