import Foundation
import Testing

@testable import TodoCore

/// What the fuzz target `Fuzz/json` found (README, "Fuzzing"): each finding a test named after
/// what it broke, its input inline or under `Tests/Fixtures/fuzz/json`.
@Suite struct JSONFuzzFindingsTests {
  /// The todos of `text`, imported, exported and imported again.
  private static func roundTrip(_ text: String) throws -> (first: [TodoItem], back: [ImportedTodo])
  {
    let items = try JSONInterchange.decode(Data(text.utf8)).enumerated().map { index, todo in
      let stamps = todo.stamps(importedAt: Date(timeIntervalSince1970: 0))
      return TodoItem(
        id: TodoID(index + 1), fields: todo.fields, created: stamps.created,
        updated: stamps.updated)
    }
    return (items, try JSONInterchange.decode(JSONInterchange.encode(items)))
  }

  /// json (exported and read back, the times changed): Foundation's ISO 8601 formatter writes
  /// a time before 15 October 1582 in the Julian calendar, while import reads every date in the
  /// Gregorian one, as RFC 3339 does: a todo made on 29 February 1012 came back six days
  /// earlier. Export writes times with the arithmetic import reads them with.
  @Test(arguments: [
    #"[{"title":"c","created":"1012-02-29T23:59:60z"}]"#,
    #"[{"title":"c","created":"1582-10-04T12:00:00Z","updated":"0001-01-01T00:00:00Z"}]"#,
    #"[{"title":"c","created":"0000-03-01T00:00:00+01:00"}]"#,
  ])
  func aTimeBeforeTheGregorianCalendarComesBackTheSame(file: String) throws {
    let (items, back) = try Self.roundTrip(file)
    #expect(back.map(\.created) == items.map(\.created))
    #expect(back.map(\.updated) == items.map(\.updated))
  }

  /// json (seen while fixing the above): a time whose offset takes it out of the years 0000 to
  /// 9999 imported, and was exported with a year that is not four digits, which import refuses:
  /// the export could not be read back. Such a time is refused, as any other bad time is.
  @Test(arguments: ["0000-01-01T00:30:00+01:00", "9999-12-31T23:00:00-05:00"])
  func aTimeOutsideTheYearsThatCanBeWrittenIsRefused(time: String) {
    let error = #expect(throws: ImportError.self) {
      try JSONInterchange.decode(Data(#"[{"title":"c","created":"\#(time)"}]"#.utf8))
    }
    #expect(error?.description.hasPrefix("entry 1: \"created\" must be a time") == true)
  }

  /// json (well-formed JSON refused as "not valid JSON"): a file that is `null` was refused as
  /// no JSON at all, where any other value that is no array is "expected a JSON array of todos".
  @Test func aFileThatIsNullIsNoArrayOfTodos() {
    let error = #expect(throws: ImportError.self) { try JSONInterchange.decode(Data("null".utf8)) }
    #expect(error?.description == "expected a JSON array of todos")
  }
}
