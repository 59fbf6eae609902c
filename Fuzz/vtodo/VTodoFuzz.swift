import Foundation

/// libFuzzer's entry point for the vtodo target (SPEC §20): any bytes as an iCalendar file read
/// as `.ics` import and sync read one (each VTODO through `VTodoMapping` to a todo's fields, its
/// UID and the lines kept for other programs), then written as export and sync write it and
/// read again; and the bytes as a JSON file, whose todos (any a store can hold) are written as
/// VTODOs and read back too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVTodo(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  VTodoOracle.check(Data(bytes: data, count: size))
  return 0
}

/// What must hold for every file, beyond not crashing: the todos a file gives, written and read
/// again, are the same todos (every field, the times, the UID) with the same kept lines
/// (other programs' properties in any order, as ours go first; nested components, the
/// overrides of a series and the VTIMEZONEs each in theirs, a VTIMEZONE added only for a TZID
/// that had none); and writing what was read back gives the same text (parse → write → parse
/// is where it rests). A broken property stops the run with `fatalError`, naming it.
enum VTodoOracle {
  /// When the oracle's store imports: the times of a todo whose file gives none.
  static let importedAt = Date(timeIntervalSince1970: 1_767_603_600)
  /// When the oracle writes (DTSTAMP).
  static let stamp = Date(timeIntervalSince1970: 1_767_700_000)
  /// The wall clock floating times are read on and due times written on: one with summer time.
  static let zone = TimeZone(identifier: "Europe/Berlin") ?? ICalendarTime.utc

  /// Checks the properties on the file `file`, read as iCalendar and as JSON.
  static func check(_ file: Data) {
    if let read = try? ICalendarInterchange.decode(file, timeZone: zone) {
      checkRoundTrip(read.todos)
    }
    if let todos = try? JSONInterchange.decode(file) { checkRoundTrip(todos) }
  }

  /// Checks that `todos` come back the same from iCalendar.
  static func checkRoundTrip(_ todos: [ImportedTodo]) {
    let items = stored(todos)
    let written: Data
    do {
      written = try ICalendarInterchange.encode(items, stamp: stamp, timeZone: zone)
    } catch {
      // Text iCalendar cannot carry (a control character) comes only from JSON: refused whole.
      expect(items.allSatisfy { $0.calendar.kept.isEmpty }, "a todo read cannot be written")
      return
    }
    let again: [ImportedTodo]
    do {
      again = try ICalendarInterchange.decode(written, timeZone: zone).todos
    } catch {
      fail("what was written is not read again: \(error)\n\(text(written))")
    }
    expect(
      again.count == items.count,
      "\(items.count) todos written, \(again.count) read again\n\(text(written))")
    let back = stored(again)
    for (item, other) in zip(items, back) {
      let context = "\n\(text(written))"
      expect(
        other.fields == item.fields,
        "written and read again, \(String(reflecting: item.fields)) became "
          + String(reflecting: other.fields) + context)
      expect(
        (other.created, other.updated) == (wholeSecond(item.created), wholeSecond(item.updated)),
        "written and read again, the times \(item.created), \(item.updated) became "
          + "\(other.created), \(other.updated)" + context)
      expect(
        other.calendar.uid == item.calendar.uid,
        "the UID \(item.calendar.uid) became \(other.calendar.uid)" + context)
      checkKept(item.calendar.kept, other.calendar.kept, context)
    }
    let rewritten = try? ICalendarInterchange.encode(back, stamp: stamp, timeZone: zone)
    expect(
      rewritten == written,
      "what was read again is written otherwise:\n\(text(written))\n\(text(rewritten))")
  }

  /// The items a store makes of `todos`, as `TodoUseCases.add(imported:)` adds them: a todo
  /// whose UID an earlier one has is skipped, and one without a UID gets one no other has.
  static func stored(_ todos: [ImportedTodo]) -> [TodoItem] {
    let taken = Set(todos.compactMap { $0.calendar?.uid })
    var seen: Set<String> = []
    var items: [TodoItem] = []
    var made = 0
    for todo in todos {
      var calendar = todo.calendar ?? CalendarRecord()
      if !calendar.uid.isEmpty {
        guard seen.insert(calendar.uid).inserted else { continue }
      } else {
        repeat {
          made += 1
          calendar.uid = "todo-\(made)"
        } while taken.contains(calendar.uid)
      }
      let stamps = todo.stamps(importedAt: importedAt)
      items.append(
        TodoItem(
          id: TodoID(items.count + 1), fields: todo.fields, created: stamps.created,
          updated: stamps.updated, calendar: calendar))
    }
    return items
  }

  /// The kept lines `first` (as read from the file) and `again` (as read from what was written
  /// of them) are the same: the todo's own properties in any order, the components inside it
  /// and the overrides in theirs, and the VTIMEZONEs the same but for those added for a TZID
  /// that had none.
  /// A todo that came with no state lines (made here, or from JSON) may gain those written
  /// for it (`CompletionLines`).
  static func checkKept(_ first: [ContentLine], _ again: [ContentLine], _ context: String) {
    let before = KeptComponents(first)
    let after = KeptComponents(again)
    let message = "the kept lines \(first.map(\.text)) became \(again.map(\.text))" + context
    let fresh = CompletionLines.stateLines(first).isEmpty
    let own = after.inside.topLevel.filter { !fresh || !CompletionLines.isStateLine($0) }
    expect(sorted(before.inside.topLevel) == sorted(own), message)
    expect(nested(before.inside) == nested(after.inside), message)
    expect(before.overrides == after.overrides, message)
    let defined = Set(before.keptZones.map { tzid(of: $0) })
    let zonesAfter = after.keptZones.filter { defined.contains(tzid(of: $0)) }
    expect(Set(before.keptZones) == Set(zonesAfter), message)
  }

  /// `date` without its fraction of a second, as iCalendar writes it.
  private static func wholeSecond(_ date: Date) -> Date {
    Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }

  /// The lines sorted by their text (their order is not kept).
  private static func sorted(_ lines: [ContentLine]) -> [String] {
    lines.map(\.text).sorted()
  }

  /// The lines of the components nested in a VTODO, in order.
  private static func nested(_ lines: [ContentLine]) -> [ContentLine] {
    lines.withDepths.filter { $0.depth > 0 }.map(\.line)
  }

  /// The TZID a kept VTIMEZONE defines.
  private static func tzid(of zone: [ContentLine]) -> String? {
    zone.withDepths.first { $0.depth == 1 && $0.line.named("TZID") }?.line.value
  }

  /// `data` as text, for a message.
  private static func text(_ data: Data?) -> String {
    data.map { String(decoding: $0, as: UTF8.self) } ?? "(nothing written)"
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fail(property())
  }

  private static func fail(_ property: String) -> Never {
    fatalError("vtodo: \(property)")
  }
}
