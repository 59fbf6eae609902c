import Testing
import TodoConfig

@testable import TodoTerminal
@testable import TodoUI

/// What the fuzz target `Fuzz/keyscript` found (docs/architecture.md, "Fuzzing"): each finding a test named
/// after what it broke, its input under `Tests/Fixtures/fuzz/keyscript`.
@Suite struct KeyScriptFuzzFindingsTests {
  /// keyscript (a key a script presses that the configuration file cannot bind): `#`, typed in
  /// a script after the first character of a line, could not be bound (`[keys.list] add = "#"`
  /// was "not a key"): a key's spelling was read as a script of its own, where a line that
  /// starts with `#` is a comment. A character is read as the key typing it presses.
  @Test func theHashKeyCanBeBound() throws {
    let events = try KeyScript.parse(try FuzzFixture.text("keyscript", "a-hash-key.keys"))
    let hash = InputEvent.key(.character("#"))
    #expect(events.contains(hash))
    #expect(KeySpelling.spelling(of: hash) == "#")
    #expect(KeySpelling.input("#") == hash)
    let maps = try KeyMaps.defaults.configured(
      by: Configuration.parse("[keys.list]\nadd = \"#\"\n").keys)
    #expect(maps.list.action(for: .character("#")) == .add)
  }

  /// keyscript (a key spelled that reads back as another): the character `→` typed in a
  /// script (and `↑`, `↓`, `←`) was spelled `"→"`, which a configuration file reads as the
  /// Right key, as help writes it: `todo config --keys` would have written a binding of the
  /// character as one of the arrow key. No file binds those characters: they have no spelling.
  @Test(arguments: ["→", "↑", "↓", "←"])
  func anArrowCharacterIsNotSpelledAsItsArrowKey(arrow: String) throws {
    #expect(try FuzzFixture.text("keyscript", "a-right-arrow-character.keys") == "→")
    let events = try KeyScript.parse(arrow)
    #expect(events.count == 1)
    for event in events + events.map(Self.withAlt) {
      #expect(KeySpelling.spelling(of: event) == nil)
    }
    #expect(KeySpelling.input(arrow) != .key(.character(Character(arrow))))
  }

  /// keyscript, seen in the code after the finding above: Alt with `>` (what a terminal sends
  /// as `ESC >`) was spelled `"M->"`, which read as no key, so it could not be bound; a script
  /// could not press it either (`<M->>` ended at its first `>`). `<M->>` is Alt->.
  @Test func altGreaterThanIsSpelledAndScripted() throws {
    let altGreater = InputEvent.alt(.character(">"))
    #expect(
      try KeyScript.parse("a<M->>b") == [.key(.character("a")), altGreater, .key(.character("b"))])
    #expect(KeySpelling.spelling(of: altGreater) == "M->")
    #expect(KeySpelling.input("M->") == altGreater)
    #expect(KeySpelling.input("Alt->") == altGreater)
    #expect(throws: KeyScriptError.self) { try KeyScript.parse("<M->") }
  }

  /// The Alt key of a key press.
  private static func withAlt(_ event: InputEvent) -> InputEvent {
    guard case .key(let key) = event else { return event }
    return .alt(key)
  }
}
