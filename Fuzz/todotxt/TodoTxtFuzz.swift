import Foundation

/// libFuzzer's entry point for the todotxt target (SPEC §20): any bytes as a todo.txt file for
/// `todo import`, and what imports, exported and imported again; and the bytes as a JSON file,
/// whose todos (any a store can hold, not only those todo.txt says) go through todo.txt too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTodoTxt(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  TodoTxtOracle.check(Data(bytes: data, count: size))
  return 0
}

/// What must hold for every file, beyond not crashing: the todos a file imports, exported and
/// imported again, are the same todos (every field; the times to the day, as todo.txt writes
/// them: the creation date, and a done todo's completion date), and a second export is the
/// first byte for byte. A broken property stops the run with `fatalError`, naming it.
enum TodoTxtOracle {
  /// When the oracle's store imports: the times of a todo whose line gives none.
  static let importedAt = Date(timeIntervalSince1970: 1_767_603_600)

  /// Checks the properties on the file `file`, read as todo.txt and as JSON.
  static func check(_ file: Data) {
    if let todos = try? TodoTxtInterchange.decode(file) { checkRoundTrip(todos) }
    if let todos = try? JSONInterchange.decode(file) { checkRoundTrip(todos) }
  }

  /// Checks that `todos` come back the same from todo.txt.
  static func checkRoundTrip(_ todos: [ImportedTodo]) {
    let items = stored(todos)
    let exported = TodoTxtInterchange.encode(items)
    let again: [ImportedTodo]
    do {
      again = try TodoTxtInterchange.decode(Data(exported.utf8))
    } catch {
      fail("the export is not read back: \(error)\n\(exported)")
    }
    expect(again.count == items.count, "\(items.count) todos exported, \(again.count) read back")
    for (item, todo) in zip(items, again) {
      expect(
        todo.fields == item.fields,
        "exported and read back, \(String(reflecting: item.fields)) became "
          + String(reflecting: todo.fields))
      let stamps = todo.stamps(importedAt: importedAt)
      expect(
        day(stamps.created) == day(item.created)
          && (!item.done || day(stamps.updated) == day(item.updated)),
        "exported and read back, the times \(item.created), \(item.updated) became "
          + "\(stamps.created), \(stamps.updated)")
    }
    expect(TodoTxtInterchange.encode(stored(again)) == exported, "a second export differs")
  }

  /// The items a store makes of `todos`, as `TodoUseCases.add(imported:)` adds them.
  static func stored(_ todos: [ImportedTodo]) -> [TodoItem] {
    todos.enumerated().map { index, todo in
      let stamps = todo.stamps(importedAt: importedAt)
      return TodoItem(
        id: TodoID(index + 1), fields: todo.fields, created: stamps.created,
        updated: stamps.updated, calendar: todo.calendar ?? CalendarRecord())
    }
  }

  /// The day `date` falls on in UTC, as todo.txt writes it.
  private static func day(_ date: Date) -> CalendarDay {
    CalendarDay(date, in: ICalendarTime.utc)
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fail(property())
  }

  private static func fail(_ property: String) -> Never {
    fatalError("todotxt: \(property)")
  }
}
