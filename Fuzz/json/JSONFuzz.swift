import Foundation

/// libFuzzer's entry point for the json target (SPEC §20): any bytes as a file for
/// `todo import` (the strict syntax check, then the todo mapping), and what imports, exported
/// and imported again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafeRawPointer, _ size: Int) -> CInt {
  JSONOracle.check(Data(bytes: data, count: size))
  return 0
}

/// What must hold for every file, beyond not crashing: the todos a file imports, exported and
/// imported again, are the same todos (every field, the parent's UID with them, and the UID;
/// the times to the second, as export writes them), and a second export is the first byte for byte. A file that is well-formed JSON but
/// no todos is refused for what is wrong with its todos, not as "not valid JSON". A broken
/// property stops the run with `fatalError`, naming it.
enum JSONOracle {
  /// When the oracle's store imports: the times of a todo whose file gives none.
  static let importedAt = Date(timeIntervalSince1970: 1_767_603_600)

  /// Checks the properties on the file `file`.
  static func check(_ file: Data) {
    let todos: [ImportedTodo]
    do {
      todos = try JSONInterchange.decode(file)
    } catch {
      checkRefusal(file, error)
      return
    }
    let items = stored(todos)
    let exported = JSONInterchange.encode(items)
    let again: [ImportedTodo]
    do {
      again = try JSONInterchange.decode(exported)
    } catch {
      fail("the export is not read back: \(error)")
    }
    expect(again.count == items.count, "\(items.count) todos exported, \(again.count) read back")
    for (item, todo) in zip(items, again) {
      expect(
        todo.fields == item.fields,
        "exported and read back, \(String(reflecting: item.fields)) became "
          + String(reflecting: todo.fields))
      expect(
        (todo.calendar?.uid ?? "") == item.calendar.uid,
        "exported and read back, the uid \"\(item.calendar.uid)\" became "
          + "\"\(todo.calendar?.uid ?? "")\"")
      expect(
        sameSecond(todo.created, item.created) && sameSecond(todo.updated, item.updated),
        "exported and read back, the times \(item.created), \(item.updated) became "
          + "\(String(describing: todo.created)), \(String(describing: todo.updated))")
    }
    expect(JSONInterchange.encode(stored(again)) == exported, "a second export differs")
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

  /// A file the strict reader passes is well-formed JSON: refused, it is for its todos.
  static func checkRefusal(_ file: Data, _ error: ImportError) {
    let text = InterchangeFormat.withoutByteOrderMark(file)
    guard String(data: text, encoding: .utf8) != nil, (try? StrictJSON.check(Array(text))) != nil
    else { return }
    expect(error.reason != "not valid JSON", "well-formed JSON refused as \(error)")
  }

  /// Whether `read` is `written` to the second (export writes no fraction of one).
  private static func sameSecond(_ read: Date?, _ written: Date) -> Bool {
    guard let read else { return false }
    return abs(read.timeIntervalSince(written)) < 1
  }

  /// Stops the run, naming the property broken, unless `holds`.
  private static func expect(_ holds: Bool, _ property: @autoclosure () -> String) {
    guard !holds else { return }
    fail(property())
  }

  private static func fail(_ property: String) -> Never {
    fatalError("json: \(property)")
  }
}
