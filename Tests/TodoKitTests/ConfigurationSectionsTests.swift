import Foundation
import Testing
import TodoConfig
import TodoCore

/// The sections of SPEC §13 beyond `[sync]`: `[keys.SCREEN]`, `[colors]` and `[view]` read as
/// written, and every kind of bad value an error naming its line.
@Suite struct ConfigurationSectionsTests {
  @Test func theExampleOfTheSpecIsRead() throws {
    let configuration = try Configuration.parse(
      """
      [keys.list]        # action = "key" or ["key", "key"]
      add = "n"
      down = ["j", "C-n"]
      [colors]
      accent = "magenta"
      selection = 24
      [view]
      sort = "due"
      hide_done = true
      date_format = "%d %b"
      mouse = false
      """)
    #expect(
      configuration.keys == [
        KeySetting(screen: "list", action: "add", keys: ["n"], line: 2),
        KeySetting(screen: "list", action: "down", keys: ["j", "C-n"], line: 3),
      ])
    #expect(
      configuration.colors.roles[.accent] == .init(number: 5, written: "\"magenta\"", line: 5))
    #expect(configuration.colors.roles[.selection]?.number == 24)
    #expect(configuration.colors.roles[.muted] == nil)
    #expect(configuration.view.startingView == ViewSettings(sort: .due, hidesDone: true))
    #expect(configuration.view.dayFormat == (try DayFormat("%d %b")))
    #expect(configuration.view.mouse == false)
    #expect(configuration.sync == nil)
  }

  @Test func leftOutTheAppIsAsItComes() throws {
    let view = try Configuration.parse("[view]\n").view
    #expect(view == ViewPreferences())
    #expect(view.mouse)
    #expect(view.startingView == ViewSettings())
  }

  @Test func keysOfSeveralScreensKeepTheFilesOrder() throws {
    let keys = try Configuration.parse(
      "[keys.detail]\nback = \"b\"\n[keys.list]\nquit = \"Q\"\nadd = \"n\"\n"
    ).keys
    #expect(keys.map(\.action) == ["back", "quit", "add"])
    #expect(keys.map(\.line) == [2, 4, 5])
  }

  @Test(arguments: [
    ("[keys.list]\nadd = 3\n", 2, "add must be a key in quotes"),
    ("[keys.list]\nadd = []\n", 2, "add must be a key in quotes"),
    ("[keys.list]\nadd = [\"n\", 2]\n", 2, "add must be a key in quotes"),
    ("[keys.list]\nadd = \"\"\n", 2, "add must be a key in quotes"),
    ("[keys]\nlist = \"n\"\n", 2, "list must be a section: [keys.list]"),
    ("[colors]\naccent = \"purple\"\n", 2, "accent must be a colour name"),
    ("[colors]\n\nmuted = 256\n", 3, "muted must be a colour name"),
    ("[colors]\nbackground = \"red\"\n", 2, "unknown key \"background\" in [colors]"),
    ("[view]\nsort = \"random\"\n", 2, "sort must be one of \"due\", \"priority\""),
    ("[view]\nhide_done = \"yes\"\n", 2, "hide_done must be true or false"),
    ("[view]\nmouse = 1\n", 2, "mouse must be true or false"),
    ("[view]\ndate_format = \"%d %q\"\n", 2, "date_format \"%d %q\" has %q"),
    ("[view]\ndate_format = \"today\"\n", 2, "date_format \"today\" names no part"),
    ("[view]\ndate_format = 5\n", 2, "date_format must be a text in quotes"),
    ("[view]\nsort = \"due\"\nzoom = 2\n", 3, "unknown key \"zoom\" in [view]"),
    ("view = 1\n", 1, "view must be a section"),
    ("[view]\n[look]\n", 2, "unknown section [look]"),
  ])
  func aBadValueNamesItsLine(text: String, line: Int, start: String) {
    do {
      _ = try Configuration.parse(text)
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.line == line, "\(error)")
      #expect(error.message.hasPrefix(start), "\(error)")
    }
  }
}
