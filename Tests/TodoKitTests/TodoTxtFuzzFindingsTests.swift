import Foundation
import Testing

@testable import TodoCore

/// What the fuzz target `Fuzz/todotxt` found (README, "Fuzzing"): each finding a test named
/// after what it broke, its input inline or under `Tests/Fixtures/fuzz/todotxt`.
@Suite struct TodoTxtFuzzFindingsTests {
  /// The todos of `text`, imported, exported and imported again.
  private static func roundTrip(
    _ text: String
  ) throws -> (first: [ImportedTodo], back: [ImportedTodo]) {
    let todos = try TodoTxtInterchange.decode(Data(text.utf8))
    let items = todos.enumerated().map { index, todo in
      let stamps = todo.stamps(importedAt: Date(timeIntervalSince1970: 0))
      return TodoItem(
        id: TodoID(index + 1), fields: todo.fields, created: stamps.created,
        updated: stamps.updated)
    }
    let written = TodoTxtInterchange.encode(items)
    return (todos, try TodoTxtInterchange.decode(Data(written.utf8)))
  }

  /// todotxt (exported and read back, the title changed): a title starting with a joiner or a
  /// combining mark was written after the creation date and a space, which makes one character
  /// with the mark; the words were split at characters, so that space went unseen, the date
  /// was no date, and it became part of the title. Words are split at every space scalar.
  @Test(arguments: ["\u{200D}1", "\u{301}e acute", "a \u{301}b +tag due:2026-01-05"])
  func aTitleStartingWithAMarkComesBackTheSame(line: String) throws {
    let (first, back) = try Self.roundTrip(line)
    #expect(back.map(\.fields) == first.map(\.fields))
  }

  /// The same, read: a space before a mark separates words, so a tag or a key after one is
  /// read as such, and the creation date before one is a date.
  @Test func aSpaceBeforeAMarkSeparatesWords() throws {
    let todos = try TodoTxtInterchange.decode(Data("2026-01-05 \u{301}x +tag \u{200D}".utf8))
    #expect(todos.map(\.fields.title) == ["\u{301}x \u{200D}"])
    #expect(todos.map(\.fields.tags) == [["tag"]])
    #expect(todos.map(\.created) == [TodoTxtInterchange.day("2026-01-05")])
  }

  /// todotxt (exported and read back, the title changed): a key or tag mark followed by a
  /// joiner or a combining mark (`title:` before an exact title that starts with one, a
  /// `content:`, a `+` before a tag) makes one character with it, and keys and marks were
  /// looked for among characters: the exact title, the notes and the tag were read back as
  /// title text. They are looked for among scalars. (Minimized: the title `\u{200D}\t\0`.)
  @Test(arguments: [
    TodoFields(title: "\u{200D}\t\0"),
    TodoFields(title: "notes", content: "\u{301} starts with an accent"),
    TodoFields(title: "tags", tags: ["\u{301}x", "@\u{301}"]),
    TodoFields(title: "\u{301}due:2026-01-05", due: DueDate(iso: "2026-01-05")),
  ])
  func aKeyOrTagBeforeAMarkIsReadAsOne(fields: TodoFields) throws {
    let created = Date(timeIntervalSince1970: 0)
    let item = TodoItem(id: 1, fields: fields, created: created, updated: created)
    let written = TodoTxtInterchange.encode([item])
    #expect(try TodoTxtInterchange.decode(Data(written.utf8)).map(\.fields) == [fields])
  }

  /// The same, as typed: one leading `+` is dropped from a tag whatever follows it.
  @Test func aPlusBeforeAMarkIsDroppedFromATag() {
    #expect(TagSet.tag("+\u{301}x") == "\u{301}x")
    #expect(TagSet.tag("++\u{301}x") == nil)
  }

  /// todotxt (exported and read back, the title changed): Foundation's
  /// `removingPercentEncoding` drops a U+FEFF (a byte order mark) at the start of what it
  /// decodes, so an exact title or notes starting with one lost it. Keys are decoded by hand.
  /// (Minimized: the line `\u{FEFF}u\t`, after a blank one.)
  @Test(arguments: [
    TodoFields(title: "\u{FEFF}u\t"), TodoFields(title: "notes", content: "\u{FEFF}x"),
  ])
  func aByteOrderMarkStartingAKeyIsKept(fields: TodoFields) throws {
    let (first, back) = try Self.roundTrip("\n\u{FEFF}u\t")
    #expect(back.map(\.fields) == first.map(\.fields))
    let created = Date(timeIntervalSince1970: 0)
    let item = TodoItem(id: 1, fields: fields, created: created, updated: created)
    let written = TodoTxtInterchange.encode([item])
    #expect(try TodoTxtInterchange.decode(Data(written.utf8)).map(\.fields) == [fields])
  }

  /// Decoding by hand refuses what Foundation's decoding refused: a `%` without two hex digits,
  /// and bytes that are not UTF-8.
  @Test(arguments: ["a content:%", "a content:%4", "a content:%zz", "a title:%C3", "a title:%FF"])
  func aBadEscapeIsRefused(line: String) {
    #expect(throws: ImportError.self) { try TodoTxtInterchange.decode(Data(line.utf8)) }
  }
}
