import Foundation
import TestSupport
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Tens of thousands of seeded random keys (every kind of key, resizes
/// from 1x1 to 120x40 included) replayed against the headless driver. The input
/// also holds bracketed pastes (with line breaks and tabs), Alt keys and escape sequences
/// split across reads (decoded by the real `KeyDecoder`, as the ncurses driver does), and the
/// store is a real SQLite file stamped by a clock that gives sub-second times, so a change
/// whose times do not survive the store's round trip shows up as a refused undo. The test drives the
/// navigation stack as `AppLoop` does, but looks at every frame: the app did not crash,
/// the frame fits its size and holds nothing a terminal would act on, and the store holds
/// exactly what the screens said was done to it.
///
/// The keys grow trees of subtasks (SPEC §16: `A`, `>`, `<`, `z`, `Z`, `J`/`K` among
/// siblings, `x` and `d` on parents with their questions): every list frame must be a run of
/// the list a naive recursive walk of the store's todos makes (`RandomKeysTree`: children
/// indented under their parents, siblings in the order in force with done last, folded
/// subtrees and hidden done todos left out, a filter's matches with their ancestors muted;
/// each parent's `done/all` and a fold's `▸N`), every change must keep the store's tree
/// (each todo under the todo its link names, no cycle, the counts its triggers keep equal to a
/// recount), and each tree key must do what docs/keys.md says and nothing else.
///
/// The keys also step priorities (`+`, `-`), edit notes with `E` in an editor
/// the test stands in for (it saves new text, saves the text as it was, quits, or fails, as
/// its seeded dice say), and type due dates, priorities and tags into the dialog's fields.
///
/// A failure names the seed, the key's index and the last keys (written as a key script).
/// `TODO_PROPERTY_SEED` (decimal or 0x-hex) and `TODO_PROPERTY_KEYS` run other seeds or more
/// keys; the fixed ones are what `make test` runs.
@Suite struct RandomKeysPropertyTests {
  static let defaultSeed: UInt64 = 0x7D0_2026_0105_0900
  static let defaultKeyCount = 20_000

  @Test("random keys: no crash, frames fit, the store holds what the screens said")
  func randomKeys() throws {
    let environment = ProcessInfo.processInfo.environment
    let seed = environment["TODO_PROPERTY_SEED"].flatMap(Self.parseSeed) ?? Self.defaultSeed
    let keyCount =
      environment["TODO_PROPERTY_KEYS"].flatMap { Int($0) } ?? Self.defaultKeyCount
    let run = try PropertyRun(seed: seed)
    let clock = ContinuousClock()
    let start = clock.now
    run.play(keys: keyCount)
    let elapsed = clock.now - start
    print("random keys: seed \(Self.hex(seed)), \(keyCount) keys in \(elapsed): \(run.stats)")

    if let failure = run.failure {
      Issue.record(Comment(rawValue: failure))
      return
    }
    // The keys really reached every screen and made every kind of change; otherwise the
    // checks above would have been checking little.
    let stats = run.stats
    #expect(run.keysPlayed == keyCount)
    #expect(stats.adds >= 100, "only \(stats.adds) adds (seed \(Self.hex(seed)))")
    #expect(stats.deletes >= 30, "only \(stats.deletes) deletes")
    #expect(stats.edits >= 20, "only \(stats.edits) edits")
    #expect(stats.toggles >= 100, "only \(stats.toggles) toggles")
    #expect(stats.seriesSteps >= 5, "only \(stats.seriesSteps) steps of a repeating todo")
    #expect(stats.undos >= 50, "only \(stats.undos) undos")
    // A redo needs an undo just before it with no change between; the default seed's walk
    // makes 9 since the list keeps its cursor by a page's anchor.
    #expect(stats.redos >= 5, "only \(stats.redos) redos")
    for sort in TodoQuery.Sort.allCases {
      #expect(stats.listsBySort[sort, default: 0] >= 50, "lists by order: \(stats.listsBySort)")
    }
    #expect(stats.listsHidingDone >= 100, "only \(stats.listsHidingDone) lists hiding done")
    #expect(stats.moves >= 50, "only \(stats.moves) moves")
    #expect(stats.movesAtEnd >= 5, "only \(stats.movesAtEnd) moves at an end")
    #expect(stats.rejectedDrafts >= 5, "only \(stats.rejectedDrafts) refused empty titles")
    #expect(stats.listChecks >= 2_000, "the list was checked only \(stats.listChecks) times")
    #expect(stats.filteredListChecks >= 100, "only \(stats.filteredListChecks) filtered lists")
    #expect(stats.frames[.detail, default: 0] >= 500, "detail: \(stats.frames)")
    #expect(stats.frames[.editor, default: 0] >= 500, "editor: \(stats.frames)")
    #expect(stats.frames[.confirm, default: 0] >= 50, "confirm: \(stats.frames)")
    #expect(stats.frames[.help, default: 0] >= 50, "help: \(stats.frames)")
    #expect(stats.frames[.filterPrompt, default: 0] >= 200, "filter: \(stats.frames)")
    #expect(stats.frames[.tooSmall, default: 0] >= 50, "too small: \(stats.frames)")
    #expect(stats.resizes >= 300, "only \(stats.resizes) resizes")
    #expect(stats.restarts >= 10, "only \(stats.restarts) quits and restarts")
    #expect(stats.mostItems >= 40, "at most \(stats.mostItems) items: the list never scrolled")
    #expect(stats.scrolledLists >= 100, "only \(stats.scrolledLists) lists not at their top")
    #expect(stats.pastes >= 200, "only \(stats.pastes) pastes")
    #expect(stats.pastesIntoFields >= 50, "only \(stats.pastesIntoFields) pastes into a field")
    #expect(stats.altKeys >= 200, "only \(stats.altKeys) Alt keys")
    #expect(stats.splitSequences >= 200, "only \(stats.splitSequences) split sequences")
    #expect(stats.prioritySteps >= 100, "only \(stats.prioritySteps) priority steps")
    #expect(stats.priorityEnds >= 20, "only \(stats.priorityEnds) steps past either end")
    #expect(stats.notesSaved >= 30, "only \(stats.notesSaved) notes saved from the editor")
    #expect(stats.notesUnchanged >= 10, "only \(stats.notesUnchanged) editors left unchanged")
    #expect(stats.editorFailures >= 5, "only \(stats.editorFailures) editors that failed")
    #expect(stats.fieldWords >= 200, "only \(stats.fieldWords) field words typed in dialogs")
    #expect(
      stats.rejectedFields >= 5, "only \(stats.rejectedFields) refused dates, priorities or tags")
    #expect(stats.addsWithFields >= 20, "only \(stats.addsWithFields) adds with a due date or tags")
    #expect(stats.listsWithFields >= 200, "only \(stats.listsWithFields) lists showing them")
    // The tree (SPEC §16) really formed, a few levels deep, and every key of it was used.
    #expect(stats.subtaskAdds >= 50, "only \(stats.subtaskAdds) subtasks added")
    #expect(stats.indents >= 30, "only \(stats.indents) > that moved a todo")
    #expect(stats.outdents >= 5, "only \(stats.outdents) < that moved a todo")
    #expect(stats.folds >= 5, "only \(stats.folds) z that folded")
    #expect(stats.foldAlls >= 8, "only \(stats.foldAlls) Z")
    #expect(stats.subtreeDeletes >= 10, "only \(stats.subtreeDeletes) parents deleted")
    #expect(stats.subtreeDones >= 10, "only \(stats.subtreeDones) parents done with subtasks")
    #expect(stats.subtaskCopies >= 2, "only \(stats.subtaskCopies) subtrees copied")
    #expect(stats.treeLists >= 1_000, "only \(stats.treeLists) lists showing a tree")
    #expect(stats.deepest >= 3, "the deepest row shown was \(stats.deepest) deep")
    #expect(stats.foldedRows >= 500, "only \(stats.foldedRows) folded rows shown")
    #expect(stats.contextRows >= 50, "only \(stats.contextRows) context rows shown")
  }

  /// The PRNG is fixed: the same seed gives the same keys on every machine and Swift version.
  @Test func splitMixIsDeterministic() {
    var generator = SeededGenerator(seed: 0)
    // The reference outputs of SplitMix64 seeded with 0.
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  static func parseSeed(_ text: String) -> UInt64? {
    text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
  }

  static func hex(_ seed: UInt64) -> String {
    "0x" + String(seed, radix: 16)
  }
}

// MARK: - Random numbers

/// The dice of a run, thrown with SplitMix64 (Steele, Lea, Flood 2014): tiny, fast and the same
/// everywhere.
extension SeededGenerator {
  /// A number in `0..<bound` (the modulo bias is irrelevant here).
  mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(1, bound)))
  }

  /// A number in `range`.
  mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One element of a non-empty array.
  mutating func pick<T>(_ elements: [T]) -> T {
    elements[below(elements.count)]
  }
}

// MARK: - The person's editor

/// `$EDITOR` as `E` meets it, without a terminal or a process: seeded dice decide whether it
/// saves new notes (several lines, wide and strange text, often after the old notes), saves
/// the file as it was but for a final line break, quits without saving, or fails. It answers
/// what `ExternalEditor` would make of the file it left.
private final class DiceEditor: TextEditor {
  private var random: SeededGenerator
  /// The notes it saved last (nil when the last edit saved nothing), for the check that the
  /// store holds them.
  private(set) var lastSaved: String?

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed ^ 0xED17_0B5E)
  }

  func edit(_ text: String, fileName: String) -> TextEditOutcome {
    lastSaved = nil
    let file: String
    switch random.below(20) {
    case 0..<9: file = (random.chance(50) ? text + "\n" : "") + KeyGenerator.pasteText(&random)
    case 9..<12: file = text + "\n\n"
    case 12..<17: return .unchanged
    default: return .failed("the editor (dice) exited with status \(random.within(1...3))")
    }
    let trim = { (text: String) in
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.reversed().drop { "\r\n".unicodeScalars.contains($0) }.reversed()))
    }
    guard trim(file) != trim(text) else { return .unchanged }
    let saved = ExternalEditor.droppingFinalLineBreak(file)
    lastSaved = saved
    return .saved(saved)
  }
}

// MARK: - Where the app is

/// What the person sees on top, which decides what the random keys lean towards.
private enum Place: String, Hashable, CustomStringConvertible {
  case list, filterPrompt, detail, editor, confirm, help, tooSmall
  /// The Tags screen (`t`), which the keys only leave: its own keys are other tests' work.
  case tags

  var description: String { rawValue }
}

// MARK: - Keys

/// The keys the property test types.
private enum KeyGenerator {
  /// Single graphemes beyond ASCII, each as a key can carry it: wide CJK and emoji, flags,
  /// ZWJ sequences, lone and attached combining marks, zero-width and bidi controls,
  /// unassigned and private-use scalars.
  static let exotic: [Character] = [
    "日", "本", "語", "中", "한", "ｱ", "Ａ", "\u{3000}", "😀", "🎉", "👍🏽", "👨‍👩‍👧", "🇯🇵",
    "\u{1F1EF}", "é", "e\u{301}", "\u{301}", "\u{308}", "\u{20DD}", "ß", "Ω", "ﷺ", "ด้", "\u{0E33}",
    "\u{200B}", "\u{200D}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{00A0}", "\u{00AD}",
    "\u{2028}", "\u{E000}", "\u{FFFD}", "\u{0378}", "\u{115F}", "␛", "…", "<", ">",
  ]

  static let named: [Key] = [
    .enter, .escape, .tab, .backTab, .backspace, .delete, .up, .down, .left, .right, .home,
    .end, .pageUp, .pageDown,
  ]

  /// Every control letter but `c`, which quits and is typed on its own.
  static let controls: [Key] = "abdefghijklmnopqrstuvwxyz".map { .control($0) }

  /// Any key at all, or a resize, every kind equally likely.
  static func anyKey(_ random: inout SeededGenerator) -> InputEvent {
    switch random.below(7) {
    case 0: .key(.character(Character(Unicode.Scalar(UInt8(random.within(0x20...0x7E))))))
    case 1: .key(.character(random.pick(exotic)))
    case 2: .key(random.pick(named))
    case 3: .key(random.pick(controls))
    case 4: .key(.function(random.within(1...12)))
    case 5: .resize(size(&random))
    default: .key(random.chance(3) ? .control("c") : text(&random))
    }
  }

  /// A new terminal size: mostly usable, some near the minimum, some anything at all.
  static func size(_ random: inout SeededGenerator) -> Size {
    switch random.below(20) {
    case 0..<12: Size(columns: random.within(30...120), rows: random.within(8...40))
    case 12..<17: Size(columns: random.within(27...33), rows: random.within(5...11))
    default: Size(columns: random.within(1...120), rows: random.within(1...40))
    }
  }

  /// A key typed into a text field: mostly a few letters (so filters find titles), some
  /// other ASCII, some wide or strange text.
  static func text(_ random: inout SeededGenerator) -> Key {
    switch random.below(100) {
    case 0..<60: .character(random.pick(Array("abcdefgh")))
    case 60..<70: .character(" ")
    case 70..<78: .character(random.pick(Array("ABCDEFGHxyz0123456789")))
    case 78..<84: .character(Character(Unicode.Scalar(UInt8(random.within(0x20...0x7E)))))
    default: .character(random.pick(exotic))
    }
  }

  /// Keys leaning towards what `place` reacts to, so the app reaches every screen; deletes
  /// lean in once there are more than `items` than a tall terminal shows.
  static func key(at place: Place, items: Int, _ random: inout SeededGenerator) -> InputEvent {
    if place == .tags {
      return .key(random.pick([.escape, .escape, .character("q"), .character("j"), .up]))
    }
    // One key in five is any key at all, wherever the app is.
    if random.chance(20) { return anyKey(&random) }
    // Too small: only growing the terminal does anything.
    if place == .tooSmall {
      return .resize(Size(columns: random.within(30...120), rows: random.within(8...40)))
    }
    let table: [(Int, Key?)]
    switch place {
    case .list:
      table = [
        (8, .character("j")), (5, .character("k")), (2, .down), (2, .up), (1, .character("g")),
        (1, .character("G")), (1, .home), (1, .end), (1, .pageDown), (1, .pageUp),
        (1, .control("f")), (1, .control("b")), (8, .character("a")), (3, .character("e")),
        (items > 60 ? 12 : 4, .character("d")), (1, .delete), (4, .character("x")),
        (2, .character(" ")),
        (4, .character("u")), (4, .control("r")), (2, .character("/")), (3, .enter),
        (1, .character("l")), (1, .right), (1, .escape), (1, .character("?")),
        (1, .character("q")), (1, .character("y")), (3, .character("+")), (2, .character("-")),
        (3, .character("E")), (3, .character("s")), (2, .character("J")), (2, .character("K")),
        (1, .character("H")),
        // The tree's keys (SPEC §16): a good share of the adds are subtasks, and `>` comes
        // often enough that trees a few levels deep form and are folded, moved and undone.
        (6, .character("A")), (5, .character(">")), (2, .character("<")), (2, .character("z")),
        (1, .character("Z")),
      ]
    case .filterPrompt:
      table = [
        (14, nil), (3, .backspace), (4, .enter), (2, .escape), (1, .down), (1, .up),
        (1, .control("u")), (1, .left), (1, .control("w")),
      ]
    case .detail:
      table = [
        (3, .escape), (2, .character("q")), (1, .character("h")), (1, .left), (1, .backspace),
        (3, .character("j")), (2, .character("k")), (1, .pageDown), (1, .pageUp),
        (3, .character("e")), (2, .character("d")), (1, .delete), (3, .character("x")),
        (1, .character(" ")), (3, .character("u")), (3, .control("r")), (1, .character("?")),
        (2, .character("+")), (2, .character("-")), (2, .character("E")),
      ]
    case .editor:
      table = [
        (24, nil), (2, .backspace), (1, .left), (1, .right), (1, .home), (1, .end),
        (1, .control("a")), (1, .control("e")), (1, .control("u")), (1, .control("k")),
        (1, .control("w")), (1, .control("d")), (1, .delete), (2, .tab), (1, .backTab),
        (1, .down), (1, .up), (9, .enter), (2, .escape),
      ]
    case .confirm:
      table = [(6, .character("y")), (1, .character("Y")), (2, .character("n")), (1, .escape)]
    case .help:
      table = [
        (2, .character("j")), (1, .character("k")), (1, .pageDown), (1, .character(" ")),
        (1, .pageUp), (3, .escape), (2, .character("q")), (1, .character("?")), (1, .enter),
      ]
    case .tooSmall, .tags:
      table = []
    }
    var roll = random.below(table.reduce(0) { $0 + $1.0 })
    for (weight, key) in table {
      if roll < weight { return .key(key ?? text(&random)) }
      roll -= weight
    }
    return .key(text(&random))
  }

  /// What a person types into the dialog's fields beside titles: due dates in words (and one
  /// no parser reads), priorities, tags. Typed a character at a time, often followed by Tab
  /// to the next field, so they land in whichever field the dialog has there.
  static let fieldWords = [
    "tomorrow", "tom 17:00", "fri", "2026-12-01", "12-01", "+3d", "2w", "eow", "eom 09:30",
    "yesterday", "blursday", "H", "M", "L", "none", "7", "work", "+home @phone", "読書",
    "a b c", "1w", "+1m",
  ]

  /// Pasted text: words, line breaks and tabs, keys' letters that must stay text (`gdy`),
  /// escape sequences' characters, wide and strange text.
  static func pasteText(_ random: inout SeededGenerator) -> String {
    let pieces = [
      "call bob", "\n", "gdy", "\r\n", "\t", "milk", "eggs", "x", "q", "?", "/", "u", " ",
      "日本語", "👨‍👩‍👧", "e\u{301}", "\u{1B}[B", "\u{7}", "\u{FEFF}", "<Enter>", "%",
    ]
    return (0..<random.within(1...8)).map { _ in random.pick(pieces) }.joined()
  }

  /// An Alt key: the text fields' word keys, keys that mean something without Alt, anything.
  static func altKey(_ random: inout SeededGenerator) -> Key {
    switch random.below(4) {
    case 0: random.pick([.character("b"), .character("f"), .character("d"), .backspace])
    case 1: random.pick([.left, .right])
    case 2: random.pick(Array("xdeaqyu/?gG").map(Key.character))
    default:
      // Any key at all; a resize is no key, so Alt with F12 instead.
      if case .key(let key) = anyKey(&random) { key } else { .function(12) }
    }
  }

  /// The bytes a terminal sends for a key, in one of the forms real terminals use: both
  /// cursor modes, Alt as ESC before a key or as a modifier parameter, function keys.
  static func sequence(_ random: inout SeededGenerator) -> String {
    random.pick([
      "\u{1B}[A", "\u{1B}[B", "\u{1B}[C", "\u{1B}[D", "\u{1B}OA", "\u{1B}OB", "\u{1B}OC",
      "\u{1B}OD", "\u{1B}[H", "\u{1B}[F", "\u{1B}OH", "\u{1B}OF", "\u{1B}[1~", "\u{1B}[4~",
      "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[3~", "\u{1B}[Z", "\u{1B}OP", "\u{1B}[15~",
      "\u{1B}[1;3B", "\u{1B}[1;5A", "\u{1B}b", "\u{1B}x", "\u{1B}\u{7F}", "\u{1B}[99;99q",
      "\u{1B}[200~call bob\ngdy\u{1B}[201~", "\u{1B}[200~\u{1B}[201~",
    ])
  }

  /// How a key script writes `input`, for reproducing a failure with `todo replay`.
  static func script(_ input: InputEvent) -> String {
    switch input {
    case .key(let key): script(key)
    case .alt(let key):
      "<M-" + script(key).trimmingCharacters(in: CharacterSet(charactersIn: "<>")) + ">"
    case .paste(let text):
      "<Paste>"
        + text.map {
          switch $0 {
          case "\n", "\r\n": "<Enter>"
          case "\t": "<Tab>"
          case "<": "<lt>"
          case " ": "<Space>"
          default: String($0)
          }
        }.joined() + "</Paste>"
    case .resize(let size): "<Resize \(size)>"
    case .mouse(let mouse):
      switch mouse.kind {
      case .click: "<Click \(mouse.position.x + 1),\(mouse.position.y + 1)>"
      case .doubleClick: "<DoubleClick \(mouse.position.x + 1),\(mouse.position.y + 1)>"
      case .wheelUp: "<WheelUp>"
      case .wheelDown: "<WheelDown>"
      }
    }
  }

  /// How a key script writes `key`, for reproducing a failure with `todo replay`.
  static func script(_ key: Key) -> String {
    switch key {
    case .character("<"): "<lt>"
    case .character(" "): "<Space>"
    case .character(let character): String(character)
    case .control(let letter): "<C-\(letter)>"
    case .enter: "<Enter>"
    case .escape: "<Esc>"
    case .tab: "<Tab>"
    case .backTab: "<S-Tab>"
    case .backspace: "<BS>"
    case .delete: "<Del>"
    case .up: "<Up>"
    case .down: "<Down>"
    case .left: "<Left>"
    case .right: "<Right>"
    case .home: "<Home>"
    case .end: "<End>"
    case .pageUp: "<PgUp>"
    case .pageDown: "<PgDn>"
    case .function(let number): "<F\(number)>"
    }
  }
}

// MARK: - The run

/// What the run saw, to show that the keys really reached every screen.
private struct PropertyStats: CustomStringConvertible {
  var frames: [Place: Int] = [:]
  var adds = 0
  var deletes = 0
  var edits = 0
  var toggles = 0
  /// Completions of a repeating todo, their undos and redos (the next one added or removed).
  var seriesSteps = 0
  var undos = 0
  var redos = 0
  var rejectedDrafts = 0
  var resizes = 0
  var restarts = 0
  var listChecks = 0
  var filteredListChecks = 0
  var scrolledLists = 0
  var mostItems = 0
  var pastes = 0
  var pastesIntoFields = 0
  var altKeys = 0
  var splitSequences = 0
  var prioritySteps = 0
  var priorityEnds = 0
  var notesSaved = 0
  var notesUnchanged = 0
  var editorFailures = 0
  var fieldWords = 0
  var rejectedFields = 0
  var addsWithFields = 0
  var listsWithFields = 0
  /// List checks in each order (`s`), and with done todos hidden (`H`).
  var listsBySort: [TodoQuery.Sort: Int] = [:]
  var listsHidingDone = 0
  /// `J`/`K` that moved a todo, and those at an end that said so.
  var moves = 0
  var movesAtEnd = 0
  /// The tree (SPEC §16): adds of a subtask, `>` and `<` that moved a todo, `z` and `Z` that
  /// folded or unfolded, parents deleted or marked done with their subtasks, completions of a
  /// repeating parent that copied its subtasks, and the lists that showed a tree: its deepest
  /// row, folded rows, and a filter's context rows.
  var subtaskAdds = 0
  var indents = 0
  var outdents = 0
  var folds = 0
  var foldAlls = 0
  var subtreeDeletes = 0
  var subtreeDones = 0
  var subtaskCopies = 0
  var treeLists = 0
  var deepest = 0
  var foldedRows = 0
  var contextRows = 0

  var description: String {
    let places = frames.sorted { $0.key.rawValue < $1.key.rawValue }
      .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    return "frames [\(places)], adds \(adds), deletes \(deletes), edits \(edits), "
      + "toggles \(toggles) (of a series \(seriesSteps)), undos \(undos), redos \(redos), "
      + "refused \(rejectedDrafts), "
      + "resizes \(resizes), restarts \(restarts), list checks \(listChecks) "
      + "(filtered \(filteredListChecks), scrolled \(scrolledLists)), most items \(mostItems), "
      + "pastes \(pastes) (into fields \(pastesIntoFields)), Alt keys \(altKeys), "
      + "split sequences \(splitSequences), priority steps \(prioritySteps) (at an end "
      + "\(priorityEnds)), notes saved \(notesSaved), unchanged \(notesUnchanged), editor "
      + "failures \(editorFailures), field words \(fieldWords) (refused \(rejectedFields), "
      + "adds with a due date or tags \(addsWithFields), lists showing them \(listsWithFields)), "
      + "lists by order \(listsBySort.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key) \($0.value)" }), "
      + "hiding done \(listsHidingDone), moves \(moves) (at an end \(movesAtEnd)), "
      + "subtask adds \(subtaskAdds), > \(indents), < \(outdents), z \(folds), Z \(foldAlls), "
      + "subtrees deleted \(subtreeDeletes), done \(subtreeDones), copied \(subtaskCopies), "
      + "tree lists \(treeLists) (deepest \(deepest), folded rows \(foldedRows), "
      + "context rows \(contextRows))"
  }
}

/// One seeded run: the store, the app on it, the terminal's size, and what was checked.
private final class PropertyRun {
  let seed: UInt64
  private var random: SeededGenerator
  /// A real SQLite store in a folder of its own: its times are what the undo check reads.
  let store: SQLiteTodoStore
  private let folder: ScratchFolder
  /// Sub-second steps: a whole-minute clock hid refused undos.
  private let clock = SteppingClock(start: Fixture.start, step: 0.137)
  /// What `E` runs.
  private let editor: DiceEditor
  /// Decodes the split sequences as the ncurses driver does, one read at a time.
  private var decoder = KeyDecoder()
  /// Events decoded but not yet handed to the app.
  private var pending: [InputEvent] = []
  private var navigation: NavigationStack
  private var size = Size(columns: 80, rows: 24)
  private var frame: ScreenBuffer
  private var recent: [InputEvent] = []
  /// Rows and breadcrumbs already cut, by title and width: cutting is the slow part.
  private var lineCache: [LineKey: String] = [:]
  private var rowsCache:
    [(columns: Int, ranked: Bool, rows: [RandomKeysTree.Row], lines: [String])] = []
  private var matchCache: (query: String, items: [TodoItem], matching: [TodoItem])?
  /// The filter in force as the keys typed it, mirrored from the prompt's text field.
  private var query = ""
  private var queryField = TextField(keys: KeyMaps.defaults.textField)
  private(set) var keysPlayed = 0
  private(set) var stats = PropertyStats()
  /// What the store held of the tree before the key, and the list last checked (its rows as
  /// the model made them, and the todo selected): what a key's change is judged by.
  private var treeBefore: RandomKeysTree?
  private var listBefore: (rows: [RandomKeysTree.Row], selected: TodoItem?)?
  private var lastList: (rows: [RandomKeysTree.Row], selected: TodoItem?)?
  /// The todo the open Add dialog adds a subtask of (`A`); nil for `a` or no dialog.
  private var dialogParent: TodoItem?
  /// The todos and the tree the last check read, with the store's fingerprint then: a key
  /// that leaves the fingerprint as it was left the todos as they were (read in full again
  /// only when it moved, which most keys do not).
  private var kept: (items: [TodoItem], tree: RandomKeysTree?, fingerprint: [Double]) = (
    [], nil, []
  )
  private var editorWasOpen = false
  /// The first thing found wrong, with everything needed to reproduce it.
  private(set) var failure: String?

  init(seed: UInt64) throws {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    folder = try ScratchFolder.made("todo-property")
    store = try SQLiteTodoStore(path: folder.path("todo.sqlite"))
    editor = DiceEditor(seed: seed)
    navigation = TodoApp.makeNavigation(
      environment: TodoEnvironment(
        store: store, clock: clock, timeZone: Fixture.utc, editor: editor))
    frame = ScreenBuffer(size: size)
  }

  /// The next input: a decoded one still waiting, else a new one. Most are keys leaning
  /// towards the place; some are pastes, Alt keys, or a terminal's escape sequence split
  /// across two or three reads that arrive within the decoder's window.
  private func nextInput(at place: Place, items: Int) -> InputEvent {
    // Random letters typed into Due, Priority or Tags rarely read as a date, a priority or
    // tags; left there, they would keep most dialogs from being saved. A field the form
    // refuses is mostly cleared at once, and now and then left for Enter to be refused with its
    // message.
    // (A word typed a character at a time is let finish first: its first letters alone are
    // rarely readable.)
    if pending.isEmpty, place == .editor, let dialog = navigation.dialogs.last as? EditorDialog,
      needsClearing(dialog), random.chance(85)
    {
      return .key(.control("u"))
    }
    if !pending.isEmpty { return pending.removeFirst() }
    if place == .tags { return KeyGenerator.key(at: place, items: items, &random) }
    switch random.below(100) {
    case 0..<3:
      stats.pastes += 1
      if [.editor, .filterPrompt].contains(place) { stats.pastesIntoFields += 1 }
      return .paste(KeyGenerator.pasteText(&random))
    case 3..<6:
      stats.altKeys += 1
      return .alt(KeyGenerator.altKey(&random))
    case 6..<9:
      stats.splitSequences += 1
      let bytes = Array(KeyGenerator.sequence(&random).unicodeScalars)
      var cuts = Set(
        (0..<random.within(1...2)).map { _ in random.within(1...max(1, bytes.count - 1)) })
      cuts.insert(bytes.count)
      var start = 0
      var events: [InputEvent] = []
      for cut in cuts.sorted() where cut > start {
        for scalar in bytes[start..<cut] { decoder.feed(scalar, into: &events) }
        start = cut
      }
      decoder.timeout(into: &events)
      let whole = KeyDecoder.decode(String(String.UnicodeScalarView(bytes)))
      expect(
        events == whole,
        "\(bytes) split at \(cuts.sorted()) decodes to \(events), whole to \(whole)")
      pending = events
      return pending.isEmpty ? .key(KeyGenerator.text(&random)) : pending.removeFirst()
    case 9..<11 where place == .editor:
      // A repeating todo: a due date, Tab to Repeat, a rule, Enter (most random words in
      // Repeat are refused, and a rule needs a due date: typed alone, few would be saved).
      guard let dialog = navigation.dialogs.last as? EditorDialog, dialog.focus == .due else {
        fallthrough
      }
      stats.fieldWords += 1
      let due = random.pick(["tom", "fri", "2026-01-31", "+3d", "yesterday"])
      let rule = random.pick(["1d", "+1w", "2w", "+1m", "1m", "+1y"])
      pending = (due.map(Key.character) + [.tab, .tab, .tab] + rule.map(Key.character) + [.enter])
        .map(InputEvent.key)
      return pending.removeFirst()
    case 11..<14 where place == .editor:
      // A due date, priority or tag typed a character at a time, often then Tab.
      stats.fieldWords += 1
      var keys = random.pick(KeyGenerator.fieldWords).map(Key.character)
      if random.chance(60) { keys.append(.tab) }
      pending = keys.map(InputEvent.key)
      return pending.removeFirst()
    default:
      return KeyGenerator.key(at: place, items: items, &random)
    }
  }

  /// Whether the dialog's focused field holds what the random keys may not leave there: any
  /// due date or tag, or a priority that cannot be read.
  private func needsClearing(_ dialog: EditorDialog) -> Bool {
    guard dialog.focus != .title, case .failure(let rejection) = saved(dialog.form) else {
      return false
    }
    return rejection.entry == dialog.focus
  }

  /// The fields a dialog filled as `form` saves, or why it refuses them; a due date in words
  /// is read as of the test clock's day (the one the app reads it on).
  private func saved(_ form: TodoForm) -> Result<TodoFields, FormRejection> {
    Result { () throws(FormRejection) in
      try form.validated(dueDates: DueDateParser(now: clock.peek(), timeZone: Fixture.utc))
    }
  }

  /// Whether `item` holds every field `form` says (its done flag aside) and stands under
  /// `parent` (a UID; by default the parent the open Add dialog adds under).
  private func holds(_ item: TodoItem, _ form: TodoForm, parent: String?? = nil) -> Bool {
    guard case .success(var fields) = saved(form) else { return false }
    fields.done = item.done
    fields.parent = parent ?? dialogParent?.calendar.uid
    // Every todo is in the store's one list: the keys played make no other.
    fields.list = Fixture.firstList
    return item.fields == fields
  }

  /// Plays `count` keys, checking after each, until done or something is wrong.
  func play(keys count: Int) {
    render()
    check(after: nil, before: [], place: nil, form: nil)
    while keysPlayed < count, failure == nil {
      // The store as the last check read it: nothing but a key changes it.
      let before = kept.items
      treeBefore = kept.tree
      listBefore = lastList
      let place = self.place
      let dialog = navigation.dialogs.last as? EditorDialog
      let form = dialog?.form
      // An idle tick now and then, as the real driver sends between keys.
      if random.chance(1) {
        navigation.refresh()
        render()
        check(after: nil, before: before, place: place, form: form)
        continue
      }
      let input = nextInput(at: place, items: before.count)
      keysPlayed += 1
      recent.append(input)
      if recent.count > 40 { recent.removeFirst() }
      // What AppLoop does with the input.
      switch input {
      case .key(.control("c")):
        navigation.quit()
      case .resize(let newSize):
        size = newSize
        stats.resizes += 1
        render()
      default:
        navigation.handle(input)
        if !navigation.isFinished { render() }
      }
      if navigation.isFinished {
        // Quit (q on the list, Ctrl-C anywhere): quitting changes nothing; start the app
        // again on the same store, as a person would, with a new undo history.
        expect((try? store.allItems()) == before, "quitting changed the store")
        stats.restarts += 1
        navigation = TodoApp.makeNavigation(
          environment: TodoEnvironment(
            store: store, clock: clock, timeZone: Fixture.utc, editor: editor))
        query = ""
        render()
        check(after: nil, before: before, place: nil, form: nil)
        continue
      }
      followFilter(input, at: place)
      // Ctrl-J is Enter, but in the notes, where it breaks the line.
      let asTyped =
        input == .key(.control("j")) && dialog?.focus != .content ? .key(.enter) : input
      check(after: asTyped, before: before, place: place, form: form)
    }
  }

  /// Mirrors what `input` did to the filter: `/` opens the prompt on the filter in force, the
  /// prompt's text field edits it (pastes and Alt keys too), Esc clears it.
  private func followFilter(_ input: InputEvent, at place: Place) {
    switch (place, input) {
    case (.list, .key(.character("/"))):
      queryField = TextField(text: query, keys: KeyMaps.defaults.textField)
    case (.list, .key(.escape)):
      query = ""
    case (.filterPrompt, .key(let key)):
      switch KeyMaps.defaults.filter.action(for: key) {
      case .clear: query = ""
      case .keep, .shared: break
      case nil:
        if queryField.handle(key) { query = queryField.text }
      }
    case (.filterPrompt, _):
      if queryField.handle(input) { query = queryField.text }
    default:
      break
    }
    // A new todo the kept filter would hide clears the filter (the footer says so, when the
    // footer has room for it).
    if ChangeKind(footer: footer) == .added,
      let newest = ((try? store.allItems()) ?? []).max(by: { $0.id < $1.id }),
      matching([newest]).isEmpty
    {
      query = ""
    }
  }

  private func render() {
    frame = ScreenBuffer(size: size)
    navigation.render(into: &frame)
  }

  /// Where the app is, judged from the stack and the frame just drawn.
  private var place: Place {
    if size.columns < NavigationStack.minimumSize.columns
      || size.rows < NavigationStack.minimumSize.rows
    {
      return .tooSmall
    }
    switch navigation.dialogs.last {
    case is EditorDialog: return .editor
    case is ConfirmDialog: return .confirm
    case is HelpDialog: return .help
    default: break
    }
    if navigation.screens.last is TodoDetailView { return .detail }
    if navigation.screens.last is TagsView { return .tags }
    // The list sets the cursor only for its filter prompt.
    return frame.cursor == nil ? .list : .filterPrompt
  }

  /// Records the first failure, with the seed and the keys that led to it.
  private func expect(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
  ) {
    guard failure == nil, !condition() else { return }
    let keys = recent.map(KeyGenerator.script).joined()
    failure = """
      seed \(RandomKeysPropertyTests.hex(seed)), key #\(keysPlayed) at \(size): \(message())
      last keys: \(keys)
      frame:
      \(frame.text)
      store: \(((try? store.allItems()) ?? []).map { "\($0.id) \($0.done ? "[x]" : "[ ]") \($0.title.debugDescription)" })
      """
  }

  // MARK: Checks

  /// Every check after one input (nil: the first frame, an idle tick or a restart).
  private func check(
    after input: InputEvent?, before: [TodoItem], place placeBefore: Place?, form: TodoForm?
  ) {
    checkFrame()
    lastList = nil
    guard failure == nil else { return }
    let place = self.place
    stats.frames[place, default: 0] += 1
    let fingerprint = RandomKeysTree.fingerprint(store)
    let items =
      fingerprint == kept.fingerprint && !fingerprint.isEmpty
      ? kept.items : (try? store.allItems()) ?? []
    stats.mostItems = max(stats.mostItems, items.count)
    // The list, then at most one other screen, or a subtask's detail over its parent's.
    let above = navigation.screens.dropFirst()
    expect(
      navigation.screens.first is TodoListView
        && (above.count <= 1 || above.allSatisfy { $0 is TodoDetailView }),
      "the stack is \(navigation.screens.map { type(of: $0) })")
    let tree: RandomKeysTree
    do {
      tree = try RandomKeysTree(
        store, placement: items == kept.items ? kept.tree?.placement : nil)
    } catch {
      expect(false, "the tree could not be read: \(error)")
      return
    }
    kept = (items, tree, fingerprint)
    // The tree the store keeps: every todo where its link says, no cycle, counts right.
    if items != before || input == nil {
      let errors = RandomKeysTree.invariantErrors(store, items, tree.placement)
      expect(errors.isEmpty, "the store's tree is wrong: \(errors.joined(separator: "; "))")
    }
    checkChange(after: input, before: before, items: items, place: placeBefore, form: form)
    checkTreeChange(after: input, before: before, items: items, tree: tree, place: placeBefore)
    // The Add dialog `A` opened adds under the todo selected then; any other opens none.
    let editorOpen = navigation.dialogs.last is EditorDialog
    if editorOpen, !editorWasOpen {
      dialogParent =
        placeBefore == .list && input == .key(.character("A")) ? listBefore?.selected : nil
    } else if !editorOpen {
      dialogParent = nil
    }
    editorWasOpen = editorOpen
    switch place {
    case .list: checkList(items, tree)
    case .detail: checkDetail(items)
    case .editor:
      // The box is centred, as high as its layout says (less on a short terminal); its
      // heading in the top edge: `Subtask of "…"` for `A`.
      let edge = frame.rowText(editorBox.top)
      if dialogParent != nil {
        expect(edge.contains("Subtask of"), "the Add dialog of a subtask says \(edge)")
      } else {
        expect(
          edge.contains("Add todo") || edge.contains("Edit todo"),
          "the editor dialog is open but not drawn")
      }
    case .confirm:
      let top = (size.rows - min(5, size.rows)) / 2
      expect(frame.rowText(top + 2).contains("? y/N"), "the confirmation is open but not drawn")
      if placeBefore == .list {
        checkQuestion(frame.rowText(top + 2), after: input, before: before)
      }
    case .help: expect(frame.rowText(1).contains("Help: keys"), "help is open but not drawn")
    case .tags: expect(frame.rowText(0).contains("Tags"), "the Tags screen is not drawn")
    case .tooSmall:
      let text = frame.text
      for marker in ["[ ]", "[x]", "todo", "│", "Todo ›"] {
        expect(!text.contains(marker), "a too-small terminal shows \(marker)")
      }
    case .filterPrompt:
      expect(
        footer.unicodeScalars.first == "/", "the filter prompt is not in the footer: \(footer)")
      checkList(items, tree)
    }
  }

  /// (b) The frame fits: its size, every row's width, no control characters, wide glyphs
  /// followed by their continuation cell.
  private func checkFrame() {
    expect(frame.size == size, "the frame is \(frame.size), the terminal \(size)")
    expect(frame.cells.count == size.columns * size.rows, "\(frame.cells.count) cells")
    guard failure == nil else { return }
    let cells = frame.cells
    let columns = size.columns
    for y in 0..<size.rows {
      var width = 0
      for x in 0..<columns {
        let cell = cells[y * columns + x]
        // The common cases, a blank or a printable ASCII character, checked cheaply.
        if cell.width == 1, cell.text == " " || Self.isPrintableASCII(cell.text) {
          width += 1
          continue
        }
        checkCell(cell, x: x, y: y)
        if failure != nil { return }
        width += Int(cell.width)
      }
      expect(width <= columns, "row \(y) takes \(width) columns of \(columns)")
    }
    if let cursor = frame.cursor {
      expect(
        (0..<size.columns).contains(cursor.x) && (0..<size.rows).contains(cursor.y),
        "the cursor is at \(cursor), outside \(size)")
    }
  }

  private static func isPrintableASCII(_ text: String) -> Bool {
    var utf8 = text.utf8.makeIterator()
    guard let byte = utf8.next(), utf8.next() == nil else { return false }
    return byte >= 0x20 && byte < 0x7F
  }

  /// One cell that is not plain ASCII: one visible grapheme of the width it says, or the
  /// empty continuation of the wide glyph before it.
  private func checkCell(_ cell: Cell, x: Int, y: Int) {
    let at = "row \(y), column \(x)"
    switch cell.width {
    case 0:
      expect(
        x > 0 && frame[x - 1, y].width == 2,
        "\(at): a continuation cell with no wide glyph before it")
      expect(cell.text.isEmpty, "\(at): a continuation cell holds \(cell.text.debugDescription)")
    case 1, 2:
      expect(cell.text.count == 1, "\(at): the cell holds \(cell.text.debugDescription)")
      for scalar in cell.text.unicodeScalars {
        let value = scalar.value
        expect(
          value >= 0x20 && !(0x7F...0x9F).contains(value) && !(0x202A...0x202E).contains(value)
            && !(0x2066...0x2069).contains(value),
          "\(at): raw control U+\(String(value, radix: 16)) in \(cell.text.debugDescription)")
      }
      if let character = cell.text.first {
        expect(
          DisplayWidth.of(character) == Int(cell.width),
          "\(at): \(cell.text.debugDescription) takes \(DisplayWidth.of(character)) columns, "
            + "the cell says \(cell.width)")
      }
      if cell.width == 2 {
        expect(
          x + 1 < size.columns && frame[x + 1, y].width == 0,
          "\(at): a wide glyph not followed by its continuation cell")
      }
    default:
      expect(false, "\(at): a cell of width \(cell.width)")
    }
  }

  /// The bottom row without its leading space.
  private var footer: String {
    String(frame.rowText(size.rows - 1).dropFirst())
  }

  /// The rows of the editor dialog's top edge and its message at the current size.
  private var editorBox: (top: Int, message: Int) {
    let layout = EditorDialogLayout(
      size: size, oneLineFields: EditorDialog.oneLineEntries.count)
    let top = (size.rows - min(layout.boxHeight, size.rows)) / 2
    return (top, top + 1 + layout.messageRow)
  }

  /// (c) The store changed exactly as the footer says, and only after a key that may change
  /// it: one item added, removed, edited or toggled per confirmed change, nothing otherwise.
  private func checkChange(
    after input: InputEvent?, before: [TodoItem], items: [TodoItem], place: Place?,
    form: TodoForm?
  ) {
    let footer = self.footer
    // One instance alone on its store: an undo or redo is never refused.
    expect(
      !footer.contains("changed elsewhere"),
      "a single instance refused: \(footer.debugDescription)")
    // Pastes and Alt keys change no todo by themselves.
    let key: Key? = if case .key(let key)? = input { key } else { nil }
    let kind = ChangeKind(footer: footer)
    // Whether this key could have made a change, so a change message is news, not a left-over.
    let mayChange: Bool
    switch (place, key) {
    case (.editor, .enter?), (.confirm, .character("y")?), (.confirm, .character("Y")?):
      mayChange = true
    case (.list, let key?), (.detail, let key?):
      mayChange =
        [
          .character("x"), .character(" "), .character("u"), .control("r"), .character("+"),
          .character("-"), .character("E"),
        ].contains(key) || (place == .list && [.character(">"), .character("<")].contains(key))
    default:
      mayChange = false
    }
    if place == .editor, key == .enter, let form, case .failure(let rejection) = saved(form) {
      stats.rejectedDrafts += 1
      if rejection != .emptyTitle { stats.rejectedFields += 1 }
      // (Up to a control character in the refused text, which the screen draws otherwise.)
      let start = String(
        rejection.message.prefix(16).prefix {
          !$0.unicodeScalars.contains {
            [.control, .format].contains($0.properties.generalCategory)
          }
        })
      expect(
        self.place == .editor && frame.rowText(editorBox.message).contains(start),
        "\(rejection) was not refused with its message")
    }
    if mayChange, key == .character("+") || key == .character("-"), kind == .unchanged {
      stats.priorityEnds += 1
      expect(
        footer.hasPrefix(key == .character("+") ? "Already at H" : "No priority to lower"),
        "\(footer.debugDescription) after \(String(describing: key))")
    }
    if mayChange, key == .character("E") {
      if footer.hasPrefix(StatusText.notesUnchanged) { stats.notesUnchanged += 1 }
      if footer.hasPrefix("Editor failed: the editor (dice)") { stats.editorFailures += 1 }
    }
    guard before != items else {
      expect(
        !mayChange || kind == nil || kind == .unchanged,
        "the footer says \(footer.debugDescription) but the store did not change")
      return
    }
    expect(mayChange, "the store changed after a key that changes nothing")
    guard let kind, kind != .unchanged else {
      expect(false, "the store changed but the footer says \(footer.debugDescription)")
      return
    }
    let oldIDs = Set(before.map(\.id))
    let newIDs = Set(items.map(\.id))
    let added = items.filter { !oldIDs.contains($0.id) }
    let removed = before.filter { !newIDs.contains($0.id) }
    let changed = items.filter { item in
      guard let old = before.first(where: { $0.id == item.id }) else { return false }
      return old != item
    }
    let shape =
      "added \(added.map(\.id)), removed \(removed.map(\.id)), changed \(changed.map(\.id))"
    let treeAfter = try? RandomKeysTree(store)
    switch kind {
    case .added, .restored:
      // One todo added; one brought back with its subtasks (an undone delete of a parent).
      let top = added.first { item in
        !added.contains { treeAfter?.isBelow(item.id, $0.id) ?? false }
      }
      let subtree = top.map { top in added.filter { treeAfter?.isBelow($0.id, top.id) ?? false } }
      expect(
        top != nil && removed.isEmpty && changed.isEmpty
          && (kind == .restored ? subtree?.count == added.count - 1 : added.count == 1),
        "the footer says \(footer.debugDescription) but the store: \(shape)")
      guard let item = top else { return }
      expectMessage(naming: item, tails: RandomKeysTree.moreTails(added.count - 1))
      if kind == .added {
        stats.adds += 1
        expect(item.id > (before.map(\.id).max() ?? 0), "a new item got an old id \(item.id)")
        expect(!item.done, "a new item is done")
        if dialogParent != nil { stats.subtaskAdds += 1 }
        expect(
          item.parent == dialogParent?.calendar.uid,
          "the dialog added under \(dialogParent.map(\.id) ?? 0), the store holds \(item)")
        if let form {
          if item.due != nil || !item.tags.isEmpty { stats.addsWithFields += 1 }
          expect(holds(item, form), "the dialog said \(form) but the store holds \(item)")
        }
      } else {
        footer.hasPrefix("Undone") ? (stats.undos += 1) : (stats.redos += 1)
      }
    case .removed:
      // A todo deleted goes with its subtasks (the question said how many); an add undone is
      // one todo.
      let top = removed.first { item in
        !removed.contains { treeBefore?.isBelow(item.id, $0.id) ?? false }
      }
      let subtree = top.map { top in
        before.filter { treeBefore?.isBelow($0.id, top.id) ?? false }.map(\.id)
      }
      expect(
        top != nil && added.isEmpty && changed.isEmpty
          && Set(removed.map(\.id)) == Set([top?.id ?? 0] + (subtree ?? [])),
        "the footer says \(footer.debugDescription) but the store: \(shape)")
      guard let item = top else { return }
      if footer.hasPrefix("Deleted") {
        stats.deletes += 1
        if removed.count > 1 { stats.subtreeDeletes += 1 }
        expectMessage(naming: item, tails: StatusText.withSubtasks(removed.count - 1))
      } else {
        expectMessage(naming: item, tails: RandomKeysTree.moreTails(removed.count - 1))
        footer.hasPrefix("Undone") ? (stats.undos += 1) : (stats.redos += 1)
      }
    case .edited:
      expect(
        changed.count == 1 && added.isEmpty && removed.isEmpty,
        "the footer says \(footer.debugDescription) but the store: \(shape)")
      guard let item = changed.first, let old = before.first(where: { $0.id == item.id }) else {
        return
      }
      expectMessage(naming: item)
      expect(item.done == old.done, "an edit changed done: \(old) → \(item)")
      expect(item.fields != old.fields, "an edit changed nothing: \(item)")
      if footer.hasPrefix("Notes saved") {
        stats.notesSaved += 1
        var expected = old.fields
        expected.content = editor.lastSaved ?? old.content
        expect(
          key == .character("E") && item.fields == expected,
          "the editor saved \(String(describing: editor.lastSaved)) but the store holds \(item)")
      } else if footer.hasPrefix("Priority ") {
        stats.prioritySteps += 1
        var expected = old.fields
        let step: PriorityStep = key == .character("+") ? .raise : .lower
        expected.priority = step.applied(to: old.priority)
        expect(
          [.character("+"), .character("-")].contains(key) && item.fields == expected,
          "\(footer.debugDescription) after \(String(describing: key)): \(old) → \(item)")
      } else if footer.hasPrefix("Saved") {
        stats.edits += 1
        if let form {
          expect(
            holds(item, form, parent: old.parent),
            "the dialog said \(form) but the store holds \(item)")
        }
      } else {
        footer.hasPrefix("Undone") ? (stats.undos += 1) : (stats.redos += 1)
      }
    case .toggled(let done):
      // The todo toggled, and the open subtasks `y` marked done with it (or their undo and
      // redo). Completing a repeating todo adds the next one of its series, with open copies
      // of its subtasks under it; undoing that removes them, redoing brings them back (unless
      // deleted meanwhile). Nothing else adds or removes a todo.
      let top = changed.first { item in
        !changed.contains { treeBefore?.isBelow(item.id, $0.id) ?? false }
      }
      let below = Set(
        before.filter { item in top.map { treeBefore?.isBelow(item.id, $0.id) ?? false } ?? false }
          .map(\.id))
      let series = top?.fields.recur != nil
      let next = done ? added : removed
      // The next one and its copies, in the tree that holds them.
      let nextTree = done ? treeAfter : treeBefore
      let made = next.first { item in
        !next.contains { nextTree?.isBelow(item.id, $0.id) ?? false }
      }
      let copies = next.filter { $0.id != made?.id }
      let copied = made.map { made in next.filter { nextTree?.isBelow($0.id, made.id) ?? false } }
      // `y` to `x` marks every open subtask done; a plain `x` none.
      let direct = footer.hasPrefix("Done") || footer.hasPrefix("Open again")
      let openBelow = before.filter { below.contains($0.id) && !$0.done }.map(\.id)
      expect(
        top != nil && changed.allSatisfy { $0.id == top?.id || below.contains($0.id) }
          && (done ? removed : added).isEmpty
          && (series || next.isEmpty) && (copied?.count ?? 0) == copies.count
          && (!direct || !done || changed.count == 1
            || Set(changed.map(\.id))
              == Set(
                [top?.id ?? 0] + openBelow))
          && (!direct || copies.count == (made == nil ? 0 : below.count))
          && (made != nil || !series || !footer.hasPrefix("Done")),
        "the footer says \(footer.debugDescription) but the store: \(shape)")
      guard let item = top else { return }
      if direct, changed.count > 1 { stats.subtreeDones += 1 }
      if !copies.isEmpty { stats.subtaskCopies += 1 }
      if direct, made != nil {
        expectMessage(naming: item)
      } else if direct {
        expectMessage(naming: item, tails: StatusText.withSubtasks(changed.count - 1))
      } else {
        let others = changed.count - 1 + next.count
        expectMessage(
          naming: item,
          tails: others == 1 && next.count == 1
            ? [" and its next one", " and 1 more"] : RandomKeysTree.moreTails(others))
      }
      for changed in changed {
        let old = before.first { $0.id == changed.id }
        expect(
          changed.done == done && old?.done == !done && changed.title == old?.title
            && changed.content == old?.content,
          "the footer says \(footer.debugDescription): \(String(describing: old)) → \(changed)")
      }
      for copy in copies {
        expect(!copy.done, "a copy of a subtask is done: \(copy)")
      }
      if let made = next.first(where: { $0.id == made?.id }), let rule = item.fields.recur,
        let due = item.due
      {
        stats.seriesSteps += 1
        // The next one: the same todo, open, due when the rule says from this completion
        // (for a redo or an undo, from the day the test clock says now, within a day of it).
        var expected = item.fields
        expected.done = false
        expected.due = made.due
        expected.recur = made.fields.recur
        expect(made.fields == expected, "the next of \(item) is \(made)")
        let today = CalendarDay(clock.peek(), in: Fixture.utc)
        let from = Set(
          (-1...0).compactMap { rule.next(after: due, completedOn: today.adding(days: $0)) })
        let next = made.due.flatMap { due in made.fields.recur.map { (due, $0) } }
        expect(
          next.map { from.contains(Recurrence.Next(due: $0, rule: $1)) } == true,
          "\(rule) from \(due) made \(made), not one of \(from)")
      }
      if footer.hasPrefix("Undone") {
        stats.undos += 1
      } else if footer.hasPrefix("Redone") {
        stats.redos += 1
      } else {
        stats.toggles += 1
      }
    case .reparented:
      // `>` or `<`: the todo's link and nothing else (checkTreeChange checks where it went).
      let old = changed.first.flatMap { item in before.first { $0.id == item.id } }
      var unlinked = changed.first?.fields
      unlinked?.parent = old?.parent
      expect(
        changed.count == 1 && added.isEmpty && removed.isEmpty && unlinked == old?.fields
          && changed.first?.parent != old?.parent,
        "the footer says \(footer.debugDescription) but the store: \(shape)")
    case .unchanged:
      break
    }
  }

  /// The footer is exactly the sentence the presenters make about `item`: its verb, its
  /// title cut to fit (on the detail screen, left of the scroll position), then the longest
  /// of `tails` that leaves the title room (how many subtasks went with it, how many more
  /// an undo took); with `tails` nil, any tail of a series' step.
  private func expectMessage(naming item: TodoItem, tails: [String]? = nil) {
    var message = footer
    var room = size.columns - 1
    var sentenceWidth = max(10, size.columns - 2)
    for tail in [
      " · filter cleared to show it", " · filter cleared", " · hidden by the filter",
      " · filtered out",
    ]
    where message.hasSuffix(tail) {
      message = String(message.dropLast(tail.count))
      room -= tail.count
      sentenceWidth -= tail.count
    }
    // A step of a repeating todo: when the next one is due, or that it went or came back too.
    // (A tail the footer cut was wider than it shows: the title may have a little less room.)
    var slack = 0
    if tails == nil, let close = message.lastIndex(of: "\""), close != message.startIndex {
      let tail = String(message[message.index(after: close)...])
      if tail.hasPrefix(" · next ") || [" and its next one", " and 1 more"].contains(tail) {
        message = String(message[...close])
        room -= DisplayWidth.of(tail)
        sentenceWidth -= DisplayWidth.of(tail)
        if tail.hasSuffix("…") { slack = 4 }
      }
    }
    if place == .detail {
      room = size.columns - 3
      if let last = message.split(separator: " ").last,
        last.contains("–"), last.contains("/"), last.allSatisfy({ "0123456789–/".contains($0) })
      {
        room -= last.count
        message = String(message.dropLast(last.count))
        while message.last == " " { message.removeLast() }
      }
    }
    // By scalars: a title starting with a spacing mark joins the quote into one grapheme.
    let scalars = Array(message.unicodeScalars)
    guard let quote = scalars.indices.first(where: { $0 > 0 && scalars[$0] == "\"" }) else {
      expect(false, "the footer \(message.debugDescription) names no item")
      return
    }
    var verb = String(String.UnicodeScalarView(scalars[..<quote]))
    while verb.last == " " { verb.removeLast() }
    let expected = (0...slack).map { less in
      let width = sentenceWidth - less
      let sentence =
        tails.map { StatusText.sentence(verb, item.title, then: $0, width: width) }
        ?? StatusText.sentence(verb, item.title, width: width)
      var expected = DisplayWidth.truncate(sentence, to: room)
      while expected.last == " " { expected.removeLast() }
      return expected
    }
    expect(
      expected.contains(message),
      "the footer says \(message.debugDescription), not \(expected[0].debugDescription)")
  }

  /// (c) The tree's keys (SPEC §16) did what they say, and no other key folded or unfolded:
  /// `>` put the todo selected under the sibling above it, the last of its children in the
  /// manual order; `<` one level out, right after its old parent; `z` flipped the selected
  /// todo's fold, `Z` every fold; `J`/`K` swapped it with the sibling beside it; an add from
  /// `A` unfolded its parent. A key that found nothing to do says why and changes nothing.
  private func checkTreeChange(
    after input: InputEvent?, before: [TodoItem], items: [TodoItem], tree: RandomKeysTree,
    place: Place?
  ) {
    guard let treeBefore else { return }
    let key: Key? = if case .key(let key)? = input { key } else { nil }
    let footer = self.footer
    let common = Set(before.map(\.id)).intersection(items.map(\.id))
    let (foldedBefore, foldedAfter) = (treeBefore.folded(among: common), tree.folded(among: common))
    let selected = place == .list ? listBefore?.selected : nil
    let row = listBefore?.rows.first { $0.item.id == selected?.id }
    let width = max(10, size.columns - 2)
    let said = { (text: String) in
      var text = DisplayWidth.truncate(text, to: self.size.columns - 1)
      while text.last == " " { text.removeLast() }
      return text
    }
    let position = { (id: TodoID) in (try? self.store.read { try $0.position(of: id) }) ?? nil }
    switch (place, key) {
    case (.list?, let pressed?)
    where [.character("z"), .character("Z")].contains(pressed)
      && footer == said(StatusText.noFoldingWhileFiltering):
      // A filter's matches show whatever is folded: z and Z fold nothing while one is on.
      expect(
        foldedAfter == foldedBefore && tree.foldAll == treeBefore.foldAll,
        "\(key.map(KeyGenerator.script) ?? "") under a filter changed the folds")
    case (.list?, .character(">")?), (.list?, .character("<")?):
      guard let selected, let row else { break }
      let indent = key == .character(">")
      let oldParent = treeBefore.parent(of: selected.id)
      // Under the sibling shown above it; one level out: under its parent's parent.
      let newParent: TodoID?? =
        indent
        ? RandomKeysTree.sibling(of: selected.id, .up, in: listBefore?.rows ?? []).map {
          $0.item.id
        }
        : oldParent.map { treeBefore.parent(of: $0) }
      guard let newParent else {
        expect(
          before == items
            && footer
              == said(indent ? StatusText.nothingToIndentUnder : StatusText.alreadyAtTopLevel),
          "\(indent ? ">" : "<") on \(selected.id) (depth \(row.entry.depth)) found nowhere to "
            + "go, the footer says \(footer.debugDescription)")
        break
      }
      indent ? (stats.indents += 1) : (stats.outdents += 1)
      let parentItem = newParent.flatMap { id in items.first { $0.id == id } }
      guard let moved = items.first(where: { $0.id == selected.id }) else {
        expect(false, "\(selected.id) is gone after \(indent ? ">" : "<")")
        break
      }
      expect(
        moved.parent == parentItem?.calendar.uid && tree.parent(of: moved.id) == newParent,
        "\(indent ? ">" : "<") on \(selected.id) should put it under \(newParent ?? 0): \(moved)")
      // A folded new parent is unfolded, so the todo still shows; no other fold changes.
      let unfolded = indent ? Set(newParent.map { [$0] } ?? []) : []
      expect(
        foldedAfter.subtracting(unfolded) == foldedBefore.subtracting(unfolded)
          && !(newParent.map { indent && tree.isFolded($0) } ?? false),
        "\(indent ? ">" : "<") on \(selected.id) left the folds \(foldedBefore.sorted()) → "
          + "\(foldedAfter.sorted())")
      expect(
        footer
          == said(StatusText.movedInTree(TreeMove(item: moved, parent: parentItem), width: width)),
        "the footer says \(footer.debugDescription) after \(indent ? ">" : "<")")
      // In the manual order: the last of its new siblings (`>`), or right after its old parent
      // when both are open or both done (`<`; done and open todos are ordered apart).
      let siblings = items.filter { $0.id != moved.id && tree.parent(of: $0.id) == newParent }
      let at = position(moved.id) ?? 0
      if indent {
        expect(
          siblings.allSatisfy { (position($0.id) ?? 0) < at },
          "> put \(moved.id) at \(at), not after its new siblings")
      } else if let oldParent, let parent = items.first(where: { $0.id == oldParent }),
        parent.done == moved.done, let parentAt = position(oldParent)
      {
        expect(
          parentAt < at
            && !siblings.contains {
              $0.done == moved.done && ((parentAt + 1)..<at).contains(position($0.id) ?? 0)
            },
          "< put \(moved.id) at \(at), not right after its old parent at \(parentAt)")
      }
    case (.list?, .character("z")?):
      guard let selected, let row else { break }
      guard row.entry.children > 0 else {
        expect(
          footer == said(StatusText.nothingToFold) && foldedAfter == foldedBefore,
          "z on \(selected.id) without subtasks: \(footer.debugDescription)")
        break
      }
      stats.folds += 1
      let changed = foldedBefore.symmetricDifference(foldedAfter)
      expect(
        changed == [selected.id] && tree.isFolded(selected.id) == !row.entry.folded,
        "z on \(selected.id) (folded \(row.entry.folded)) changed the folds of \(changed)")
      expect(
        footer == said(StatusText.folded(row.entry, title: selected.title, width: width)),
        "the footer says \(footer.debugDescription) after z")
    case (.list?, .character("Z")?):
      // Every subtree folded, or every one unfolded when Z folded them all and none of them
      // was unfolded since.
      stats.foldAlls += 1
      let parents = before.filter { item in
        before.contains { treeBefore.parent(of: $0.id) == item.id }
      }
      let fold = !(treeBefore.foldAll && parents.allSatisfy { treeBefore.isFolded($0.id) })
      expect(
        tree.foldAll == fold && tree.foldedOtherwise.isEmpty
          && footer == said(StatusText.foldedAll(fold)),
        "Z with \(parents.count { treeBefore.isFolded($0.id) }) of \(parents.count) parents "
          + "folded (fold_all \(treeBefore.foldAll)): fold_all \(tree.foldAll), folded "
          + "otherwise \(tree.foldedOtherwise.sorted()), \(footer.debugDescription)")
    case (.editor?, .enter?) where dialogParent != nil:
      // A subtask added to a folded parent unfolds it, so the new subtask shows.
      guard let parent = dialogParent else { break }
      expect(
        foldedAfter.subtracting([parent.id]) == foldedBefore.subtracting([parent.id])
          && (items.count == before.count || !tree.isFolded(parent.id)),
        "adding under \(parent.id) left the folds \(foldedBefore.sorted()) → "
          + "\(foldedAfter.sorted())")
    default:
      expect(
        foldedAfter == foldedBefore,
        "the folds changed after a key that folds nothing: \(foldedBefore.sorted()) → "
          + "\(foldedAfter.sorted())")
      // J / K: the todo and the sibling shown beside it swap places among the siblings shown.
      guard place == .list, [.character("J"), .character("K")].contains(key),
        footer.hasPrefix("Moved "), let selected, let rows = listBefore?.rows
      else { break }
      let direction: MoveDirection = key == .character("J") ? .down : .up
      let passed = RandomKeysTree.sibling(of: selected.id, direction, in: rows)
      let depth = row?.entry.depth ?? 0
      let parent = treeBefore.parent(of: selected.id)
      let shown = rows.filter {
        $0.entry.depth == depth && treeBefore.parent(of: $0.item.id) == parent
      }
      .map(\.item.id)
      var expected = shown
      if let passed, let a = expected.firstIndex(of: selected.id),
        let b = expected.firstIndex(of: passed.item.id)
      {
        expected.swapAt(a, b)
      }
      // Done todos below open ones, each group in the manual order.
      let done = Set(items.filter(\.done).map(\.id))
      let now = shown.sorted {
        (done.contains($0) ? 1 : 0, position($0) ?? 0) < (
          done.contains($1) ? 1 : 0, position($1) ?? 0
        )
      }
      expect(
        passed != nil && tree.parent(of: selected.id) == parent
          && (passed?.item.done != selected.done || now == expected),
        "\(direction) on \(selected.id) past \(passed?.item.id ?? 0): its siblings \(shown) "
          + "are now \(now) in the manual order")
    }
  }

  /// The question `d` or `x` on the list asks of the todo selected: how many subtasks go
  /// with it; how many open ones to mark done (asked only when there are some).
  private func checkQuestion(_ question: String, after input: InputEvent?, before: [TodoItem]) {
    guard let selected = listBefore?.selected, let treeBefore, question.contains("? y/N"),
      case .key(let key)? = input
    else { return }
    let below = before.filter { treeBefore.isBelow($0.id, selected.id) }
    if [.character("d"), .delete].contains(key) {
      // The count shows however narrow the box: a shorter wording of it at worst.
      let tails =
        below.isEmpty
        ? ["\""] : StatusText.withSubtasks(below.count)
      expect(
        tails.contains { question.contains($0 + "? y/N") },
        "d on \(selected.id) asks \(question.debugDescription)")
    } else if [.character("x"), .character(" ")].contains(key) {
      let open = below.count { !$0.done }
      let asked = open == 1 ? "its open subtask" : "its \(open) open subtasks"
      let wordings = ["Also mark \(asked) done", "Mark \(open) subtasks done", "+\(open) done"]
      expect(
        !selected.done && open > 0 && wordings.contains { question.contains($0 + "? y/N") },
        "x on \(selected.id) with \(open) open subtasks asks \(question.debugDescription)")
    }
  }

  /// (c) On the list: the header's counts are the store's, and the rows are a run of the
  /// list a naive walk of the store's tree makes (SPEC §16: children under their parents,
  /// siblings in the order in force, done last, folded subtrees and hidden done todos left
  /// out; with a filter, the matches with their ancestors drawn muted), one selected.
  private func checkList(_ items: [TodoItem], _ tree: RandomKeysTree) {
    let header = frame.rowText(0)
    expect(header.hasPrefix(" todo "), "the list's header is \(header.debugDescription)")
    let visibleRows = size.rows - 2
    // Item rows are `>[ ] ` or ` [x] ` and so on: found from their cells, read as text.
    let isItemRow = { (y: Int) in
      let mark = self.frame[0, y].text
      let done = self.frame[2, y].text
      return (mark == " " || mark == ">") && self.frame[1, y].text == "["
        && (done == " " || done == "x") && self.frame[3, y].text == "]"
        && self.frame[4, y].text == " "
    }
    let itemRows = Array((1...visibleRows).prefix(while: isItemRow))
    let shown = itemRows.map { String(frame.rowText($0).dropFirst()) }
    let selected = itemRows.filter { frame[0, $0].text == ">" }.count
    let rest = (1...visibleRows).dropFirst(itemRows.count)
    expect(!rest.contains(where: isItemRow), "item rows after a gap")
    expect(!rest.contains { frame[0, $0].text == ">" }, "a selection mark off the items")
    // The view in force (SPEC §10): its order, done todos below open ones, hidden with `H`.
    let settings = (try? store.read { try $0.viewSettings() }) ?? ViewSettings()
    stats.listsBySort[settings.sort, default: 0] += 1
    if settings.hidesDone { stats.listsHidingDone += 1 }
    if footer.hasPrefix("Moved ") { stats.moves += 1 }
    if footer.hasPrefix("Already at the top") || footer.hasPrefix("Already at the bottom")
      || footer.hasPrefix("Already the ")
    {
      stats.movesAtEnd += 1
    }
    // The header's counts start with `/` when a filter is in force.
    let unfiltered = !header.contains(" /")
    expect(
      unfiltered == query.allSatisfy(\.isWhitespace),
      "the filter typed is \(query.debugDescription), the header \(header.debugDescription)")
    let flat = ordered(items, settings)
    let listed = tree.rows(
      flat, matching: unfiltered ? nil : Set(matching(flat).map(\.id)),
      hidingDone: settings.hidesDone)
    if unfiltered {
      // No filter: `N open · M done` counts the store's todos (a fold hides rows, not work
      // to do); with `H`, the done ones are hidden.
      stats.listChecks += 1
      let open = items.count { !$0.done }
      let counts =
        settings.hidesDone
        ? "\(open) open · \(items.count - open) done hidden"
        : "\(open) open · \(items.count - open) done"
      let shownCounts = DisplayWidth.truncate(counts, to: size.columns - 8)
      expect(
        header.hasSuffix(" " + shownCounts),
        "the header \(header.debugDescription) should end \(counts.debugDescription)")
    } else {
      // A filter in force: `/query: X of Y`, X the todos matching it (title or content,
      // ignoring case; not their ancestors shown for context), Y all the todos; a narrow
      // header cuts it at the right.
      stats.filteredListChecks += 1
      let matches = listed.count { !$0.entry.isContext }
      let counts =
        "/" + DisplayWidth.truncate(query, to: 20) + ": \(matches) of \(items.count)"
        + (settings.hidesDone ? " · done hidden" : "")
      let shownCounts = DisplayWidth.truncate(counts, to: size.columns - 8)
      expect(
        header.hasSuffix(" " + shownCounts),
        "the header \(header.debugDescription) should end \(shownCounts.debugDescription): "
          + "\(listed.count) of the store's \(items.count) items shown")
    }
    let lines = rows(of: listed)
    let ranked = rows(of: listed, ranked: true)
    expect(
      shown.count == min(lines.count, visibleRows),
      "\(shown.count) rows shown for \(lines.count) items in \(visibleRows) rows")
    expect(selected == (lines.isEmpty ? 0 : 1), "\(selected) rows are selected")
    if lines.isEmpty {
      let hint =
        !unfiltered
        ? "No todo matches" : settings.hidesDone ? "Nothing open" : "No todos yet"
      expect(
        (1...visibleRows).contains { frame.rowText($0).contains(hint) },
        "an empty list without its hint")
      lastList = ([], nil)
      return
    }
    // The priority column is there when a row on screen has a priority. A row on screen
    // with a due date or tags changes how much room every title has (the due column's width
    // depends on the dates shown, the tags share the title's room): then each row must start
    // with its marker, priority and as much of the title as the narrowest due column leaves.
    let hasFields = { (row: RandomKeysTree.Row) in row.item.due != nil || !row.item.tags.isEmpty }
    let fits = { (row: RandomKeysTree.Row, line: String) in
      line.hasPrefix(self.start(of: row, ranked: false))
        || line.hasPrefix(self.start(of: row, ranked: true))
    }
    let tops = lines.indices.filter { top in
      guard top + shown.count <= lines.count, let first = shown.first else { return false }
      return lines[top] == first || ranked[top] == first
        || (listed[top..<(top + shown.count)].contains(where: hasFields)
          && fits(listed[top], first))
    }
    let top = tops.first { top in
      let window = top..<(top + shown.count)
      let column = listed[window].contains { !$0.item.priority.isNone }
      let rowsMatch =
        listed[window].contains(where: hasFields)
        ? zip(listed[window], shown).allSatisfy { row, line in
          line.hasPrefix(start(of: row, ranked: column))
        }
        : Array((column ? ranked : lines)[window]) == shown
      // A filter's context rows are muted; the rows that match are not.
      return rowsMatch
        && zip(listed[window], itemRows).allSatisfy { row, y in
          (frame[4, y].style.color == .muted) == row.entry.isContext
        }
    }
    if let top, listed[top..<(top + shown.count)].contains(where: hasFields) {
      stats.listsWithFields += 1
    }
    expect(
      top != nil,
      "the rows \(shown) are not a run of the store's tree \(unfiltered ? "" : "matching ")"
        + "\(lines) (context rows \(listed.filter(\.entry.isContext).map(\.item.id)))")
    guard let top else { return }
    if top > 0 { stats.scrolledLists += 1 }
    let window = listed[top..<(top + shown.count)]
    if tree.hasSubtasks { stats.treeLists += 1 }
    stats.deepest = max(stats.deepest, window.map(\.entry.depth).max() ?? 0)
    stats.foldedRows += window.count(where: \.entry.folded)
    stats.contextRows += window.count(where: \.entry.isContext)
    let selectedIndex = itemRows.firstIndex { frame[0, $0].text == ">" }
    lastList = (listed, selectedIndex.map { listed[top + $0].item })
  }

  /// `items` in the order `settings` name, written out from SPEC §10: done todos below open
  /// ones; due soonest first, none last, then priority; priority H first, none last, then
  /// due; title by `TextFold`'s bytes; manual by the stored positions; ties by id.
  private func ordered(_ items: [TodoItem], _ settings: ViewSettings) -> [TodoItem] {
    typealias Key = [Int64]
    let due = { (item: TodoItem) -> Key in
      item.due.map { [0, TodoColumn.stored($0)] } ?? [1, 0]
    }
    let priority = { (item: TodoItem) -> Key in
      item.priority.isNone ? [1, 0] : [0, Int64(item.priority.value)]
    }
    var positions: [TodoID: Int64] = [:]
    if settings.sort == .manual {
      // Every position in one statement (a read a todo took as long as the rest of the check).
      positions =
        (try? store.read { reading in
          let table = try #require(reading as? TodoTable)
          return Dictionary(
            uniqueKeysWithValues: try table.prepare("SELECT id, position FROM todo").rows([]) {
              ($0.integer(0), $0.integer(1))
            })
        }) ?? [:]
    }
    // The keys before the title (if any), the title's bytes, then the id.
    let key = { (item: TodoItem) -> (Key, [UInt8], TodoID) in
      let done: Key = [item.done ? 1 : 0]
      switch settings.sort {
      case .due: return (done + due(item) + priority(item), [], item.id)
      case .priority: return (done + priority(item) + due(item), [], item.id)
      case .created: return (done, [], item.id)
      case .title: return (done, Array(TextFold.folded(item.title).utf8), item.id)
      case .manual: return (done + [positions[item.id] ?? 0], [], item.id)
      }
    }
    return items.map { (key($0), $0) }.sorted { left, right in
      let (a, b) = (left.0, right.0)
      if a.0 != b.0 { return a.0.lexicographicallyPrecedes(b.0) }
      if a.1 != b.1 { return a.1.lexicographicallyPrecedes(b.1) }
      return a.2 < b.2
    }.map(\.1)
  }

  /// The items matching the filter typed, kept while neither changes.
  private func matching(_ items: [TodoItem]) -> [TodoItem] {
    if let kept = matchCache, kept.query == query, kept.items == items { return kept.matching }
    // The filter's rules (SPEC §10), written out: every word must hold; `-` before a word
    // excludes what it matches; `+tag` is a tag; `pri:` and `is:` words their fields; any
    // other word is text, found in the title or the content code point by code point, both
    // sides folded by the one fold (`TextFold`: case, accents and width, composed), the word
    // as it reads inside a text (a mark it starts with is an accent, dropped; a lone mark is
    // no text and matches all). Random keys type no readable `due` word.
    let contains = { (text: String, needle: [Unicode.Scalar]) in
      let scalars = Array(TextFold.folded(text).unicodeScalars)
      return scalars.count >= needle.count
        && (0...(scalars.count - needle.count)).contains {
          Array(scalars[$0..<($0 + needle.count)]) == needle
        }
    }
    let words = query.split(whereSeparator: \.isWhitespace).map { typed in
      let excludes = typed.count > 1 && typed.hasPrefix("-")
      let word = excludes ? typed.dropFirst() : typed
      let holds: (TodoItem) -> Bool
      switch (word.first, word.lowercased()) {
      case ("+", _) where TagSet.tag(word) != nil:
        holds = { $0.tags.contains(TagSet.tag(word) ?? "") }
      case (_, "pri:h"): holds = { (1...4).contains($0.priority.value) }
      case (_, "pri:m"): holds = { $0.priority.value == 5 }
      case (_, "pri:l"): holds = { (6...9).contains($0.priority.value) }
      case (_, "pri:none"): holds = { $0.priority.value == 0 }
      case (_, "is:done"): holds = { $0.done }
      case (_, "is:open"): holds = { !$0.done }
      case (_, "is:repeating"): holds = { _ in false }
      default:
        let needle = Array(TextFold.foldedWord(String(word)).unicodeScalars)
        holds = { item in [item.title, item.content].contains { contains($0, needle) } }
      }
      return { (item: TodoItem) in holds(item) != excludes }
    }
    let matching = items.filter { item in words.allSatisfy { $0(item) } }
    matchCache = (query, items, matching)
    return matching
  }

  /// The rows' lines, `ranked` with the priority column (there when a row on screen has a
  /// priority), kept while the rows and the width stay the same (most keys change neither,
  /// and comparing an unchanged array costs nothing).
  private func rows(of listed: [RandomKeysTree.Row], ranked: Bool = false) -> [String] {
    if let kept = rowsCache.first(where: {
      $0.columns == size.columns && $0.ranked == ranked && $0.rows == listed
    }) {
      return kept.lines
    }
    let lines = listed.map { line(for: $0, ranked: ranked) }
    rowsCache = [(size.columns, ranked, listed, lines)] + rowsCache.prefix(3)
    return lines
  }

  /// A row as the list shows it, without the selection mark, trailing spaces trimmed (see
  /// `RandomKeysTree.line`); `ranked`, with the priority column.
  private func line(for row: RandomKeysTree.Row, ranked: Bool = false) -> String {
    let key = LineKey(
      text: row.item.title, done: row.item.done, columns: size.columns,
      priority: ranked ? row.item.priority.level.map { String($0.letter) } ?? " " : nil,
      tree: Self.treeKey(row.entry))
    if let line = lineCache[key] { return line }
    if lineCache.count > 100_000 { lineCache.removeAll() }
    let line = RandomKeysTree.line(of: row, columns: size.columns, ranked: ranked)
    lineCache[key] = line
    return line
  }

  /// What a row's text takes from its entry: its depth, progress and fold.
  private static func treeKey(_ entry: TodoListEntry) -> [Int] {
    [entry.depth, entry.doneChildren, entry.children, entry.folded ? entry.descendants : -1]
  }

  /// How a row starts whatever due date and tags the rows on screen show: the marker, the
  /// priority column when `ranked`, and the title (indented, folded) up to the room the
  /// narrowest due column leaves it (at most 15 columns: the title keeps at least 16, the last
  /// of which may be `…`), trailing spaces trimmed.
  private func start(of row: RandomKeysTree.Row, ranked: Bool) -> String {
    let item = row.item
    let priority = ranked ? item.priority.level.map { String($0.letter) } ?? " " : nil
    let key = LineKey(
      text: item.title, done: item.done, columns: size.columns + 100_000, priority: priority,
      tree: Self.treeKey(row.entry))
    if let line = lineCache[key] { return line }
    let column = priority.map { $0 + " " } ?? ""
    let room = min(15, size.columns - 6 - column.count - 3)
    var title = ""
    var width = 0
    for character in DisplayWidth.truncate(RandomKeysTree.title(of: row), to: Int.max / 2) {
      width += DisplayWidth.of(character)
      guard width <= room else { break }
      title.append(character)
    }
    var line = (item.done ? "[x] " : "[ ] ") + column + title
    while line.last == " " { line.removeLast() }
    lineCache[key] = line
    return line
  }

  /// An item's breadcrumb on the detail screen, trailing spaces trimmed.
  private func breadcrumb(for item: TodoItem, in byUID: [String: TodoItem]) -> String {
    // The path: the todo's ancestors by their links, top first (a cycle's walk stops).
    var path = [item.title]
    var seen: Set<TodoID> = [item.id]
    var next = item.parent.flatMap { byUID[$0] }
    while let parent = next, seen.insert(parent.id).inserted {
      path.insert(parent.title, at: 0)
      next = parent.parent.flatMap { byUID[$0] }
    }
    var line = " " + TodoDetailBody.breadcrumb(path, width: size.columns - 2)
    while line.last == " " { line.removeLast() }
    return line
  }

  /// On the detail screen: the breadcrumb names an item that is in the store.
  private func checkDetail(_ items: [TodoItem]) {
    let header = frame.rowText(0)
    let byUID = Dictionary(
      items.map { ($0.calendar.uid, $0) }, uniquingKeysWith: { first, _ in first })
    expect(
      items.contains { breadcrumb(for: $0, in: byUID) == header },
      "the detail screen shows \(header.debugDescription), no item")
  }
}

/// What a cut row depends on.
private struct LineKey: Hashable {
  let text: String
  let done: Bool
  let columns: Int
  /// The priority column's letter (a space for none), nil when there is no such column.
  var priority: String? = nil
  /// The row's depth, progress and fold (`treeKey`).
  var tree: [Int] = []
}

/// What a footer message says happened to the store.
private enum ChangeKind: Equatable {
  /// A new item.
  case added
  /// An item is back (undone delete, redone add).
  case restored
  case removed
  case edited
  case toggled(done: Bool)
  /// `>` or `<` put a todo under another or one level out.
  case reparented
  /// "No changes", "Nothing to undo": a message that says the store is as it was.
  case unchanged

  init?(footer: String) {
    if footer.unicodeScalars.starts(with: "At the top level: \"".unicodeScalars)
      // `"Pack" is now a subtask of "Move"`, cut at the right on a narrow footer (the only
      // footer a single instance shows that starts with a title).
      || footer.hasPrefix("\"")
    {
      self = .reparented
      return
    }
    let table: [(String, ChangeKind)] = [
      ("Added \"", .added), ("Deleted \"", .removed), ("Saved \"", .edited),
      ("Done: \"", .toggled(done: true)), ("Open again: \"", .toggled(done: false)),
      ("Undone: add \"", .removed), ("Undone: delete \"", .restored),
      ("Undone: edit \"", .edited), ("Undone: mark done \"", .toggled(done: false)),
      ("Undone: mark open \"", .toggled(done: true)), ("Redone: add \"", .restored),
      ("Redone: delete \"", .removed), ("Redone: edit \"", .edited),
      ("Redone: mark done \"", .toggled(done: true)),
      ("Redone: mark open \"", .toggled(done: false)), ("No changes", .unchanged),
      ("Notes saved: \"", .edited), ("Priority ", .edited), ("Already at ", .unchanged),
      ("No priority to lower: \"", .unchanged), (StatusText.notesUnchanged, .unchanged),
      ("Nothing to undo", .unchanged), ("Nothing to redo", .unchanged),
      // The tree's keys that change no todo: folds, and moves that found nowhere to go.
      ("Folded \"", .unchanged), ("Unfolded \"", .unchanged), ("Every subtree ", .unchanged),
      (StatusText.nothingToFold, .unchanged), (StatusText.nothingToIndentUnder, .unchanged),
      ("Already the ", .unchanged),
    ]
    // By scalars: a title starting with a spacing mark joins the quote into one grapheme.
    guard
      let kind = table.first(where: { footer.unicodeScalars.starts(with: $0.0.unicodeScalars) })?
        .1
    else { return nil }
    self = kind
  }
}
