import Foundation
import Testing

@testable import TodoConfig
@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// The key scripts beside their expected screens: `Scripts/<feature>/<name>.keys` replayed
/// headlessly must print exactly `Scripts/<feature>/<name>.screen`: a folder per feature (the
/// list, the detail screen, the Add/Edit dialog, the filter, tags, undo…).
///
/// A script may start with `# size: COLSxROWS` (default 80x24) and `# editor: NAME`: `E`
/// then runs `Scripts/Editors/NAME` as `$EDITOR` (a small shell script standing in for the
/// person; without the line, `E` finds no editor). A `<name>.json` beside it (or, with
/// `# store: NAME`, the shared `Scripts/Stores/NAME.json` that several scripts start from)
/// (the `todo import` format) is imported first: the way to start from text no key script
/// can type, such as titles full of escape sequences. A `<name>.toml` beside it is the
/// configuration file the app runs with (its `[keys.*]` and `[view]`; colours and the mouse
/// setting are the terminal's, which the headless one has not). A missing `.screen` is
/// recorded and the test fails; `UPDATE_SNAPSHOTS=1 make test` rewrites every screen. Read
/// each new or changed screen before committing it.
enum ScreenScripts {
  /// The folder holding the scripts, in the source tree (so recording writes there).
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  /// Every script's name: its path below `folder`, without `.keys`.
  static let names = paths(endingIn: ".keys")

  /// The paths below `folder` of the files whose names end in `suffix`, without it, sorted.
  static func paths(endingIn suffix: String) -> [String] {
    let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }.sorted()
  }

  /// The fixture editors: shell scripts that edit the file they are given as a person would.
  static let editors = folder.appendingPathComponent("Editors")

  /// The value of `# name: value` among the comment lines a script starts with.
  static func header(_ name: String, of script: String) -> String? {
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    let prefix = "# \(name):"
    return lines.prefix { $0.hasPrefix("#") }.first { $0.hasPrefix(prefix) }
      .map { $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) }
  }

  /// The size a script asks for, or 80x24.
  static func size(of script: String) -> Size {
    header("size", of: script).flatMap(Size.init(parsing:)) ?? Size(columns: 80, rows: 24)
  }

  /// The environment variables a script's replay sees: `$EDITOR` is the editor the script
  /// names, found by name in `Scripts/Editors` first, so a failure message names it the same
  /// on every machine; without one, none, so `E` finds no editor.
  static func variables(of script: String) -> [String: String] {
    guard let name = header("editor", of: script) else { return [:] }
    return ["EDITOR": name, "PATH": editors.path + ":/usr/bin:/bin"]
  }

  /// Replays `script` in `todo replay`'s environment (`TodoEnvironment.replay`): in-memory
  /// store (holding `seed`), replay clock, UTC, the editor the script names, and
  /// `configuration`'s keys and view.
  static func replay(
    _ script: String, seed: Data? = nil, configuration: Configuration = Configuration()
  ) throws -> String {
    let keys = try KeyScript.parse(script)
    let store = try SQLiteTodoStore.inMemory()
    if let seed {
      // Imported at the replay clock's first moment, by a clock of its own, so the replay's
      // own clock starts as `todo replay`'s does.
      try TodoUseCases(store: store, clock: SteppingClock.replay())
        .add(imported: JSONInterchange.decode(seed))
    }
    let frame = TodoApp.replay(
      keys: keys,
      size: size(of: script),
      environment: .replay(
        store: store, variables: variables(of: script),
        keyMaps: try KeyMaps.defaults.configured(by: configuration.keys),
        view: configuration.view)
    )
    return frame.text + "\n"
  }
}

@Suite("Key scripts and their screens")
struct ScreenScriptTests {
  /// The number of scripts, so one lost in a move or a rename fails here (a new script counts
  /// one more), and no screen without its script.
  @Test("every script is found, and every screen has its script")
  func enoughScripts() {
    #expect(ScreenScripts.names.count == 431)
    let scripts = Set(ScreenScripts.names)
    #expect(ScreenScripts.paths(endingIn: ".screen").filter { !scripts.contains($0) } == [])
  }

  @Test("replaying the script prints the expected screen", arguments: ScreenScripts.names)
  func screenMatches(name: String) throws {
    let scriptURL = ScreenScripts.folder.appendingPathComponent(name + ".keys")
    let screenURL = ScreenScripts.folder.appendingPathComponent(name + ".screen")
    let script = try String(contentsOf: scriptURL, encoding: .utf8)
    let seedName = ScreenScripts.header("store", of: script).map { "Stores/" + $0 } ?? name
    let seed = try? Data(
      contentsOf: ScreenScripts.folder.appendingPathComponent(seedName + ".json"))
    let configuration =
      try
      (try? String(
        contentsOf: ScreenScripts.folder.appendingPathComponent(name + ".toml"), encoding: .utf8))
      .map { try Configuration.parse($0, file: name + ".toml") } ?? Configuration()
    let actual = try ScreenScripts.replay(script, seed: seed, configuration: configuration)
    let recording = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
    guard !recording, let expected = try? String(contentsOf: screenURL, encoding: .utf8) else {
      try actual.write(to: screenURL, atomically: true, encoding: .utf8)
      if !recording { Issue.record("recorded a new screen for \(name); read it, then commit it") }
      return
    }
    if actual != expected {
      let actualLines = actual.components(separatedBy: "\n")
      let expectedLines = expected.components(separatedBy: "\n")
      let common = min(actualLines.count, expectedLines.count)
      let row = (0..<common).first { actualLines[$0] != expectedLines[$0] } ?? common
      let got = row < actualLines.count ? actualLines[row] : "<none>"
      let wanted = row < expectedLines.count ? expectedLines[row] : "<none>"
      Issue.record(
        "\(name): row \(row + 1) differs\n  expected: \(wanted)\n  actual:   \(got)\n\nactual screen:\n\(actual)"
      )
    }
  }
}
