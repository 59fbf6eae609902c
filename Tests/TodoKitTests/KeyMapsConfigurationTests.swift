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

  /// Expects `text` refused, naming `line` and a message that starts with `message`.
  private func expectRefused(
    _ text: String, line: Int, message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try configured(text)
      Issue.record("no error for \(text)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
      #expect(error.message.hasPrefix(message), "\(error)", sourceLocation: sourceLocation)
    }
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
    ("[keys.sketch]\nadd = \"n\"\n", 2, "unknown screen [keys.sketch]"),
    ("[keys.lists]\nadd = \"n\"\n", 2, "unknown action \"add\" in [keys.lists]"),
    ("[keys.list]\n\nappend = \"n\"\n", 3, "unknown action \"append\" in [keys.list]"),
    ("[keys.list]\nadd = \"Ctrl\"\n", 2, "\"Ctrl\" is not a key"),
  ])
  func aBadLineIsNamed(text: String, line: Int, message: String) {
    expectRefused(text, line: line, message: message)
  }

  /// What `todo config` once called fine: a key a text field types or edits,
  /// taken by a screen that has text fields (the dialogs, the filter prompt, the notes, keys that
  /// work anywhere) or by the field itself, and the discard question's answers on the dialog's
  /// keys. Each is refused at its line, as a key bound twice is.
  @Test(arguments: [
    (
      "[keys.dialog]\nsave = \"a\"\n", 2,
      "a types itself in text fields, so it cannot be save in [keys.dialog], which has text fields"
    ),
    (
      "[keys.filter]\n\nkeep = \"e\"\n", 3,
      "e types itself in text fields, so it cannot be keep in [keys.filter], which is a text field"
    ),
    (
      "[keys.filter]\nclear = [\"Esc\", \"Space\"]\n", 2,
      "Space types itself in text fields, so it cannot be clear in [keys.filter]"
    ),
    ("[keys.dialog]\nsave = \"é\"\n", 2, "é types itself in text fields"),
    (
      "[keys.dialog]\nsave = \"C-a\"\n", 2,
      "Ctrl-A is home in [keys.field], so it cannot be save in [keys.dialog], which has text fields"
    ),
    ("[keys.dialog]\ncancel = \"C-u\"\n", 2, "Ctrl-U is kill_to_start in [keys.field]"),
    ("[keys.dialog]\nnext = \"C-k\"\n", 2, "Ctrl-K is kill_to_end in [keys.field]"),
    ("[keys.dialog]\nnext = \"C-w\"\n", 2, "Ctrl-W is delete_word in [keys.field]"),
    ("[keys.dialog]\nnext = \"C-e\"\n", 2, "Ctrl-E is end in [keys.field]"),
    ("[keys.filter]\nkeep = \"C-d\"\n", 2, "Ctrl-D is delete_forward in [keys.field]"),
    ("[keys.filter]\nclear = \"Backspace\"\n", 2, "Backspace is backspace in [keys.field]"),
    ("[keys.filter]\ndown = \"Right\"\n", 2, "→ is right in [keys.field]"),
    ("[keys.filter]\nup = \"Left\"\n", 2, "← is left in [keys.field]"),
    ("[keys.filter]\nkeep = \"Home\"\n", 2, "Home is home in [keys.field]"),
    ("[keys.filter]\nkeep = \"End\"\n", 2, "End is end in [keys.field]"),
    ("[keys.filter]\nkeep = \"Del\"\n", 2, "Del is delete_forward in [keys.field]"),
    ("[keys.filter]\nkeep = \"M-b\"\n", 2, "Alt-b is word_left in [keys.field]"),
    (
      "[keys.notes]\nnew_line = \"C-a\"\n", 2,
      "Ctrl-A is home in [keys.field], so it cannot be new_line in [keys.notes], which is a text field"
    ),
    ("[keys.notes]\nnew_line = \"+\"\n", 2, "+ types itself in text fields"),
    (
      "[keys.anywhere]\nquit = \"q\"\n", 2,
      "q types itself in text fields, so it cannot be quit in [keys.anywhere], which works in "
        + "text fields too"
    ),
    (
      "[keys.field]\nhome = \"a\"\n", 2,
      "a types itself in text fields, so it cannot be home in [keys.field]"
    ),
    // A field key moved onto a dialog's key: the field's line is the later one.
    (
      "[keys.dialog]\nsave = \"F2\"\n[keys.field]\nhome = \"Tab\"\n", 4,
      "Tab is home in [keys.field], so it cannot be next in [keys.dialog]"
    ),
    (
      "[keys.confirm]\nyes = \"Enter\"\n", 2,
      "Enter is bound twice in the discard question: to yes in [keys.confirm] and to save in "
        + "[keys.dialog]"
    ),
    (
      "[keys.dialog]\nnext = \"F2\"\n[keys.confirm]\n\nno = \"F2\"\n", 5,
      "F2 is bound twice in the discard question: to no in [keys.confirm] and to next in "
        + "[keys.dialog]"
    ),
  ])
  func aKeyOfTheTextFieldsOrTheDiscardQuestionIsRefused(text: String, line: Int, message: String) {
    expectRefused(text, line: line, message: message)
  }

  @Test func aFieldKeyMovedAwayIsFreeForTheDialog() throws {
    let maps = try configured(
      "[keys.field]\nhome = \"Home\"\n[keys.dialog]\nsave = [\"Enter\", \"C-a\"]\n")
    #expect(maps.editor.action(for: .control("a")) == .save)
    #expect(maps.textField.action(for: .control("a")) == nil)
  }

  @Test func quitOnAnotherKeyKeepsCtrlC() throws {
    let maps = try configured("[keys.anywhere]\nquit = \"C-q\"\n")
    #expect(maps.app.keys(for: .quit) == [.key(.control("q")), .key(.control("c"))])
    #expect(maps.app.help.rows == [HelpRow(keys: "Ctrl-Q Ctrl-C", "quit")])
    let same = try configured("[keys.anywhere]\nquit = \"C-c\"\n")
    #expect(same.app == KeyMaps.defaults.app)
  }

  @Test func ctrlCStaysOffEveryOtherScreenAfterQuitMoves() {
    do {
      _ = try configured("[keys.anywhere]\nquit = \"F10\"\n[keys.list]\nhelp = \"C-c\"\n")
      Issue.record("Ctrl-C taken from quit")
    } catch {
      #expect(error.line == 4, "\(error)")
      #expect(error.message.hasPrefix("Ctrl-C is bound twice: to help in [keys.list]"), "\(error)")
    }
  }

  @Test func everyScreenNameReachesItsMap() throws {
    for screen in KeyMaps.defaults.configurable.map(\.name) {
      let action: String =
        switch screen {
        case "list", "detail": "help"
        case "filter": "keep"
        case "tags", "lists": "back"
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
