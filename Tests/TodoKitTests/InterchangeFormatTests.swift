import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Which format a file name suggests.
@Suite struct InterchangeFormatTests {
  @Test(
    "a .txt name in any case is todo.txt; anything else is JSON",
    arguments: [
      ("todo.txt", InterchangeFormat.todotxt), ("LIST.TXT", .todotxt), ("a.Txt", .todotxt),
      ("todo.json", .json), ("-", .json), ("txt", .json), ("notes.txt.json", .json),
    ])
  func guess(name: String, format: InterchangeFormat) {
    #expect(InterchangeFormat(fileName: name) == format)
  }
}
