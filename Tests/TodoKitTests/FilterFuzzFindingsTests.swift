import Foundation
import Testing

@testable import TodoCore
@testable import TodoStorage

/// What the fuzz target `Fuzz/filter` found (docs/architecture.md, "Fuzzing"): each finding a test named after
/// what it broke, its input under `Tests/Fixtures/fuzz/filter`.
@Suite struct FilterFuzzFindingsTests {
  /// filter (listed other todos than the words pick): a filter word holding a NUL (` \0`, as
  /// found) listed every todo: the search text is the title's fold, U+0001, then the notes',
  /// a NUL folds to U+0001, and the word was looked for in the whole text, so it matched the
  /// separator between title and notes. A typed U+0001 did too (`x\u{1}y` matched title `x`
  /// with notes `y`). Such a word is looked for in the title and the notes apart.
  @Test func aWordHoldingTheSeparatorMatchesNoTodoAcrossTitleAndNotes() throws {
    let store = try SQLiteTodoStore.inMemory()
    let date = Date(timeIntervalSince1970: 1_767_600_000)
    let plain = try store.add(title: "Call Bob", content: "notes", done: false, at: date)
    let nul = try store.add(title: "nul\u{0}inside", content: "", done: false, at: date)
    let split = try store.add(title: "x", content: "y", done: true, at: date)
    let control = try store.add(title: "", content: "a\u{1}b", done: false, at: date)
    let found = try FuzzFixture.text("filter", "a-nul-word")
    #expect(found == " \u{0}")
    let cases: [(String, [TodoItem])] = [
      // A NUL folds to U+0001, as the search text has it: both find either.
      (found, [nul, control]), ("\u{0}", [nul, control]), ("l\u{0}i", [nul]),
      ("-\u{0}", [plain, split]),
      ("x\u{1}y", []), ("a\u{1}b", [control]), ("-a\u{1}b", [plain, nul, split]),
      ("\u{1} is:done", []),
    ]
    for (filter, expected) in cases {
      for sort in TodoQuery.Sort.allCases {
        var query = TodoQuery(filter: filter)
        query.sort = sort
        let listed = try store.read { try $0.index(query) }.map(\.id)
        #expect(Set(listed) == Set(expected.map(\.id)), "\(filter.debugDescription), \(sort)")
        let tally = try store.read { try $0.tally(query) }
        #expect(tally.count == expected.count, "\(filter.debugDescription), \(sort)")
        for item in [plain, nul, split, control] {
          let selected = try store.read { try $0.contains(item.id, in: query) }
          #expect(selected == expected.contains(item), "\(filter.debugDescription), \(item.id)")
        }
      }
    }
  }

  /// filter (a todo titled what was typed is not listed by it): `\t\u{331}\u{3}`, as found
  /// (minimized): the word after the tab starts with a combining mark (a tab is a character of
  /// its own, so the mark is one too), which folding keeps at the start of a text and drops
  /// after a character: the word folded to `\u{331}\u{3}`, the title to `\t\u{3}`. A word is
  /// folded as it reads inside a text (`TextFold.foldedWord`).
  @Test func aWordStartingWithACombiningMarkIsFoundWhereItWasTyped() throws {
    let store = try SQLiteTodoStore.inMemory()
    let date = Date(timeIntervalSince1970: 1_767_600_000)
    let found = try FuzzFixture.text("filter", "a-word-after-a-tab-starting-with-a-mark")
    #expect(found == "\t\u{331}\u{3}")
    let typed = try store.add(title: found, content: "", done: false, at: date)
    let accented = try store.add(
      title: "Cafe\u{301}s\tof Paris", content: "", done: false, at: date)
    _ = try store.add(title: "tea", content: "", done: false, at: date)
    for (filter, expected) in [
      (found, [typed]), ("\t\u{301}s", [accented]), ("cafe\t\u{301}s", [accented]),
    ] {
      let listed = try store.index(matching: filter).map(\.id)
      #expect(Set(listed) == Set(expected.map(\.id)), "\(filter.debugDescription)")
    }
    #expect(TodoFilter(parsing: found, at: .replayStart).searchedText == ["\u{3}"])
    #expect(TodoFilter(parsing: "Straße", at: .replayStart).searchedText == ["strasse"])
  }
}
