import Testing

@testable import TodoCore
@testable import TodoStorage
@testable import TodoTerminal
@testable import TodoUI

/// Terminal sizes written `COLSxROWS`, as `--size` and `<Resize …>` take them: at most
/// 1000x1000, so a replay's memory and time stay those of a real screen.
@Suite struct SizeTests {
  @Test(
    "valid sizes parse",
    arguments: [("80x24", 80, 24), ("1x1", 1, 1), ("1000x1000", 1000, 1000), ("1000x3", 1000, 3)])
  func parses(text: String, columns: Int, rows: Int) {
    #expect(Size(parsing: text) == Size(columns: columns, rows: rows))
  }

  @Test(
    "anything else is refused",
    arguments: [
      "", "80", "80x", "x24", "0x24", "80x0", "-1x5", "80x24x2", "80X24", " 80x24",
      "1001x5", "5x1001", "10000x10000", "99999999999999999999x5", "+80x24", "ax b",
    ])
  func refuses(text: String) {
    #expect(Size(parsing: text) == nil)
  }

  @Test func descriptionRoundTrips() {
    let size = Size(columns: 132, rows: 43)
    #expect(size.description == "132x43")
    #expect(Size(parsing: size.description) == size)
  }

  @Test func acceptedNamesTheLimit() {
    #expect(Size.accepted == "COLSxROWS, from 1x1 to 1000x1000")
    #expect(Size(parsing: Size.largest.description) == Size.largest)
  }
}
