import Testing
import TodoConfig

@testable import TodoTerminal
@testable import TodoUI

/// `[keys.SCREEN]` lines applied to the key maps: spelled as key scripts or help write keys,
/// every mistake an error naming the line, no key doing two things on one screen.
@Suite struct KeyMapsConfigurationTests {
  private func configured(_ text: String) throws(ConfigError) -> KeyMaps {
    try KeyMaps.defaults.configured(by: Configuration.parse(text).keys)
  }

  @Test(arguments: [
    ("n", InputEvent.key(.character("n"))), ("<", .key(.character("<"))),
    ("Enter", .key(.enter)), ("<Enter>", .key(.enter)), ("C-s", .key(.control("s"))),
    ("Ctrl-S", .key(.control("s"))), ("M-b", .alt(.character("b"))),
    ("Alt-b", .alt(.character("b"))), ("F5", .key(.function(5))), ("PgDn", .key(.pageDown)),
    ("Space", .key(.character(" "))), (" ", .key(.character(" "))), ("Backspace", .key(.backspace)),
    ("Shift-Tab", .key(.backTab)), ("↓", .key(.down)), ("é", .key(.character("é"))),
  ])
  func keysAreSpelledAsScriptsAndHelpWriteThem(text: String, input: InputEvent) {
    #expect(KeySpelling.input(text) == input)
  }

  @Test(arguments: ["nn", "Enterr", "C-", "<Paste>", "Resize 80x24", "\n", "<Click 1,1>"])
  func whatNamesNoKeyIsNoKey(text: String) {
    #expect(KeySpelling.input(text) == nil)
  }

  @Test func aRemappedKeyDecodesShowsInHelpAndInTheFooter() throws {
    let maps = try configured("[keys.list]\nadd = \"n\"\n[keys.detail]\nback = [\"b\", \"Esc\"]\n")
    #expect(maps.list.action(for: .character("n")) == .add)
    #expect(maps.list.action(for: .character("a")) == nil)
    #expect(maps.list.help.rows.contains { $0.keys == "n" && $0.summary == "add a todo" })
    #expect(maps.list.footerHints.contains { $0.text == "n add" })
    #expect(maps.detail.keys(for: .back) == [.key(.character("b")), .key(.escape)])
    #expect(maps.detail.action(for: .character("q")) == nil)
  }

  @Test func swappingTwoKeysIsNotBindingOneTwice() throws {
    let maps = try configured("[keys.list]\ndown = \"k\"\nup = \"j\"\n")
    #expect(maps.list.action(for: .character("k")) == .down)
    #expect(maps.list.action(for: .character("j")) == .up)
  }

  @Test func theDefaultsBindNoKeyTwice() throws {
    try KeyMaps.defaults.checkNoKeyBoundTwice()
  }

  @Test(arguments: [
    ("[keys.list]\nadd = \"j\"\n", 2, "j is bound twice in [keys.list]: to down and to add"),
    (
      "[keys.list]\nadd = \"n\"\nedit = \"n\"\n", 3,
      "n is bound twice in [keys.list]: to add and to edit"
    ),
    (
      "[keys.detail]\nedit = \"C-c\"\n", 2,
      "Ctrl-C is bound twice: to edit in [keys.detail] and to quit in [keys.anywhere]"
    ),
    ("[keys.lists]\nadd = \"n\"\n", 2, "unknown screen [keys.lists]"),
    ("[keys.list]\n\nappend = \"n\"\n", 3, "unknown action \"append\" in [keys.list]"),
    ("[keys.list]\nadd = \"Ctrl\"\n", 2, "\"Ctrl\" is not a key"),
  ])
  func aBadLineIsNamed(text: String, line: Int, message: String) {
    do {
      _ = try configured(text)
      Issue.record("no error for \(text)")
    } catch {
      #expect(error.line == line, "\(error)")
      #expect(error.message.hasPrefix(message), "\(error)")
    }
  }

  @Test func everyScreenNameReachesItsMap() throws {
    for screen in KeyMaps.defaults.configurable.map(\.name) {
      let action: String =
        switch screen {
        case "list", "detail": "help"
        case "filter": "keep"
        case "tags": "back"
        case "dialog": "save"
        case "field": "home"
        case "notes": "new_line"
        case "confirm": "yes"
        case "help": "close"
        default: "quit"
        }
      let maps = try KeyMaps.defaults.rebinding(screen: screen, action: action, to: ["F9"])
      #expect(maps != KeyMaps.defaults, "\(screen)")
    }
  }
}

/// `todo config --keys`: every screen's keys in the file's words, which read back as the same
/// maps, so a person can copy any line into their file.
@Suite struct KeyMapsConfigurationTextTests {
  @Test func theTextReadsBackAsTheSameMaps() throws {
    let text = KeyMaps.defaults.configurationText
    let settings = try Configuration.parse(text).keys
    #expect(settings.count > 60)
    #expect(try KeyMaps.defaults.configured(by: settings) == KeyMaps.defaults)
  }

  @Test func aConfiguredMapPrintsAsConfigured() throws {
    let maps = try KeyMaps.defaults.configured(
      by: Configuration.parse("[keys.list]\nadd = [\"n\", \"M-a\"]\n").keys)
    let text = maps.configurationText
    #expect(text.contains("[keys.list]\ndown = [\"j\", \"Down\"]  # move down\n"))
    #expect(text.contains("\nadd = [\"n\", \"M-a\"]  # add a todo\n"))
    #expect(text.contains("[keys.anywhere]\nquit = \"C-c\"  # quit\n"))
  }

  @Test func everyKeyOfTheDefaultsIsSpelledAndReadBack() {
    for screen in KeyMaps.defaults.configurable {
      for row in screen.rows {
        for key in row.keys {
          let spelled = KeySpelling.spelling(of: key)
          #expect(spelled.flatMap(KeySpelling.input) == key, "\(screen.name).\(row.action)")
        }
      }
    }
  }
}
