import Foundation
import Testing
import TodoTestKit

@testable import TodoCore
@testable import TodoStorage

/// SPEC §15: what another program wrote comes back as it wrote
/// it. A VTODO is imported into a real store, changed the way a person changes it, exported,
/// and its lines compared.
@Suite struct OtherClientsLinesTests {
  private static let newYork = TimeZone(identifier: "America/New_York") ?? .current

  /// A store with `vtodo` (the lines between BEGIN:VTODO and END:VTODO) imported, read on a
  /// New York wall clock, and `extra` components beside it in the VCALENDAR.
  private func imported(
    _ vtodo: [String], extra: [String] = []
  ) throws -> (SQLiteTodoStore, TodoUseCases, ImportedFile) {
    let text =
      (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Phone//EN"] + extra + ["BEGIN:VTODO"]
      + vtodo + ["END:VTODO", "END:VCALENDAR", ""]).joined(separator: "\r\n")
    let file = try ICalendarInterchange.decode(Data(text.utf8), timeZone: Self.newYork)
    let store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "test"))
    let cases = TodoUseCases(store: store, clock: Fixture.clock(), timeZone: Self.newYork)
    try cases.add(imported: file.todos)
    return (store, cases, file)
  }

  /// The lines of the export of `store` (unfolded), without the VCALENDAR's own.
  private func exported(_ store: SQLiteTodoStore) throws -> [String] {
    let data = try ICalendarInterchange.encode(
      try store.items(), stamp: Fixture.start, timeZone: Self.newYork)
    return LineFolding.unfold(String(decoding: data, as: UTF8.self)).map(\.text)
  }

  private func id(_ store: SQLiteTodoStore) throws -> TodoID {
    try #require(try store.items().first?.id)
  }

  private func rename(_ cases: TodoUseCases, _ id: TodoID) throws {
    _ = try cases.update(id, setting: [.title], from: TodoForm(title: "Renamed"))
  }

  // MARK: - States (point 3)

  @Test func completedWithoutStatusIsDoneAndStaysSoAfterAnEdit() throws {
    let (store, cases, _) = try imported([
      "UID:c-1", "SUMMARY:Paid", "COMPLETED:20261120T101500Z",
    ])
    #expect(try store.items().first?.state == .done)
    try rename(cases, try id(store))
    let lines = try exported(store)
    #expect(lines.contains("COMPLETED:20261120T101500Z"))
    #expect(!lines.contains { $0.hasPrefix("STATUS") })
    #expect(!lines.contains { $0.hasPrefix("PERCENT-COMPLETE") })
  }

  @Test func aCancelledTodoIsItsOwnStateAndGainsNoCompletedTime() throws {
    let (store, cases, _) = try imported(["UID:c-2", "SUMMARY:Trip", "STATUS:CANCELLED"])
    let item = try #require(try store.items().first)
    #expect(item.state == .cancelled)
    #expect(item.state.marker == "[-]")
    #expect(item.done)
    try rename(cases, item.id)
    let lines = try exported(store)
    #expect(lines.contains("STATUS:CANCELLED"))
    #expect(!lines.contains { $0.hasPrefix("COMPLETED") })
  }

  @Test func markingDoneAndReopeningSetStatusCompletedAndPercentTogether() throws {
    let (store, cases, _) = try imported([
      "UID:c-3", "SUMMARY:Half way", "STATUS:IN-PROCESS", "PERCENT-COMPLETE:40",
    ])
    let id = try id(store)
    #expect(try store.item(id: id)?.state == .inProcess)
    try rename(cases, id)
    #expect(try exported(store).contains("STATUS:IN-PROCESS"))
    #expect(try exported(store).contains("PERCENT-COMPLETE:40"))

    _ = try cases.toggleDone(id)
    var lines = try exported(store)
    #expect(lines.contains("STATUS:COMPLETED"))
    #expect(lines.contains("PERCENT-COMPLETE:100"))
    #expect(!lines.contains("PERCENT-COMPLETE:40"))
    // The clock gave the toggle the third minute (one a reading): that is when it was done.
    #expect(lines.contains("COMPLETED:20260105T090200Z"), "\(lines)")
    try rename(cases, id)
    #expect(try exported(store).contains("COMPLETED:20260105T090200Z"))

    _ = try cases.toggleDone(id)
    lines = try exported(store)
    #expect(lines.contains("STATUS:NEEDS-ACTION"))
    #expect(!lines.contains { $0.hasPrefix("COMPLETED") || $0.hasPrefix("PERCENT-COMPLETE") })
  }

  @Test func reopeningAThunderbirdTodoDropsItsHundredPercent() throws {
    let (store, cases, _) = try imported([
      "UID:c-4", "SUMMARY:Done there", "STATUS:COMPLETED", "COMPLETED:20261101T080000Z",
      "PERCENT-COMPLETE:100",
    ])
    let id = try id(store)
    _ = try cases.toggleDone(id)
    let lines = try exported(store)
    #expect(lines.contains("STATUS:NEEDS-ACTION"))
    #expect(!lines.contains { $0.hasPrefix("PERCENT-COMPLETE") || $0.hasPrefix("COMPLETED") })
    // Undo puts the other program's lines back as they were.
    _ = try cases.apply(.undo)
    let undone = try exported(store)
    #expect(undone.contains("COMPLETED:20261101T080000Z"))
    #expect(undone.contains("PERCENT-COMPLETE:100"))
  }

  // MARK: - Times (point 2)

  @Test(arguments: [
    "DUE:20261201T170000Z", "DUE;TZID=Europe/Berlin:20261201T180000",
    "DUE;VALUE=DATE-TIME:20261201T120000", "DUE;VALUE=DATE:20261201",
  ])
  func aDueKeepsItsFormThroughAnEditOfAnotherField(due: String) throws {
    let (store, cases, _) = try imported(["UID:t-1", "SUMMARY:Call Berlin", due])
    try rename(cases, try id(store))
    let lines = try exported(store)
    #expect(lines.contains(due), "\(lines)")
    #expect(lines.filter { $0.hasPrefix("DUE") }.count == 1)
  }

  @Test func anEditedDueTimeKeepsItsZone() throws {
    let (store, cases, _) = try imported([
      "UID:t-2", "SUMMARY:Call Berlin", "DUE;TZID=Europe/Berlin:20261201T180000",
    ])
    // 18:00 in Berlin is 12:00 in New York; the person moves it an hour later.
    #expect(try store.items().first?.due == DueDate(iso: "2026-12-01T12:00"))
    _ = try cases.update(
      try id(store), setting: [.due], from: TodoForm(title: "x", due: "2026-12-01 13:00"))
    #expect(try exported(store).contains("DUE;TZID=Europe/Berlin:20261201T190000"))
  }

  @Test func anEditedUTCTimeStaysInUTC() throws {
    let (store, cases, _) = try imported(["UID:t-3", "SUMMARY:Sync", "DUE:20261201T170000Z"])
    _ = try cases.update(
      try id(store), setting: [.due], from: TodoForm(title: "x", due: "2026-12-02 13:00"))
    #expect(try exported(store).contains("DUE:20261202T180000Z"))
  }

  @Test func aKeptTimeZoneDefinitionIsWrittenBackAndAMissingOneMade() throws {
    let zone = [
      "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19701025T030000",
      "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100",
      "TZNAME:CET", "END:STANDARD", "END:VTIMEZONE",
    ]
    let (store, cases, _) = try imported(
      ["UID:t-4", "SUMMARY:Berlin", "DUE;TZID=Europe/Berlin:20261201T180000"], extra: zone)
    try rename(cases, try id(store))
    let lines = try exported(store)
    let start = try #require(lines.firstIndex(of: "BEGIN:VTIMEZONE"))
    #expect(Array(lines[start..<start + zone.count]) == zone)
    #expect(start < (lines.firstIndex(of: "BEGIN:VTODO") ?? 0))

    let (bare, _, _) = try imported([
      "UID:t-5", "SUMMARY:Tokyo", "DTSTART;TZID=Asia/Tokyo:20261201T090000",
    ])
    let made = try exported(bare)
    let begin = try #require(made.firstIndex(of: "BEGIN:VTIMEZONE"))
    #expect(made[begin + 1] == "TZID:Asia/Tokyo")
    #expect(made.contains("TZOFFSETTO:+0900"))
    #expect(made.contains("DTSTART;TZID=Asia/Tokyo:20261201T090000"))
  }

  @Test func aGeneratedDefinitionListsTheChangesOfItsYears() throws {
    let zone = try #require(TimeZoneDefinition.generated("Europe/Berlin", years: [2026]))
    let lines = zone.contentLines.map(\.text)
    // 2026: summer time from 29 March 02:00, winter time from 25 October 03:00.
    #expect(lines.contains("DTSTART:20260329T020000"))
    #expect(lines.contains("DTSTART:20261025T030000"))
    #expect(lines.contains("TZOFFSETFROM:+0100"))
    #expect(lines.contains("TZOFFSETTO:+0200"))
    #expect(TimeZoneDefinition.generated("Nowhere/Atlantis", years: [2026]) == nil)
  }

  // MARK: - Overrides (point 6)

  @Test func overridesOfARepeatingTodoAreKeptWithTheirSeries() throws {
    let text = [
      "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Evolution//EN",
      "BEGIN:VTODO", "UID:series-1", "SUMMARY:Water plants", "DUE;VALUE=DATE:20261201",
      "RRULE:FREQ=WEEKLY", "END:VTODO",
      "BEGIN:VTODO", "UID:series-1", "RECURRENCE-ID;VALUE=DATE:20261208",
      "SUMMARY:Water plants (balcony too)", "DUE;VALUE=DATE:20261209", "END:VTODO",
      "END:VCALENDAR", "",
    ].joined(separator: "\r\n")
    let file = try ICalendarInterchange.decode(Data(text.utf8), timeZone: Self.newYork)
    #expect(file.todos.count == 1)
    #expect(file.keptOverrides == 1)
    let store = try SQLiteTodoStore.inMemory(uids: CountingUIDSource(prefix: "test"))
    let cases = TodoUseCases(store: store, clock: Fixture.clock(), timeZone: Self.newYork)
    #expect(try cases.add(imported: file.todos) == 1)
    let lines = try exported(store)
    #expect(lines.filter { $0 == "BEGIN:VTODO" }.count == 2)
    #expect(lines.contains("RECURRENCE-ID;VALUE=DATE:20261208"))
    #expect(lines.contains("SUMMARY:Water plants (balcony too)"))
    // The override is beside its series, not inside it.
    let firstEnd = try #require(lines.firstIndex(of: "END:VTODO"))
    #expect(lines.firstIndex(of: "RECURRENCE-ID;VALUE=DATE:20261208") ?? 0 > firstEnd)
  }
}
