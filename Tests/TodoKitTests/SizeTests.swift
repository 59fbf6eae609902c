import Testing

@testable import TodoKit

/// Terminal sizes written `COLSxROWS`, as `--size` and `<Resize …>` take them.
@Suite struct SizeTests {
  @Test(
    "valid sizes parse",
    arguments: [("80x24", 80, 24), ("1x1", 1, 1), ("10000x10000", 10_000, 10_000)])
  func parses(text: String, columns: Int, rows: Int) {
    #expect(Size(parsing: text) == Size(columns: columns, rows: rows))
  }

  @Test(
    "anything else is refused",
    arguments: [
      "", "80", "80x", "x24", "0x24", "80x0", "-1x5", "80x24x2", "80X24", " 80x24",
      "10001x5", "ax b",
    ])
  func refuses(text: String) {
    #expect(Size(parsing: text) == nil)
  }

  @Test func descriptionRoundTrips() {
    let size = Size(columns: 132, rows: 43)
    #expect(size.description == "132x43")
    #expect(Size(parsing: size.description) == size)
  }
}
